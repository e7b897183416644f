// Order and line item queries (drizzle). Functions take `Db` so they run in or out of a transaction.
import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { orderPayments } from '../db/schema';
import { catalogueExpressDeliveryOptions, catalogueProducts, catalogueVariants } from '../db/schema';
import { adjustments, lineItems, orderBundles, orderConsents, orderPromotions, orders, promotions, type LineItemKind } from '../db/schema';
import type { OrderAmounts } from '../pricing';

export type OrderRow = typeof orders.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type AdjustmentRow = typeof adjustments.$inferSelect;

/** The order row, locked until the transaction ends (every write to an order goes through this). */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order with this number, row-locked for the caller's transaction. */
export async function lockOrderByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).for('update');
  return row;
}

/** The user's order, row-locked; another user's order is neither returned nor locked. */
export async function lockOrderOf(db: Db, orderId: number, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
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

export type OrderConsentRow = typeof orderConsents.$inferSelect;
export type OrderConsentInsert = typeof orderConsents.$inferInsert;

export async function insertOrderConsents(db: Db, rows: OrderConsentInsert[]): Promise<OrderConsentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(orderConsents).values(rows).returning();
}

/** The order's newest record of consent `name` (the one in force; older records stay as the audit trail). */
export async function newestOrderConsent(db: Db, orderId: number, name: OrderConsentRow['name']): Promise<OrderConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderConsents)
    .where(and(eq(orderConsents.orderId, orderId), eq(orderConsents.name, name)))
    .orderBy(desc(orderConsents.id))
    .limit(1);
  return row;
}

export type AdjustmentInsert = typeof adjustments.$inferInsert;

/** A line's amounts as pricing computed them (`computeOrderAmounts`), with the line they belong to. */
export type LineAmounts = OrderAmounts['lines'][number] & { id: number; unitNet: number };

/** Stores re-priced line amounts (recalculate.ts writes only the lines whose amounts changed). */
export async function storeLineAmounts(db: Db, lines: readonly LineAmounts[], now: Date): Promise<void> {
  for (const { id, ...amounts } of lines) {
    await db.update(lineItems).set({ ...amounts, updatedAt: now }).where(eq(lineItems.id, id));
  }
}

/** The order's adjustments (promotions, shipping, customs) replaced by a fresh computation. */
export async function replaceAdjustments(db: Db, orderId: number, rows: readonly AdjustmentInsert[]): Promise<void> {
  await db.delete(adjustments).where(eq(adjustments.orderId, orderId));
  if (rows.length) await db.insert(adjustments).values([...rows]);
}

export type OrderTotals = Pick<
  typeof orders.$inferInsert,
  'itemTotal' | 'shipTotal' | 'taxTotal' | 'promoTotal' | 'additionalCustoms' | 'total' | 'itemCount' | 'taxReason' | 'shippingMethod'
>;

/** Stores the order's totals with a new lock_version (a re-priced order is a changed order). */
export async function storeOrderTotals(db: Db, orderId: number, totals: OrderTotals, now: Date): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ ...totals, lockVersion: sql`${orders.lockVersion} + 1`, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  if (!updated) throw new Error('order vanished during recalculation');
  return updated;
}

// ---- orders ----

export type OrderInsert = typeof orders.$inferInsert;

export async function insertOrder(db: Db, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function updateOrderFields(db: Db, orderId: number, set: Partial<OrderInsert>): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, orderId));
}

/** A page of a user's orders, newest first, optionally in some states only, and how many there are. */
export async function ordersOfUser(
  db: Db,
  userId: number,
  states: readonly OrderRow['state'][] | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const filter = states?.length ? and(eq(orders.userId, userId), inArray(orders.state, [...states])) : eq(orders.userId, userId);
  const [rows, total] = await Promise.all([
    db.select().from(orders).where(filter).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(orders).where(filter),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The user's newest order in `region` that is in one of `states`. */
export async function newestOrderRowIn(db: Db, userId: number, region: string, states: readonly OrderRow['state'][]): Promise<OrderRow | undefined> {
  const [open] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.region, region), inArray(orders.state, [...states])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return open;
}

/** Hands a visitor's orders in `states` to the account it signed in to, with the account's e-mail when given. */
export async function moveOrdersIn(db: Db, fromUserId: number, toUserId: number, states: readonly OrderRow['state'][], email: string | null): Promise<void> {
  await db
    .update(orders)
    .set({ userId: toUserId, ...(email ? { email } : {}) })
    .where(and(eq(orders.userId, fromUserId), inArray(orders.state, [...states])));
}

// ---- line items ----

export type LineItemInsert = typeof lineItems.$inferInsert;

export async function insertLines(db: Db, values: readonly LineItemInsert[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(lineItems).values([...values]).returning({ id: lineItems.id });
  return rows.map((r) => r.id);
}

export async function insertLine(db: Db, values: LineItemInsert): Promise<LineItemRow> {
  const [row] = await db.insert(lineItems).values(values).returning();
  if (!row) throw new Error('line item insert returned nothing');
  return row;
}

export async function findLineOfOrder(db: Db, orderId: number, lineId: number): Promise<LineItemRow | undefined> {
  const [line] = await db.select().from(lineItems).where(and(eq(lineItems.orderId, orderId), eq(lineItems.id, lineId)));
  return line;
}

/** The order a line belongs to. */
export async function orderIdOfLine(db: Db, lineId: number): Promise<number | undefined> {
  const [row] = await db.select({ orderId: lineItems.orderId }).from(lineItems).where(eq(lineItems.id, lineId));
  return row?.orderId;
}

export async function hasServiceLine(db: Db, parentId: number, kind: LineItemKind): Promise<boolean> {
  const [existing] = await db.select({ id: lineItems.id }).from(lineItems).where(and(eq(lineItems.parentId, parentId), eq(lineItems.kind, kind)));
  return existing !== undefined;
}

export async function setLineQuantity(db: Db, lineId: number, quantity: number): Promise<void> {
  await db.update(lineItems).set({ quantity }).where(eq(lineItems.id, lineId));
}

/** Moves a product line to another variant of its product (a print quality change); re-pricing follows. */
export async function setLineVariant(db: Db, lineId: number, variant: { id: number; sku: string }): Promise<void> {
  await db.update(lineItems).set({ variantId: variant.id, sku: variant.sku }).where(eq(lineItems.id, lineId));
}

export async function setLineOptions(db: Db, lineId: number, options: LineItemRow['options']): Promise<void> {
  await db.update(lineItems).set({ options }).where(eq(lineItems.id, lineId));
}

export async function deleteLine(db: Db, lineId: number): Promise<void> {
  await db.delete(lineItems).where(eq(lineItems.id, lineId));
}

/** Deletes the expert check of a line; answers how many were removed (0 or 1). */
export async function deleteExpertCheck(db: Db, orderId: number, parentId: number): Promise<number> {
  const removed = await db
    .delete(lineItems)
    .where(and(eq(lineItems.orderId, orderId), eq(lineItems.parentId, parentId), eq(lineItems.kind, 'expert_check')))
    .returning({ id: lineItems.id });
  return removed.length;
}

// ---- bundles ----

export type OrderBundleRow = typeof orderBundles.$inferSelect;

export async function insertOrderBundle(db: Db, values: typeof orderBundles.$inferInsert): Promise<OrderBundleRow> {
  const [ob] = await db.insert(orderBundles).values(values).returning();
  if (!ob) throw new Error('bundle insert returned nothing');
  return ob;
}

export async function findOrderBundle(db: Db, orderBundleId: number): Promise<OrderBundleRow | undefined> {
  const [ob] = await db.select().from(orderBundles).where(eq(orderBundles.id, orderBundleId));
  return ob;
}

export async function deleteOrderBundle(db: Db, orderBundleId: number): Promise<void> {
  await db.delete(orderBundles).where(eq(orderBundles.id, orderBundleId));
}

export async function countBundleLines(db: Db, orderBundleId: number): Promise<number> {
  const [left] = await db.select({ n: count() }).from(lineItems).where(eq(lineItems.bundleId, orderBundleId));
  return left?.n ?? 0;
}

const SERVICE_KINDS: LineItemKind[] = ['warranty', 'expert_check'];

/** The goods lines of an order bundle (its service lines left out). */
export async function goodsLinesOfBundle(db: Db, orderBundleId: number): Promise<LineItemRow[]> {
  return db.select().from(lineItems).where(and(eq(lineItems.bundleId, orderBundleId), notInArray(lineItems.kind, SERVICE_KINDS)));
}

/** Every goods line of the bundle and the bundle itself get the new quantity. */
export async function setBundleQuantity(db: Db, orderBundleId: number, quantity: number): Promise<void> {
  await db.update(lineItems).set({ quantity }).where(and(eq(lineItems.bundleId, orderBundleId), notInArray(lineItems.kind, SERVICE_KINDS)));
  await db.update(orderBundles).set({ quantity }).where(eq(orderBundles.id, orderBundleId));
}

export async function bundlesOf(db: Db, orderId: number): Promise<OrderBundleRow[]> {
  return db.select().from(orderBundles).where(eq(orderBundles.orderId, orderId));
}

/** The store credit spent on the order (its completed wallet payments): the order's `wallet_applied`. */
export async function walletAppliedTo(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${orderPayments.amount})` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.method, 'wallet'), eq(orderPayments.state, 'completed')));
  return Number(row?.sum ?? 0);
}

// ---- express delivery of lines ----

/** A line of the order with its variant's and product's skus (the express option must be for one of them). */
export async function lineWithSkus(db: Db, orderId: number, lineId: number) {
  const [row] = await db
    .select({ line: lineItems, variantSku: catalogueVariants.sku, productSku: catalogueProducts.sku })
    .from(lineItems)
    .leftJoin(catalogueVariants, eq(catalogueVariants.id, lineItems.variantId))
    .leftJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(and(eq(lineItems.orderId, orderId), eq(lineItems.id, lineId)));
  return row;
}

/** The order's lines that have an express option, with the option (null when it no longer exists). */
export async function linesWithExpress(db: Db, orderId: number) {
  return db
    .select({ line: lineItems, option: catalogueExpressDeliveryOptions })
    .from(lineItems)
    .leftJoin(catalogueExpressDeliveryOptions, eq(catalogueExpressDeliveryOptions.id, lineItems.expressDeliveryOptionId))
    .where(and(eq(lineItems.orderId, orderId), isNotNull(lineItems.expressDeliveryOptionId)))
    .orderBy(lineItems.id);
}

export async function setLineExpress(
  db: Db,
  lineId: number,
  set: Pick<LineItemInsert, 'expressDeliveryOptionId' | 'expressNet' | 'net' | 'gross'>,
): Promise<void> {
  await db.update(lineItems).set(set).where(eq(lineItems.id, lineId));
}
