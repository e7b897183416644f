// Volume price tiers: a variant's price per unit depends on the quantity ordered. Bounds are inclusive;
// a null end means "and above". Lookups only ever see the tiers of one currency.

export interface PriceTier {
  rangeStart: number;
  /** Inclusive; null = no upper bound. */
  rangeEnd: number | null;
  /** Net price of one unit, minor units. */
  netPrice: number;
}

export class TierTableError extends Error {}

/** The tier whose inclusive range contains `quantity`, or undefined (below the first tier, in a gap, above the last). */
export function findTier<T extends PriceTier>(tiers: readonly T[], quantity: number): T | undefined {
  if (!Number.isInteger(quantity) || quantity <= 0) return undefined;
  // Tables hold about a dozen rows: a linear scan beats keeping a sorted copy around.
  let match: T | undefined;
  for (const tier of tiers) {
    if (quantity >= tier.rangeStart && (tier.rangeEnd === null || quantity <= tier.rangeEnd)) {
      // Overlaps are rejected by validateTiers; if a bad table slips through, the higher start wins,
      // which is the cheaper tier and the one a customer would argue for.
      if (!match || tier.rangeStart > match.rangeStart) match = tier;
    }
  }
  return match;
}

/** Sorted ascending by range start (volume_prices are sent that way, docs/domain.md#what-the-store-keeps). */
export function sortTiers<T extends PriceTier>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.rangeStart - b.rangeStart);
}

/**
 * A usable table: positive integer bounds, end ≥ start, no overlaps, only the last tier open-ended,
 * non-negative integer prices. Gaps are allowed (a quantity in a gap has no price).
 */
export function validateTiers(tiers: readonly PriceTier[]): void {
  const sorted = sortTiers(tiers);
  sorted.forEach((tier, i) => {
    if (!Number.isInteger(tier.rangeStart) || tier.rangeStart <= 0) throw new TierTableError(`tier ${i}: range start must be a positive integer`);
    if (tier.rangeEnd !== null && (!Number.isInteger(tier.rangeEnd) || tier.rangeEnd < tier.rangeStart)) {
      throw new TierTableError(`tier ${i}: range end must be an integer ≥ range start`);
    }
    if (!Number.isSafeInteger(tier.netPrice) || tier.netPrice < 0) throw new TierTableError(`tier ${i}: net price must be a non-negative integer`);
    const next = sorted[i + 1];
    if (next) {
      if (tier.rangeEnd === null) throw new TierTableError(`tier ${i}: only the last tier may be open-ended`);
      if (next.rangeStart <= tier.rangeEnd) throw new TierTableError(`tiers ${i} and ${i + 1} overlap`);
    }
  });
}

/** Smallest quantity that has a price: the first tier's start (the minimum order quantity). */
export function minimumQuantity(tiers: readonly PriceTier[]): number | undefined {
  let min: number | undefined;
  for (const tier of tiers) if (min === undefined || tier.rangeStart < min) min = tier.rangeStart;
  return min;
}

/**
 * Turns a list of tier starts into contiguous ranges: each tier ends one before the next starts and
 * the last is open-ended. This is how the editor's quantity options become price ranges.
 */
export function rangesFromStarts(starts: readonly number[]): Array<{ rangeStart: number; rangeEnd: number | null }> {
  const sorted = [...new Set(starts)].sort((a, b) => a - b);
  return sorted.map((rangeStart, i) => {
    const next = sorted[i + 1];
    return { rangeStart, rangeEnd: next === undefined ? null : next - 1 };
  });
}
