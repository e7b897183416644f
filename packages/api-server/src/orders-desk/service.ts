// The operators' orders desk: the queue of placed orders and one order as the back office reads it.
// Reads only; the desk's actions are the fulfilment and shipments modules' operator calls.
import type { DeskOrderResponse, OrderQueueResponse } from '@ph/api-contract/orders-desk';
import type { AppContext } from '../context';
import { proofsOfOrders } from '../designs';
import { BadInput, NotFound } from '../errors';
import { presentRefund, refundableLines } from '../fulfillment';
import { findOrderByNumber, orderWithHistory } from '../orders';
import { ledgerOf, refundsOf } from '../payments';
import { presentShipments } from '../shipments';
import { presentPayment, presentProof, presentQueueRow, presentStateLog } from './present';
import * as repo from './repository';

export interface QueueQuery {
  state?: Array<'complete' | 'canceled'> | undefined;
  fulfillment_state?: repo.QueueFilter['fulfillmentStates'] | undefined;
  payment_state?: repo.QueueFilter['paymentStates'] | undefined;
  region?: string[] | undefined;
  placed_from?: string | undefined;
  placed_to?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

const DAY_MS = 86_400_000;

/** A UTC day `YYYY-MM-DD` at midnight; a day that does not exist (2026-02-30) is a 400 naming the field. */
function utcDay(field: string, day: string): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) throw new BadInput(field, `${field}: ${day} is not a date`);
  return at;
}

export async function orderQueue(ctx: AppContext, q: QueueQuery): Promise<OrderQueueResponse> {
  const from = q.placed_from ? utcDay('placed_from', q.placed_from) : undefined;
  const to = q.placed_to ? utcDay('placed_to', q.placed_to) : undefined;
  const afterId = q.cursor === undefined ? undefined : Number(q.cursor);
  if (afterId !== undefined && !(await repo.isPlacedOrder(ctx.db, afterId))) throw new BadInput('cursor', 'cursor: not the next_cursor of a page of this queue');
  const rows = await repo.queuePage(ctx.db, {
    states: q.state,
    fulfillmentStates: q.fulfillment_state,
    paymentStates: q.payment_state,
    regions: q.region,
    from,
    before: to ? new Date(to.getTime() + DAY_MS) : undefined,
    search: q.q?.toLowerCase(),
    afterId,
    limit: q.limit,
  });
  const page = rows.slice(0, q.limit);
  return { orders: page.map(presentQueueRow), next_cursor: rows.length > q.limit ? String(page[page.length - 1]!.id) : null };
}

/** One placed order with everything the back office works from; a cart (not placed) is a 404. */
export async function deskOrder(ctx: AppContext, number: string): Promise<DeskOrderResponse> {
  const row = await findOrderByNumber(ctx.db, number);
  if (!row || !row.completedAt) throw new NotFound('Order not found');
  const [document, proofs, ledger, refunds, lines, shipments, log] = await Promise.all([
    orderWithHistory(ctx.db, row),
    proofsOfOrders(ctx.db, [row.id]),
    ledgerOf(ctx.db, row.id),
    refundsOf(ctx.db, row.id),
    refundableLines(ctx.db, row.id),
    presentShipments(ctx, row.id),
    repo.stateLogOf(ctx.db, row.id),
  ]);
  const { state_changes: _history, shipping_methods: _methods, payment_methods: _payMethods, notices: _notices, ...order } = document;
  return {
    order,
    proofs: proofs.sort((a, b) => a.lineItemId - b.lineItemId).map(presentProof),
    payments: ledger.map(presentPayment),
    refunds: refunds.map(presentRefund),
    refundable_lines: lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity, amount: l.amount })),
    shipments,
    state_log: log.map(presentStateLog),
  };
}
