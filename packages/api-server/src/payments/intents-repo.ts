// Queries on our record of PaymentIntents and the order ledger.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { orderPayments, paymentIntents, type PaymentProvider } from '../db/schema/payments';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type LedgerRow = typeof orderPayments.$inferSelect;

export async function openIntentOf(db: Db, orderId: number, lock = false): Promise<IntentRow | undefined> {
  const q = db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), ne(paymentIntents.status, 'canceled')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function latestIntentOf(db: Db, orderId: number): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .orderBy(desc(paymentIntents.id))
    .limit(1);
  return row;
}

export async function intentByGatewayId(db: Db, provider: PaymentProvider, gatewayIntentId: string, lock = false): Promise<IntentRow | undefined> {
  const q = db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.gatewayIntentId, gatewayIntentId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function ledgerOf(db: Db, orderId: number): Promise<LedgerRow[]> {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id);
}

/** Store credit already spent on the order (completed wallet payments). */
export async function walletAppliedTo(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${orderPayments.amount})` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.method, 'wallet'), eq(orderPayments.state, 'completed')));
  return Number(row?.sum ?? 0);
}

/** What is left to pay on the order: its total less the store credit spent on it (the order's `amount_due`). */
export async function amountDueOf(db: Db, order: { id: number; total: number }): Promise<number> {
  return order.total - (await walletAppliedTo(db, order.id));
}

/** Finds an order's id and owner by its public number (no lock; the caller locks through the orders module). */
export async function orderRefByNumber(db: Db, number: string): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.number, number));
  return row;
}

export async function orderOwner(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}
