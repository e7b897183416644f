import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Konva from 'konva';
import { renderRemote } from '@ph/remote-kit/testing';
import { TOKEN_STORAGE_KEY } from '@ph/api-client';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeDesignApi, type FakeDesignApi } from '../../test/fakeApi';

// The 2D canvases draw the bare board in the colour the API gives for the design's variant
// (`BoxDesign.board`), as the 3D preview does: a kraft box is brown on every view, never white.

const KRAFT = { outside: '#c89f6a', inside: '#c89f6a' };
const WHITE_SURFACE = /^#f{3}(f{3})?$/i;

// Opening the editor renders Konva and the whole page: more than the default 5 s on a loaded machine.
jest.setTimeout(20_000);

let api: FakeDesignApi;
beforeEach(() => {
  api = installFakeDesignApi();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openKraftDesign(): Promise<void> {
  const token = api.signedIn();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const created = await api.fetch('/api/box_designs', {
    method: 'POST',
    headers: { 'X-Api-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sku: 'mailer-box-f33-white-hd' }),
  });
  const { id } = (JSON.parse(await created.text()) as { box_design: { id: string } }).box_design;
  api.designs.set(id, { ...api.designs.get(id)!, board: KRAFT });
  await renderRemote(App, catalogues, { path: `/box/${id}` });
  await screen.findByRole('group', { name: 'Front side, empty' }, { timeout: 5000 });
}

it('draws an unprinted side of a kraft box in the kraft board colour', async () => {
  await openKraftDesign();
  await waitFor(() => expect(Konva.stages.length).toBeGreaterThan(0));
  const stage = Konva.stages.at(-1)!;
  // The first shape under everything is the face's board.
  const board = stage.find('Rect')[0]!;
  expect(board.getAttr('fill')).toBe(KRAFT.outside);
});

it('draws the flat blank of a kraft box on kraft board', async () => {
  const user = userEvent.setup();
  await openKraftDesign();
  await user.click(screen.getByRole('radio', { name: 'Flat blank (dieline)' }));
  const canvas = (await screen.findByTestId('dieline-canvas')) as HTMLCanvasElement;
  const ctx = canvas.getContext('2d') as unknown as { __getEvents(): Array<{ type: string; props: { value?: unknown } }> };
  const fills = ctx.__getEvents().filter((e) => e.type === 'fillStyle').map((e) => String(e.props.value));
  expect(fills).toContain(KRAFT.outside);
  expect(fills.filter((f) => WHITE_SURFACE.test(f))).toEqual([]);
});
