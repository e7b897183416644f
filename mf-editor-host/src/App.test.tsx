import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { foreignRoutes, routesWithoutScreen } from '@ph/remote-kit';
import { App, EDITOR_SCREENS } from './App';
import { catalogues } from './messages';
import { DesignFaces } from '@ph/api-contract';
import { documentFor, installFakeDesignApi, makeFile, type FakeDesignApi } from '../test/fakeApi';

let api: FakeDesignApi;
beforeEach(() => {
  api = installFakeDesignApi();
  // Uploads go through the API client's fetch in tests (jsdom's XHR would reach the network).
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = undefined;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('editor routes', () => {
  it('has a screen for every route it owns in the route table', () => {
    expect(routesWithoutScreen('editor-host', EDITOR_SCREENS)).toEqual([]);
    expect(foreignRoutes('editor-host', EDITOR_SCREENS)).toEqual([]);
  });
});

async function openNewDesign() {
  await renderRemote(App, catalogues, { path: '/box/design?sku=mailer-box-f33-white-hd&quantity=250' });
  return screen.findByRole('heading', { level: 1, name: 'My box design' }, { timeout: 5000 });
}

describe('box editor', () => {
  it('without a product shows the boxes the editor supports, with pictures, and opens one in one click', async () => {
    await renderRemote(App, catalogues, { path: '/box/design' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design your box' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Boxes you can design' }, { timeout: 5000 });
    // Only the product the catalogue gives editor assets; the plain box is not offered.
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Mailer box']);
    expect(within(list).queryByText('Plain mailer box')).not.toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('src', '/api/assets/products/mailer-box/main.svg');
    expect(links[0]).toHaveAttribute('href', '/box/design?sku=mailer-box-f33-white-hd');

    await userEvent.click(links[0]!);
    // One click: the design is created for the box and the editor opens on it.
    expect(await screen.findByRole('heading', { level: 1, name: 'My box design' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls('POST', /^box_designs$/)[0]?.body).toMatchObject({ sku: 'mailer-box-f33-white-hd' });
    expect(window.location.pathname).toMatch(/^\/box\/d\d+$/);
  });

  it('says so when the boxes cannot be loaded, and loads them again on retry', async () => {
    api.catalogueDown = true;
    await renderRemote(App, catalogues, { path: '/box/design' });
    expect(await screen.findByRole('heading', { name: 'The boxes could not be loaded' }, { timeout: 5000 })).toBeInTheDocument();
    api.catalogueDown = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('link', { name: 'Mailer box' })).toBeInTheDocument();
  });

  it('creates a design for the sku and opens it at its own address', async () => {
    await openNewDesign();
    expect(api.calls('POST', /^box_designs$/)[0]?.body).toMatchObject({ sku: 'mailer-box-f33-white-hd', quantity: 250 });
    expect(window.location.pathname).toMatch(/^\/box\/d\d+$/);
    expect(screen.getByRole('radio', { name: /Front/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Front side, empty' })).toBeInTheDocument();
  });

  it('uploads artwork to the current side, shows its print quality, and moves it by keyboard with undo', async () => {
    const user = userEvent.setup();
    await openNewDesign();
    api.nextFile = makeFile({ width_px: 300, height_px: 300 });
    const input = screen.getByLabelText('Artwork files');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    const objectButton = await screen.findByRole('button', { name: 'Image' });
    expect(objectButton).toHaveAttribute('aria-pressed', 'true');
    // 300 px placed at 25.4 mm (its natural size at 300 dpi): exactly 300 dpi.
    expect(screen.getByText(/Print quality: 300 dpi, good/)).toBeInTheDocument();
    const width = screen.getByLabelText('Width (mm)');
    await user.clear(width);
    await user.type(width, '80');
    expect(screen.getByText(/Print quality: 95 dpi, too low/)).toBeInTheDocument();

    const x = Number((screen.getByLabelText('From left (mm)') as HTMLInputElement).value);
    screen.getByRole('group', { name: /Front side/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(Number((screen.getByLabelText('From left (mm)') as HTMLInputElement).value)).toBeCloseTo(x + 12, 1));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(Number((screen.getByLabelText('From left (mm)') as HTMLInputElement).value)).toBeCloseTo(x, 1));
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
  });

  it('autosaves a change with the design version, and saves with a name from the dialog', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openNewDesign();
    await user.type(screen.getByLabelText('Text to add'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(await screen.findByRole('button', { name: 'Text “Hello”' })).toBeInTheDocument();
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    await act(async () => {
      jest.advanceTimersByTime(2100);
    });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'));
    const put = api.calls('PUT', /^box_designs\//)[0];
    expect(put?.body).toMatchObject({ version: 1, faces: { front: { objects: [{ type: 'text', text: 'Hello', font: { family: expect.any(String) }, color: expect.stringMatching(/^#[0-9a-f]{6}$/) }] } } });
    expect(put?.body).not.toHaveProperty('document');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save your design' });
    const name = within(dialog).getByLabelText(/Design name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the design a name of 1 to 120 characters.')).toBeInTheDocument();
    await user.type(name, 'Spring mailer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT', /^box_designs\//).at(-1)?.body).toMatchObject({ version: 2, name: 'Spring mailer', status: 'saved' });
    expect(screen.getByRole('heading', { level: 1, name: 'Spring mailer' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('sets a background colour from the palette and refuses a malformed one', async () => {
    const user = userEvent.setup();
    await openNewDesign();
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByText('1 of 32 colours used')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Any colour (hex)'), 'blue');
    await user.click(screen.getByRole('button', { name: 'Use this colour' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a colour as # and six hexadecimal digits');
  });

  it('shares a read-only link, in a dialog that closes on Escape', async () => {
    const user = userEvent.setup();
    await openNewDesign();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your design' });
    expect(within(dialog).getByLabelText('Link to the design')).toHaveValue(`http://localhost${window.location.pathname}?share=share-abc`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a shared design read-only, shows its artwork through the share link, and copies it under a new name', async () => {
    const user = userEvent.setup();
    const fileId = '5b3e9f0c-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    const base = {
      id: 'shared1', owner: 999, name: 'Friend’s mailer', status: 'saved' as const, version: 3, product_sku: 'mailer-box', variant_sku: 'mailer-box-f33-white-hd',
      size: { length: 300, width: 200, height: 50 }, custom_size: null, board_thickness_mm: 1.5, dieline_style: 'fefco-0427' as const, bleed_mm: 5, safe_area_mm: 5,
      variant_id: 12, schema_version: 2, document: {}, thumbnail_file_id: null, shared: true, low_resolution: [], thumbnail_url: null, read_only: false,
      share_token: 'share-xyz', legacy: false, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z',
    };
    const faces = DesignFaces.parse({ front: { objects: [{ id: 'logo', type: 'image', fileId, x: 10, y: 10, width: 50, height: 50 }] } });
    api.designs.set('shared1', { ...base, document: documentFor(base, faces) });

    await renderRemote(App, catalogues, { path: '/box/shared1?share=share-xyz' });
    expect(await screen.findByText('You are looking at a design someone shared with you. Copy it to your designs to change it.', {}, { timeout: 5000 })).toBeInTheDocument();
    // Not the owner: the picture is read through the design with the share token, never as the owner's file.
    await waitFor(() => expect(api.calls('GET', /^box_designs\/shared1\/files\//)).toHaveLength(1));
    expect(api.calls('GET', /^box_designs\/shared1\/files\//)[0]?.query.get('share_token')).toBe('share-xyz');
    expect(api.calls('GET', /^v1\/files\/.+\/content$/)).toHaveLength(0);
    expect(api.calls('PUT', /^box_designs\//)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Copy to my designs' }));
    let dialog = screen.getByRole('dialog', { name: 'Copy to your designs' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', /duplicate$/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Copy to my designs' }));
    dialog = screen.getByRole('dialog', { name: 'Copy to your designs' });
    const name = within(dialog).getByRole('textbox', { name: 'Design name' });
    expect(name).toHaveValue('Friend’s mailer');
    await user.clear(name);
    await user.type(name, 'My mailer{Enter}');
    await waitFor(() => expect(window.location.pathname).not.toBe('/box/shared1'));
    expect(api.calls('POST', /^box_designs\/shared1\/duplicate$/)[0]?.body).toEqual({ share_token: 'share-xyz', name: 'My mailer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My mailer' })).toBeInTheDocument();
    expect(screen.queryByText(/someone shared with you/)).not.toBeInTheDocument();
  });

  it('explains the artwork rules before upload', async () => {
    const user = userEvent.setup();
    await openNewDesign();
    expect(screen.getByText(/at most 7,?000 pixels wide and high/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    // The dialog loads with its first opening.
    expect(await screen.findByRole('dialog', { name: 'Artwork guidelines' })).toHaveTextContent('300 pixels per inch');
  });

  it('lists the help centre’s articles on the guidelines’ subject, each opening in a new tab', async () => {
    const article = { id: 'dpi-and-resolution', category: 'print-quality', category_name: 'Print quality and DPI', title: 'What resolution (DPI) does my image need?', summary: 'Aim for 300 dpi.', path: '/help/dpi-and-resolution/' };
    api.on('GET', /^v1\/help_posts$/, (req) => ({ status: 200, body: { data: req.query.get('category') === 'print-quality' ? [article] : [], meta: { lang: 'en', total: 1 } } }));
    const user = userEvent.setup();
    await openNewDesign();
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artwork guidelines' });
    const help = await within(dialog).findByRole('region', { name: 'In the help centre (opens in a new tab)' });
    const link = within(help).getByRole('link', { name: 'What resolution (DPI) does my image need?' });
    expect(link).toHaveAttribute('href', '/help/dpi-and-resolution/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.calls('GET', /^v1\/help_posts$/).map((r) => [r.query.get('category'), r.query.get('lang')])).toEqual([['print-quality', 'en'], ['artwork', 'en']]);
  });

  it('says when a product cannot be designed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRemote(App, catalogues, { path: '/box/design?sku=tape-plain' });
    expect(await screen.findByText('This box cannot be designed here. Choose another product or size.')).toBeInTheDocument();
  });
});
