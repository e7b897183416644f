// The shopper's timeline of a placed order (`GET v2/orders/{number}/timeline`, src/fulfillment/timeline.ts):
// each step as the operator and the carrier move the order (placed, artwork approved, in production,
// shipped with its tracking link, delivered), a cancellation with its refund, whether the shopper may
// cancel and what that would give back, and the estimated delivery date from the region's production
// and transit working days and the express option paid for.
import { eq } from 'drizzle-orm';
import type { OrderTimelineResponse } from '@ph/api-contract/order-tracking';
import { catalogueExpressDeliveryOptions } from '../src/db/schema/catalogue';
import { lineItems } from '../src/db/schema';
import { completeOrder } from '../src/orders/completion';
import { estimatedDelivery } from '../src/fulfillment/timeline';
import { registeredOperator, registeredUser, type TestSession } from './helpers/app';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredOperator(t.app);
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

async function paidByCard(): Promise<PlacedOrder> {
  const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: await cardPm(t.app, CARDS.visa) } });
  expect(res.statusCode).toBe(200);
  await sandboxOf(t).outbox.runTasks();
  await sandboxOf(t).outbox.flush();
  expect((await orderRow(t, o.id)).paymentState).toBe('paid');
  return o;
}

async function timeline(o: PlacedOrder, headers = o.session.headers): Promise<OrderTimelineResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/timeline`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const operatorPost = (url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/v2/operator/${url}`, headers: operator.headers, ...(payload ? { payload } : {}) });
const steps = (tl: OrderTimelineResponse) => tl.timeline.map((e) => e.step);

describe('the timeline of an order', () => {
  it('shows each step as the operator and the sandbox carrier move the order, with the tracking link', async () => {
    const o = await paidByCard();
    let tl = await timeline(o);
    expect(steps(tl)).toEqual(['placed']);
    expect(tl.cancel).toEqual({ allowed: true, refunds: [{ method: 'card', way: 'gateway', amount: o.total, currency: 'EUR' }] });
    expect(tl.estimated_delivery?.basis).toBe('awaiting_artwork');

    expect((await operatorPost(`orders/${o.number}/release`)).statusCode).toBe(200);
    tl = await timeline(o);
    expect(steps(tl)).toEqual(['placed', 'artwork_approved']);
    expect(tl.cancel.allowed).toBe(true);
    expect(tl.estimated_delivery?.basis).toBe('production');

    expect((await operatorPost(`orders/${o.number}/start_production`)).statusCode).toBe(200);
    // Asked twice: one step, not two.
    expect((await operatorPost(`orders/${o.number}/start_production`)).statusCode).toBe(200);
    tl = await timeline(o);
    expect(steps(tl)).toEqual(['placed', 'artwork_approved', 'in_production']);
    // In production the shopper can no longer cancel, and is told nothing would be refunded.
    expect(tl.cancel).toEqual({ allowed: false, refunds: [] });

    const tracking = `SBX${Date.now().toString().slice(-9)}`;
    expect((await operatorPost(`orders/${o.number}/shipments`, { carrier: 'sandbox', tracking_number: tracking })).statusCode).toBe(201);
    tl = await timeline(o);
    expect(steps(tl)).toEqual(['placed', 'artwork_approved', 'in_production', 'shipped']);
    const shipped = tl.timeline[3]!;
    const shipment = tl.shipments.find((s) => s.id === shipped.shipment_id);
    expect(shipment?.tracking_url).toBe(`http://shop.test/api/sandbox/carrier/parcels/${tracking}`);
    // The day it left, at the works (Europe/Warsaw), and the transit after it.
    const leftOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(shipped.at));
    expect(tl.estimated_delivery).toMatchObject({ basis: 'shipped', ship_date: leftOn });
    expect(tl.estimated_delivery!.min_date > leftOn).toBe(true);

    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/carrier/parcels/${tracking}/advance` })).statusCode).toBe(200);
    }
    tl = await timeline(o);
    expect(steps(tl)).toEqual(['placed', 'artwork_approved', 'in_production', 'shipped', 'delivered']);
    expect(tl.fulfillment_state).toBe('delivered');
    expect(tl.estimated_delivery).toBeNull();
    expect(tl.cancel.allowed).toBe(false);
  });

  it('shows the cancellation with its words and the refund to the card', async () => {
    const o = await paidByCard();
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${o.number}/cancel`, headers: o.session.headers, payload: { reason: 'Ordered twice' } });
    expect(res.statusCode).toBe(200);
    const tl = await timeline(o);
    expect(steps(tl)).toEqual(['placed', 'canceled', 'refund']);
    expect(tl.timeline[1]!.reason).toBe('Ordered twice');
    const refund = tl.refunds.find((r) => r.id === tl.timeline[2]!.refund_id);
    // The gateway has not settled it yet: on its way back, until its refund webhook says it is done.
    expect(refund).toMatchObject({ method: 'card', amount: o.total, state: 'pending' });
    await sandboxOf(t).outbox.runTasks();
    await sandboxOf(t).outbox.flush();
    expect((await timeline(o)).refunds.find((r) => r.id === refund!.id)).toMatchObject({ state: 'succeeded' });
    expect(tl).toMatchObject({ state: 'canceled', payment_state: 'refunded', estimated_delivery: null, cancel: { allowed: false, refunds: [] } });
  });

  it("answers 404 for another's order or one not placed, 401 without a session, 400 for a bad number", async () => {
    const o = await paidByCard();
    const stranger = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/timeline`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/timeline` })).statusCode).toBe(401);
    const cart = await orderAtConfirm(t, {}, await registeredUser(t.app));
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${cart.number}/timeline`, headers: cart.session.headers })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${'R'.repeat(40)}/timeline`, headers: o.session.headers });
    expect([bad.statusCode, bad.json().issues?.[0]?.field]).toEqual([400, 'number']);
  });
});

describe('the estimated delivery date', () => {
  async function placedOrder() {
    const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: o.id, paymentState: 'paid', now: new Date() }));
    return { o, row: await orderRow(t, o.id) };
  }
  // Wednesday 5 March 2025, 10:00 at the works (Europe/Warsaw, UTC+1): before the noon cut-off.
  const WED_10 = new Date('2025-03-05T09:00:00Z');

  it('counts 21 production working days and the region\'s 3–5 transit days, from today while the artwork waits', async () => {
    const { row } = await placedOrder();
    expect(await estimatedDelivery(t.app.ctx.db, row, { releasedAt: null, lastShippedAt: null, now: WED_10 })).toEqual({
      ship_date: '2025-04-03',
      min_date: '2025-04-08',
      max_date: '2025-04-10',
      basis: 'awaiting_artwork',
      production_days: 21,
      express_days_saved: 0,
    });
    // Released on Friday afternoon (after the cut-off): production counts from Monday.
    const released = await estimatedDelivery(t.app.ctx.db, row, { releasedAt: new Date('2025-03-07T15:00:00Z'), lastShippedAt: null, now: WED_10 });
    expect(released).toMatchObject({ ship_date: '2025-04-08', basis: 'production' });
  });

  it('takes off the working days of the express option the shopper paid for', async () => {
    const { o, row } = await placedOrder();
    const [line] = await t.app.ctx.db.select().from(lineItems).where(eq(lineItems.orderId, o.id));
    const [option] = await t.app.ctx.db
      .select()
      .from(catalogueExpressDeliveryOptions)
      .where(eq(catalogueExpressDeliveryOptions.daysSaved, 10));
    // The option only (its price does not change the dates): the amounts stay as they add up.
    await t.app.ctx.db.update(lineItems).set({ expressDeliveryOptionId: option!.id }).where(eq(lineItems.id, line!.id));
    expect(await estimatedDelivery(t.app.ctx.db, row, { releasedAt: null, lastShippedAt: null, now: WED_10 })).toMatchObject({
      ship_date: '2025-03-20',
      min_date: '2025-03-25',
      max_date: '2025-03-27',
      production_days: 11,
      express_days_saved: 10,
    });
  });

  it('never promises a day already past while in production, and counts transit from the last shipment', async () => {
    const { row } = await placedOrder();
    const late = { ...row, fulfillmentState: 'in_production' as const };
    const est = await estimatedDelivery(t.app.ctx.db, late, { releasedAt: new Date('2025-01-06T08:00:00Z'), lastShippedAt: null, now: WED_10 });
    expect(est).toMatchObject({ ship_date: '2025-03-06', min_date: '2025-03-11', max_date: '2025-03-13' });
    const shipped = { ...row, fulfillmentState: 'shipped' as const };
    // Shipped on Friday 7 March: 3–5 working days → Wednesday 12 to Friday 14 March.
    expect(await estimatedDelivery(t.app.ctx.db, shipped, { releasedAt: null, lastShippedAt: new Date('2025-03-07T13:00:00Z'), now: WED_10 })).toMatchObject({
      ship_date: '2025-03-07',
      min_date: '2025-03-12',
      max_date: '2025-03-14',
      basis: 'shipped',
    });
  });
});
