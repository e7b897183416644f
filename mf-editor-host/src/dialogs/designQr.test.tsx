// "Open on your phone" in the editor: the QR code of this design's editor address with a one-time hand-off
// code (an anonymous visitor's), made only after the design is saved; a signed-in shopper's is the plain
// address. The same hand-off as the cart's (@ph/session phoneLink, POST v2/handoffs).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { TOKEN_STORAGE_KEY } from '@ph/api-client';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeDesignApi, type FakeDesignApi } from '../../test/fakeApi';

const CODE = 'Hq3xV0aZk2Lm9Nq1Rt5Uv7Wx8Yz0Ab2Cd4Ef6Gh8Ij0';
jest.setTimeout(20_000);

let api: FakeDesignApi;
beforeEach(() => {
  api = installFakeDesignApi();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.on('POST', /^v2\/handoffs$/, (req) =>
    api.tokens.get(req.token ?? '')?.anonymous === true
      ? { status: 201, body: { token: CODE, expires_at: '2026-01-01T10:15:00.000Z' } }
      : { status: 422, body: { statusCode: 422, error: 'Unprocessable', code: 'handoff_signed_in', message: 'A signed-in shopper signs in on the other device instead' } },
  );
});
afterEach(() => jest.restoreAllMocks());

async function openEditor(path: string) {
  await renderRemote(App, catalogues, { path });
  await screen.findByRole('group', { name: 'Front side, empty' }, { timeout: 5000 });
}

it('shows a QR code of the design’s editor address with a one-time code, after saving the design; Escape closes it', async () => {
  const user = userEvent.setup();
  await openEditor('/box/design?sku=mailer-box-f33-white-hd&quantity=250');
  const id = /^\/box\/(d\d+)$/.exec(window.location.pathname)![1]!;
  // An unsaved change: the phone must open the design as it is here.
  await user.click(screen.getByRole('radio', { name: 'Navy' }));
  await user.click(screen.getByRole('button', { name: 'Open on your phone' }));

  const dialog = await screen.findByRole('dialog', { name: 'Open this design on your phone' });
  const link = await within(dialog).findByRole('link');
  expect(link).toHaveAttribute('href', `http://localhost/box/${id}?handoff=${CODE}`);
  expect(within(dialog).getByRole('img', { name: /^QR code/ })).toHaveAttribute('data-qr-url', `http://localhost/box/${id}?handoff=${CODE}`);
  expect(within(dialog).getByText(/The code works once, within 15 minutes/)).toBeInTheDocument();
  // Saved first, then the code asked for: the save is older than the hand-off.
  const order = api.requests.filter((c) => (c.method === 'PUT' && c.path === `box_designs/${id}`) || (c.method === 'POST' && c.path === 'v2/handoffs')).map((c) => c.method);
  expect(order).toEqual(['PUT', 'POST']);
  // The session token is never in the address.
  const token = window.localStorage.getItem(TOKEN_STORAGE_KEY)!;
  expect(link.getAttribute('href')).not.toContain(token);

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('gives a signed-in shopper the plain address, to sign in on the phone, and asks for no code', async () => {
  const user = userEvent.setup();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, api.signedIn());
  await openEditor('/box/design?sku=mailer-box-f33-white-hd&quantity=250');
  const id = /^\/box\/(d\d+)$/.exec(window.location.pathname)![1]!;
  await user.click(screen.getByRole('button', { name: 'Open on your phone' }));
  const dialog = await screen.findByRole('dialog', { name: 'Open this design on your phone' });
  expect(await within(dialog).findByRole('link')).toHaveAttribute('href', `http://localhost/box/${id}`);
  expect(within(dialog).getByText(/sign in there with the same account/)).toBeInTheDocument();
  expect(api.calls('POST', /^v2\/handoffs$/)).toHaveLength(0);
});
