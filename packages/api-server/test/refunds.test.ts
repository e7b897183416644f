// Cancelling a paid order gives back what was paid, the way it was paid (a card through the gateway,
// store credit to the wallet, a bank transfer owed), operators refund part of an order, concurrent
// refunds never give back more than was taken, and a refund a crash left unsent is sent once. The
// sandbox refunds like Stripe: pending at first, settled by a signed `refund.updated` webhook (or, if
// that is lost, by reconciliation's resend with the same key).
import { eq } from 'drizzle-orm';
import type { OrderRefund } from '@ph/api-contract';
import { sandboxPaymentIntents, sandboxRefunds, orderRefunds, wallets } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { invoices } from '../src/db/schema/invoices';
import { lineItems } from '../src/db/schema/orders';
import { orderRefundLines } from '../src/db/schema/payments';
import { lockOrderByNumber } from '../src/orders';
import { bookRefund } from '../src/payments';
import { reconcilePayments } from '../src/payments/reconcile';
import { paymentsRuntime } from '../src/payments/runtime';
import { signPayload } from '../src/payments/webhook-signature';
import type { StripeLikeEvent } from '../src/payments/intent-json';
import { paymentEvents } from '../src/db/schema/payments';
import { registeredOperator, registeredUser, type TestSession } from './helpers/app';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
let manager: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp({ SANDBOX_WEBHOOK_SECRET: 'whsec_refund_tests' });
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
/** The sandbox settles its pending refunds and its webhooks are delivered. */
async function gatewaySettles(): Promise<void> {
  await sandboxOf(t).outbox.runTasks();
  await sandboxOf(t).outbox.flush();
}

describe('cancel and refund', () => {
  it('card: the shopper cancels a paid order and the whole payment goes back to the card', async () => {
    const o = await paidByCard();
    const res = await shopperCancel(o);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded' });
    // Sent to the gateway, which (like Stripe) answers before the money moved: pending until its webhook.
    expect(res.json().refunds.map((r: OrderRefund) => [r.method, r.amount, r.state])).toEqual([['card', o.total, 'pending']]);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(o.total);
    await gatewaySettles();
    const mine = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/refunds`, headers: o.session.headers });
    expect(mine.json().refunds.map((r: OrderRefund) => r.state)).toEqual(['succeeded']);
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

  it('instalments: cancelling calls off the instalments still due and owes back the ones received (by transfer)', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' }, await registeredUser(t.app));
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const planned = await t.app.inject({ method: 'POST', url: '/api/payment_schedules', headers: auth(o.session), payload: { order_id: o.id, installments_attributes: [{ due_date: day(0) }, { due_date: day(30) }, { due_date: day(60) }] } });
    expect(planned.statusCode).toBe(200);
    const first = planned.json().data.installments[0].amount as number;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: manager.headers, payload: { order_number: o.number, amount: first } })).statusCode).toBe(200);
    // Before cancelling, the shopper is told what comes back: the instalment received, by transfer.
    const tl = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/timeline`, headers: o.session.headers });
    expect(tl.json().cancel.refunds).toEqual([expect.objectContaining({ method: 'installments', way: 'transfer', amount: first })]);
    const res = await shopperCancel(o);
    expect(res.statusCode).toBe(200);
    // Money came and all of it goes back: refunded (not void, which would say nothing was paid).
    expect(res.json().order).toMatchObject({ state: 'canceled', payment_state: 'refunded' });
    expect(res.json().refunds.map((r: OrderRefund) => [r.method, r.amount, r.state])).toEqual([['installments', first, 'owed']]);
    const schedule = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_schedule`, headers: auth(o.session) });
    expect(schedule.json().data.installments.map((i: { state: string }) => i.state)).toEqual(['paid', 'canceled', 'canceled']);
    // Nothing more is owed than was received, however often it is asked.
    expect((await refund(o, { amount: 1, reason: 'Again' })).json().code).toBe('refund_exceeds_remainder');
    expect((await shopperCancel(o)).json().refunds).toHaveLength(1);
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
    expect(sent!.state).toBe('pending');
    expect(sent!.gatewayRefundId).toMatch(/^re_sbx_/);
    await gatewaySettles();
    expect((await refundRows(o.id)).map((r) => r.state)).toEqual(['succeeded']);
    // The process died after the gateway refunded but before it wrote so: sent again, the key answers the first refund.
    await t.app.ctx.db.update(orderRefunds).set({ state: 'pending' }).where(eq(orderRefunds.id, sent!.id));
    await reconcilePayments({ ...deps, now: () => new Date(Date.now() + 60_000) }, 1000);
    expect((await refundRows(o.id)).map((r) => [r.state, r.gatewayRefundId])).toEqual([['succeeded', sent!.gatewayRefundId]]);
    expect(await t.app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, o.intentId))).toHaveLength(1);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(500);
  });
});

describe('the sandbox refund webhook', () => {
  const post = (body: string, signature?: string) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload: body });
  const sign = (body: string) => signPayload(body, 'whsec_refund_tests', Math.floor(Date.now() / 1000));
  /** An order refunded in part, the gateway settled the refund, and its webhook held back (not delivered). */
  async function settledAtGateway() {
    const o = await paidByCard();
    const res = await refund(o, { amount: 700, reason: 'One box arrived wet' });
    expect(res.json().refunds.map((r: OrderRefund) => r.state)).toEqual(['pending']);
    await sandboxOf(t).outbox.runTasks();
    const events = sandboxOf(t).outbox.take().filter((e) => e.type === 'refund.updated');
    expect(events).toHaveLength(1);
    return { o, event: events[0]! };
  }

  it('a signed refund.updated settles the refund once; a replay of it changes nothing', async () => {
    const { o, event } = await settledAtGateway();
    expect(event.data.object).toMatchObject({ object: 'refund', status: 'succeeded', amount: 700, payment_intent: o.intentId });
    const body = JSON.stringify(event);
    const first = await post(body, sign(body));
    expect(first.json()).toEqual({ received: true, outcome: 'refund_settled' });
    const [row] = await refundRows(o.id);
    expect([row!.state, row!.gatewayRefundId]).toEqual(['succeeded', (event.data.object as { id: string }).id]);
    const replay = await post(body, sign(body));
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await refundRows(o.id)).toEqual([row]);
  });

  it('an unsigned, wrongly signed or stale refund event is refused (400) and changes nothing', async () => {
    const { o, event } = await settledAtGateway();
    const body = JSON.stringify(event);
    const events = (await t.app.ctx.db.select().from(paymentEvents)).length;
    for (const res of [
      await post(body),
      await post(body, signPayload(body, 'whsec_wrong', Math.floor(Date.now() / 1000))),
      await post(body, signPayload(body, 'whsec_refund_tests', Math.floor(Date.now() / 1000) - 3600)),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_signature']);
    }
    expect((await refundRows(o.id)).map((r) => r.state)).toEqual(['pending']);
    expect(await t.app.ctx.db.select().from(paymentEvents)).toHaveLength(events);
    // A forged "succeeded" for a refund the gateway never made is ignored too, signed or not.
    const forged: StripeLikeEvent = { ...event, id: 'evt_forged_refund', data: { object: { ...(event.data.object as object), id: 're_sbx_forged', metadata: {} } } };
    const forgedBody = JSON.stringify(forged);
    expect((await post(forgedBody, sign(forgedBody))).json().outcome).toBe('unknown_refund');
    expect((await refundRows(o.id)).map((r) => r.state)).toEqual(['pending']);
  });

  it('a refund webhook that is lost: reconciliation reads the settled refund with the same key, and no second refund is made', async () => {
    const { o } = await settledAtGateway();
    const deps = paymentsRuntime(t.app.ctx).deps;
    await reconcilePayments({ ...deps, now: () => new Date(Date.now() + 60_000) }, 1000);
    expect((await refundRows(o.id)).map((r) => r.state)).toEqual(['succeeded']);
    expect(await t.app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, o.intentId))).toHaveLength(1);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(700);
  });

  it('a malformed refund object, even signed, is a 400 invalid_event', async () => {
    const body = JSON.stringify({ id: 'evt_bad_refund', object: 'event', type: 'refund.updated', created: 1, data: { object: { object: 'refund', id: 're_x', amount: -1, status: 'succeeded' } } });
    const res = await post(body, sign(body));
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_event']);
  });
});

describe('refunds of chosen lines', () => {
  const lineOf = async (orderId: number) => (await t.app.ctx.db.select().from(lineItems).where(eq(lineItems.orderId, orderId)))[0]!;
  const quote = (o: PlacedOrder, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/refunds/quote`, headers: operator.headers, payload });
  const lineRows = (orderId: number) => t.app.ctx.db.select().from(orderRefundLines).where(eq(orderRefundLines.orderId, orderId));
  const desk = async (o: PlacedOrder) => (await t.app.inject({ method: 'GET', url: `/api/v2/operator/orders/${o.number}`, headers: operator.headers })).json();

  it('the API computes the amount from what the units were paid (tax and discount share in the line gross); the line and the total are never exceeded', async () => {
    const o = await paidByCard();
    const line = await lineOf(o.id);
    expect(line.quantity).toBeGreaterThan(2);
    const some = Math.floor(line.quantity / 3);
    const expected = Math.round((line.gross! * some) / line.quantity);
    expect((await desk(o)).refundable_lines).toEqual([{ line_id: line.id, quantity: line.quantity, amount: line.gross }]);
    const q = await quote(o, { lines: [{ line_id: line.id, quantity: some }] });
    expect(q.statusCode).toBe(200);
    expect(q.json()).toEqual({ currency: 'EUR', amount: expected, lines: [{ line_id: line.id, quantity: some, amount: expected }] });
    expect(await refundRows(o.id)).toEqual([]);
    // Whatever the desk believes the amount is, the API books its own figure.
    const res = await refund(o, { lines: [{ line_id: line.id, quantity: some }], reason: 'Cartons crushed in transit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payment_state).toBe('partially_refunded');
    expect(res.json().refunds.map((r: OrderRefund) => [r.method, r.amount])).toEqual([['card', expected]]);
    expect((await lineRows(o.id)).map((r) => [r.lineItemId, r.quantity, r.amount])).toEqual([[line.id, some, expected]]);
    expect((await desk(o)).refundable_lines).toEqual([{ line_id: line.id, quantity: line.quantity - some, amount: line.gross! - expected }]);

    // Bad input: a 4xx naming the field, and nothing written.
    const left = line.quantity - some;
    for (const [payload, status, field, code] of [
      [{ lines: [{ line_id: 999_999_999, quantity: 1 }], reason: 'Unknown line' }, 422, 'lines.0.line_id', 'unknown_line'],
      [{ lines: [{ line_id: line.id, quantity: left + 1 }], reason: 'Too many' }, 422, 'lines.0.quantity', 'quantity_exceeds_remainder'],
      [{ lines: [{ line_id: line.id, quantity: 0 }], reason: 'Zero' }, 400, 'lines.0.quantity', undefined],
      [{ lines: [{ line_id: line.id, quantity: -2 }], reason: 'Negative' }, 400, 'lines.0.quantity', undefined],
      [{ lines: [{ line_id: line.id, quantity: 1.5 }], reason: 'Half a box' }, 400, 'lines.0.quantity', undefined],
      [{ lines: [{ line_id: line.id, quantity: 1 }, { line_id: line.id, quantity: 1 }], reason: 'Twice' }, 400, 'lines.1.line_id', undefined],
      [{ lines: [], reason: 'Nothing' }, 400, 'lines', undefined],
      [{ amount: 100, lines: [{ line_id: line.id, quantity: 1 }], reason: 'Both' }, 400, 'lines', undefined],
      [{ reason: 'Neither' }, 400, 'amount', undefined],
      [{ lines: [{ line_id: line.id }], reason: 'No quantity' }, 400, 'lines.0.quantity', undefined],
    ] as const) {
      const before = [await refundRows(o.id), await lineRows(o.id)];
      const res = await refund(o, payload);
      expect([res.statusCode, res.json().field]).toEqual([status, field]);
      if (code) expect(res.json().code).toBe(code);
      expect([await refundRows(o.id), await lineRows(o.id)]).toEqual(before);
      if (payload.lines && payload.lines.length > 0 && !('amount' in payload)) expect([(await quote(o, { lines: payload.lines })).statusCode]).toEqual([status]);
    }

    // The rest of the line: its parts add up to exactly what it was paid.
    const rest = await refund(o, { lines: [{ line_id: line.id, quantity: left }], reason: 'The rest is unusable too' });
    expect(rest.statusCode).toBe(200);
    expect((await lineRows(o.id)).reduce((sum, r) => sum + r.amount, 0)).toBe(line.gross);
    expect((await desk(o)).refundable_lines).toEqual([]);
    expect((await refund(o, { lines: [{ line_id: line.id, quantity: 1 }], reason: 'Again' })).json()).toMatchObject({ code: 'quantity_exceeds_remainder', field: 'lines.0.quantity' });
    // What is left of the order (its delivery) can still be given back as an amount, and no more.
    const taken = (await refundRows(o.id)).reduce((sum, r) => sum + r.amount, 0);
    expect((await refund(o, { amount: o.total - taken + 1, reason: 'Too much' })).statusCode).toBe(422);
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(taken);
  });

  it('lines worth more than is left of the order in total are refused naming lines, nothing written', async () => {
    const o = await paidByCard();
    const line = await lineOf(o.id);
    expect((await refund(o, { amount: o.total - 1, reason: 'Almost everything' })).statusCode).toBe(200);
    const before = await refundRows(o.id);
    const res = await refund(o, { lines: [{ line_id: line.id, quantity: line.quantity }], reason: 'The line too' });
    expect([res.statusCode, res.json().code, res.json().field]).toEqual([422, 'refund_exceeds_remainder', 'lines']);
    expect(await refundRows(o.id)).toEqual(before);
    expect(await lineRows(o.id)).toEqual([]);
  });

  it('another order\'s line is an unknown line, and shoppers get a 403', async () => {
    const mine = await paidByCard();
    const other = await paidByCard();
    const line = await lineOf(other.id);
    expect((await refund(mine, { lines: [{ line_id: line.id, quantity: 1 }], reason: 'Wrong order' })).json()).toMatchObject({ code: 'unknown_line', field: 'lines.0.line_id' });
    const asShopper = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${mine.number}/refunds/quote`, headers: mine.session.headers, payload: { lines: [{ line_id: line.id, quantity: 1 }] } });
    expect(asShopper.statusCode).toBe(403);
    expect(await refundRows(mine.id)).toEqual([]);
  });

  it('20 concurrent refunds of one line never give back more units or money than the line', async () => {
    const o = await paidByCard();
    const line = await lineOf(o.id);
    const units = Math.max(1, Math.floor(line.quantity / 7));
    const fits = Math.floor(line.quantity / units);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(o, { lines: [{ line_id: line.id, quantity: units }], reason: 'Concurrent refund' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(Math.min(20, fits));
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 422 && a.json().code === 'quantity_exceeds_remainder')).toBe(true);
    const rows = await lineRows(o.id);
    expect(rows.reduce((s, r) => s + r.quantity, 0)).toBe(Math.min(20, fits) * units);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(line.gross!);
    const refunded = (await refundRows(o.id)).reduce((s, r) => s + r.amount, 0);
    expect(refunded).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect((await gatewaySide(o.intentId)).amountRefunded).toBe(refunded);
  });
});
