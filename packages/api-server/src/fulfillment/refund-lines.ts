// A refund of chosen lines (a damaged carton of one line, a misprinted one): what those units were
// paid, computed here from the lines as they were placed — each line's `gross` already holds its share
// of order discounts and its tax — never from a figure the desk sends. Each line gives back at most what
// is left of it: units are refunded by cumulative rounding (the first k units of a line are worth
// round(gross × k / quantity); all of them, exactly its gross), so however a line is split over
// refunds, its parts add up to what it was paid, never a cent more.
import type { RefundLineInput } from '@ph/api-contract';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import * as repo from './refund-lines-repo';

export interface LineLeft {
  lineId: number;
  /** Units not refunded yet. */
  quantity: number;
  /** Minor units not refunded yet. */
  amount: number;
}

interface LineState {
  id: number;
  quantity: number;
  gross: number;
  refundedQuantity: number;
}

export interface LineRefundPlan {
  amount: number;
  lines: Array<{ lineId: number; quantity: number; amount: number }>;
}

/** What `units` of a line are worth, counted from its first unit (cumulative rounding). */
function worth(line: LineState, units: number): number {
  return units >= line.quantity ? line.gross : Math.round((line.gross * units) / line.quantity);
}

async function lineStates(db: Db, orderId: number): Promise<Map<number, LineState>> {
  const [lines, done] = await Promise.all([repo.placedLines(db, orderId), repo.refundedLines(db, orderId)]);
  const states = new Map<number, LineState>();
  for (const l of lines) states.set(l.id, { id: l.id, quantity: l.quantity, gross: Math.max(0, l.gross ?? 0), refundedQuantity: 0 });
  for (const d of done) {
    const s = states.get(d.lineItemId);
    if (s) s.refundedQuantity += d.quantity;
  }
  return states;
}

/** What is left to refund of each line with anything left (the desk's choices). */
export async function refundableLines(db: Db, orderId: number): Promise<LineLeft[]> {
  return [...(await lineStates(db, orderId)).values()]
    .map((s) => ({ lineId: s.id, quantity: s.quantity - s.refundedQuantity, amount: s.gross - worth(s, s.refundedQuantity) }))
    .filter((l) => l.quantity > 0 && l.amount > 0);
}

/**
 * The amount of a refund of `requested` lines, line by line; a line not of the order or more units than
 * are left of it is a 422 naming the field (`lines.{i}.line_id` / `lines.{i}.quantity`). Called under
 * the order's row lock when booking, so twenty concurrent refunds of one line cannot each take its last units.
 */
export async function planLineRefund(db: Db, orderId: number, requested: RefundLineInput[]): Promise<LineRefundPlan> {
  const states = await lineStates(db, orderId);
  const lines = requested.map((r, i) => {
    const s = states.get(r.line_id);
    if (!s) throw new RuleViolation('unknown_line', `Line ${r.line_id} is not a line of this order`, `lines.${i}.line_id`);
    const left = s.quantity - s.refundedQuantity;
    if (r.quantity > left) {
      throw new RuleViolation('quantity_exceeds_remainder', `Line ${r.line_id}: ${r.quantity} is more than the ${left} units still to refund`, `lines.${i}.quantity`);
    }
    return { lineId: s.id, quantity: r.quantity, amount: worth(s, s.refundedQuantity + r.quantity) - worth(s, s.refundedQuantity) };
  });
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  if (amount === 0) throw new RuleViolation('nothing_to_refund', 'These lines were not paid for (nothing to give back)', 'lines');
  return { amount, lines };
}

/** Records what the booked refund (its first row: `refundId`) gave back of each line. */
export async function recordLineRefund(tx: Db, orderId: number, refundId: number, plan: LineRefundPlan, now: Date): Promise<void> {
  await repo.insertRefundLines(tx, plan.lines.map((l) => ({ orderId, refundId, lineItemId: l.lineId, quantity: l.quantity, amount: l.amount, createdAt: now })));
}
