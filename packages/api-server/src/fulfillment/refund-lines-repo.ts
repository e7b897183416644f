// The rows a refund of chosen lines reads and writes: the order's lines as they were placed, and what
// earlier refunds by lines gave back of each (order_refund_lines).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { lineItems, orderRefundLines } from '../db/schema';

export async function placedLines(db: Db, orderId: number): Promise<Array<{ id: number; quantity: number; gross: number | null }>> {
  return db.select({ id: lineItems.id, quantity: lineItems.quantity, gross: lineItems.gross }).from(lineItems).where(eq(lineItems.orderId, orderId)).orderBy(asc(lineItems.position), asc(lineItems.id));
}

export async function refundedLines(db: Db, orderId: number): Promise<Array<{ lineItemId: number; quantity: number }>> {
  return db.select({ lineItemId: orderRefundLines.lineItemId, quantity: orderRefundLines.quantity }).from(orderRefundLines).where(eq(orderRefundLines.orderId, orderId));
}

export async function insertRefundLines(tx: Db, rows: Array<typeof orderRefundLines.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(orderRefundLines).values(rows);
}
