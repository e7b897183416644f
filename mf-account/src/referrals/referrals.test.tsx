import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const overview = (invitations: unknown[] = [], credits: unknown[] = []) => ({
  status: 200,
  body: {
    data: {
      code: 'ABCD2345',
      discount_percent: 10,
      refund_window_days: 60,
      rewards: [
        { currency: 'EUR', amount: 2000 },
        { currency: 'PLN', amount: 8000 },
      ],
      invitations,
      credits,
    },
  },
});

describe('referrals page', () => {
  it('shows the link with the terms in the store’s currency, and copies it', async () => {
    signInAs(api);
    api.on('GET', /^v1\/referrals$/, () => overview());
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderRemote(App, catalogues, { path: '/account/referrals' });
    const link = await screen.findByRole('textbox', { name: 'Your referral link' });
    expect(link).toHaveValue(`${window.location.origin}/?ref=ABCD2345`);
    expect(screen.getByText(/get 10% off that order/)).toHaveTextContent('60 days have passed without a refund, you get €20.00 of store credit');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=ABCD2345`);
    expect(screen.getByRole('status')).toHaveTextContent('The link is copied.');
    expect(screen.getByRole('heading', { name: 'No invitations yet' })).toBeInTheDocument();
    expect(screen.getByText('No credit earned yet.')).toBeInTheDocument();
  });

  it('lists the invitations with their status and the credit earned, in Polish on the Polish store', async () => {
    signInAs(api);
    api.on('GET', /^v1\/referrals$/, () =>
      overview(
        [
          { id: 2, friend: 'ja•••@example.com', status: 'paid', void_reason: null, created_at: '2026-03-02T10:00:00Z', paid_at: '2026-03-03T10:00:00Z', credit_due_at: '2026-05-02T10:00:00Z', credit: null },
          { id: 1, friend: 'an•••@example.com', status: 'credited', void_reason: null, created_at: '2026-01-02T10:00:00Z', paid_at: '2026-01-03T10:00:00Z', credit_due_at: null, credit: { amount: 8000, currency: 'PLN' } },
          { id: 0, friend: null, status: 'void', void_reason: 'same_address', created_at: '2026-01-01T10:00:00Z', paid_at: null, credit_due_at: null, credit: null },
        ],
        [{ currency: 'PLN', amount: 8000 }],
      ),
    );
    await renderRemote(App, catalogues, { path: '/konto/polecenia', region: 'pl', locale: 'pl-PL' });
    const table = await screen.findByRole('table', { name: '3 zaproszenia' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ja•••@example.com');
    expect(rows[0]).toHaveTextContent('Opłacone, środki w oczekiwaniu');
    expect(rows[1]).toHaveTextContent('Środki przyznane');
    expect(rows[1]).toHaveTextContent(/80,00\s*zł/);
    expect(rows[2]).toHaveTextContent('Nowy klient');
    expect(rows[2]).toHaveTextContent('Zamówienie trafia na Twój adres.');
    expect(screen.getByRole('link', { name: 'Poleć znajomym' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the referrals cannot be loaded and tries again', async () => {
    signInAs(api);
    let calls = 0;
    api.on('GET', /^v1\/referrals$/, () => (++calls === 1 ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', code: 'database_unavailable', message: 'down' } } : overview()));
    await renderRemote(App, catalogues, { path: '/account/referrals' });
    expect(await screen.findByText('Your referrals could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toBeInTheDocument();
  });
});
