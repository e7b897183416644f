// Coupon codes on an order: the promotions module judges a code; this reads the cart it judges.
import type { Db } from '../db';
import { applyCoupon } from '../promotions';
import * as repo from './repository';

/** The lines as the promotion rules see them (kind, product, item net). */
export function promotableLines(lines: readonly repo.LineWithCatalogue[]) {
  return lines.map((l) => ({ kind: l.line.kind, productSku: l.productSku, itemNet: l.line.itemNet }));
}

/** `opts.internal`: a promotion the store applies itself (the referral programme's discount, docs/domain.md#referrals). */
export async function applyCouponToOrder(tx: Db, order: repo.OrderRow, code: string, now: Date, opts: { internal?: boolean } = {}): Promise<void> {
  const applied = await repo.promotionsOf(tx, order.id);
  const lines = promotableLines(await repo.linesOf(tx, order.id));
  await applyCoupon(tx, { order, applied, lines }, code, now, opts);
}
