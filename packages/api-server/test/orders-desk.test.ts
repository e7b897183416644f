// The operators' orders desk (src/orders-desk): the queue of placed orders filtered by state, region,
// placed date and a search of number, e-mail and company, paged by keyset without gaps or repeats;
// bad filters are a 400 naming the field; the order view gathers lines, proofs and their print files,
// payments, refunds, shipments and the state log; everyone but operators gets a 403.
import { eq, sql } from 'drizzle-orm';
import type { DeskOrderResponse, OrderQueueResponse, OrderQueueRow } from '@ph/api-contract/orders-desk';
import { designProofs, lineItems } from '../src/db/schema';
import { completeOrder } from '../src/orders/completion';
import { promoteToOperator } from '../src/operators';
import { registeredUser, type TestSession } from './helpers/app';
import { png, uploaded } from './helpers/files';
import { createDesign, image } from './designs.fixtures';
import { addItem, createCart, pickVariant, toConfirm } from './orders.fixtures';
import { createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
let shopper: TestSession;
let baseId: number;

/** Placed orders written straight into the table (the queue reads only the orders row), from one real order. */
async function placed(o: { number: string; region?: string; at: string; email?: string; company?: string | null; fulfillment?: string; canceled?: boolean; payment?: string }) {
  const company = o.company === undefined ? null : o.company;
  await t.app.ctx.db.execute(sql`
    INSERT INTO orders (number, token, user_id, currency, region, state, payment_state, fulfillment_state, total, item_total, ship_total, tax_total,
                        promo_total, additional_customs, item_count, email, bill_address, completed_at, canceled_at, cancel_reason)
    SELECT ${o.number}, md5(random()::text) || ${o.number}, user_id, currency, ${o.region ?? 'eu'}, ${o.canceled ? 'canceled' : 'complete'},
           ${o.payment ?? 'paid'}, ${o.fulfillment ?? 'artwork_check'}, total, item_total, ship_total, tax_total, promo_total, additional_customs,
           item_count, ${o.email ?? 'buyer@example.com'},
           jsonb_set(bill_address, '{company_name}', ${company === null ? sql`'null'::jsonb` : sql`to_jsonb(${company}::text)`}),
           ${o.at}::timestamptz, ${o.canceled ? sql`${o.at}::timestamptz` : sql`NULL`}, ${o.canceled ? 'test' : null}
    FROM orders WHERE id = ${baseId}`);
}

beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredUser(t.app);
  await promoteToOperator(t.app.ctx.db, (operator as TestSession & { email: string }).email, new Date());
  shopper = await registeredUser(t.app);
  // One real order at confirm (never placed: the queue must not show it) lends its rows to the placed ones.
  const base = await orderAtConfirm(t, {}, shopper);
  baseId = base.id;
  await placed({ number: 'R100000001', at: '2026-03-01T10:00:00Z', email: 'anna@kartony.pl', company: 'Kartony Sp. z o.o.', region: 'pl', fulfillment: 'in_production' });
  await placed({ number: 'R100000002', at: '2026-03-02T10:00:00Z', email: 'bob@boxes.co.uk', company: 'Boxes & Co', region: 'gb', fulfillment: 'shipped' });
  await placed({ number: 'R100000003', at: '2026-03-03T10:00:00Z', email: 'carla@example.de', company: null, region: 'eu', canceled: true, payment: 'refunded' });
  await placed({ number: 'R100000004', at: '2026-03-03T23:59:59Z', email: 'dora@100%_pack.eu', company: 'Pack 100%', region: 'eu', fulfillment: 'ready_for_production' });
  // Two orders placed at the same instant: the id breaks the tie, so paging neither skips nor repeats.
  await placed({ number: 'R100000005', at: '2026-03-04T00:00:00Z', region: 'eu' });
  await placed({ number: 'R100000006', at: '2026-03-04T00:00:00Z', region: 'eu' });
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const queue = (query: string, headers = operator.headers) => t.app.inject({ method: 'GET', url: `/api/v2/operator/orders${query}`, headers });
async function numbers(query: string): Promise<string[]> {
  const res = await queue(query);
  expect([query, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([query, 200, '']);
  return (res.json() as OrderQueueResponse).orders.map((o) => o.number);
}

describe('the queue', () => {
  it('lists placed orders only, newest placed first, ties by id; a row holds what the queue shows', async () => {
    expect(await numbers('')).toEqual(['R100000006', 'R100000005', 'R100000004', 'R100000003', 'R100000002', 'R100000001']);
    const res = (await queue('?q=R100000001')).json() as OrderQueueResponse;
    const row: OrderQueueRow = res.orders[0]!;
    expect(row).toEqual({
      number: 'R100000001',
      placed_at: '2026-03-01T10:00:00.000Z',
      state: 'complete',
      payment_state: 'paid',
      fulfillment_state: 'in_production',
      region: 'pl',
      currency: expect.any(String),
      total: expect.any(Number),
      item_count: expect.any(Number),
      email: 'anna@kartony.pl',
      customer_name: 'Ada Lovelace',
      company_name: 'Kartony Sp. z o.o.',
    });
    expect(res.next_cursor).toBeNull();
  });

  it('filters by order state, fulfilment state, payment state and region, alone and together', async () => {
    expect(await numbers('?state=canceled')).toEqual(['R100000003']);
    expect(await numbers('?fulfillment_state=shipped&fulfillment_state=in_production')).toEqual(['R100000002', 'R100000001']);
    expect(await numbers('?payment_state=refunded')).toEqual(['R100000003']);
    expect(await numbers('?region=pl')).toEqual(['R100000001']);
    expect(await numbers('?region=eu&state=complete&fulfillment_state=artwork_check')).toEqual(['R100000006', 'R100000005']);
  });

  it('filters by placed day (UTC, both ends included)', async () => {
    expect(await numbers('?placed_from=2026-03-02&placed_to=2026-03-03')).toEqual(['R100000004', 'R100000003', 'R100000002']);
    expect(await numbers('?placed_from=2026-03-04')).toEqual(['R100000006', 'R100000005']);
    expect(await numbers('?placed_to=2026-03-01')).toEqual(['R100000001']);
  });

  it('searches the number, the e-mail and the company name, any part, any case; LIKE characters are themselves', async () => {
    expect(await numbers('?q=00000002')).toEqual(['R100000002']);
    expect(await numbers('?q=KARTONY')).toEqual(['R100000001']);
    expect(await numbers('?q=boxes%20%26%20co')).toEqual(['R100000002']);
    expect(await numbers('?q=example.de')).toEqual(['R100000003']);
    expect(await numbers('?q=100%25')).toEqual(['R100000004']);
    expect(await numbers('?q=0%25_')).toEqual(['R100000004']);
    expect(await numbers('?q=nobody-like-this')).toEqual([]);
    expect(await numbers('?q=kartony&region=gb')).toEqual([]);
  });

  it('pages by keyset: every order once, in order, then no next cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = (await queue(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json() as OrderQueueResponse;
      seen.push(...res.orders.map((o) => o.number));
      cursor = res.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(await numbers(''));
    expect(pages).toBe(3);
  });

  it.each([
    ['?state=cart', 'state.0'],
    ['?fulfillment_state=lost', 'fulfillment_state.0'],
    ['?payment_state=maybe', 'payment_state.0'],
    ['?region=mars', 'region.0'],
    ['?placed_from=yesterday', 'placed_from'],
    ['?placed_from=2026-02-30', 'placed_from'],
    ['?placed_from=2026-03-05&placed_to=2026-03-01', 'placed_to'],
    ['?q=ab', 'q'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?cursor=abc', 'cursor'],
    ['?cursor=999999999', 'cursor'],
    ['?colour=red', 'colour'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await queue(query);
    expect([res.statusCode, res.json().code, res.json().field]).toEqual([400, 'invalid_input', field]);
  });

  it('answers 401 without a session and 403 to a shopper, before looking at the filters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/operator/orders' })).statusCode).toBe(401);
    expect((await queue('', shopper.headers)).statusCode).toBe(403);
    expect((await queue('?region=mars', shopper.headers)).statusCode).toBe(403);
  });
});

describe('the order view', () => {
  it('gathers lines, the proof and its print file, payments, the state log with who and why; 404 for carts; 403 for shoppers', async () => {
    const session = await registeredUser(t.app);
    const seeded = { ...t, productId: notUsed, variant: notUsed, bundleId: notUsed };
    const variant = await pickVariant(t.app.ctx.db, 'mailer-box');
    const logo = await uploaded(t.app, session.headers, 'logo.png', await png(400, 200));
    const { box_design: design } = await createDesign(t.app, session.headers, { name: 'Desk mailer', variant_id: variant.id, faces: { front: { background: '#ffffff', objects: [image('logo', logo)] } }, status: 'saved' });
    const cart = await createCart(seeded, session);
    await addItem(seeded, session, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
    await toConfirm(seeded, session, cart.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/operator/orders/${cart.number}`, headers: operator.headers })).statusCode).toBe(404);
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'balance_due', now: new Date() }));
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${cart.number}/cancel`, headers: operator.headers, payload: { reason: 'Customer phoned: wrong size' } });
    expect([cancel.statusCode, cancel.statusCode === 200 ? '' : cancel.body]).toEqual([200, '']);

    const res = await t.app.inject({ method: 'GET', url: `/api/v2/operator/orders/${cart.number}`, headers: operator.headers });
    expect(res.statusCode).toBe(200);
    const view = res.json() as DeskOrderResponse;
    const [line] = await t.app.ctx.db.select().from(lineItems).where(eq(lineItems.orderId, cart.id));
    const [proof] = await t.app.ctx.db.select().from(designProofs).where(eq(designProofs.orderId, cart.id));
    expect(view.order.number).toBe(cart.number);
    expect(view.order.line_items.map((l) => l.id)).toContain(line!.id);
    expect(view.proofs).toEqual([
      expect.objectContaining({ uuid: proof!.id, line_item_id: line!.id, status: 'pending', print_file_url: `/api/v2/operator/client_approval_filesets/${proof!.id}/print_file` }),
    ]);
    expect(view.shipments).toEqual([]);
    const canceled = view.state_log.find((c) => c.machine === 'order' && c.to === 'canceled');
    expect(canceled).toEqual(expect.objectContaining({ event: 'cancel', actor: 'operator', actor_email: (operator as TestSession & { email: string }).email, reason: 'Customer phoned: wrong size' }));
    expect(view.state_log[0]).toEqual(expect.objectContaining({ machine: 'order', from: null }));

    // The print file behind the link: a PDF for operators, a 403 for the shopper who owns the order.
    const pdf = await t.app.inject({ method: 'GET', url: view.proofs[0]!.print_file_url, headers: operator.headers });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await t.app.inject({ method: 'GET', url: view.proofs[0]!.print_file_url, headers: session.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/operator/orders/${cart.number}`, headers: session.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/operator/orders/R000000000', headers: operator.headers })).statusCode).toBe(404);
  });
});

function notUsed(): never {
  throw new Error('not used here');
}
