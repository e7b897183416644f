import { screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@ph/remote-kit/testing';
import { TOKEN_STORAGE_KEY } from '@ph/api-client';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeDesignApi, type FakeDesignApi } from '../../test/fakeApi';

let api: FakeDesignApi;
beforeEach(() => {
  api = installFakeDesignApi();
  // jsdom has no object URLs: the thumbnail's blob is shown through this one.
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/thumb');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('the quantity and print quality page draws the design’s thumbnail read with the token header, never a plain address', async () => {
  const token = api.signedIn();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const owner = api.tokens.get(token)!.id;
  const id = 'd900';
  const created = await api.fetch('/api/box_designs', {
    method: 'POST',
    headers: { 'X-Api-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sku: 'mailer-box-f33-white-hd' }),
  });
  const design = (JSON.parse(await created.text()) as { box_design: { id: string } }).box_design;
  const stored = api.designs.get(design.id)!;
  api.designs.set(id, { ...stored, id, owner, thumbnail_file_id: '00000000-0000-4000-8000-000000000009', thumbnail_url: `/api/box_designs/${id}/thumbnail` });

  await renderRemote(App, catalogues, { path: `/box/${id}/quantity-and-quality` });
  expect(await screen.findByRole('heading', { level: 1, name: 'Quantity and print quality' }, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('img.ed-thumb')).toHaveAttribute('src', 'blob:http://localhost/thumb'), { timeout: 5000 });
  // Asked with the owner's token in the header, not in the address.
  const reads = api.calls('GET', new RegExp(`^box_designs/${id}/thumbnail$`));
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((r) => r.token === token && ![...r.query.keys()].some((k) => /token/i.test(k)))).toBe(true);
  // No picture anywhere on the page points at the API's thumbnail address directly.
  expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).not.toContainEqual(expect.stringContaining('/thumbnail'));
});
