import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import type { DeskOrderResponse, OrderQueueRow } from '@ph/api-client/orders-desk';
import { App } from '../App';
import { catalogues } from '../messages';
import { apiError, installFakeApi, makeLine, makeOrder, signInAs, type FakeApi } from '../../test/fakeApi';
import { parseAmount } from './DeskOrderActions';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const row = (n: number, over: Partial<OrderQueueRow> = {}): OrderQueueRow => ({
  number: `R${String(n).padStart(9, '0')}`,
  placed_at: `2026-11-${String((n % 27) + 1).padStart(2, '0')}T10:00:00.000Z`,
  state: 'complete',
  payment_state: 'paid',
  fulfillment_state: 'artwork_check',
  region: 'de',
  currency: 'EUR',
  total: 14145,
  item_count: 1,
  email: `buyer${n}@example.com`,
  customer_name: 'Ada Lovelace',
  company_name: n % 2 ? 'Kartonwerk GmbH' : null,
  ...over,
});
const QUEUE = Array.from({ length: 70 }, (_, i) => row(70 - i, i === 0 ? { fulfillment_state: 'in_production', region: 'pl', currency: 'PLN', total: 123000 } : {}));

/** `GET v2/operator/orders` as the API answers it: filters combined, newest first, keyset pages. */
function serveQueue() {
  api.on('GET', /^v2\/operator\/orders$/, (req) => {
    const all = (k: string) => req.query.getAll(k);
    const q = req.query.get('q')?.toLowerCase();
    const limit = Number(req.query.get('limit') ?? 50);
    const cursor = Number(req.query.get('cursor') ?? Infinity);
    const rows = QUEUE.filter(
      (r) =>
        (!all('fulfillment_state').length || all('fulfillment_state').includes(r.fulfillment_state)) &&
        (!all('region').length || all('region').includes(r.region)) &&
        (!q || r.number.toLowerCase().includes(q) || (r.email ?? '').includes(q)) &&
        Number(r.number.slice(1)) < cursor,
    );
    const page = rows.slice(0, limit);
    return { status: 200, body: { orders: page, next_cursor: rows.length > limit ? String(Number(page.at(-1)!.number.slice(1))) : null } };
  });
}

function deskOrder(over: Partial<DeskOrderResponse['order']> = {}): DeskOrderResponse {
  const { state_changes: _s, shipping_methods: _m, payment_methods: _p, notices: _n, ...order } = makeOrder({
    number: 'R000000070',
    fulfillment_state: 'artwork_check',
    line_items: [makeLine({ id: 11, name: 'Mailer box F33', quantity: 250, box_design_id: 'd1' }), makeLine({ id: 12, name: 'Shipping box', quantity: 50 })],
    ...over,
  });
  return {
    order,
    proofs: [{ uuid: 'p1', line_item_id: 11, status: 'approved', review_reason: null, design_version: 2, low_resolution: true, reviewed_at: '2026-11-02T10:00:00.000Z', print_file_url: '/api/v2/operator/client_approval_filesets/p1/print_file' }],
    payments: [{ id: 1, method: 'card', amount: 14145, state: 'completed', created_at: '2026-11-01T10:00:00.000Z' }],
    refunds: [],
    refundable_lines: [
      { line_id: 11, quantity: 250, amount: 9900 },
      { line_id: 12, quantity: 50, amount: 2500 },
    ],
    shipments: [],
    state_log: [
      { machine: 'order', from: 'confirm', to: 'complete', event: 'complete', actor: 'customer', actor_email: 'ada@example.com', reason: null, created_at: '2026-11-01T10:00:00.000Z' },
      { machine: 'fulfillment', from: null, to: 'artwork_check', event: 'complete', actor: 'system', actor_email: null, reason: null, created_at: '2026-11-01T10:00:00.000Z' },
    ],
  };
}

/** One order the operator works on: each action answers as the API does and changes what the next read returns. */
function serveOrder(start: DeskOrderResponse) {
  let current = start;
  const path = /^v2\/operator\/orders\/R000000070$/;
  api.on('GET', path, () => ({ status: 200, body: current }));
  api.on('POST', /^v2\/operator\/orders\/R000000070\/release$/, () => {
    current = { ...current, order: { ...current.order, fulfillment_state: 'ready_for_production' } };
    return { status: 200, body: { order: current.order } };
  });
  api.on('POST', /^v2\/operator\/orders\/R000000070\/start_production$/, () => {
    current = { ...current, order: { ...current.order, fulfillment_state: 'in_production' } };
    return { status: 200, body: { order: current.order } };
  });
  api.on('POST', /^v2\/operator\/orders\/R000000070\/shipments$/, (req) => {
    const body = req.body as { carrier: string; tracking_number: string };
    if (!/^SBX[0-9A-Z]{6,20}$/.test(body.tracking_number)) return apiError(422, 'invalid_tracking_number', 'tracking_number: not a Sandbox carrier tracking number');
    const shipment = { id: 5, carrier: 'sandbox' as const, carrier_name: 'Sandbox carrier', tracking_number: body.tracking_number, tracking_url: `/api/sandbox/carrier/parcels/${body.tracking_number}`, state: 'shipped' as const, lines: [], events: [], shipped_at: '2026-11-05T10:00:00.000Z', delivered_at: null };
    current = { ...current, order: { ...current.order, fulfillment_state: 'shipped' }, shipments: [shipment] };
    return { status: 201, body: { shipments: current.shipments } };
  });
  api.on('POST', /^v2\/operator\/shipments\/5\/deliver$/, () => {
    current = { ...current, order: { ...current.order, fulfillment_state: 'delivered' }, shipments: current.shipments.map((s) => ({ ...s, state: 'delivered' as const, delivered_at: '2026-11-06T10:00:00.000Z' })) };
    return { status: 200, body: { shipments: current.shipments } };
  });
  // The API's own figure for lines: 9900 for 250 units of line 11, 2500 for 50 of line 12 (cumulative rounding).
  const linesWorth = (lines: Array<{ line_id: number; quantity: number }>) =>
    lines.map((l) => ({ ...l, amount: Math.round(((l.line_id === 11 ? 9900 : 2500) * l.quantity) / (l.line_id === 11 ? 250 : 50)) }));
  api.on('POST', /^v2\/operator\/orders\/R000000070\/refunds\/quote$/, (req) => {
    const lines = linesWorth((req.body as { lines: Array<{ line_id: number; quantity: number }> }).lines);
    return { status: 200, body: { currency: 'EUR', amount: lines.reduce((s, l) => s + l.amount, 0), lines } };
  });
  api.on('POST', /^v2\/operator\/orders\/R000000070\/refunds$/, (req) => {
    const body = req.body as { amount?: number; lines?: Array<{ line_id: number; quantity: number }>; reason: string };
    const reason = body.reason;
    const amount = body.lines ? linesWorth(body.lines).reduce((s, l) => s + l.amount, 0) : body.amount!;
    current = { ...current, order: { ...current.order, payment_state: 'partially_refunded' }, refunds: [{ id: 3, method: 'card', amount, currency: 'EUR', state: 'succeeded', reason, created_at: '2026-11-07T10:00:00.000Z' }] };
    return { status: 200, body: { order: current.order, refunds: current.refunds } };
  });
  api.on('POST', /^v2\/operator\/orders\/R000000070\/cancel$/, (req) => {
    const { reason } = req.body as { reason: string };
    current = { ...current, order: { ...current.order, state: 'canceled', payment_state: 'refunded' }, refunds: [{ id: 4, method: 'card', amount: 14145, currency: 'EUR', state: 'succeeded', reason, created_at: '2026-11-07T10:00:00.000Z' }] };
    return { status: 200, body: { order: current.order, refunds: current.refunds } };
  });
}

async function openAsOperator(path: string) {
  signInAs(api, 'operator@packhelp.test', { role: 'operator' });
  serveQueue();
  serveOrder(deskOrder());
  await renderRemote(App, catalogues, { path });
}

const numbers = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((h) => h.textContent);

describe('the orders queue (operators)', () => {
  it('lists placed orders newest first with customer, store, total and stage, and opens one', async () => {
    await openAsOperator('/account/back-office/orders');
    const table = await screen.findByRole('table', { name: '50 orders, newest placed first' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('R000000070');
    expect(first).toHaveTextContent('PL');
    expect(first).toHaveTextContent('PLN 1,230.00');
    expect(first).toHaveTextContent('In production');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Kartonwerk GmbH');
    await userEvent.click(within(first).getByRole('link', { name: 'R000000070' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order R000000070' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/back-office/orders/R000000070');
  });

  it('filters by stage and store (as repeated parameters), searches from 3 characters and pages by cursor', async () => {
    await openAsOperator('/account/back-office/orders');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Stage'), 'in_production');
    await waitFor(() => expect(numbers()).toEqual(['R000000070']));
    expect(api.calls('GET', /^v2\/operator\/orders$/).at(-1)!.query.toString()).toBe('fulfillment_state=in_production&limit=50');
    await userEvent.selectOptions(screen.getByLabelText('Stage'), '');
    await userEvent.selectOptions(screen.getByLabelText('Store'), 'pl');
    await waitFor(() => expect(numbers()).toEqual(['R000000070']));

    await userEvent.selectOptions(screen.getByLabelText('Store'), '');
    const before = api.calls('GET', /^v2\/operator\/orders$/).length;
    await userEvent.type(screen.getByRole('searchbox', { name: /^Search/ }), 'R0');
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    expect(api.calls('GET', /^v2\/operator\/orders$/)).toHaveLength(before);
    await userEvent.type(screen.getByRole('searchbox', { name: /^Search/ }), '0000006');
    await waitFor(() => expect(numbers()).toEqual(['R000000069', 'R000000068', 'R000000067', 'R000000066', 'R000000065', 'R000000064', 'R000000063', 'R000000062', 'R000000061', 'R000000060']));
    await userEvent.clear(screen.getByRole('searchbox', { name: /^Search/ }));

    await screen.findByRole('table', { name: '50 orders, newest placed first' });
    await userEvent.click(screen.getByRole('button', { name: 'Older orders' }));
    await screen.findByRole('table', { name: '20 orders, newest placed first' });
    expect(numbers()[0]).toBe('R000000020');
    expect(screen.getByRole('button', { name: 'Older orders' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer orders' }));
    await screen.findByRole('table', { name: '50 orders, newest placed first' });
  });
});

describe('one order in the back office', () => {
  it('shows lines with proofs and print files, payments and the state log', async () => {
    await openAsOperator('/account/back-office/orders/R000000070');
    const lines = await screen.findByRole('table', { name: 'Lines' });
    const designed = within(lines).getByRole('row', { name: /Mailer box F33/ });
    expect(designed).toHaveTextContent('250');
    expect(designed).toHaveTextContent('Approved');
    expect(designed).toHaveTextContent('Some artwork prints below 150 dpi.');
    expect(within(lines).getByRole('row', { name: /Shipping box/ })).toHaveTextContent('No design');
    expect(within(screen.getByRole('table', { name: 'Payments' })).getByRole('row', { name: /Card/ })).toHaveTextContent('€141.45');
    expect(screen.getByText(/Order: Review → Placed/)).toHaveTextContent('by ada@example.com');
    expect(screen.getByText(/Production: Artwork check/)).toHaveTextContent('by system');

    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.on('GET', /^v2\/operator\/client_approval_filesets\/p1\/print_file$/, () => ({ status: 200, body: { pdf: true } }));
    await userEvent.click(within(designed).getByRole('button', { name: 'Print file (PDF) of line 11' }));
    await waitFor(() => expect(saved).toEqual(['R000000070-line-11.pdf']));
  });

  it('walks the order through the works: release, production, shipment (a bad tracking number refused as the API says), delivered', async () => {
    await openAsOperator('/account/back-office/orders/R000000070');
    await userEvent.click(await screen.findByRole('button', { name: 'Release to production' }));
    expect(await screen.findByText('Saved: the order now reads “Ready for production”.')).toBeInTheDocument();
    expect(screen.getByTestId('desk-stage')).toHaveTextContent('Ready for production');
    await userEvent.click(screen.getByRole('button', { name: 'Mark in production' }));
    await waitFor(() => expect(screen.getByTestId('desk-stage')).toHaveTextContent('In production'));

    const form = screen.getByRole('form', { name: 'Create a shipment' });
    await userEvent.selectOptions(within(form).getByLabelText('Carrier'), 'sandbox');
    await userEvent.type(within(form).getByLabelText(/^Tracking number/), 'not-a-number');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the shipment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a tracking number of the chosen carrier.');
    expect(screen.getByTestId('desk-stage')).toHaveTextContent('In production');
    await userEvent.clear(within(form).getByLabelText(/^Tracking number/));
    await userEvent.type(within(form).getByLabelText(/^Tracking number/), 'SBX1234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the shipment' }));
    expect(await screen.findByText('Shipment SBX1234567 created.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track parcel SBX1234567' })).toHaveAttribute('href', '/api/sandbox/carrier/parcels/SBX1234567');
    expect(JSON.parse(JSON.stringify(api.calls('POST', /shipments$/).at(-1)!.body))).toEqual({ carrier: 'sandbox', tracking_number: 'SBX1234567' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark parcel SBX1234567 delivered' }));
    await waitFor(() => expect(screen.getByTestId('desk-stage')).toHaveTextContent('Delivered'));
    expect(screen.getByText(/Delivered Nov 6, 2026/)).toBeInTheDocument();
  });

  it('refunds part of the order in minor units, refusing more than is left before asking', async () => {
    await openAsOperator('/account/back-office/orders/R000000070');
    const form = await screen.findByRole('form', { name: 'Refund part of the order' });
    expect(within(form).getByText('At most €141.45.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Amount/), '200');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Damaged');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('At most €141.45 can be refunded.')).toBeInTheDocument();
    expect(api.calls('POST', /refunds$/)).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText(/^Amount/));
    await userEvent.type(within(form).getByLabelText(/^Amount/), '20,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('€20.50 refunded.')).toBeInTheDocument();
    expect(api.calls('POST', /refunds$/).at(-1)!.body).toEqual({ amount: 2050, reason: 'Damaged' });
    expect(within(await screen.findByRole('table', { name: 'Refunds' })).getByRole('row', { name: /Damaged/ })).toHaveTextContent('Refunded');
  });

  it('refunds chosen lines: the API works out the amount, shown before the operator confirms it', async () => {
    await openAsOperator('/account/back-office/orders/R000000070');
    const form = await screen.findByRole('form', { name: 'Refund part of the order' });
    await userEvent.selectOptions(within(form).getByLabelText('Refund'), 'Chosen lines');
    const units = within(form).getByLabelText(/^Units of Mailer box F33/);
    expect(within(form).getByText('250 units not refunded yet, worth €99.00.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Crushed cartons');
    // Nothing chosen, then more than is left: refused before asking the API.
    await userEvent.click(within(form).getByRole('button', { name: 'Work out the amount' }));
    expect(await within(form).findByText('Enter how many units of at least one line to refund.')).toBeInTheDocument();
    await userEvent.type(units, '251');
    await userEvent.click(within(form).getByRole('button', { name: 'Work out the amount' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 250.')).toBeInTheDocument();
    expect(api.calls('POST', /refunds/)).toHaveLength(0);

    await userEvent.clear(units);
    await userEvent.type(units, '25');
    await userEvent.type(within(form).getByLabelText(/^Units of Shipping box/), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Work out the amount' }));
    expect(await within(form).findByText(/These units were paid €12\.40/)).toBeInTheDocument();
    expect(api.calls('POST', /refunds$/)).toHaveLength(0);
    // A changed quantity asks the API again before anything is refunded.
    await userEvent.clear(units);
    await userEvent.type(units, '50');
    expect(within(form).queryByText(/These units were paid/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Work out the amount' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Refund €22.30' }));
    expect(await screen.findByText('€22.30 refunded.')).toBeInTheDocument();
    expect(api.calls('POST', /refunds\/quote$/).at(-1)!.body).toEqual({ lines: [{ line_id: 11, quantity: 50 }, { line_id: 12, quantity: 5 }] });
    expect(api.calls('POST', /refunds$/).at(-1)!.body).toEqual({ lines: [{ line_id: 11, quantity: 50 }, { line_id: 12, quantity: 5 }], reason: 'Crushed cartons' });
  });

  it('shows a refused cancellation once, in the dialog, not again on the page behind it', async () => {
    await openAsOperator('/account/back-office/orders/R000000070');
    api.on('POST', /^v2\/operator\/orders\/R000000070\/cancel$/, () => apiError(409, 'transition_not_allowed', 'no'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order R000000070?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Customer asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    const refusal = 'The order has moved on meanwhile: this step no longer applies. The page shows where it is now.';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('cancels with a reason in a dialog that Escape closes without cancelling', async () => {
    await openAsOperator('/account/back-office/orders/R000000070');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel order R000000070?' });
    expect(dialog).toHaveTextContent('What was paid (€141.45) goes back the way it was paid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', /cancel$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel order R000000070?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText('Say why, in at least 3 characters.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Customer asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Nothing is left to do for this order.')).toBeInTheDocument();
    expect(screen.getByTestId('desk-stage')).toHaveTextContent('Canceled');
    expect(api.calls('POST', /cancel$/).at(-1)!.body).toEqual({ reason: 'Customer asked by phone' });
  });

  it('says when there is no such order', async () => {
    signInAs(api, 'operator@packhelp.test', { role: 'operator' });
    api.on('GET', /^v2\/operator\/orders\/R404$/, () => apiError(404, 'not_found', 'Order not found'));
    await renderRemote(App, catalogues, { path: '/account/back-office/orders/R404' });
    expect(await screen.findByText('There is no placed order with this number.')).toBeInTheDocument();
  });
});

describe('parseAmount', () => {
  it('reads what an operator types as minor units, and nothing else', () => {
    expect(parseAmount('20')).toBe(2000);
    expect(parseAmount('20,5')).toBe(2050);
    expect(parseAmount(' 0.07 ')).toBe(7);
    for (const bad of ['', '0', '0.00', '-1', '1.234', '1e3', 'abc', '1,000.00']) expect(parseAmount(bad)).toBeNull();
  });
});
