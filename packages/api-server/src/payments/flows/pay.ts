// Pay for an order by card or redirect, as one workflow whose steps are named (Medusa v2's
// `completeCartWorkflow` and payment-session steps are the model). It crosses modules: the orders
// module's row lock, state machine and payment records decide what may happen; the gateway is called
// outside any transaction; the gateway's answer is merged into our intent, and a success places the
// order (orders' completion, from the webhook or the answer, whichever comes first).
import type { PaymentMethod } from '@ph/region-config';
import { findPgError, INTENT_METHODS, type IntentMethod } from '../../db';
import { AppError, NotFound, RuleViolation } from '../../errors';
import { assertOrderConsentGiven, loadOrderForPayment, transitionRecord, type OrderForPayment, type StateActor } from '../../orders';
import { GatewayError, type GatewayIntent } from '../gateway';
import { assertHokodoEligible } from '../hokodo';
import * as repo from '../intents-repo';
import { assertMethodAllowed } from '../methods';
import { intentView } from '../present';
import { recoverDeadLock } from '../reconcile';
import { assertPayable, BUSY_TIMEOUT_MS, intentReference, paymentInProgress, recordGatewayAnswer, returnUrlFor, type PaymentDeps } from '../service';

function isIntentMethod(m: string): m is IntentMethod {
  return (INTENT_METHODS as readonly string[]).includes(m);
}

type Plan =
  | { kind: 'existing'; row: repo.IntentRow }
  | { kind: 'create' | 'confirm'; row: repo.IntentRow; cancelGatewayId: string | null; attempt: number };

export interface PayInput {
  orderId: number;
  userId: number;
  /** Any region-config method; one that is not paid through an intent is a 422 after the region check. */
  method: PaymentMethod;
  /** The redirect call: a card is refused there (it has its own calls). */
  redirectOnly?: boolean;
  paymentMethodId?: string | undefined;
  /** `pay` confirms at once; `confirm` targets a known intent id. */
  intentId?: string | undefined;
}

/** Step 1: a call left in flight by a process that died is settled with the gateway first, not waited out. */
const recoverDeadLockStep = (deps: PaymentDeps, input: PayInput) => recoverDeadLock(deps, input.orderId);

/**
 * Step 2: under the order's row lock, what this call does: an intent that succeeded or is processing
 * is answered as it is (never a second charge); one being confirmed by a concurrent request is a 409;
 * a retry confirms the open intent again; another method or amount replaces it by a new one.
 */
async function planPaymentStep(deps: PaymentDeps, input: PayInput): Promise<{ order: OrderForPayment; plan: Plan }> {
  const { db, gateway, now } = deps;
  return db.transaction(async (tx) => {
    const order = await loadOrderForPayment(tx, { orderId: input.orderId, userId: input.userId });
    const open = await repo.openIntentOf(tx, order.id, true);
    if (open && (open.status === 'succeeded' || open.status === 'processing')) {
      if (input.intentId && open.gatewayIntentId !== input.intentId) throw new NotFound('Payment intent not found');
      return { order, plan: { kind: 'existing', row: open } };
    }
    assertPayable(order, { balanceDue: true });
    // The card is charged before the order is placed: refuse here what placing would refuse.
    if (order.state !== 'complete') await assertOrderConsentGiven(tx, order.id);
    assertMethodAllowed(order, input.method, input.intentId ? 'payment_intent_id' : 'payment_method_type');
    if (!isIntentMethod(input.method) || (input.redirectOnly && input.method === 'card')) {
      const redirects = INTENT_METHODS.filter((m) => m !== 'card').join(', ');
      throw new RuleViolation('payment_method_not_redirect', `${input.method} is not a redirect payment method (use ${redirects})`, 'payment_method_type');
    }
    const method = input.method;
    if (method === 'hokodo') {
      // Hokodo is its own lender, not a Stripe method: only the sandbox models it so far.
      if (gateway.provider !== 'sandbox') {
        throw new RuleViolation('payment_method_unavailable', 'Pay later with Hokodo is not connected in this store yet', 'payment_method_type');
      }
      await assertHokodoEligible(tx, order.id);
    }
    if (input.intentId && (!open || open.gatewayIntentId !== input.intentId)) throw new NotFound('Payment intent not found');
    if (open?.busySince && now().getTime() - open.busySince.getTime() < BUSY_TIMEOUT_MS) {
      throw paymentInProgress(order.number);
    }
    const amount = await repo.amountDueOf(tx, order);
    if (amount <= 0) throw new RuleViolation('nothing_to_pay', 'Store credit already covers this order');
    let cancelGatewayId: string | null = null;
    if (open && open.method === method && open.amount === amount && open.currency === order.currency && open.gatewayIntentId) {
      const row = await repo.markIntentBusy(tx, open.id, now(), deps.bootId ?? null);
      return { order, plan: { kind: 'confirm', row, cancelGatewayId, attempt: row.attempts } };
    }
    const customer: StateActor = { kind: 'customer', userId: input.userId };
    if (open) {
      // Another method or amount: the old intent is dropped (and canceled at the gateway after commit).
      await transitionRecord(tx, { machine: 'payment_intent', event: 'replaced', row: open, to: 'canceled', set: { busySince: null } }, customer, now());
      cancelGatewayId = open.gatewayIntentId;
    }
    const row = await transitionRecord(
      tx,
      {
        machine: 'payment_intent',
        event: 'create',
        values: { orderId: order.id, provider: gateway.provider, method, amount, currency: order.currency, busySince: now(), busyOwner: deps.bootId ?? null, attempts: 1 },
      },
      customer,
      now(),
    );
    return { order, plan: { kind: 'create', row: row!, cancelGatewayId, attempt: 1 } };
  });
}

/** Step 3: the replaced intent canceled at the gateway, after commit (a failure is only logged). */
async function cancelReplacedIntentStep(deps: PaymentDeps, gatewayIntentId: string | null): Promise<void> {
  if (!gatewayIntentId) return;
  await deps.gateway.cancel(gatewayIntentId).catch((err: unknown) => deps.warn({ err, intent: gatewayIntentId }, 'could not cancel a replaced intent'));
}

/** Step 4: the gateway creates and confirms the intent, or confirms the open one again (idempotent keys). */
function callGatewayStep(deps: PaymentDeps, order: OrderForPayment, plan: Exclude<Plan, { kind: 'existing' }>, input: PayInput): Promise<GatewayIntent> {
  const returnUrl = returnUrlFor(deps.storefrontUrl, order);
  return plan.kind === 'create'
    ? deps.gateway.createIntent({
        amount: plan.row.amount,
        currency: plan.row.currency,
        method: plan.row.method,
        paymentMethodId: input.paymentMethodId,
        returnUrl,
        confirm: true,
        idempotencyKey: intentReference(order.id, plan.row.id),
        metadata: { order_id: String(order.id), order_number: order.number },
      })
    : deps.gateway.confirm(plan.row.gatewayIntentId!, {
        paymentMethodId: input.paymentMethodId,
        returnUrl,
        idempotencyKey: `order-${order.id}-intent-${plan.row.id}-confirm-${plan.attempt}`,
      });
}

/**
 * Step 5 (refused): the refusal recorded on our intent and answered — a card refusal as a 402 carrying
 * the intent (the page offers another card for it); an intent that finished outside this call (3-D
 * Secure in the page, the sandbox's page) is answered with its outcome.
 */
async function recordRefusalStep(deps: PaymentDeps, plan: Exclude<Plan, { kind: 'existing' }>, err: GatewayError): Promise<repo.IntentRow> {
  const row = await recordGatewayAnswer(deps, plan.row.id, err.intent, err.intent ? null : { code: err.code, message: err.message });
  if (plan.kind === 'confirm' && (row.status === 'succeeded' || row.status === 'processing')) return row;
  if (err.isCardError) throw new AppError(402, err.code, err.message, 'payment_method_id', { payment_intent: intentView(row) });
  if (err.code === 'resource_missing' || err.code === 'payment_method_required') {
    throw new RuleViolation('payment_method_invalid', err.message, 'payment_method_id');
  }
  if (err.code === 'gateway_unavailable') throw new AppError(502, 'gateway_unavailable', 'The payment provider is unavailable; try again');
  throw new RuleViolation(err.code, err.message);
}

/** A write that lost to a concurrent one (deadlock, serialization, a record moved since it was read): worth retrying. */
function isTransientWriteError(err: unknown): boolean {
  if (err instanceof AppError && err.code === 'stale_payment_record') return true;
  const code = findPgError(err)?.code;
  return code === '40001' || code === '40P01' || code === '55P03';
}

/**
 * Step 5: the gateway's answer merged into our intent (a webhook may have been faster: never regress).
 * The gateway has acted by now — maybe charged the card — so a write that loses a race is retried, and
 * if it still cannot be written the request answers what the gateway said: the shopper whose card was
 * charged is never told to pay again (the webhook, or reconciliation, books it and frees the intent).
 */
async function recordAnswerStep(deps: PaymentDeps, plan: Exclude<Plan, { kind: 'existing' }>, intent: GatewayIntent): Promise<repo.IntentRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordGatewayAnswer(deps, plan.row.id, intent, null);
    } catch (err) {
      if (!isTransientWriteError(err)) throw err;
      if (attempt < ANSWER_WRITE_ATTEMPTS) continue;
      deps.warn({ err, intentRow: plan.row.id }, 'could not record the gateway\'s answer; answering it as the gateway gave it');
      return { ...plan.row, gatewayIntentId: plan.row.gatewayIntentId ?? intent.id, clientSecret: intent.clientSecret, status: intent.status, nextActionUrl: intent.redirectUrl };
    }
  }
}
const ANSWER_WRITE_ATTEMPTS = 3;

/** `pay`, `confirm` and the redirect call: starts (or retries) the order's payment. */
export async function payWorkflow(deps: PaymentDeps, input: PayInput): Promise<{ intent: repo.IntentRow; orderNumber: string }> {
  await recoverDeadLockStep(deps, input);
  const { order, plan } = await planPaymentStep(deps, input);
  if (plan.kind === 'existing') return { intent: plan.row, orderNumber: order.number };
  await cancelReplacedIntentStep(deps, plan.cancelGatewayId);
  let answer: GatewayIntent;
  try {
    answer = await callGatewayStep(deps, order, plan, input);
  } catch (err) {
    if (!(err instanceof GatewayError)) {
      await repo.releaseBusy(deps.db, plan.row.id, deps.now());
      throw err;
    }
    return { intent: await recordRefusalStep(deps, plan, err), orderNumber: order.number };
  }
  return { intent: await recordAnswerStep(deps, plan, answer), orderNumber: order.number };
}
