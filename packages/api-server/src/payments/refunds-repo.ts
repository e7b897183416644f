// The refunds' rows (order_refunds): written under the order's row lock by refunds.ts, moved after the
// gateway answered, and found again by reconciliation when a crash left one unsent.
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
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

/** The gateway accepted a refund that is still pending on its side: its id is kept, the refund stays pending. */
export async function noteGatewayRefundId(db: Db, id: number, gatewayRefundId: string, now: Date): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ gatewayRefundId, updatedAt: now })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'pending'), or(isNull(orderRefunds.gatewayRefundId), eq(orderRefunds.gatewayRefundId, gatewayRefundId))));
}

/**
 * The refund a gateway's refund webhook is about: by the gateway's refund id, or (the webhook overtook
 * the refund call's answer) by our id from its metadata, only while that one has no gateway id yet.
 */
export async function refundOfGateway(db: Db, gatewayRefundId: string, reference: string | null): Promise<RefundRow | undefined> {
  const [byId] = await db.select().from(orderRefunds).where(eq(orderRefunds.gatewayRefundId, gatewayRefundId)).limit(1);
  if (byId) return byId;
  const ours = reference !== null && /^\d{1,15}$/.test(reference) ? Number(reference) : null;
  if (ours === null) return undefined;
  const [byRef] = await db.select().from(orderRefunds).where(and(eq(orderRefunds.id, ours), isNull(orderRefunds.gatewayRefundId)));
  return byRef;
}
