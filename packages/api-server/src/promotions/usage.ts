// Re-validation of an order's coupons at completion and the atomic take of their usage.
import type { Db } from '../db';
import { AppError, RuleViolation } from '../errors';
import * as repo from './repository';
import { checkAvailability, checkUserLimit, evaluate, isRejection, type PromotableLine } from './rules';

/**
 * Locks the order's promotions (in id order, so two completions never deadlock), re-checks every rule
 * and takes one use of each. The increment is conditional on the limit, so even without the row lock
 * two orders can never both take the last use. Throws a 422 naming the coupon; the caller's
 * transaction then rolls back and nothing is taken.
 */
export async function takePromotionUsages(db: Db, order: { id: number; userId: number; currency: string }, promotable: readonly PromotableLine[], now: Date): Promise<void> {
  const rows = await repo.lockPromotionsOf(db, order.id);
  if (rows.length === 0) return;
  for (const promo of rows) {
    const rejection =
      checkAvailability(promo, now) ??
      checkUserLimit(promo, await repo.usagesByUser(db, promo.id, order.userId)) ??
      (() => {
        const r = evaluate(promo, order.currency, promotable);
        return isRejection(r) ? r : null;
      })();
    if (rejection) throw new AppError(422, rejection.code, rejection.message, 'coupon_code', { coupon_code: promo.code });
    if (!(await repo.takeUse(db, promo.id, order))) throw new RuleViolation('coupon_exhausted', `Coupon ${promo.code} has been used up`, 'coupon_code');
  }
}
