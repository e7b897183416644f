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

const wallet = (currency: string, balance: number, history: unknown[] = []) => ({ status: 200, body: { data: { currency, balance, history } } });

describe('wallet', () => {
  it("reads the store's currency first, then the chosen one", async () => {
    signInAs(api);
    api.on('GET', /^v1\/wallet$/, (req) => (req.query.get('currency') === 'PLN' ? wallet('PLN', 2500) : wallet('EUR', 0)));
    await renderRemote(App, catalogues, { path: '/konto/portfel-packhelp', region: 'pl', locale: 'en-US' });
    expect(await screen.findByText(/Balance:/)).toHaveTextContent('Balance: PLN 25.00');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(await screen.findByText(/Balance:/)).toHaveTextContent('Balance: €0.00');
    expect(screen.getByText('No wallet transactions in this currency yet.')).toBeInTheDocument();
  });

  it('lists the history with amounts and balances', async () => {
    signInAs(api);
    api.on('GET', /^v1\/wallet$/, () =>
      wallet('EUR', 1500, [
        { id: 2, amount: -500, balance_after: 1500, kind: 'spend', note: 'Order R1', order_id: 1, created_at: '2026-02-02T10:00:00Z' },
        { id: 1, amount: 2000, balance_after: 2000, kind: 'refund', note: null, order_id: null, created_at: '2026-02-01T10:00:00Z' },
      ]),
    );
    await renderRemote(App, catalogues, { path: '/account/packhelp-wallet' });
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Order R1');
    expect(rows[0]).toHaveTextContent('-€5.00');
    expect(rows[1]).toHaveTextContent('refund');
  });

  it('shows loading and then the error of a failing wallet', async () => {
    signInAs(api);
    let answer: (a: { status: number; body: unknown }) => void = () => undefined;
    api.on('GET', /^v1\/wallet$/, () => new Promise((r) => (answer = r)));
    await renderRemote(App, catalogues, { path: '/account/packhelp-wallet' });
    expect(await screen.findByText('Loading your wallet')).toBeInTheDocument();
    answer({ status: 404, body: { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Route GET:/api/v1/wallet not found' } });
    expect(await screen.findByRole('heading', { name: 'Your wallet could not be loaded' })).toBeInTheDocument();
  });
});
