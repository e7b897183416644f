// The promotions module's face: coupon rules, applying and removing codes, taking their usage when an
// order is placed.
export { evaluate, isRejection, type PromotableLine } from './rules';
export { applyCoupon, removeCoupon } from './service';
export { takePromotionUsages } from './usage';
export { ensurePromotion, type PromotionInsert } from './repository';
