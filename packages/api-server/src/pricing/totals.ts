// Pure order arithmetic: discounts split over lines by largest remainder, tax per line rounded half-up,
// and the order totals as exact sums of what the lines store. Nothing here reads a request: the inputs
// are catalogue prices and server-side promotion rules only.
import { applyBasisPoints, assertMinorUnits } from '../tax';
import { taxAmounts } from '../tax';

export interface LineInput {
  /** unit net × quantity, from the variant's price tier. */
  itemNet: number;
  expressNet: number;
  taxRateBp: number;
}

export interface DiscountInput {
  /** The discount the promotion grants, positive minor units (before capping at what is eligible). */
  amount: number;
  /** Indexes of the lines the promotion applies to. */
  eligible: readonly number[];
}

export interface LineAmounts {
  itemNet: number;
  expressNet: number;
  /** ≤ 0. */
  promoNet: number;
  net: number;
  taxRateBp: number;
  tax: number;
  gross: number;
}

export interface ChargeInput {
  net: number;
  taxRateBp: number;
}

export interface OrderAmounts {
  lines: LineAmounts[];
  /** Each promotion's effective discount (≤ 0), in input order. */
  promotions: number[];
  ship: { net: number; taxRateBp: number; tax: number; gross: number };
  itemTotal: number;
  shipTotal: number;
  taxTotal: number;
  promoTotal: number;
  additionalCustoms: number;
  total: number;
}

/**
 * Splits `amount` over `weights` in proportion, in whole units, so the parts sum to `amount` exactly:
 * everyone gets the floor of their share, the units left over go to the largest fractional remainders
 * (ties: the earlier index). Zero total weight gives zeros (nothing to split over).
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  assertMinorUnits(amount);
  if (amount < 0) throw new RangeError('amount must not be negative');
  const total = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (total === 0n || amount === 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const parts = weights.map((w) => (a * BigInt(w)) / total);
  const remainders = weights.map((w, i) => ({ i, r: (a * BigInt(w)) % total }));
  let left = a - parts.reduce((s, p) => s + p, 0n);
  remainders.sort((x, y) => (y.r > x.r ? 1 : y.r < x.r ? -1 : x.i - y.i));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** A percentage promotion's discount on an amount: half-up like every other rounding. */
export function percentageDiscount(eligibleNet: number, rateBp: number): number {
  return applyBasisPoints(eligibleNet, rateBp);
}

/**
 * Computes every stored amount of an order. Promotions apply in order, each to what the earlier ones
 * left of its eligible lines, so no line goes below zero; shipping is taxed at its own rate, customs
 * surcharges are not taxed (they are passed on as charged by the carrier).
 */
export function computeOrderAmounts(
  lines: readonly LineInput[],
  discounts: readonly DiscountInput[],
  shipping: ChargeInput | null,
  additionalCustoms: number,
): OrderAmounts {
  for (const l of lines) {
    assertMinorUnits(l.itemNet, 'line net');
    assertMinorUnits(l.expressNet, 'express net');
    if (l.itemNet < 0 || l.expressNet < 0) throw new RangeError('line amounts must not be negative');
  }
  const remaining = lines.map((l) => l.itemNet);
  const promo = lines.map(() => 0);
  const promotionTotals = discounts.map((d) => {
    const eligible = [...new Set(d.eligible)].filter((i) => i >= 0 && i < lines.length);
    const available = eligible.reduce((s, i) => s + (remaining[i] ?? 0), 0);
    const granted = Math.min(Math.max(0, d.amount), available);
    const parts = splitByLargestRemainder(granted, eligible.map((i) => remaining[i] ?? 0));
    eligible.forEach((lineIndex, k) => {
      const part = parts[k] ?? 0;
      remaining[lineIndex] = (remaining[lineIndex] ?? 0) - part;
      promo[lineIndex] = (promo[lineIndex] ?? 0) - part;
    });
    return granted === 0 ? 0 : -granted;
  });
  const lineAmounts = lines.map((l, i): LineAmounts => {
    const promoNet = promo[i] ?? 0;
    const { net, tax, gross } = taxAmounts(l.itemNet + l.expressNet + promoNet, l.taxRateBp);
    return { itemNet: l.itemNet, expressNet: l.expressNet, promoNet, net, taxRateBp: l.taxRateBp, tax, gross };
  });
  const ship = shipping ? { ...taxAmounts(shipping.net, shipping.taxRateBp), taxRateBp: shipping.taxRateBp } : { net: 0, tax: 0, gross: 0, taxRateBp: 0 };
  const sum = (f: (l: LineAmounts) => number) => lineAmounts.reduce((s, l) => s + f(l), 0);
  const itemTotal = sum((l) => l.itemNet + l.expressNet);
  const promoTotal = sum((l) => l.promoNet);
  const taxTotal = sum((l) => l.tax) + ship.tax;
  const total = itemTotal + promoTotal + ship.net + taxTotal + additionalCustoms;
  return {
    lines: lineAmounts,
    promotions: promotionTotals,
    ship,
    itemTotal,
    shipTotal: ship.net,
    taxTotal,
    promoTotal,
    additionalCustoms,
    total,
  };
}
