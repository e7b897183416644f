// "Open on your phone": the QR code dialog holds the cart's address with a one-time hand-off code from
// the API (never the session token) for an anonymous visitor, and the plain address for a signed-in one.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, type FakeApi } from '../../test/fakeApi';

const CODE = 'Hq3xV0aZk2Lm9Nq1Rt5Uv7Wx8Yz0Ab2Cd4Ef6Gh8Ij0';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.orders.push(makeOrder());
  api.on('POST', /^v2\/handoffs$/, () => ({ status: 201, body: { token: CODE, expires_at: '2026-02-01T09:15:00.000Z' } }));
});

describe('open the cart on a phone', () => {
  it('shows a QR code of the cart’s address with a one-time code, and closes on Escape', async () => {
    await renderRemote(App, catalogues, { path: '/cart/' });
    const open = await screen.findByRole('button', { name: 'Open on your phone' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Open your cart on your phone' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code: scan it with your phone’s camera' });
    const link = within(dialog).getByRole('link');
    expect(link).toHaveAttribute('href', `${window.location.origin}/cart/?handoff=${CODE}`);
    expect(qr).toHaveAttribute('data-qr-url', link.getAttribute('href'));
    // A drawn code: many dark modules in one path.
    expect(qr.querySelector('path')?.getAttribute('d')?.split('M').length).toBeGreaterThan(100);
    expect(within(dialog).getByText(/The code works once, within 15 minutes/)).toBeInTheDocument();
    // The session token itself never leaves in the link.
    expect(link.getAttribute('href')).not.toContain(String(api.calls('POST', /^v2\/handoffs$/)[0]?.token));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('gives a signed-in shopper the plain address, to sign in on the phone', async () => {
    api.on('GET', /^users\/me$/, (req) => ({ status: 200, body: { error: null, user: { id: 1, anonymous: false, email: 'ada@example.com' }, api_key: req.token } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open on your phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open your cart on your phone' });
    expect(await within(dialog).findByRole('link')).toHaveAttribute('href', `${window.location.origin}/cart/`);
    expect(within(dialog).getByText(/sign in there with the same account/)).toBeInTheDocument();
    expect(api.calls('POST', /^v2\/handoffs$/)).toHaveLength(0);
  });
});
