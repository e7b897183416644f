// A placed order's life in the works through the API (orders/stateMachine.ts, fulfilment): operators
// release it (every proof approved, the order paid) and start production; the shopper cancels while
// nothing is in production, an operator at any time with a reason. Each step is logged with who and
// why; a repeated step changes nothing; a refused one (422/409) writes nothing; a shopper's
// cancellation racing the start of production ends in exactly one of the two.
import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '@ph/api-contract';
import { designProofs } from '../src/db/schema/designs';
import { orders, orderStateChanges } from '../src/db/schema/orders';
import { orderPayments, paymentInstallments, paymentSchedules } from '../src/db/schema/payments';
import { completeOrder } from '../src/orders/completion';
import { promoteToOperator } from '../src/operators';
import { registeredUser, type TestSession } from './helpers/app';
import { png, uploaded } from './helpers/files';
import { createDesign, image } from './designs.fixtures';
import { auth, createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';
import { addItem, createCart, pickVariant, toConfirm } from './orders.fixtures';

let t: PaymentsApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredUser(t.app, { firstName: 'Olga' });
  await promoteToOperator(t.app.ctx.db, (operator as TestSession & { email: string }).email, new Date());
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const seeded = () => ({ ...t, productId: notUsed, variant: notUsed, bundleId: notUsed });
function notUsed(): never {
  throw new Error('not used here');
}

/** A paid order with one designed line: its proof is pending. */
async function paidDesignedOrder(s?: TestSession) {
  const session = s ?? (await registeredUser(t.app));
  const variant = await pickVariant(t.app.ctx.db, 'mailer-box');
  const logo = await uploaded(t.app, session.headers, 'logo.png', await png(400, 200));
  const { box_design: design } = await createDesign(t.app, session.headers, { name: 'Spring mailer', variant_id: variant.id, faces: { front: { background: '#ffffff', objects: [image('logo', logo)] } }, status: 'saved' });
  const cart = await createCart(seeded(), session);
  await addItem(seeded(), session, cart.id, { variant_id: variant.id, quantity: variant.minQuantity, box_design_id: design.id });
  await toConfirm(seeded(), session, cart.id);
  await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'paid', now: new Date() }));
  const [proof] = await t.app.ctx.db.select().from(designProofs).where(eq(designProofs.orderId, cart.id));
  return { id: cart.id, number: cart.number, session, proofId: proof!.id };
}

/** An order placed by bank transfer: the money is still to come. */
async function byTransfer(): Promise<PlacedOrder> {
  const o = await orderAtConfirm(t, { paymentMethod: 'check' });
  const res = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
  expect(res.statusCode).toBe(200);
  return o;
}

const step = (number: string, what: 'release' | 'start_production', headers = operator.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${number}/${what}`, headers });
const operatorCancel = (number: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${number}/cancel`, headers: operator.headers, payload });
const shopperCancel = (number: string, s: TestSession, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v2/orders/${number}/cancel`, headers: s.headers, payload });

async function snapshot(orderId: number) {
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const log = await t.app.ctx.db.select().from(orderStateChanges).where(eq(orderStateChanges.orderId, orderId)).orderBy(asc(orderStateChanges.id));
  const ledger = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
  return { order, log, ledger };
}
async function expectRefused(orderId: number, call: () => Promise<{ statusCode: number; json: () => { code: string; field?: string } }>, status: number, code: string) {
  const before = await snapshot(orderId);
  const res = await call();
  expect([res.statusCode, res.json().code]).toEqual([status, code]);
  expect(await snapshot(orderId)).toEqual(before);
}
const fulfillmentLog = async (orderId: number) =>
  (await t.app.ctx.db.select().from(orderStateChanges).where(and(eq(orderStateChanges.orderId, orderId), eq(orderStateChanges.machine, 'fulfillment'))).orderBy(asc(orderStateChanges.id))).map((r) => [
    r.fromState,
    r.toState,
    r.event,
    r.actor,
    r.actorUserId,
  ]);

describe('production: release and start', () => {
  it('walks artwork check → ready for production → in production, logging the operator; repeated steps change nothing', async () => {
    const o = await paidDesignedOrder();
    const placed = (await t.app.inject({ method: 'GET', url: `/api/orders/${o.number}`, headers: o.session.headers })).json().order as Order;
    expect(placed).toMatchObject({ state: 'complete', payment_state: 'paid', fulfillment_state: 'artwork_check', canceled_at: null, cancel_reason: null });

    await expectRefused(o.id, () => step(o.number, 'start_production'), 409, 'transition_not_allowed');
    await expectRefused(o.id, () => step(o.number, 'release'), 422, 'proofs_not_approved');
    expect((await t.app.inject({ method: 'PUT', url: `/api/client_approval_filesets/${o.proofId}`, headers: o.session.headers, payload: { status: 'approved' } })).statusCode).toBe(200);

    const released = await step(o.number, 'release');
    expect(released.statusCode).toBe(200);
    expect((released.json().order as Order).fulfillment_state).toBe('ready_for_production');
    expect((await step(o.number, 'release')).json().order.fulfillment_state).toBe('ready_for_production');
    const started = await step(o.number, 'start_production');
    expect(started.json().order as Order).toMatchObject({ state: 'complete', fulfillment_state: 'in_production' });
    expect((await step(o.number, 'start_production')).statusCode).toBe(200);
    await expectRefused(o.id, () => step(o.number, 'release'), 409, 'transition_not_allowed');

    expect(await fulfillmentLog(o.id)).toEqual([
      [null, 'artwork_check', 'complete', 'system', null],
      ['artwork_check', 'ready_for_production', 'release', 'operator', operator.userId],
      ['ready_for_production', 'in_production', 'start_production', 'operator', operator.userId],
    ]);
    const history = (started.json().order as Order).state_changes!.filter((c) => c.machine === 'fulfillment');
    expect(history.map((c) => [c.to, c.event, c.actor])).toEqual([
      ['artwork_check', 'complete', 'system'],
      ['ready_for_production', 'release', 'operator'],
      ['in_production', 'start_production', 'operator'],
    ]);
  });

  it('waits for the money: an order awaiting its transfer is not released (422 payment_outstanding)', async () => {
    const o = await byTransfer();
    await expectRefused(o.id, () => step(o.number, 'release'), 422, 'payment_outstanding');
  });

  it('an unknown order is a 404; an order still in the checkout is a 422', async () => {
    expect((await step('R999999999', 'release')).statusCode).toBe(404);
    const o = await orderAtConfirm(t);
    await expectRefused(o.id, () => step(o.number, 'release'), 422, 'order_not_placed');
    await expectRefused(o.id, () => shopperCancel(o.number, o.session), 422, 'order_not_placed');
  });
});

describe('cancellation', () => {
  it('the shopper cancels an order awaiting its transfer: nothing is owed any more, the reason is kept; again: no change', async () => {
    const o = await byTransfer();
    const res = await shopperCancel(o.number, o.session, { reason: 'Ordered the wrong size' });
    expect(res.statusCode).toBe(200);
    const order = res.json().order as Order;
    expect(order).toMatchObject({ state: 'canceled', payment_state: 'void', fulfillment_state: 'artwork_check', cancel_reason: 'Ordered the wrong size' });
    expect(order.canceled_at).not.toBeNull();
    expect(order.completed_at).not.toBeNull();
    expect(order.state_changes!.slice(-2).map((c) => [c.machine, c.from, c.to, c.event, c.actor, c.reason])).toEqual([
      ['order', 'complete', 'canceled', 'cancel', 'customer', 'Ordered the wrong size'],
      ['payment', 'balance_due', 'void', 'cancel', 'customer', 'Ordered the wrong size'],
    ]);
    const { ledger } = await snapshot(o.id);
    expect(ledger.map((l) => [l.method, l.state])).toEqual([['check', 'void']]);

    const before = await snapshot(o.id);
    expect((await shopperCancel(o.number, o.session)).statusCode).toBe(200);
    expect((await operatorCancel(o.number, { reason: 'Duplicate' })).statusCode).toBe(200);
    expect(await snapshot(o.id)).toEqual(before);
    await expectRefused(o.id, () => step(o.number, 'release'), 409, 'order_canceled');
  });

  it('cancelling an order in instalments cancels the instalments still due', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const planned = await t.app.inject({ method: 'POST', url: '/api/payment_schedules', headers: auth(o.session), payload: { order_id: o.id, installments_attributes: [{ due_date: day(0) }, { due_date: day(30) }] } });
    expect(planned.statusCode).toBe(200);
    expect((await shopperCancel(o.number, o.session)).json().order).toMatchObject({ state: 'canceled', payment_state: 'void' });
    const due = await t.app.ctx.db
      .select({ state: paymentInstallments.state })
      .from(paymentInstallments)
      .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstallments.scheduleId))
      .where(eq(paymentSchedules.orderId, o.id));
    expect(due.map((i) => i.state)).toEqual(['canceled', 'canceled']);
    const schedule = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_schedule`, headers: auth(o.session) });
    expect(schedule.json().data.installments.map((i: { state: string }) => i.state)).toEqual(['canceled', 'canceled']);
  });

  it('the shopper cannot cancel once production started (409) nor another shopper\'s order (404); an operator can, with a reason', async () => {
    const o = await byTransfer();
    await t.app.ctx.db.update(orders).set({ fulfillmentState: 'in_production' }).where(eq(orders.id, o.id));
    await expectRefused(o.id, () => shopperCancel(o.number, o.session), 409, 'order_in_production');
    const stranger = await registeredUser(t.app);
    await expectRefused(o.id, () => shopperCancel(o.number, stranger), 404, 'not_found');
    const bad = await operatorCancel(o.number, { reason: ' ' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'reason']);
    const unknownField = await operatorCancel(o.number, { reason: 'Damaged plates', refund: true });
    expect(unknownField.statusCode).toBe(400);
    const res = await operatorCancel(o.number, { reason: 'Damaged plates' });
    expect(res.json().order).toMatchObject({ state: 'canceled', cancel_reason: 'Damaged plates', fulfillment_state: 'in_production' });
    const [last] = (await snapshot(o.id)).log.filter((r) => r.machine === 'order').slice(-1);
    expect([last!.actor, last!.actorUserId, last!.reason]).toEqual(['operator', operator.userId, 'Damaged plates']);
  });

  it('a shopper cancelling while an operator starts production: exactly one wins, the other gets a 409', async () => {
    for (let run = 0; run < 5; run++) {
      const o = await byTransfer();
      await t.app.ctx.db.update(orders).set({ fulfillmentState: 'ready_for_production' }).where(eq(orders.id, o.id));
      const [cancel, start] = await Promise.all([shopperCancel(o.number, o.session), step(o.number, 'start_production')]);
      const codes = [cancel.statusCode, start.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = cancel.statusCode === 409 ? cancel : start;
      expect(loser.json().code).toBe(cancel.statusCode === 409 ? 'order_in_production' : 'order_canceled');
      const { order } = await snapshot(o.id);
      expect([order!.state, order!.fulfillmentState]).toEqual(cancel.statusCode === 200 ? ['canceled', 'ready_for_production'] : ['complete', 'in_production']);
    }
  });
});
