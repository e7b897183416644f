// Payments' core: what a payment may do to an order, the gateway's answers and webhooks merged into our
// intents, the return page's status. Starting a payment is the pay workflow (flows/pay.ts). The amount is always the server's order total (minus store credit already applied).
import { routePath, isRegionCode } from '@ph/region-config';
import type { Db } from '../db';
import type { PaymentProvider } from '../db/schema';
import { AppError, NotFound } from '../errors';
import {
  assertAllowed,
  completeOrder,
  discardIntent,
  GATEWAY,
  loadOrderForPayment,
  lockOrder,
  markOrderPaid,
  markPaymentFailed,
  transitionRecord,
  walletAppliedTo,
  type OrderForPayment,
} from '../orders';
import { GatewayError, type GatewayEvent, type GatewayIntent, type PaymentGateway } from './gateway';
import * as repo from './intents-repo';
import { releaseWalletPayment } from './credit-release';
import { shouldApply } from './status-merge';
import { settleRefundFromGateway } from './refunds';

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  storefrontUrl: string;
  /** Logs what a background step could not do (a refund after a refused completion). */
  warn: (obj: Record<string, unknown>, msg: string) => void;
  /** Boot id of this API process (src/jobs/instance.ts): names it as the owner of a gateway call in flight. */
  bootId?: string | undefined;
}

/**
 * A gateway call in flight for longer than this is considered dead and may be retried. Only for a lock
 * without an owner: one whose owning process is known dead is recovered at once (reconcile.ts).
 */
export const BUSY_TIMEOUT_MS = 60_000;

/**
 * 409 while another request's gateway call for the order is in flight: the shopper (or the page) reads
 * the outcome from `status_url` (`GET v2/orders/{number}/payment_status`) instead of paying again.
 */
export function paymentInProgress(orderNumber: string): AppError {
  return new AppError(409, 'payment_in_progress', 'A payment for this order is being processed; read its result at status_url', undefined, {
    status_url: `/api/v2/orders/${orderNumber}/payment_status`,
  });
}

/** The idempotency key of an intent's create call; also how a dead call's intent is found again. */
export function intentReference(orderId: number, intentRowId: number): string {
  return `order-${orderId}-intent-${intentRowId}`;
}

/** The order and intent row an `intentReference` names; null for anything else (another shop's intent). */
export function parseIntentReference(reference: string): { orderId: number; intentRowId: number } | null {
  const m = /^order-(\d{1,15})-intent-(\d{1,15})$/.exec(reference);
  return m ? { orderId: Number(m[1]), intentRowId: Number(m[2]) } : null;
}

/**
 * Our intent for a gateway event: by the gateway's id, or by the reference the create call left in
 * the intent's metadata. The gateway may send the event before our process has recorded the create
 * call's answer (a sandbox or Stripe webhook racing a busy pay request); such an event still books
 * the payment instead of being dropped as unknown and left for reconciliation. The two reads are
 * not one snapshot: the answer can commit between them, so the second one does not require the
 * gateway id to be missing (it was, once, and the paid order stayed unplaced: README "Webhooks
 * decide"); the caller checks the id under the row lock.
 */
async function intentOfEvent(tx: Db, provider: PaymentProvider, intent: GatewayIntent): Promise<repo.IntentRow | undefined> {
  const byId = await repo.intentByGatewayId(tx, provider, intent.id);
  if (byId) return byId;
  const ref = intent.reference ? parseIntentReference(intent.reference) : null;
  return ref ? repo.intentByReference(tx, provider, ref) : undefined;
}

export type PaymentStatus = 'OK' | 'WAITING' | 'DELAYED' | 'FAILED' | 'NOT_STARTED';

export function returnUrlFor(storefrontUrl: string, order: { number: string; region: string }): string {
  const region = isRegionCode(order.region) ? order.region : 'eu';
  return `${storefrontUrl}${routePath('orderPayment', region, { orderId: order.number })}`;
}

/**
 * `balanceDue`: a placed order still waiting for a transfer (or whose later card attempt failed) may
 * be paid by card or redirect instead — the card calls allow it, wallet and bank transfer do not.
 */
export function assertPayable(order: OrderForPayment, opts: { balanceDue?: boolean } = {}): void {
  if (opts.balanceDue && order.state === 'complete' && (order.paymentState === 'balance_due' || order.paymentState === 'failed')) {
    return assertAllowed(order, { type: 'payment_received' });
  }
  // Otherwise the payment places the order: the machine says whether it may be placed now.
  assertAllowed(order, { type: 'complete', paymentState: 'paid' });
}

/** Stores a synchronous gateway answer on our intent (a webhook may have been faster: merge, never regress). */
export async function recordGatewayAnswer(
  deps: PaymentDeps,
  id: number,
  intent: GatewayIntent | null,
  failure: { code: string; message: string } | null,
): Promise<repo.IntentRow> {
  return deps.db.transaction(async (tx) => {
    // The order's row first, then the intent's — the order every other writer of the intent takes
    // (pay, webhooks, reconciliation). Locking the intent alone let a concurrent pay hold the order row
    // while waiting for the intent, and this transaction's log insert (a key-share lock on the order)
    // wait for that pay: a deadlock whose victim could be the request that had just charged the card.
    const seen = await repo.findIntentById(tx, id);
    if (seen) await lockOrder(tx, seen.orderId);
    const current = await repo.lockIntent(tx, id);
    if (!current) throw new Error('payment intent vanished');
    const set: Partial<repo.IntentRow> = { busySince: null, busyOwner: null };
    if (intent) {
      set.gatewayIntentId = current.gatewayIntentId ?? intent.id;
      set.clientSecret = intent.clientSecret;
      if (shouldApply(current.status, intent.status, null, null)) {
        const lastError = { nextActionUrl: intent.redirectUrl, lastErrorCode: intent.lastError?.code ?? null, lastErrorMessage: intent.lastError?.message ?? null };
        const row = await transitionRecord(tx, { machine: 'payment_intent', event: 'gateway_update', row: current, to: intent.status, set: { ...set, ...lastError } }, GATEWAY, deps.now());
        return row!;
      }
    } else if (failure && !current.gatewayIntentId) {
      // The gateway never created the intent: drop our placeholder, as if nothing had been tried.
      await discardIntent(tx, current);
      return { ...current, busySince: null, busyOwner: null, lastErrorCode: failure.code, lastErrorMessage: failure.message };
    }
    return repo.updateIntentFields(tx, id, set, deps.now());
  });
}

/** The browser came back from a redirect: a hint only — refresh our view of the intent, never the order. */
export async function refreshFromReturn(deps: PaymentDeps, row: repo.IntentRow): Promise<repo.IntentRow> {
  if (!row.gatewayIntentId || row.status === 'succeeded' || row.status === 'canceled') return row;
  try {
    const intent = await deps.gateway.handleReturn(row.gatewayIntentId);
    return await recordGatewayAnswer(deps, row.id, intent, null);
  } catch (err) {
    // Only a hint: when the gateway cannot be asked, the page shows what the webhooks said so far.
    if (!(err instanceof GatewayError)) throw err;
    deps.warn({ err, intent: row.gatewayIntentId }, 'could not refresh an intent on return');
    return row;
  }
}

export type WebhookOutcome =
  | 'duplicate'
  | 'applied'
  | 'stale'
  | 'unknown_intent'
  | 'ignored_type'
  | 'refund_settled'
  | 'refund_pending'
  | 'refund_already_settled'
  | 'unknown_refund'
  | `completion_refused:${string}`;

/** Stripe's events about a refund changing (the sandbox sends `refund.updated`). */
const REFUND_EVENTS = ['refund.updated', 'refund.failed', 'charge.refund.updated'];

/**
 * Applies one verified webhook event in one transaction: record it (a redelivery stops here), lock the
 * order and our intent, merge the status, and move the order: succeeded → complete with payment paid
 * (or paid, for an order already placed); payment_failed → payment failed (a paid order stays paid).
 */
export async function applyWebhookEvent(deps: PaymentDeps, event: GatewayEvent): Promise<WebhookOutcome> {
  const { db, gateway, now } = deps;
  let refundAfterCommit: string | null = null;
  // Read before the transaction: no gateway call while the order's row is locked.
  const fingerprint = await cardFingerprintOf(deps, event);
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const eventId = await repo.recordEventOnce(tx, gateway.provider, event);
    if (eventId === undefined) return 'duplicate';
    const finish = async (o: WebhookOutcome): Promise<WebhookOutcome> => {
      await repo.setEventOutcome(tx, eventId, o);
      return o;
    };
    if (event.refund && REFUND_EVENTS.includes(event.type)) return finish(await settleRefundFromGateway(tx, event.refund, now()));
    const intent = event.intent;
    const handled = ['payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.payment_failed', 'payment_intent.canceled', 'payment_intent.requires_action'];
    if (!intent || !handled.includes(event.type)) return finish('ignored_type');

    const known = await intentOfEvent(tx, gateway.provider, intent);
    if (!known) return finish('unknown_intent');
    // Lock order first, then the intent: the same order as startPayment, so no deadlock.
    const userId = await repo.orderOwner(tx, known.orderId);
    if (userId === undefined) return finish('unknown_intent');
    const order = await loadOrderForPayment(tx, { orderId: known.orderId, userId });
    const locked = await repo.lockIntent(tx, known.id);
    if (!locked || (locked.gatewayIntentId !== null && locked.gatewayIntentId !== intent.id)) return finish('unknown_intent');
    // The event overtook the create call's answer: the gateway's id is known from here on.
    const row = locked.gatewayIntentId === null ? await repo.updateIntentFields(tx, locked.id, { gatewayIntentId: intent.id }, now()) : locked;

    const apply = shouldApply(row.status, intent.status, event.created, row.lastEventAt);
    if (apply) {
      const set = {
        nextActionUrl: intent.redirectUrl,
        lastErrorCode: intent.lastError?.code ?? null,
        lastErrorMessage: intent.lastError?.message ?? null,
        lastEventAt: event.created,
      };
      await transitionRecord(tx, { machine: 'payment_intent', event: 'gateway_update', row, to: intent.status, set }, GATEWAY, now());
    }

    if (event.type === 'payment_intent.succeeded' && intent.status === 'succeeded') {
      // Book the captured money once, whatever the event order.
      await transitionRecord(
        tx,
        {
          machine: 'order_payment',
          event: 'create',
          values: { orderId: order.id, method: row.method, amount: intent.amount, currency: intent.currency, state: 'completed', paymentIntentId: row.id, cardFingerprint: row.method === 'card' ? fingerprint : null },
          ifAbsent: true,
        },
        GATEWAY,
        now(),
      );
      if (order.state === 'complete') {
        // A placed order awaiting a transfer was paid by card instead: the transfer is no longer expected.
        await settleOfflineExpectations(tx, order.id, now());
        await markOrderPaid(tx, { orderId: order.id, now: now(), storefrontUrl: deps.storefrontUrl, actor: GATEWAY });
        return finish('applied');
      }
      const wallet = await walletAppliedTo(tx, order.id);
      try {
        // A savepoint: a refused completion must not undo the record of the money we hold.
        await tx.transaction(async (sp) => {
          await completeOrder(sp, { orderId: order.id, paymentState: 'paid', expectedTotal: intent.amount + wallet, now: now(), storefrontUrl: deps.storefrontUrl, actor: GATEWAY });
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // The money arrived but the order can no longer be placed as paid for (stock gone, coupon
        // used up, price changed): give it all back and leave the order open for the shopper.
        const booked = await repo.ledgerOfIntent(tx, row.id);
        if (booked?.state === 'completed') {
          await transitionRecord(tx, { machine: 'order_payment', event: 'refunded', row: booked, to: 'void' }, GATEWAY, now());
        }
        await releaseWalletPayment(tx, order.id, now());
        await markPaymentFailed(tx, { orderId: order.id, now: now(), actor: GATEWAY });
        refundAfterCommit = intent.id;
        return finish(`completion_refused:${err.code}`);
      }
      return finish('applied');
    }
    if (!apply) return finish('stale');
    if (event.type === 'payment_intent.payment_failed') {
      await markPaymentFailed(tx, { orderId: order.id, now: now(), actor: GATEWAY });
    }
    return finish('applied');
  });
  if (refundAfterCommit) {
    const id = refundAfterCommit;
    await gateway.refund(id).catch((err: unknown) => deps.warn({ err, intent: id }, 'refund after a refused completion failed; refund by hand'));
  }
  return outcome;
}

/**
 * The fingerprint of the card a succeeded card payment was made with, booked with the money (the
 * referral programme compares it: src/referrals/README.md). Events name the payment method by id, so
 * the gateway is asked. A gateway that cannot answer now does not hold up the booking: the payment
 * is booked without it (logged), as money received must place the order.
 */
async function cardFingerprintOf(deps: PaymentDeps, event: GatewayEvent): Promise<string | null> {
  const intent = event.intent;
  if (event.type !== 'payment_intent.succeeded' || intent?.status !== 'succeeded' || intent.method !== 'card' || !intent.paymentMethodId) return null;
  const paymentMethodId = intent.paymentMethodId;
  try {
    return await deps.gateway.cardFingerprint(paymentMethodId);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.warn({ err, intent: intent.id, paymentMethodId }, 'could not read the card fingerprint of a payment; booked without it');
    return null;
  }
}

async function settleOfflineExpectations(tx: Db, orderId: number, now: Date): Promise<void> {
  for (const row of await repo.ledgerOf(tx, orderId)) {
    if ((row.method === 'check' || row.method === 'installments') && row.state === 'pending') {
      await transitionRecord(tx, { machine: 'order_payment', event: 'superseded', row, to: 'void' }, GATEWAY, now);
    }
  }
  for (const row of await repo.installmentsOf(tx, orderId)) {
    if (row.state === 'pending') await transitionRecord(tx, { machine: 'installment', event: 'superseded', orderId, row, to: 'paid' }, GATEWAY, now);
  }
}

/**
 * The return page's question "did it work?", from what webhooks told us (see README "Payment status"):
 * OK paid · WAITING placed, awaiting a bank transfer or instalments · DELAYED the gateway has the
 * payment (processing, or succeeded while its webhook is not processed yet) · FAILED the last attempt
 * failed or was refused · NOT_STARTED nothing attempted, or the shopper has not finished 3-D Secure or the
 * bank page.
 */
export function paymentStatusOf(order: { state: string; paymentState: string | null }, latest: repo.IntentRow | undefined): PaymentStatus {
  if (order.paymentState === 'paid') return 'OK';
  if (order.state === 'complete' && order.paymentState === 'balance_due') return 'WAITING';
  if (latest && (latest.status === 'processing' || latest.status === 'succeeded')) return 'DELAYED';
  if (order.paymentState === 'failed') return 'FAILED';
  if (latest && latest.status !== 'canceled' && latest.lastErrorCode) return 'FAILED';
  return 'NOT_STARTED';
}

export async function orderIdForNumber(db: Db, number: string, userId: number): Promise<number> {
  const ref = await repo.orderRefByNumber(db, number);
  if (!ref || ref.userId !== userId) throw new NotFound('Order not found');
  return ref.id;
}

export interface PaymentStatusResult {
  status: PaymentStatus;
  order: { number: string; state: string; paymentState: string | null };
  intent: repo.IntentRow | null;
}

export async function paymentStatusFor(
  deps: PaymentDeps,
  args: { orderNumber: string; userId: number; returnedIntentId?: string | undefined },
): Promise<PaymentStatusResult> {
  const orderId = await orderIdForNumber(deps.db, args.orderNumber, args.userId);
  let latest = await repo.latestIntentOf(deps.db, orderId);
  if (args.returnedIntentId) {
    if (!latest || latest.gatewayIntentId !== args.returnedIntentId) throw new NotFound('Payment intent not found');
    latest = await refreshFromReturn(deps, latest);
  }
  const order = await repo.orderStatesOf(deps.db, orderId);
  if (!order) throw new NotFound('Order not found');
  return { status: paymentStatusOf(order, latest), order, intent: latest ?? null };
}
