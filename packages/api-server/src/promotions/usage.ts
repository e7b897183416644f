// Re-validation of an order's coupons at completion and the atomic take of their usage.
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderPromotions, promotions, promotionUsages } from '../db/schema/orders';
import { AppError, RuleViolation } from '../errors';
import type { LineWithCatalogue, OrderRow } from '../orders/repository';
import { checkAvailability, checkUserLimit, evaluate, isRejection } from './rules';

/** Completed uses of a promotion by a user. */
export async function usagesByUser(db: Db, promotionId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionUsages)
    .where(and(eq(promotionUsages.promotionId, promotionId), eq(promotionUsages.userId, userId)));
  return row?.n ?? 0;
}

/**
 * Locks the order's promotions (in id order, so two completions never deadlock), re-checks every rule
 * and takes one use of each. The increment is conditional on the limit, so even without the row lock
 * two orders can never both take the last use. Throws a 422 naming the coupon; the caller's
 * transaction then rolls back and nothing is taken.
 */
export async function takePromotionUsages(db: Db, order: OrderRow, lines: LineWithCatalogue[], now: Date): Promise<void> {
  const attached = await db.select({ id: orderPromotions.promotionId }).from(orderPromotions).where(eq(orderPromotions.orderId, order.id));
  if (attached.length === 0) return;
  const rows = await db
    .select()
    .from(promotions)
    .where(inArray(promotions.id, attached.map((a) => a.id)))
    .orderBy(asc(promotions.id))
    // NO KEY UPDATE, not UPDATE: the order's adjustments reference these rows (FK → KEY SHARE locks
    // taken by every order re-priced with the code); FOR UPDATE would deadlock against them.
    .for('no key update');
  const promotable = lines.map((l) => ({ kind: l.line.kind, productSku: l.productSku, itemNet: l.line.itemNet }));
  for (const promo of rows) {
    const rejection =
      checkAvailability(promo, now) ??
      checkUserLimit(promo, await usagesByUser(db, promo.id, order.userId)) ??
      (() => {
        const r = evaluate(promo, order.currency, promotable);
        return isRejection(r) ? r : null;
      })();
    if (rejection) throw new AppError(422, rejection.code, rejection.message, 'coupon_code', { coupon_code: promo.code });
    const taken = await db
      .update(promotions)
      .set({ usageCount: sql`${promotions.usageCount} + 1` })
      .where(and(eq(promotions.id, promo.id), or(isNull(promotions.usageLimit), lt(promotions.usageCount, promotions.usageLimit))))
      .returning({ id: promotions.id });
    if (taken.length === 0) throw new RuleViolation('coupon_exhausted', `Coupon ${promo.code} has been used up`, 'coupon_code');
    await db.insert(promotionUsages).values({ promotionId: promo.id, orderId: order.id, userId: order.userId });
  }
}
