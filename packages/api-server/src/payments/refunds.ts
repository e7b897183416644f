// Giving money back on a placed order, the way it was paid: a card or redirect payment through the
// gateway (sent after commit with the key `refund-{id}`), store credit straight back to the wallet, a
// bank transfer or instalments as a refund owed (the accounts team pays it back by transfer). Booked
// under the order's row lock, so concurrent refunds never give back more than was taken; a refund the
// gateway has not confirmed stays `pending` and reconciliation sends it again with the same key after
// a crash (the gateway answers a repeated key with the first refund: never sent twice).
import type { Db } from '../db';
import { INTENT_METHODS } from '../db';
import type { LedgerMethod } from '../db/schema';
import { RuleViolation } from '../errors';
import { transition, type OrderRow, type StateActor } from '../orders';
import { moveCredit, payerOf } from '../wallet';
import { GatewayError, type GatewayRefundUpdate } from './gateway';
import * as intents from './intents-repo';
import * as repo from './refunds-repo';
import type { PaymentDeps } from './service';

export type RefundRow = repo.RefundRow;

export interface RefundRequest {
  /** Minor units of the order's currency; null: everything still taken (a cancellation). */
  amount: number | null;
  reason: string;
  actor: Extract<StateActor, { kind: 'customer' | 'operator' }>;
  /** The request's field a refusal names (`lines` for a refund of lines, whose amount the API computed). */
  field?: string;
}

/** Which money goes back first: the gateway's (back to the card), then store credit, then transfers (owed). */
const ORDER_OF_RETURN = (m: LedgerMethod): number => ((INTENT_METHODS as readonly string[]).includes(m) ? 0 : m === 'wallet' ? 1 : 2);

/**
 * What is still taken and not given back, per ledger row: a completed row's amount; for instalments
 * still being paid (their row stays pending until the last one arrives) the instalments received so
 * far — money the store holds, owed back by transfer when the order is canceled or refunded.
 */
async function refundable(tx: Db, orderId: number) {
  const all = await intents.ledgerOf(tx, orderId);
  const paidInstalments = all.some((r) => r.method === 'installments' && r.state === 'pending')
    ? (await intents.installmentsOf(tx, orderId)).filter((i) => i.state === 'paid').reduce((s, i) => s + i.amount, 0)
    : 0;
  const taken = (row: (typeof all)[number]) => (row.state === 'completed' ? row.amount : row.method === 'installments' && row.state === 'pending' ? paidInstalments : 0);
  const ledger = all.filter((r) => taken(r) > 0);
  const refunds = (await repo.refundsOf(tx, orderId)).filter((r) => r.state !== 'failed');
  return ledger
    .map((row) => ({ row, left: taken(row) - refunds.filter((r) => r.orderPaymentId === row.id).reduce((s, r) => s + r.amount, 0) }))
    .filter((x) => x.left > 0)
    .sort((a, b) => ORDER_OF_RETURN(a.row.method) - ORDER_OF_RETURN(b.row.method) || b.row.id - a.row.id);
}

/** How a refund of money paid with `method` goes back: through the gateway, to the wallet, or by transfer. */
export function refundWay(method: string): 'gateway' | 'wallet' | 'transfer' {
  return (INTENT_METHODS as readonly string[]).includes(method) ? 'gateway' : method === 'wallet' ? 'wallet' : 'transfer';
}

/**
 * What a full refund (a cancellation) would give back now, per payment, in the order `bookRefund`
 * books it: what the shopper is told before cancelling. Read without a lock: a preview, not a promise.
 */
export async function refundPreview(db: Db, orderId: number): Promise<Array<{ method: string; way: 'gateway' | 'wallet' | 'transfer'; amount: number; currency: string }>> {
  return (await refundable(db, orderId)).map(({ row, left }) => ({ method: row.method, way: refundWay(row.method), amount: left, currency: row.currency }));
}

/**
 * Books a refund on `order` (row-locked by the caller, in its transaction): one row per ledger row it
 * comes out of, store credit back in the wallet, the payment state moved (a paid order: refunded or
 * partially refunded). Answers the rows; the gateway's are `pending` and are sent by `sendRefunds` after
 * commit. The caller issues the credit note in the same transaction (the invoices module reads
 * payments, so payments does not call it).
 */
export async function bookRefund(tx: Db, order: OrderRow, req: RefundRequest, now: Date): Promise<{ order: OrderRow; refunds: RefundRow[] }> {
  const pieces = await refundable(tx, order.id);
  const left = pieces.reduce((s, x) => s + x.left, 0);
  const amount = req.amount ?? left;
  if (req.amount !== null && req.amount > left) {
    throw new RuleViolation('refund_exceeds_remainder', `${req.amount} is more than the ${left} still to refund on order ${order.number}`, req.field ?? 'amount');
  }
  if (amount === 0) return { order, refunds: [] };
  const refunds: RefundRow[] = [];
  let rest = amount;
  for (const { row, left: rowLeft } of pieces) {
    if (rest === 0) break;
    const part = Math.min(rest, rowLeft);
    rest -= part;
    const state = (INTENT_METHODS as readonly string[]).includes(row.method) ? 'pending' : row.method === 'wallet' ? 'succeeded' : 'owed';
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      orderPaymentId: row.id,
      method: row.method,
      amount: part,
      currency: row.currency,
      state,
      reason: req.reason,
      actor: req.actor.kind,
      actorUserId: req.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (row.method === 'wallet') {
      const payer = (await payerOf(tx, order.id)) ?? order.userId;
      await moveCredit(tx, { userId: payer, currency: row.currency, amount: part, kind: 'refund', note: req.reason, orderId: order.id, now });
    }
    refunds.push(refund);
  }
  let moved = order;
  if (order.paymentState === 'paid' || order.paymentState === 'partially_refunded') {
    moved = await transition(tx, order, { type: 'refund', paymentState: amount === left ? 'refunded' : 'partially_refunded' }, req.actor, now);
  } else if (order.paymentState === 'balance_due' && req.amount === null) {
    // A cancellation of an order in instalments: what arrived goes back, the rest is called off.
    // (An operator's partial refund of one still being paid leaves it balance_due: more is expected.)
    moved = await transition(tx, order, { type: 'refund', paymentState: 'refunded' }, req.actor, now);
  }
  return { order: moved, refunds };
}

/**
 * Sends booked gateway refunds (after the booking committed). Each is sent with the key `refund-{id}`:
 * a resend after a crash gets the gateway's first answer. A refusal (the card's payment refunded on the
 * gateway's dashboard already, a closed card account, ...) does not take the refund back: the order was
 * refunded and its credit note issued, so the money becomes owed, paid back by transfer like a bank
 * transfer's refund, with the gateway's reason kept for the accounts team.
 */
export async function sendRefunds(deps: PaymentDeps, opts: { ids?: number[]; createdBefore?: Date; limit?: number }): Promise<number> {
  const due = await repo.pendingGatewayRefunds(deps.db, { ...opts, limit: opts.limit ?? 200 });
  let sent = 0;
  for (const { refund, gatewayIntentId } of due) {
    if (!gatewayIntentId) {
      await repo.settleRefund(deps.db, refund.id, { state: 'owed', lastError: 'The payment has no gateway intent to refund' }, deps.now());
      continue;
    }
    try {
      const answer = await deps.gateway.refund(gatewayIntentId, refund.amount, `refund-${refund.id}`, String(refund.id));
      sent += 1;
      if (answer.status === 'pending') {
        // Accepted, not settled: the gateway's refund.updated webhook settles it (or, if that is lost,
        // reconciliation's resend with the same key reads the settled refund).
        await repo.noteGatewayRefundId(deps.db, refund.id, answer.id, deps.now());
        continue;
      }
      const state = answer.status === 'failed' ? 'owed' : 'succeeded';
      await repo.settleRefund(deps.db, refund.id, { state, gatewayRefundId: answer.id, ...(state === 'owed' ? { lastError: 'The gateway answered the refund as failed' } : {}) }, deps.now());
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      if (err.code === 'gateway_unavailable') {
        // Stays pending: reconciliation sends it again with the same key.
        deps.warn({ err, refund: refund.id }, 'refund not sent; reconciliation retries it');
        continue;
      }
      await repo.settleRefund(deps.db, refund.id, { state: 'owed', lastError: `${err.code}: ${err.message}`.slice(0, 500) }, deps.now());
      deps.warn({ err, refund: refund.id }, 'the gateway refused a refund; it is owed, to pay back by transfer');
    }
  }
  return sent;
}

/**
 * A gateway's refund webhook (`refund.updated`, `refund.failed`): settles the pending refund it names,
 * once (only a pending refund moves). A failed or canceled one becomes owed, paid back by transfer.
 */
export async function settleRefundFromGateway(tx: Db, update: GatewayRefundUpdate, now: Date): Promise<'refund_settled' | 'refund_pending' | 'refund_already_settled' | 'unknown_refund'> {
  const ours = await repo.refundOfGateway(tx, update.id, update.reference);
  if (!ours) return 'unknown_refund';
  if (ours.state !== 'pending') return 'refund_already_settled';
  if (update.status === 'pending' || update.status === 'requires_action') {
    await repo.noteGatewayRefundId(tx, ours.id, update.id, now);
    return 'refund_pending';
  }
  const state = update.status === 'succeeded' ? 'succeeded' : 'owed';
  const moved = await repo.settleRefund(
    tx,
    ours.id,
    { state, gatewayRefundId: update.id, ...(state === 'owed' ? { lastError: `The gateway reported the refund ${update.status}${update.failureReason ? `: ${update.failureReason}` : ''}`.slice(0, 500) } : {}) },
    now,
  );
  return moved ? 'refund_settled' : 'refund_already_settled';
}
