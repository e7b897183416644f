// Queries on tree planting: the order's `tree` line and the trees of complete orders.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { lineItems, orders } from '../db/schema';

export type TreeLine = typeof lineItems.$inferSelect;

export async function treeLineOf(db: Db, orderId: number): Promise<TreeLine | undefined> {
  const [line] = await db.select().from(lineItems).where(and(eq(lineItems.orderId, orderId), eq(lineItems.kind, 'tree')));
  return line;
}

export async function insertTreeLine(db: Db, line: { orderId: number; sku: string; name: string; quantity: number; position: number }): Promise<void> {
  await db.insert(lineItems).values({ ...line, kind: 'tree' });
}

export async function setTreeQuantity(db: Db, lineId: number, quantity: number): Promise<void> {
  await db.update(lineItems).set({ quantity }).where(eq(lineItems.id, lineId));
}

export async function deleteTreeLine(db: Db, lineId: number): Promise<void> {
  await db.delete(lineItems).where(eq(lineItems.id, lineId));
}

/** Trees on complete orders, of one customer or of the whole store. */
export async function treesOnCompleteOrders(db: Db, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${lineItems.quantity}), 0)` })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.kind, 'tree'), eq(orders.state, 'complete'), userId === undefined ? undefined : eq(orders.userId, userId)));
  return Number(row?.n ?? 0);
}
