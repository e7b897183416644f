import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, signInAs, type FakeApi } from '../../test/fakeApi';
import { orderedItems } from './DashboardItemsPage';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Plus catalogue and sign-up', () => {
  it('lists the products by their catalogue names with their price per piece and asks a visitor to sign in to join', async () => {
    await renderRemote(App, catalogues, { path: '/plus/catalogue/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Packhelp Plus' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Plus catalogue' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Mailer box' })).toHaveAttribute('href', '/products/mailer-box');
    expect(rows[1]).toHaveTextContent('€0.22');
    expect(within(rows[2]!).getByRole('link', { name: 'Request a quote for Shipping box' })).toHaveAttribute('href', '/quote');
    expect(await screen.findByText('Sign in or create an account to join Packhelp Plus.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in/?return_to=%2Fplus%2Fcatalogue%2F');
  });

  it('names the products in Polish at the Polish path, with gross prices as the Polish store shows them', async () => {
    await renderRemote(App, catalogues, { path: '/plus/katalog/', region: 'pl', locale: 'pl-PL' });
    const table = await screen.findByRole('table', { name: 'Katalog Plus' });
    expect(within(table).getByRole('link', { name: 'Pudełko fasonowe' })).toHaveAttribute('href', '/produkty/mailer-box');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/0,27\s*zł/);
    expect(api.calls('GET', /^pim\/products$/).every((r) => r.query.get('lang') === 'pl')).toBe(true);
  });

  it('refuses to join without the terms accepted, then records them and moves to the success page', async () => {
    const user = signInAs(api);
    await renderRemote(App, catalogues, { path: '/plus/catalogue/' });
    const join = await screen.findByRole('button', { name: 'Join Plus' });
    await userEvent.click(join);
    expect(screen.getByText('Please accept the terms and conditions of Packhelp Plus to join.')).toBeInTheDocument();
    expect(api.calls('POST', /^v2\/users\/me\/plus$/)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions of Packhelp Plus.' }));
    await userEvent.click(join);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Packhelp Plus' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/plus/success');
    const [call] = api.calls('POST', /^v2\/users\/me\/plus$/);
    expect(call?.body).toMatchObject({ region: 'eu', locale: 'en-US', displayed_text: 'I have read and accept the terms and conditions of Packhelp Plus.', policy_version: 1 });
    expect(api.users.get(user.id)?.plan_type).toBe('plus');
    expect(screen.getByText('Plus plan')).toBeInTheDocument();
  });

  it('shows the server’s refusal as an alert and stays on the form', async () => {
    signInAs(api);
    api.on('POST', /^v2\/users\/me\/plus$/, () => ({ status: 422, body: { error: 'Unprocessable', code: 'plus_not_available', message: 'Packhelp Plus is not offered in the eu store' } }));
    await renderRemote(App, catalogues, { path: '/plus/catalogue/' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Join Plus' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/plus/catalogue/');
  });

  it('answers "not available" in a store without Plus', async () => {
    await renderRemote(App, catalogues, { path: '/en-us/plus/catalogue/', region: 'us', pathPrefix: '/en-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeInTheDocument();
    expect(api.calls('GET', /^api\/prices\/minimal$/)).toHaveLength(0);
  });
});

describe('Plus dashboard', () => {
  it('offers the sign-up on a members’ page to a customer without a plan', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/packhelp-plus/personal-details' });
    expect(await screen.findByRole('heading', { level: 2, name: 'This page is for Packhelp Plus customers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Plus' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
  });

  it('shows a studio customer their personal details form', async () => {
    signInAs(api, 'ada@example.com', { plan_type: 'studio', plan_since: '2026-01-02T00:00:00.000Z', first_name: 'Ada' });
    await renderRemote(App, catalogues, { path: '/packhelp-plus/personal-details' });
    expect(await screen.findByText('Studio plan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(screen.getByRole('link', { name: 'Personal details' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the orders and opens an order in its four views', async () => {
    const user = signInAs(api, 'ada@example.com', { plan_type: 'plus', plan_since: '2026-01-02T00:00:00.000Z' });
    api.orders.set(user.id, [makeOrder({ number: 'R200', wallet_applied: 500, amount_due: 13645 })]);
    await renderRemote(App, catalogues, { path: '/packhelp-plus/orders' });
    await userEvent.click(await screen.findByRole('link', { name: 'R200' }));
    expect(window.location.pathname).toBe('/packhelp-plus/orders/R200/details');
    expect(await screen.findByRole('heading', { level: 3, name: 'Billing address' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Order R200' });
    await userEvent.click(within(views).getByRole('link', { name: 'Items' }));
    expect(await screen.findByRole('cell', { name: /Mailer box/ })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Order R200' })).getByRole('link', { name: 'Payment summary' }));
    expect(await screen.findByText('Still to pay')).toBeInTheDocument();
    expect(screen.getByText('€136.45')).toBeInTheDocument();
    expect(screen.getByText('Paid from your wallet')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Order R200' })).getByRole('link', { name: 'Placed' }));
    expect(await screen.findByText(/Order R200 was placed on/)).toBeInTheDocument();
  });

  it('says an order of someone else is not found', async () => {
    signInAs(api, 'ada@example.com', { plan_type: 'plus', plan_since: '2026-01-02T00:00:00.000Z' });
    await renderRemote(App, catalogues, { path: '/packhelp-plus/orders/R999/items' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeInTheDocument();
  });

  it('shows a guest their own orders with a way to sign in', async () => {
    await renderRemote(App, catalogues, { path: '/packhelp-plus/orders' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the orders and quotes of your account.')).toBeInTheDocument();
  });

  it('lists the items ordered, by product, with the pieces in total and the last order', async () => {
    const user = signInAs(api, 'ada@example.com', { plan_type: 'plus', plan_since: '2026-01-02T00:00:00.000Z' });
    api.orders.set(user.id, [
      makeOrder({ id: 1, number: 'R1', completed_at: '2026-02-01T10:00:00.000Z', line_items: [makeLine({ quantity: 100 })] }),
      makeOrder({ id: 2, number: 'R2', completed_at: '2026-03-01T10:00:00.000Z', line_items: [makeLine({ id: 2, quantity: 250 })] }),
    ]);
    await renderRemote(App, catalogues, { path: '/packhelp-plus/items' });
    const table = await screen.findByRole('table', { name: 'Your items' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('350');
    expect(within(rows[1]!).getByRole('link', { name: 'R2' })).toHaveAttribute('href', '/packhelp-plus/orders/R2/items');
  });
});

describe('orderedItems', () => {
  it('adds up the same product in the same options, keeps other options apart and leaves out canceled orders and services', () => {
    const kraft = [{ type: 'material' as const, key: 'kraft', name: 'Kraft' }];
    const white = [{ type: 'material' as const, key: 'white', name: 'White' }];
    const items = orderedItems([
      makeOrder({ number: 'A', completed_at: '2026-01-01T00:00:00Z', line_items: [makeLine({ quantity: 10, properties: kraft }), makeLine({ id: 9, kind: 'tree', quantity: 5 })] }),
      makeOrder({ number: 'B', completed_at: '2026-02-01T00:00:00Z', line_items: [makeLine({ quantity: 20, properties: kraft }), makeLine({ id: 3, quantity: 7, properties: white })] }),
      makeOrder({ number: 'C', state: 'canceled', completed_at: '2026-03-01T00:00:00Z', line_items: [makeLine({ quantity: 1000, properties: kraft })] }),
    ]);
    expect(items.map((i) => [i.quantity, i.lastOrder.number])).toEqual([
      [30, 'B'],
      [7, 'B'],
    ]);
  });
});
