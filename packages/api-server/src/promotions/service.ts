// Applying and removing coupon codes on an order. Usage is only counted at completion (usage.ts);
// applying checks what can be known now so the shopper hears about a bad code immediately.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderPromotions, promotions } from '../db/schema/orders';
import { AppError, NotFound } from '../errors';
import * as repo from '../orders/repository';
import { checkAvailability, checkStacking, checkUserLimit, evaluate, isRejection, type CouponRejection } from './rules';
import { usagesByUser } from './usage';

function reject(r: CouponRejection, code: string): never {
  throw new AppError(422, r.code, r.message, 'coupon_code', { coupon_code: code });
}

export async function findPromotionByCode(db: Db, code: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  return row;
}

export async function applyCoupon(tx: Db, order: repo.OrderRow, code: string, now: Date): Promise<void> {
  // An offer's prices are negotiated and final: a discount on top would undercut what the manager agreed.
  if (order.offerId !== null) {
    reject({ code: 'coupon_offer_order', message: 'Coupons do not apply to an order made from a custom offer: its prices are negotiated and final' }, code);
  }
  const promo = await findPromotionByCode(tx, code);
  if (!promo) reject({ code: 'coupon_unknown', message: `Coupon ${code} does not exist` }, code);
  const applied = await repo.promotionsOf(tx, order.id);
  const lines = await repo.linesOf(tx, order.id);
  const promotable = lines.map((l) => ({ kind: l.line.kind, productSku: l.productSku, itemNet: l.line.itemNet }));
  const rejection =
    checkStacking(promo, applied) ??
    checkAvailability(promo, now) ??
    checkUserLimit(promo, await usagesByUser(tx, promo.id, order.userId)) ??
    (() => {
      const r = evaluate(promo, order.currency, promotable);
      return isRejection(r) ? r : null;
    })();
  if (rejection) reject(rejection, promo.code);
  await tx.insert(orderPromotions).values({ orderId: order.id, promotionId: promo.id, createdAt: now });
}

/** Removes one code, or every code when none is named. */
export async function removeCoupon(tx: Db, order: repo.OrderRow, code: string | undefined): Promise<void> {
  if (code === undefined) {
    await tx.delete(orderPromotions).where(eq(orderPromotions.orderId, order.id));
    return;
  }
  const removed = await tx
    .delete(orderPromotions)
    .where(
      and(
        eq(orderPromotions.orderId, order.id),
        sql`${orderPromotions.promotionId} = (select ${promotions.id} from ${promotions} where ${promotions.code} = ${code.trim().toUpperCase()})`,
      ),
    )
    .returning({ id: orderPromotions.promotionId });
  if (removed.length === 0) throw new NotFound(`Coupon ${code} is not applied to this order`);
}
