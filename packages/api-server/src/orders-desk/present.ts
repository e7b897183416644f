// The desk's answers, from rows already read. Pure: nothing here reads or writes.
import type { DeskPayment, DeskProof, DeskStateChange, OrderQueueRow } from '@ph/api-contract/orders-desk';
import type { LedgerRow } from '../payments';
import type { QueueOrderRow, StateLogRow } from './repository';

export function presentQueueRow(r: QueueOrderRow): OrderQueueRow {
  // The queue reads placed orders only (completed_at is set; fulfillment_state with it, a table check).
  if (!r.completedAt || !r.fulfillmentState || (r.state !== 'complete' && r.state !== 'canceled')) {
    throw new Error(`order ${r.number} in the queue is not a placed order`);
  }
  const bill = r.billAddress;
  const name = bill ? `${bill.first_name} ${bill.last_name}`.trim() : '';
  return {
    number: r.number,
    placed_at: r.completedAt.toISOString(),
    state: r.state,
    payment_state: r.paymentState,
    fulfillment_state: r.fulfillmentState,
    region: r.region,
    currency: r.currency,
    total: r.total,
    item_count: r.itemCount,
    email: r.email,
    customer_name: name || null,
    company_name: bill?.company_name || null,
  };
}

/** A proof of a designed line, the design as it was paid for behind `print_file_url` (operators' route). */
export interface ProofFacts {
  id: string;
  lineItemId: number;
  status: DeskProof['status'];
  reviewReason: string | null;
  designVersion: number;
  lowResolution: readonly unknown[];
  reviewedAt: Date | null;
}

export const operatorPrintFilePath = (proofId: string) => `/api/v2/operator/client_approval_filesets/${proofId}/print_file`;

export function presentProof(p: ProofFacts): DeskProof {
  return {
    uuid: p.id,
    line_item_id: p.lineItemId,
    status: p.status,
    review_reason: p.reviewReason,
    design_version: p.designVersion,
    low_resolution: p.lowResolution.length > 0,
    reviewed_at: p.reviewedAt?.toISOString() ?? null,
    print_file_url: operatorPrintFilePath(p.id),
  };
}

export function presentPayment(r: Pick<LedgerRow, 'id' | 'method' | 'amount' | 'state' | 'createdAt'>): DeskPayment {
  return { id: r.id, method: r.method, amount: r.amount, state: r.state, created_at: r.createdAt.toISOString() };
}

export function presentStateLog(r: StateLogRow): DeskStateChange {
  if (r.machine !== 'order' && r.machine !== 'payment' && r.machine !== 'fulfillment') throw new Error(`state log of machine ${r.machine} is not the order's`);
  return { machine: r.machine, from: r.fromState, to: r.toState, event: r.event, actor: r.actor, actor_email: r.actorEmail, reason: r.reason, created_at: r.createdAt.toISOString() };
}
