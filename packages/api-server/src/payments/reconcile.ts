// Payment reconciliation: what the gateway knows that we do not. A process killed in the middle of a
// payment leaves two kinds of loose ends, and this module ties both:
//
// - a lock (`busy_since`) on an intent whose gateway call never came back: when its owner process is
//   dead (src/jobs/instance.ts) the gateway is asked what became of the call — the intent by its id, or
//   by the create call's idempotency key when we never learned the id — and the answer is recorded;
//   a call that never reached the gateway leaves nothing to keep and its placeholder is dropped;
// - an intent the gateway settled while we never booked it (the webhook was lost or is late): the
//   gateway is asked about every open intent that has no booking and a success is applied exactly as
//   its webhook would be (one booking per intent, one completion per order, whatever comes later).
//
// `recoverDeadLock` runs inline before a payment of the same order; `reconcilePayments` is the
// `payments.reconcile` job (at start, every minute, and on demand).
import { sendRefunds } from './refunds';
import { GatewayError, type GatewayIntent } from './gateway';
import * as repo from './intents-repo';
import type { IntentRow } from './intents-repo';
import { applyWebhookEvent, BUSY_TIMEOUT_MS, intentReference, recordGatewayAnswer, type PaymentDeps } from './service';

/** An open intent untouched this long is asked about (younger ones are still in the shopper's hands or the webhook's way). */
export const PENDING_GRACE_MS = 30_000;
/** Intents older than this are no longer asked about (Stripe expires unconfirmed intents long before). */
const PENDING_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

export interface ReconcileReport {
  recoveredLocks: number;
  booked: number;
  refreshed: number;
  /** Gateway refunds a crash left unsent, sent again with their keys. */
  refundsResent: number;
}

export async function recoverDeadLock(deps: PaymentDeps, orderId: number): Promise<boolean> {
  const [row] = await repo.deadLockedIntents(deps.db, { orderId, now: deps.now(), busyTimeoutMs: BUSY_TIMEOUT_MS, limit: 1 });
  if (!row) return false;
  await recoverIntent(deps, row);
  return true;
}

/** Asks the gateway what became of the dead call and records it; the lock is released either way. */
async function recoverIntent(deps: PaymentDeps, row: IntentRow): Promise<void> {
  let intent: GatewayIntent | null;
  try {
    intent = row.gatewayIntentId
      ? await deps.gateway.handleReturn(row.gatewayIntentId)
      : await deps.gateway.findByReference(intentReference(row.orderId, row.id), row.createdAt);
  } catch (err) {
    // The gateway cannot be asked now: the lock stays (a 409 is safer than a second charge); next run retries.
    if (!(err instanceof GatewayError)) throw err;
    deps.warn({ err, intentRow: row.id }, 'could not ask the gateway about a dead payment call');
    return;
  }
  // Only if nobody recovered or retook it meanwhile (same lock as read).
  if (!(await repo.stillLockedAs(deps.db, row.id, row.busySince!))) return;
  await recordGatewayAnswer(deps, row.id, intent, intent ? null : { code: 'call_lost', message: 'The payment call was lost with its process' });
}

/**
 * One reconciliation run: recover dead locks, then ask the gateway about open, unbooked intents and
 * book the ones that succeeded. Safe to run on several processes at once (every write is conditional).
 */
export async function reconcilePayments(deps: PaymentDeps, graceMs = PENDING_GRACE_MS): Promise<ReconcileReport> {
  const now = deps.now();
  const report: ReconcileReport = { recoveredLocks: 0, booked: 0, refreshed: 0, refundsResent: 0 };
  const locked = await repo.deadLockedIntents(deps.db, { now, busyTimeoutMs: BUSY_TIMEOUT_MS, limit: 200 });
  for (const row of locked) {
    await recoverIntent(deps, row);
    report.recoveredLocks += 1;
  }

  const open = await repo.unbookedOpenIntents(deps.db, { untouchedSince: new Date(now.getTime() - graceMs), createdAfter: new Date(now.getTime() - PENDING_HORIZON_MS), limit: 200 });
  for (const row of open) {
    let intent: GatewayIntent;
    try {
      intent = await deps.gateway.handleReturn(row.gatewayIntentId!);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      deps.warn({ err, intent: row.gatewayIntentId }, 'reconciliation could not read an intent');
      continue;
    }
    if (intent.status === 'succeeded') {
      // Applied as its webhook would be; the event id is the intent's, so two runs book it once.
      const outcome = await applyWebhookEvent(deps, { id: `reconcile_${intent.id}`, type: 'payment_intent.succeeded', created: deps.now(), intent });
      if (outcome === 'applied') report.booked += 1;
    } else if (intent.status !== row.status) {
      await recordGatewayAnswer(deps, row.id, intent, null);
      report.refreshed += 1;
    }
  }
  // A refund booked but not sent (the process died after the commit): sent again with its key, so
  // the gateway answers the first send if there was one.
  report.refundsResent = await sendRefunds(deps, { createdBefore: new Date(now.getTime() - graceMs) });
  return report;
}
