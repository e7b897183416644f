// Order and line item queries (drizzle). Functions take `Db` so they run in or out of a transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueProducts, catalogueVariants } from '../db/schema/catalogue';
import { adjustments, lineItems, orderConsents, orderPromotions, orders, promotions } from '../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type AdjustmentRow = typeof adjustments.$inferSelect;

/** The order row, locked until the transaction ends (every write to an order goes through this). */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findOrderByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row;
}

export interface LineWithCatalogue {
  line: LineItemRow;
  productSku: string | null;
  variant: typeof catalogueVariants.$inferSelect | null;
  product: typeof catalogueProducts.$inferSelect | null;
}

export async function linesOf(db: Db, orderId: number): Promise<LineWithCatalogue[]> {
  const rows = await db
    .select({ line: lineItems, variant: catalogueVariants, product: catalogueProducts })
    .from(lineItems)
    .leftJoin(catalogueVariants, eq(catalogueVariants.id, lineItems.variantId))
    .leftJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(eq(lineItems.orderId, orderId))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
  return rows.map((r) => ({ line: r.line, variant: r.variant, product: r.product, productSku: r.product?.sku ?? null }));
}

export async function promotionsOf(db: Db, orderId: number): Promise<PromotionRow[]> {
  const rows = await db
    .select({ promotion: promotions })
    .from(orderPromotions)
    .innerJoin(promotions, eq(promotions.id, orderPromotions.promotionId))
    .where(eq(orderPromotions.orderId, orderId))
    .orderBy(asc(orderPromotions.createdAt), asc(promotions.id));
  return rows.map((r) => r.promotion);
}

export async function adjustmentsOf(db: Db, orderId: number): Promise<AdjustmentRow[]> {
  return db.select().from(adjustments).where(eq(adjustments.orderId, orderId)).orderBy(asc(adjustments.id));
}

export async function nextLinePosition(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${lineItems.position}), -1)::int + 1` })
    .from(lineItems)
    .where(eq(lineItems.orderId, orderId));
  return row?.n ?? 0;
}

export async function deleteLines(db: Db, orderId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(lineItems).where(and(eq(lineItems.orderId, orderId), inArray(lineItems.id, ids)));
}

/** Hands a visitor's finished (complete or canceled) orders to the account it signed in to. */
export async function moveFinishedOrders(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db
    .update(orders)
    .set({ userId: toUserId })
    .where(and(eq(orders.userId, fromUserId), inArray(orders.state, ['complete', 'canceled'])));
}

export type OrderConsentRow = typeof orderConsents.$inferSelect;
export type OrderConsentInsert = typeof orderConsents.$inferInsert;

export async function insertOrderConsents(db: Db, rows: OrderConsentInsert[]): Promise<OrderConsentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(orderConsents).values(rows).returning();
}
