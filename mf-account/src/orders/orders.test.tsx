import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, serveCarts, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const serverError = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', code: 'internal_error', message: 'boom' } };

describe('orders list', () => {
  it('asks for finished orders only and shows the empty state', async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/account/orders' });
    expect(await screen.findByRole('heading', { level: 3, name: 'You have no orders yet.' })).toBeInTheDocument();
    // An empty list leads somewhere: to the products.
    expect(screen.getByRole('link', { name: 'Browse our packaging' })).toHaveAttribute('href', '/products');
    const call = api.requests.find((r) => r.path === 'orders/mine');
    expect(call?.query.getAll('state[]')).toEqual(['complete', 'canceled']);
  });

  it('shows loading, then the orders newest first with number, date, total and state', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [
      makeOrder({ id: 1, number: 'R-OLD', completed_at: '2026-01-05T10:00:00Z', total: 5000, state: 'canceled', payment_state: 'void' }),
      makeOrder({ id: 2, number: 'R-NEW', completed_at: '2026-03-05T10:00:00Z', total: 14145 }),
    ]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    api.on('GET', /^orders\/mine$/, async (req) => {
      await gate;
      api.on('GET', /^orders\/mine$/, () => ({ status: 200, body: { orders: api.orders.get(user.id), count: 2 } }));
      return { status: 200, body: { orders: api.orders.get(user.id), count: 2 }, req };
    });
    await renderRemote(App, catalogues, { path: '/account/orders' });
    // While loading: a status for screen readers, and card-shaped placeholders where the cards will be.
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading your orders');
    const placeholder = loading.closest('[aria-busy="true"]')!;
    expect(placeholder.querySelectorAll('.acc-order-card')).toHaveLength(3);
    expect(placeholder.querySelectorAll('.acc-order-card .ph-ui-skeleton').length).toBeGreaterThan(0);
    release();
    await waitFor(() => expect(screen.queryByText('Loading your orders')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['R-NEW', 'R-OLD']);
    expect(within(cards[0]!).getByText('Total').nextElementSibling).toHaveTextContent('€141.45');
    expect(within(cards[0]!).getByText('Date').nextElementSibling).toHaveTextContent('Mar 5, 2026');
    // State and payment as two status words, not one run-together line.
    expect(within(cards[0]!).getByText('Complete')).toHaveClass('ph-ui-badge--success');
    expect(within(cards[0]!).getByText('Paid')).toHaveClass('ph-ui-badge');
    expect(within(cards[1]!).getByText('Canceled')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Payment voided')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'R-NEW' })).toHaveAttribute('href', '/account/orders/R-NEW');
  });

  it('shows an error with retry when the list fails', async () => {
    signInAs(api);
    let fail = true;
    api.on('GET', /^orders\/mine$/, () => (fail ? serverError : { status: 200, body: { orders: [], count: 0 } }));
    await renderRemote(App, catalogues, { path: '/account/orders' });
    expect(await screen.findByRole('heading', { name: 'Your orders could not be loaded' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});

describe('order details', () => {
  it('shows items, addresses, shipping, payment and totals', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R100000001', shipping_method: 'shipping-method-courier', payment_method: 'check' })]);
    await renderRemote(App, catalogues, { path: '/account/orders' });
    await userEvent.click(await screen.findByRole('link', { name: 'R100000001' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order R100000001' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/orders/R100000001');
    // The line names its properties as the catalogue does (sent by the API), not by sku or raw key.
    const line = screen.getByRole('cell', { name: /Mailer box/ });
    expect(within(line).getByText('Material').nextElementSibling).toHaveTextContent('Kraft cardboard');
    expect(within(line).getByText('Board colour').nextElementSibling).toHaveTextContent('Kraft');
    expect(line).not.toHaveTextContent(/mailer-box-f33|cardboard-natural/);
    expect(screen.getByRole('heading', { name: 'Billing address' }).parentElement).toHaveTextContent('Main St 1');
    expect(screen.getByText('Payment status').nextElementSibling).toHaveTextContent('Paid');
    // Methods by the names checkout gave them, not the API's ids.
    expect(screen.getByText('Courier', { selector: 'dd' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('shipping-method-courier');
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent(/^Bank transfer$/);
    // The EU store says VAT, as its cart and checkout do.
    expect(screen.getByText('VAT', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('€141.45');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the order history oldest first: localised states, dates and who made each change', async () => {
    const user = signInAs(api);
    const at = (iso: string) => `2026-02-01T${iso}:00.000Z`;
    api.orders.set(user.id, [
      makeOrder({
        number: 'R100000002',
        state_changes: [
          { machine: 'order', from: null, to: 'cart', event: 'create', actor: 'customer', reason: null, created_at: at('09:00') },
          { machine: 'order', from: 'cart', to: 'address', event: 'next', actor: 'customer', reason: null, created_at: at('09:05') },
          { machine: 'order', from: 'confirm', to: 'complete', event: 'complete', actor: 'customer', reason: null, created_at: at('09:30') },
          { machine: 'payment', from: null, to: 'balance_due', event: 'complete', actor: 'customer', reason: null, created_at: at('09:30') },
          { machine: 'payment', from: 'balance_due', to: 'paid', event: 'payment_received', actor: 'manager', reason: null, created_at: '2026-02-03T14:15:00.000Z' },
          { machine: 'fulfillment', from: 'artwork_check', to: 'ready_for_production', event: 'release', actor: 'operator', reason: null, created_at: '2026-02-04T08:00:00.000Z' },
          { machine: 'order', from: 'complete', to: 'canceled', event: 'cancel', actor: 'operator', reason: 'Damaged plates', created_at: '2026-02-05T08:00:00.000Z' },
        ],
      }),
    ]);
    const { unmount } = await renderRemote(App, catalogues, { path: '/account/orders/R100000002' });
    const history = await screen.findByRole('region', { name: 'Order history' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Feb 1, 2026, \d{1,2}:00\s?(AM|PM)?Order: Cartby you$/),
      expect.stringContaining('Order: Cart → Addressesby you'),
      expect.stringContaining('Order: Review → Placedby you'),
      expect.stringContaining('Payment: Dueby you'),
      expect.stringContaining('Payment: Due → Receivedby our team'),
      expect.stringContaining('Production: Artwork check → Ready for productionby our production team'),
      expect.stringContaining('Order: Placed → Canceledby our production teamReason: Damaged plates'),
    ]);
    expect(within(items[4]!).getByText(/Feb 3, 2026/).closest('time')).toHaveAttribute('dateTime', '2026-02-03T14:15:00.000Z');
    unmount();

    await renderRemote(App, catalogues, { path: '/account/orders/R100000002', locale: 'de-DE' });
    const de = await screen.findByRole('region', { name: 'Bestellverlauf' });
    const rows = within(de).getAllByRole('listitem');
    expect(rows[4]).toHaveTextContent('Zahlung: Fällig → Eingegangen');
    expect(rows[4]).toHaveTextContent('von unserem Team');
    expect(rows[4]).toHaveTextContent('03.02.2026');
    expect(rows[5]).toHaveTextContent('Produktion: Druckdatenprüfung → Bereit für die Produktion');
    expect(rows[6]).toHaveTextContent('Grund: Damaged plates');
  });

  it('shows no history section for an order without one', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R100000003' })]);
    await renderRemote(App, catalogues, { path: '/account/orders/R100000003' });
    // The heading stands while the order loads too: wait for the order itself (its items).
    await screen.findByRole('heading', { name: 'Items' });
    expect(screen.getByRole('heading', { level: 2, name: 'Order R100000003' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order history' })).not.toBeInTheDocument();
  });

  it('shows the order’s heading and placeholders of its sections while the order loads', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R5' })]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    api.on('GET', /^orders\/R5$/, async () => {
      await gate;
      return { status: 200, body: { order: makeOrder({ number: 'R5' }) } };
    });
    await renderRemote(App, catalogues, { path: '/account/orders/R5' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the order');
    expect(screen.getByRole('heading', { level: 2, name: 'Order R5' }).closest('[aria-busy="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByText('Loading the order')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Order R5' })).toBeInTheDocument();
  });

  it("shows not-found for an order number that is not the customer's", async () => {
    signInAs(api);
    await renderRemote(App, catalogues, { path: '/account/orders/R999' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toBeInTheDocument();
  });

  it('shows other failures as an error with retry', async () => {
    signInAs(api);
    api.on('GET', /^orders\/R1$/, () => serverError);
    await renderRemote(App, catalogues, { path: '/account/orders/R1' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('reorder', () => {
  it('puts the same products in a new cart, tells the page and goes to the cart', async () => {
    const user = signInAs(api);
    const { carts } = serveCarts(api);
    api.orders.set(user.id, [
      makeOrder({
        number: 'R7',
        currency: 'EUR',
        line_items: [
          makeLine({ id: 1, variant_id: 5, quantity: 100, box_design_id: 'd-1' }),
          makeLine({ id: 2, kind: 'warranty', variant_id: null, name: 'Warranty', quantity: 1, parent_id: 1 }),
          makeLine({ id: 3, variant_id: 6, name: 'Shipping box', quantity: 50 }),
        ],
      }),
    ]);
    const cartEvents: unknown[] = [];
    window.addEventListener('ph-cart-changed', (e) => cartEvents.push((e as CustomEvent).detail));
    await renderRemote(App, catalogues, { path: '/account/orders/R7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cart/'));
    expect(carts).toHaveLength(1);
    expect(carts[0]?.currency).toBe('EUR');
    expect(carts[0]?.line_items.map((li) => [li.variant_id, li.quantity, li.box_design_id])).toEqual([
      [5, 100, 'd-1'],
      [6, 50, null],
    ]);
    expect(cartEvents).toEqual([{ orderNumber: 'C900', itemCount: 2 }]);
  });

  it('keeps the customer on the order and explains a failure', async () => {
    const user = signInAs(api);
    api.orders.set(user.id, [makeOrder({ number: 'R8' })]);
    api.on('POST', /^v2\/orders$/, () => ({ status: 422, body: { statusCode: 422, error: 'x', code: 'currency_not_sold', message: 'Currency EUR is not sold in this store' } }));
    await renderRemote(App, catalogues, { path: '/account/orders/R8' });
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('This store does not sell in this currency.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/orders/R8');
  });
});
