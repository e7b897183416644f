// The orders ↔ payments contract (README "Orders ↔ payments"). The payments module calls these inside
// its own transaction; each one locks the order row first, so concurrent webhooks, retries and
// browser returns serialise on the order and only the first completion does anything. The state
// changes themselves are the order's state machine (stateMachine.ts): `complete`, `payment_received`,
// `payment_failed`.
import type { Db } from '../db';
import { enqueueEmail } from '../email';
import { AppError, NotFound, RuleViolation } from '../errors';
import { assertCan, SYSTEM, transition, type OrderState, type PaymentState, type StateActor } from './stateMachine';
import { takePromotionUsages } from '../promotions';
import { orderPlacedEmail, orderUrl, paymentReceivedEmail } from './emails';
import { recalculateOrder } from './recalculate';
import * as repo from './repository';
import { takeStock } from '../catalogue';
import { promotableLines } from './coupons';
import { onOrderCompleted } from '../designs';
import { emitOrderEvent } from './events';

export interface OrderForPayment {
  id: number;
  number: string;
  userId: number;
  currency: string;
  region: string;
  state: OrderState;
  paymentState: PaymentState | null;
  paymentMethod: string | null;
  /** Minor units of `currency`. */
  total: number;
  email: string | null;
  lockVersion: number;
}

export interface CompletionOptions {
  /** Clock of the caller (tests inject one); defaults to now. */
  now?: Date;
  /** Origin of the order link in e-mails; defaults to `STOREFRONT_URL`. */
  storefrontUrl?: string;
  /** Who caused the change, for the order's history; defaults to the server itself (jobs, tests). */
  actor?: StateActor;
}

function forPayment(o: repo.OrderRow): OrderForPayment {
  return {
    id: o.id,
    number: o.number,
    userId: o.userId,
    currency: o.currency,
    region: o.region,
    state: o.state,
    paymentState: o.paymentState,
    paymentMethod: o.paymentMethod,
    total: o.total,
    email: o.email,
    lockVersion: o.lockVersion,
  };
}

const storefront = (opts: CompletionOptions) => (opts.storefrontUrl ?? process.env.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** The order of `userId`, row-locked for the rest of the transaction; another user's order is a 404. */
export async function loadOrderForPayment(tx: Db, args: { orderId: number; userId: number }): Promise<OrderForPayment> {
  const row = await repo.lockOrderOf(tx, args.orderId, args.userId);
  if (!row) throw new NotFound('Order not found');
  return forPayment(row);
}

/** Takes stock of stock-controlled variants; a conditional update so two orders cannot oversell. */
async function takeStockOf(tx: Db, lines: repo.LineWithCatalogue[]): Promise<void> {
  for (const l of lines) {
    if (!l.variant?.stockControlEnabled) continue;
    const q = l.line.quantity * l.variant.piecesPerUnit;
    if (!(await takeStock(tx, l.variant.id, q))) throw new RuleViolation('out_of_stock', `${l.line.sku} is out of stock for quantity ${l.line.quantity}`, `line_items.${l.line.id}`);
  }
}

/**
 * Places the order: confirm → complete. Idempotent (a complete order is returned unchanged with
 * `alreadyComplete: true`). Re-prices the order, checks `expectedTotal` (422 `total_changed`), re-validates
 * its coupons and takes their usage and the stock atomically, then sets the state, `completed_at`,
 * `payment_state` and writes the "order placed" e-mail. Any 422 leaves the order as it was (the
 * caller's transaction rolls back).
 */
export async function completeOrder(
  tx: Db,
  args: { orderId: number; paymentState: 'paid' | 'balance_due'; expectedTotal?: number } & CompletionOptions,
): Promise<{ order: OrderForPayment; alreadyComplete: boolean }> {
  const now = args.now ?? new Date();
  const locked = await repo.lockOrder(tx, args.orderId);
  if (!locked) throw new NotFound('Order not found');
  if (locked.state === 'complete') return { order: forPayment(locked), alreadyComplete: true };
  const event = { type: 'complete', paymentState: args.paymentState } as const;
  await assertCan(tx, locked, event);

  const order = await recalculateOrder(tx, locked, now);
  if (order.state !== locked.state) {
    throw new RuleViolation('shipping_method_unavailable', 'The shipping method no longer fits the order; choose again', 'shipping_method');
  }
  if (args.expectedTotal !== undefined && args.expectedTotal !== order.total) {
    throw new AppError(422, 'total_changed', `The order total changed from ${args.expectedTotal} to ${order.total}; review the order`, 'expected_total', {
      expected_total: args.expectedTotal,
      total: order.total,
    });
  }
  const lines = await repo.linesOf(tx, order.id);
  await takePromotionUsages(tx, order, promotableLines(lines), now);
  await takeStockOf(tx, lines);

  const done = await transition(tx, order, event, args.actor ?? SYSTEM, now);
  // Designed lines keep the design version they were paid with and get a proof to approve.
  await onOrderCompleted(tx, done, { now, storefrontUrl: storefront(args) });
  if (done.email) {
    await enqueueEmail(tx, orderPlacedEmail(done.email, done, orderUrl(storefront(args), done)));
  }
  await emitOrderEvent(tx, { type: 'placed', order: done, now, storefrontUrl: storefront(args) });
  return { order: forPayment(done), alreadyComplete: false };
}

/** payment_state → paid and the "payment received" e-mail; a second call changes nothing. */
export async function markOrderPaid(tx: Db, args: { orderId: number } & CompletionOptions): Promise<void> {
  const order = await repo.lockOrder(tx, args.orderId);
  if (!order) throw new NotFound('Order not found');
  const now = args.now ?? new Date();
  const done = await transition(tx, order, { type: 'payment_received' }, args.actor ?? SYSTEM, now);
  if (done === order) return;
  if (done.email) await enqueueEmail(tx, paymentReceivedEmail(done.email, done, orderUrl(storefront(args), done)));
  await emitOrderEvent(tx, { type: 'paid', order: done, now, storefrontUrl: storefront(args) });
}

/**
 * payment_state → failed, so the shopper can retry with another method. A paid order stays paid: a
 * failure event arriving after the success (webhooks come out of order) must not undo it.
 */
export async function markPaymentFailed(tx: Db, args: { orderId: number } & CompletionOptions): Promise<void> {
  const order = await repo.lockOrder(tx, args.orderId);
  if (!order) throw new NotFound('Order not found');
  await transition(tx, order, { type: 'payment_failed' }, args.actor ?? SYSTEM, args.now ?? new Date());
}
