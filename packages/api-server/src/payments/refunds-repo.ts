// The refunds' rows (order_refunds): written under the order's row lock by refunds.ts, moved after the
// gateway answered, and found again by reconciliation when a crash left one unsent.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { orderPayments as orderPaymentsOfRefund, orderRefunds, paymentIntents } from '../db/schema';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = typeof orderRefunds.$inferInsert;

export async function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export async function insertRefund(tx: Db, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

/** Moves a refund on from `pending` (only from pending: a resend after a crash and the first send cannot both move it). */
export async function settleRefund(db: Db, id: number, set: Pick<RefundRow, 'state'> & Partial<Pick<RefundRow, 'gatewayRefundId' | 'lastError'>>, now: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(orderRefunds)
    .set({ ...set, updatedAt: now })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'pending')))
    .returning();
  return row;
}

/** A pending gateway refund with the gateway's id of the intent it gives back (null: an intent without one). */
export async function pendingGatewayRefunds(db: Db, opts: { ids?: number[]; createdBefore?: Date; limit: number }) {
  const where = [eq(orderRefunds.state, 'pending')];
  if (opts.ids) where.push(inArray(orderRefunds.id, opts.ids.length ? opts.ids : [-1]));
  if (opts.createdBefore) where.push(lt(orderRefunds.createdAt, opts.createdBefore));
  return db
    .select({ refund: orderRefunds, gatewayIntentId: paymentIntents.gatewayIntentId })
    .from(orderRefunds)
    .innerJoin(orderPaymentsOfRefund, eq(orderPaymentsOfRefund.id, orderRefunds.orderPaymentId))
    .leftJoin(paymentIntents, eq(paymentIntents.id, orderPaymentsOfRefund.paymentIntentId))
    .where(and(...where))
    .orderBy(asc(orderRefunds.id))
    .limit(opts.limit);
}
