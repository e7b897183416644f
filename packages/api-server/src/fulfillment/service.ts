// A placed order's life in the works: the operator releases it to production and starts it; the
// shopper (while nothing is in production) or an operator (at any time, with a reason) cancels it;
// operators refund part of it. Every step is one `transition` of orders/stateMachine.ts under the
// order's row lock, so two requests racing (a shopper's cancellation and an operator's start of
// production; twenty refunds) are decided one after the other: the first wins, the second is refused
// with a 409 by the machine, or finds less left to refund. A repeated step is a no-op.
import type { Order, OrderRefund, RefundLineInput, RefundQuoteResponse } from '@ph/api-contract';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import { findOrderByNumber, lockOrderByNumber, orderWithHistory, pendingPaymentsOf, queueLifecycleEmail, stateChangesOf, transition, transitionRecord, type OrderRow, type StateActor } from '../orders';
import { recordAudit } from '../audit';
import { issueCreditNote } from '../invoices';
import { bookRefund, refundsOf, refundWay, sendBookedRefunds, type RefundRequest, type RefundRow } from '../payments';
import { presentRefund } from './present';
import { planLineRefund, recordLineRefund } from './refund-lines';
import { estimatedDelivery } from './timeline';

export type OperatorStep = 'release' | 'start_production';
type Person = Extract<StateActor, { kind: 'customer' | 'operator' }>;

/** Books the refund and, for a VAT-invoiced order, its credit note, in the caller's transaction. */
async function refundWithCreditNote(ctx: AppContext, tx: Db, order: OrderRow, req: RefundRequest, now: Date) {
  const done = await bookRefund(tx, order, req, now);
  const gross = done.refunds.reduce((s, r) => s + r.amount, 0);
  if (gross > 0) {
    await issueCreditNote(tx, { orderId: order.id, key: `refund:${done.refunds[0]!.id}`, gross, reason: req.reason, now, storefrontUrl: ctx.config.storefrontUrl });
  }
  return done;
}

async function lockByNumber(tx: Db, number: string): Promise<OrderRow> {
  const row = await lockOrderByNumber(tx, number);
  if (!row) throw new NotFound('Order not found');
  return row;
}

export { presentRefund };

/** The order with its history and its refunds, once the gateway refunds booked by the call are sent. */
async function answer(ctx: AppContext, order: OrderRow, booked: RefundRow[]): Promise<{ order: Order; refunds: OrderRefund[] }> {
  await sendBookedRefunds(ctx, booked.filter((r) => r.state === 'pending').map((r) => r.id));
  return { order: await orderWithHistory(ctx.db, order), refunds: (await refundsOf(ctx.db, order.id)).map(presentRefund) };
}

/** An operator's step of production (release, start); the machine checks the proofs and the payment. */
export async function operatorStep(ctx: AppContext, number: string, step: OperatorStep, operatorId: number, now: Date): Promise<Order> {
  const moved = await ctx.db.transaction(async (tx) => {
    const order = await lockByNumber(tx, number);
    const moved = await transition(tx, order, { type: step }, { kind: 'operator', userId: operatorId }, now);
    if (moved === order) return moved;
    await recordAudit(tx, { actorUserId: operatorId, action: `orders.${step}`, subjectUserId: order.userId, details: { order: order.number }, at: now });
    if (step === 'start_production') {
      // The shopper is told production started, with the delivery window it now leads to.
      const releasedAt = (await stateChangesOf(tx, order.id)).find((c) => c.machine === 'fulfillment' && c.event === 'release')?.createdAt ?? null;
      const estimate = await estimatedDelivery(tx, moved, { releasedAt, lastShippedAt: null, now });
      await queueLifecycleEmail(tx, moved, { kind: 'production_started', arrival: estimate ? { from: estimate.min_date, to: estimate.max_date } : null }, ctx.config.storefrontUrl);
    }
    return moved;
  });
  return orderWithHistory(ctx.db, moved);
}

const refundFacts = (refunds: RefundRow[]) => refunds.map((r) => ({ way: refundWay(r.method), amount: r.amount }));

/**
 * Cancels a placed order and gives back what was taken, the way it was paid (payments' `bookRefund`),
 * in one transaction: if the machine refuses the cancellation (production started), nothing is
 * refunded. What was still expected (a pending transfer, instalments) is called off with it.
 * `customer`: the shopper's own order only (another's is a 404, as reading it is).
 */
export async function cancelOrder(ctx: AppContext, number: string, who: { actor: Person; reason: string | null }, now: Date) {
  const { order, booked } = await ctx.db.transaction(async (tx) => {
    const order = await lockByNumber(tx, number);
    if (who.actor.kind === 'customer' && order.userId !== who.actor.userId) throw new NotFound('Order not found');
    if (order.state === 'canceled') return { order, booked: [] };
    const refund = order.state === 'complete' ? await refundWithCreditNote(ctx, tx, order, { amount: null, reason: who.reason ?? 'Order canceled', actor: who.actor }, now) : { order, refunds: [] };
    const canceled = await transition(tx, refund.order, { type: 'cancel', reason: who.reason }, who.actor, now);
    const pending = await pendingPaymentsOf(tx, order.id);
    for (const row of pending.ledger) await transitionRecord(tx, { machine: 'order_payment', event: 'canceled', row, to: 'void' }, who.actor, now);
    for (const row of pending.installments) {
      await transitionRecord(tx, { machine: 'installment', event: 'canceled', orderId: order.id, row, to: 'canceled' }, who.actor, now);
    }
    await queueLifecycleEmail(tx, canceled, { kind: 'canceled', reason: who.reason, refunds: refundFacts(refund.refunds) }, ctx.config.storefrontUrl);
    if (who.actor.kind === 'operator') {
      const refunded = refund.refunds.reduce((sum, r) => sum + r.amount, 0);
      await recordAudit(tx, { actorUserId: who.actor.userId, action: 'orders.cancel', subjectUserId: order.userId, details: { order: order.number, reason: who.reason, refunded, currency: order.currency }, at: now });
    }
    return { order: canceled, booked: refund.refunds };
  });
  return answer(ctx, order, booked);
}

/**
 * An operator gives back part of a placed (or canceled) order — an amount, or chosen lines whose
 * amount is computed here (refund-lines.ts) — never more than is left to refund, per line and in total.
 */
export async function refundPart(ctx: AppContext, number: string, req: { amount?: number | undefined; lines?: RefundLineInput[] | undefined; reason: string; operatorId: number }, now: Date) {
  const { order, booked } = await ctx.db.transaction(async (tx) => {
    const order = await lockByNumber(tx, number);
    if (order.state !== 'complete' && order.state !== 'canceled') throw new RuleViolation('order_not_placed', `Order ${order.number} is ${order.state}; only a placed order is refunded`, 'state');
    // Under the order's row lock: what is left of each line is read after every earlier refund committed.
    const plan = req.lines ? await planLineRefund(tx, order.id, req.lines) : null;
    const amount = plan ? plan.amount : req.amount;
    if (amount === undefined) throw new RuleViolation('amount_required', 'Give an amount, or lines', 'amount');
    const actor = { kind: 'operator' as const, userId: req.operatorId };
    const done = await refundWithCreditNote(ctx, tx, order, { amount, reason: req.reason, actor, ...(plan ? { field: 'lines' } : {}) }, now);
    if (plan && done.refunds[0]) await recordLineRefund(tx, order.id, done.refunds[0].id, plan, now);
    if (done.refunds.length > 0) await queueLifecycleEmail(tx, done.order, { kind: 'refunded', refunds: refundFacts(done.refunds) }, ctx.config.storefrontUrl);
    const lines = plan?.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity, amount: l.amount }));
    await recordAudit(tx, { actorUserId: req.operatorId, action: 'orders.refund', subjectUserId: order.userId, details: { order: order.number, amount, currency: order.currency, reason: req.reason, ...(lines ? { lines } : {}) }, at: now });
    return { order: done.order, booked: done.refunds };
  });
  return answer(ctx, order, booked);
}

/** What a refund of these lines would give back now (read without a lock: the desk's preview; booking computes it again). */
export async function quoteLineRefund(ctx: AppContext, number: string, lines: RefundLineInput[]): Promise<RefundQuoteResponse> {
  const order = await findOrderByNumber(ctx.db, number);
  if (!order) throw new NotFound('Order not found');
  if (order.state !== 'complete' && order.state !== 'canceled') throw new RuleViolation('order_not_placed', `Order ${order.number} is ${order.state}; only a placed order is refunded`, 'state');
  const plan = await planLineRefund(ctx.db, order.id, lines);
  return { currency: order.currency, amount: plan.amount, lines: plan.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity, amount: l.amount })) };
}

/** The shopper's refunds of their order (another's is a 404). */
export async function refundsOfOwnOrder(db: Db, number: string, userId: number): Promise<OrderRefund[]> {
  const order = await db.transaction((tx) => lockOrderByNumber(tx, number));
  if (!order || order.userId !== userId) throw new NotFound('Order not found');
  return (await refundsOf(db, order.id)).map(presentRefund);
}
