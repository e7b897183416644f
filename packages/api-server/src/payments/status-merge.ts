// How a newly learned gateway status combines with what we already know. Webhooks arrive twice and out
// of order, and a synchronous gateway answer can race a webhook, so a status never moves backwards
// from a terminal one and an event older than the last one applied changes nothing.
// Which statuses may follow which is the intent's machine in orders/stateMachine.ts; this decides
// which of two reports wins.
import type { IntentStatus } from '../db/schema';
import { recordAllows } from '../orders';

const RANK: Record<IntentStatus, number> = {
  requires_payment_method: 0,
  requires_confirmation: 0,
  requires_action: 1,
  processing: 2,
  succeeded: 3,
  canceled: 3,
};

/**
 * `eventAt` is the event's creation time (null for a synchronous API answer); `lastEventAt` the time
 * of the last event applied to the intent. Answers whether `incoming` replaces `current`.
 */
export function shouldApply(current: IntentStatus, incoming: IntentStatus, eventAt: Date | null, lastEventAt: Date | null): boolean {
  // A final status (succeeded, canceled) takes no report: the machine allows no change from it.
  if (!recordAllows('payment_intent', 'gateway_update', current, incoming)) return false;
  if (incoming === 'succeeded' || incoming === 'canceled') return true;
  if (eventAt && lastEventAt && eventAt.getTime() < lastEventAt.getTime()) return false;
  // A synchronous answer cannot take a payment back from processing (the bank has it) — only an event can.
  if (!eventAt && RANK[incoming] < RANK[current] && current === 'processing') return false;
  return true;
}
