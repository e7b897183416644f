// Queries on promotions (coupon codes), the codes applied to an order, and their completed uses.
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { orderPromotions, promotions, promotionUsages } from '../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

export async function findByCode(db: Db, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  return row;
}

/** Completed uses of a promotion by a user. */
export async function usagesByUser(db: Db, promotionId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionUsages)
    .where(and(eq(promotionUsages.promotionId, promotionId), eq(promotionUsages.userId, userId)));
  return row?.n ?? 0;
}

export async function attach(db: Db, orderId: number, promotionId: number, now: Date): Promise<void> {
  await db.insert(orderPromotions).values({ orderId, promotionId, createdAt: now });
}

export async function detachAll(db: Db, orderId: number): Promise<void> {
  await db.delete(orderPromotions).where(eq(orderPromotions.orderId, orderId));
}

/** Detaches the code from the order; false when it was not applied. */
export async function detachCode(db: Db, orderId: number, code: string): Promise<boolean> {
  const removed = await db
    .delete(orderPromotions)
    .where(
      and(
        eq(orderPromotions.orderId, orderId),
        sql`${orderPromotions.promotionId} = (select ${promotions.id} from ${promotions} where ${promotions.code} = ${code.trim().toUpperCase()})`,
      ),
    )
    .returning({ id: orderPromotions.promotionId });
  return removed.length > 0;
}

/**
 * The order's promotions, locked in id order (so two completions never deadlock). NO KEY UPDATE, not
 * UPDATE: the order's adjustments reference these rows (FK → KEY SHARE locks taken by every order
 * re-priced with the code); FOR UPDATE would deadlock against them.
 */
export async function lockPromotionsOf(db: Db, orderId: number): Promise<PromotionRow[]> {
  const attached = await db.select({ id: orderPromotions.promotionId }).from(orderPromotions).where(eq(orderPromotions.orderId, orderId));
  if (attached.length === 0) return [];
  return db
    .select()
    .from(promotions)
    .where(inArray(promotions.id, attached.map((a) => a.id)))
    .orderBy(asc(promotions.id))
    .for('no key update');
}

/**
 * Takes one use of the promotion for the order: the increment is conditional on the limit, so even
 * without the row lock two orders can never both take the last use. False when it is used up.
 */
export async function takeUse(db: Db, promotionId: number, order: { id: number; userId: number }): Promise<boolean> {
  const taken = await db
    .update(promotions)
    .set({ usageCount: sql`${promotions.usageCount} + 1` })
    .where(and(eq(promotions.id, promotionId), or(isNull(promotions.usageLimit), lt(promotions.usageCount, promotions.usageLimit))))
    .returning({ id: promotions.id });
  if (taken.length === 0) return false;
  await db.insert(promotionUsages).values({ promotionId, orderId: order.id, userId: order.userId });
  return true;
}

export type PromotionInsert = typeof promotions.$inferInsert;

/** The store's own promotion by its code, created with these values when missing (its use counts and limits then stay as they are). */
export async function ensurePromotion(db: Db, values: PromotionInsert): Promise<PromotionRow> {
  await db.insert(promotions).values(values).onConflictDoNothing({ target: promotions.code });
  const row = await findByCode(db, values.code);
  if (!row) throw new Error(`promotion ${values.code} missing after insert`);
  return row;
}
