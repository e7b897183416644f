import fc from 'fast-check';
import { findTier, minimumQuantity, rangesFromStarts, TierTableError, validateTiers, type PriceTier } from '../src/pricing/tiers';

const TABLE: PriceTier[] = [
  { rangeStart: 30, rangeEnd: 59, netPrice: 205 },
  { rangeStart: 60, rangeEnd: 89, netPrice: 124 },
  { rangeStart: 90, rangeEnd: null, netPrice: 96 },
];

describe('findTier', () => {
  it('uses inclusive bounds on both ends', () => {
    expect(findTier(TABLE, 30)?.netPrice).toBe(205);
    expect(findTier(TABLE, 59)?.netPrice).toBe(205);
    expect(findTier(TABLE, 60)?.netPrice).toBe(124);
    expect(findTier(TABLE, 89)?.netPrice).toBe(124);
    expect(findTier(TABLE, 90)?.netPrice).toBe(96);
    expect(findTier(TABLE, 1_000_000)?.netPrice).toBe(96);
  });

  it('has no tier below the first start, in a gap, or for non-positive and fractional quantities', () => {
    expect(findTier(TABLE, 29)).toBeUndefined();
    expect(findTier([{ rangeStart: 1, rangeEnd: 5, netPrice: 1 }, { rangeStart: 10, rangeEnd: null, netPrice: 1 }], 7)).toBeUndefined();
    expect(findTier(TABLE, 0)).toBeUndefined();
    expect(findTier(TABLE, -30)).toBeUndefined();
    expect(findTier(TABLE, 45.5)).toBeUndefined();
  });

  it('finds a tier regardless of the order the rows come in', () => {
    expect(findTier([...TABLE].reverse(), 75)?.rangeStart).toBe(60);
  });
});

describe('validateTiers', () => {
  it('accepts a contiguous table', () => {
    expect(() => validateTiers(TABLE)).not.toThrow();
  });
  it.each([
    ['overlap', [{ rangeStart: 1, rangeEnd: 10, netPrice: 1 }, { rangeStart: 10, rangeEnd: null, netPrice: 1 }]],
    ['open tier before another', [{ rangeStart: 1, rangeEnd: null, netPrice: 1 }, { rangeStart: 10, rangeEnd: null, netPrice: 1 }]],
    ['end below start', [{ rangeStart: 10, rangeEnd: 5, netPrice: 1 }]],
    ['zero start', [{ rangeStart: 0, rangeEnd: 5, netPrice: 1 }]],
    ['fractional price', [{ rangeStart: 1, rangeEnd: null, netPrice: 1.5 }]],
  ])('rejects %s', (_name, tiers) => {
    expect(() => validateTiers(tiers)).toThrow(TierTableError);
  });
});

describe('rangesFromStarts', () => {
  it('turns the editor quantities into contiguous inclusive ranges, the last one open', () => {
    expect(rangesFromStarts([30, 60, 90])).toEqual([
      { rangeStart: 30, rangeEnd: 59 },
      { rangeStart: 60, rangeEnd: 89 },
      { rangeStart: 90, rangeEnd: null },
    ]);
  });
  it('sorts and deduplicates', () => {
    expect(rangesFromStarts([60, 30, 60])).toEqual([
      { rangeStart: 30, rangeEnd: 59 },
      { rangeStart: 60, rangeEnd: null },
    ]);
  });
});

/** A random valid table whose unit prices fall (weakly) as the tiers rise. */
const monotoneTable = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 15 })
  .chain((starts) =>
    fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: starts.length, maxLength: starts.length }).map((prices) => {
      const sortedPrices = [...prices].sort((a, b) => b - a);
      return rangesFromStarts(starts).map((r, i) => ({ ...r, netPrice: sortedPrices[i] ?? 0 }));
    }),
  );

describe('tier properties', () => {
  it('every quantity from the first start up is priced by exactly the tier that contains it', () => {
    fc.assert(
      fc.property(monotoneTable, fc.integer({ min: 1, max: 200_000 }), (tiers, q) => {
        validateTiers(tiers);
        const tier = findTier(tiers, q);
        const min = minimumQuantity(tiers) ?? Infinity;
        if (q < min) {
          expect(tier).toBeUndefined();
          return;
        }
        expect(tier).toBeDefined();
        expect(q).toBeGreaterThanOrEqual(tier!.rangeStart);
        if (tier!.rangeEnd !== null) expect(q).toBeLessThanOrEqual(tier!.rangeEnd);
        expect(tiers.filter((t) => q >= t.rangeStart && (t.rangeEnd === null || q <= t.rangeEnd))).toHaveLength(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('a larger quantity never gets a higher unit price on a monotone table', () => {
    fc.assert(
      fc.property(monotoneTable, fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (tiers, a, delta) => {
        const small = findTier(tiers, a);
        const large = findTier(tiers, a + delta);
        if (small) {
          expect(large).toBeDefined();
          expect(large!.netPrice).toBeLessThanOrEqual(small.netPrice);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
