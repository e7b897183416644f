// Applying and removing coupon codes on an order. Usage is only counted at completion (usage.ts);
// applying checks what can be known now so the shopper hears about a bad code immediately.
import type { Db } from '../db';
import { AppError, NotFound } from '../errors';
import type { orders } from '../db/schema';
import * as promotionsRepo from './repository';
import { checkAvailability, checkStacking, checkUserLimit, evaluate, isRejection, type CouponRejection, type PromotableLine } from './rules';

/** What applying a coupon reads of the cart: the order, the coupons already on it and its lines. */
export interface CouponCart {
  order: Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'currency' | 'offerId'>;
  applied: promotionsRepo.PromotionRow[];
  lines: readonly PromotableLine[];
}

function reject(r: CouponRejection, code: string): never {
  throw new AppError(422, r.code, r.message, 'coupon_code', { coupon_code: code });
}

/**
 * Applies a code a shopper typed. `internal` promotions (applied by the store itself, such as the
 * referral programme's first-order discount, docs/domain.md#referrals) are only applied by their own
 * module (`opts.internal`); typed, they are answered as unknown codes.
 */
export async function applyCoupon(tx: Db, cart: CouponCart, code: string, now: Date, opts: { internal?: boolean } = {}): Promise<void> {
  const { order, applied, lines: promotable } = cart;
  // An offer's prices are negotiated and final: a discount on top would undercut what the manager agreed.
  if (order.offerId !== null) {
    reject({ code: 'coupon_offer_order', message: 'Coupons do not apply to an order made from a custom offer: its prices are negotiated and final' }, code);
  }
  const found = await promotionsRepo.findByCode(tx, code);
  const promo = found && found.internal === (opts.internal ?? false) ? found : undefined;
  if (!promo) reject({ code: 'coupon_unknown', message: `Coupon ${code} does not exist` }, code);
  const rejection =
    checkStacking(promo, applied) ??
    checkAvailability(promo, now) ??
    checkUserLimit(promo, await promotionsRepo.usagesByUser(tx, promo.id, order.userId)) ??
    (() => {
      const r = evaluate(promo, order.currency, promotable);
      return isRejection(r) ? r : null;
    })();
  if (rejection) reject(rejection, promo.code);
  await promotionsRepo.attach(tx, order.id, promo.id, now);
}

/** Removes one code, or every code when none is named. */
export async function removeCoupon(tx: Db, order: Pick<typeof orders.$inferSelect, 'id'>, code: string | undefined): Promise<void> {
  if (code === undefined) {
    await promotionsRepo.detachAll(tx, order.id);
    return;
  }
  if (!(await promotionsRepo.detachCode(tx, order.id, code))) throw new NotFound(`Coupon ${code} is not applied to this order`);
}
