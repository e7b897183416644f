// Whether a promotion applies to an order and how much it grants. Pure: the caller loads the rows.
import { percentageDiscount } from '../pricing';

export interface PromotionRule {
  id: number;
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  currency: string | null;
  minimumItemTotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  usageCount: number;
  productSkus: readonly string[];
  stackable: boolean;
  active: boolean;
}

export interface PromotableLine {
  kind: string;
  /** Product family sku of the line's variant (null for service lines). */
  productSku: string | null;
  itemNet: number;
}

export type CouponErrorCode =
  | 'coupon_unknown'
  | 'coupon_offer_order'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_exhausted'
  | 'coupon_inapplicable'
  | 'coupon_not_stackable'
  | 'coupon_already_applied';

export interface CouponRejection {
  code: CouponErrorCode;
  message: string;
}

export interface Eligibility {
  /** Indexes of the lines the discount is spread over. */
  eligible: number[];
  /** The discount, positive minor units (0 when the order does not qualify). */
  amount: number;
}

/** Product lines the promotion may discount: every product line, or those of the listed product families. */
export function eligibleLines(rule: Pick<PromotionRule, 'productSkus'>, lines: readonly PromotableLine[]): number[] {
  const out: number[] = [];
  lines.forEach((line, i) => {
    if (line.kind !== 'product' && line.kind !== 'sample_pack') return;
    if (rule.productSkus.length > 0 && (line.productSku === null || !rule.productSkus.includes(line.productSku))) return;
    out.push(i);
  });
  return out;
}

/** Dates and the overall limit: what can make a code unusable regardless of the cart. */
export function checkAvailability(rule: PromotionRule, now: Date): CouponRejection | null {
  if (!rule.active) return { code: 'coupon_expired', message: `Coupon ${rule.code} is no longer active` };
  if (rule.startsAt && now < rule.startsAt) return { code: 'coupon_not_started', message: `Coupon ${rule.code} is not valid yet` };
  if (rule.endsAt && now >= rule.endsAt) return { code: 'coupon_expired', message: `Coupon ${rule.code} has expired` };
  if (rule.usageLimit !== null && rule.usageCount >= rule.usageLimit) {
    return { code: 'coupon_exhausted', message: `Coupon ${rule.code} has been used up` };
  }
  return null;
}

export function checkUserLimit(rule: PromotionRule, usagesByUser: number): CouponRejection | null {
  if (rule.perUserLimit !== null && usagesByUser >= rule.perUserLimit) {
    return { code: 'coupon_exhausted', message: `You have already used coupon ${rule.code} the maximum number of times` };
  }
  return null;
}

/** What the promotion grants on these lines, or why it does not apply to this cart. */
export function evaluate(rule: PromotionRule, currency: string, lines: readonly PromotableLine[]): Eligibility | CouponRejection {
  if (rule.kind === 'fixed' && rule.currency !== currency) {
    return { code: 'coupon_inapplicable', message: `Coupon ${rule.code} is not valid for orders in ${currency}` };
  }
  const eligible = eligibleLines(rule, lines);
  const eligibleNet = eligible.reduce((s, i) => s + (lines[i]?.itemNet ?? 0), 0);
  if (eligible.length === 0 || eligibleNet === 0) {
    return { code: 'coupon_inapplicable', message: `Coupon ${rule.code} does not apply to the products in your cart` };
  }
  if (eligibleNet < rule.minimumItemTotal) {
    return { code: 'coupon_inapplicable', message: `Coupon ${rule.code} needs a minimum order of ${rule.minimumItemTotal} (minor units)` };
  }
  const amount = rule.kind === 'percentage' ? percentageDiscount(eligibleNet, rule.value) : Math.min(rule.value, eligibleNet);
  return { eligible, amount };
}

export function isRejection(x: Eligibility | CouponRejection): x is CouponRejection {
  return 'code' in x;
}

/** A non-stackable code is alone on an order: it cannot join others, nor others join it. */
export function checkStacking(rule: PromotionRule, applied: readonly PromotionRule[]): CouponRejection | null {
  if (applied.some((p) => p.id === rule.id)) return { code: 'coupon_already_applied', message: `Coupon ${rule.code} is already applied` };
  if (applied.length > 0 && (!rule.stackable || applied.some((p) => !p.stackable))) {
    return { code: 'coupon_not_stackable', message: `Coupon ${rule.code} cannot be combined with the coupon already applied` };
  }
  return null;
}
