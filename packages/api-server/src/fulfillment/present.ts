import type { OrderRefund } from '@ph/api-contract';
import type { RefundRow } from '../payments';

/** A refund as the API answers it (the shopper's and the operators' calls, the timeline). */
export function presentRefund(r: RefundRow): OrderRefund {
  return { id: r.id, method: r.method, amount: r.amount, currency: r.currency, state: r.state, reason: r.reason, created_at: r.createdAt.toISOString() };
}
