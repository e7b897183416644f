// Tree planting: a `tree` line on an order (one per order, priced per tree in serviceItems.ts); trees
// count as planted once their order is complete.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lineItems, orders } from '../db/schema/orders';
import { RuleViolation } from '../errors';
import * as repo from '../orders/repository';
import { TREE_SKU } from '../orders/serviceItems';

async function treeLine(tx: Db, orderId: number) {
  const [line] = await tx.select().from(lineItems).where(and(eq(lineItems.orderId, orderId), eq(lineItems.kind, 'tree')));
  return line;
}

export async function addTrees(tx: Db, order: repo.OrderRow, quantity: number): Promise<void> {
  if (await treeLine(tx, order.id)) throw new RuleViolation('trees_already_added', 'The order already plants trees; update their quantity instead', 'order_id');
  const position = await repo.nextLinePosition(tx, order.id);
  await tx.insert(lineItems).values({ orderId: order.id, kind: 'tree', sku: TREE_SKU, name: 'Tree planting', quantity, position });
}

/** Sets the number of trees; 0 removes the tree line. */
export async function setTrees(tx: Db, order: repo.OrderRow, quantity: number): Promise<void> {
  const line = await treeLine(tx, order.id);
  if (!line) throw new RuleViolation('no_trees', 'The order plants no trees yet; add the tree line first', 'order_id');
  if (quantity === 0) await tx.delete(lineItems).where(eq(lineItems.id, line.id));
  else await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, line.id));
}

export async function plantedTrees(db: Db, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${lineItems.quantity}), 0)` })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.kind, 'tree'), eq(orders.state, 'complete'), userId === undefined ? undefined : eq(orders.userId, userId)));
  return Number(row?.n ?? 0);
}
