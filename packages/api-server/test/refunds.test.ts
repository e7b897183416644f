// Cancelling a paid order gives back what was paid, the way it was paid (a card through the gateway,
// store credit to the wallet, a bank transfer owed), operators refund part of an order, concurrent
// refunds never give back more than was taken, and a refund a crash left unsent is sent once.
import { eq } from 'drizzle-orm';
import type { OrderRefund } from '@ph/api-contract';
import { sandboxPaymentIntents, sandboxRefunds, orderRefunds, wallets } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { invoices } from '../src/db/schema/invoices';
import { lockOrderByNumber } from '../src/orders';
import { bookRefund } from '../src/payments';
import { reconcilePayments } from '../src/payments/reconcile';
import { paymentsRuntime } from '../src/payments/runtime';
import { registeredOperator, registeredUser, type TestSession } from './helpers/app';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
let manager: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredOperator(t.app);
  manager = await registeredUser(t.app);
  await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, manager.userId));
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

async function paidByCard(): Promise<PlacedOrder & { intentId: string }> {
  const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: await cardPm(t.app, CARDS.visa) } });
  expect(res.statusCode).toBe(200);
  await sandboxOf(t).outbox.runTasks();
  await sandboxOf(t).outbox.flush();
  expect((await orderRow(t, o.id)).paymentState).toBe('paid');
  return { ...o, intentId: res.json().payment_intent.id };
}
const gatewaySide = async (intentId: string) => (await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId)))[0]!;
const shopperCancel = (o: PlacedOrder) => t.app.inject({ method: 'POST', url: `/api/v2/orders/${o.number}/cancel`, headers: o.session.headers, payload: { reason: 'Changed my mind' } });
const refund = (o: PlacedOrder, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/refunds`, headers: operator.headers, payload });
const refundRows = (orderId: number) => t.app.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

describe('cancel and refund', () => {
  it('card: the shopper cancels a paid order and the whole payment goes back to the card', async () => {
    const o = await paidByCard();
    const res = await shopperCancel(o);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded' });
    expect(res.json().refunds.map((r: OrderRefund) => [r.method, r.amount, r.state])).toEqual([['card', o.total, 'succeeded']]);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(o.total);
    const mine = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/refunds`, headers: o.session.headers });
    expect(mine.json().refunds).toHaveLength(1);
    // The VAT invoice of the paid order is corrected by a credit note of the refund, written with it.
    const docs = await t.app.ctx.db.select().from(invoices).where(eq(invoices.orderId, o.id));
    expect(docs.filter((d) => d.kind === 'credit_note').map((d) => d.gross)).toEqual([-o.total]);
    // Again: nothing more is refunded.
    expect((await shopperCancel(o)).json().refunds).toHaveLength(1);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(o.total);
  });

  it('card the gateway refuses to refund: the refund is owed (paid back by transfer), not lost, and never booked twice', async () => {
    const o = await paidByCard();
    // Refunded on the gateway's dashboard by hand already: the gateway refuses any further refund.
    await t.app.ctx.db.update(sandboxPaymentIntents).set({ amountRefunded: o.total }).where(eq(sandboxPaymentIntents.id, o.intentId));
    const res = await shopperCancel(o);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded' });
    const rows = await refundRows(o.id);
    expect(rows.map((r) => [r.method, r.amount, r.state])).toEqual([['card', o.total, 'owed']]);
    expect(rows[0]!.lastError).toMatch(/amount_too_large/);
    const mine = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/refunds`, headers: o.session.headers });
    expect(mine.json().refunds.map((r: OrderRefund) => r.state)).toEqual(['owed']);
    // The owed refund counts as given back: no second refund of the same money.
    expect((await refund(o, { amount: 1, reason: 'Again' })).statusCode).toBe(422);
    expect(await refundRows(o.id)).toHaveLength(1);
  });

  it('store credit: cancelling gives the credit back to the wallet', async () => {
    const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: manager.headers, payload: { user_id: o.session.userId, currency: 'EUR', amount: o.total, note: 'Goodwill' } })).statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } })).statusCode).toBe(200);
    const balance = async () => (await t.app.ctx.db.select().from(wallets).where(eq(wallets.userId, o.session.userId)))[0]!.balance;
    expect(await balance()).toBe(0);
    const res = await shopperCancel(o);
    expect(res.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded' });
    expect(res.json().refunds.map((r: OrderRefund) => [r.method, r.amount, r.state])).toEqual([['wallet', o.total, 'succeeded']]);
    expect(await balance()).toBe(o.total);
  });

  it('bank transfer received: cancelling leaves a refund owed (paid back by transfer)', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' }, await registeredUser(t.app));
    expect((await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: manager.headers, payload: { order_number: o.number, amount: o.total } })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/cancel`, headers: operator.headers, payload: { reason: 'Duplicate order' } });
    expect(res.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded', cancel_reason: 'Duplicate order' });
    expect(res.json().refunds.map((r: OrderRefund) => [r.method, r.amount, r.state, r.reason])).toEqual([['check', o.total, 'owed', 'Duplicate order']]);
  });

  it('a shopper cannot cancel once production started: nothing is refunded', async () => {
    const o = await paidByCard();
    await t.app.ctx.db.update((await import('../src/db/schema/orders')).orders).set({ fulfillmentState: 'in_production' }).where(eq((await import('../src/db/schema/orders')).orders.id, o.id));
    expect((await shopperCancel(o)).statusCode).toBe(409);
    expect(await refundRows(o.id)).toEqual([]);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(0);
  });
});

describe('partial refunds by operators', () => {
  it('an amount: partially refunded, then the rest; above the remainder or not positive is refused and changes nothing', async () => {
    const o = await paidByCard();
    const first = await refund(o, { amount: 1000, reason: 'One box arrived crushed' });
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({ state: 'complete', payment_state: 'partially_refunded' });
    for (const [payload, status, field] of [
      [{ amount: o.total, reason: 'Too much' }, 422, 'amount'],
      [{ amount: -5, reason: 'Negative' }, 400, 'amount'],
      [{ amount: 0, reason: 'Zero' }, 400, 'amount'],
      [{ amount: 10.5, reason: 'Cents' }, 400, 'amount'],
      [{ amount: 100, reason: '' }, 400, 'reason'],
    ] as const) {
      const before = await refundRows(o.id);
      const res = await refund(o, payload);
      expect([res.statusCode, res.json().field]).toEqual([status, field]);
      expect(await refundRows(o.id)).toEqual(before);
    }
    const rest = await refund(o, { amount: o.total - 1000, reason: 'Whole order unusable' });
    expect(rest.json().order.payment_state).toBe('refunded');
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(o.total);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/cancel`, headers: operator.headers, payload: { reason: 'Refunded in full' } });
    expect(cancel.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded' });
    expect(cancel.json().refunds).toHaveLength(2);
  });

  it('20 concurrent refund requests never give back more than was taken', async () => {
    const o = await paidByCard();
    const part = Math.floor(o.total / 7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(o, { amount: part, reason: 'Concurrent refund' })));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(7);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 422 && a.json().code === 'refund_exceeds_remainder')).toBe(true);
    const rows = await refundRows(o.id);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(7 * part);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(7 * part);
  });
});

describe('a crash between booking and sending', () => {
  it('reconciliation sends a refund left pending, once; a resend of a refund the gateway already has gets its first answer', async () => {
    const o = await paidByCard();
    // Booked and committed, then the process died before sending it.
    await t.app.ctx.db.transaction(async (tx) => {
      const order = await lockOrderByNumber(tx, o.number);
      await bookRefund(tx, order!, { amount: 500, reason: 'Crash test', actor: { kind: 'operator', userId: operator.userId } }, new Date());
    });
    expect((await refundRows(o.id)).map((r) => r.state)).toEqual(['pending']);
    const deps = paymentsRuntime(t.app.ctx).deps;
    const report = await reconcilePayments({ ...deps, now: () => new Date(Date.now() + 60_000) }, 1000);
    expect(report.refundsResent).toBe(1);
    const [sent] = await refundRows(o.id);
    expect(sent!.state).toBe('succeeded');
    // The process died after the gateway refunded but before it wrote so: sent again, the key answers the first refund.
    await t.app.ctx.db.update(orderRefunds).set({ state: 'pending' }).where(eq(orderRefunds.id, sent!.id));
    await reconcilePayments({ ...deps, now: () => new Date(Date.now() + 60_000) }, 1000);
    expect((await refundRows(o.id)).map((r) => [r.state, r.gatewayRefundId])).toEqual([['succeeded', sent!.gatewayRefundId]]);
    expect(await t.app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, o.intentId))).toHaveLength(1);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(500);
  });
});
