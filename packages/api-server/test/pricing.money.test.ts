import fc from 'fast-check';
import { applyBasisPoints, divideRoundHalfUp, majorToMinorHalfUp, MoneyError, percentToBasisPoints } from '../src/tax/money';

describe('divideRoundHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [4n, 2n, 2n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-5n, 2n, -3n],
    [-7n, 3n, -2n],
    [0n, 9n, 0n],
  ])('%p / %p = %p (halves away from zero)', (n, d, expected) => {
    expect(divideRoundHalfUp(n, d)).toBe(expected);
  });

  it('rejects a non-positive denominator', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(MoneyError);
  });

  it('is never more than half a unit away from the exact quotient', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const q = divideRoundHalfUp(n, d);
        // |q·d − n| ≤ d/2, i.e. 2|q·d − n| ≤ d
        const diff = q * d - n;
        expect(2n * (diff < 0n ? -diff : diff) <= d).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('applyBasisPoints', () => {
  it('rounds half-up to whole minor units', () => {
    expect(applyBasisPoints(1000, 2300)).toBe(230);
    expect(applyBasisPoints(205, 1900)).toBe(39); // 38.95 → 39
    expect(applyBasisPoints(50, 2300)).toBe(12); // 11.5 → 12
    expect(applyBasisPoints(10, 810)).toBe(1); // 0.81 → 1
    expect(applyBasisPoints(6, 810)).toBe(0); // 0.486 → 0
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    // 9e15 × 2300 overflows a double's integer range; bigint keeps the result exact.
    expect(applyBasisPoints(9_000_000_000_000_00, 2300)).toBe(207_000_000_000_000);
  });

  it('rejects fractional amounts and negative rates', () => {
    expect(() => applyBasisPoints(10.5, 2300)).toThrow(MoneyError);
    expect(() => applyBasisPoints(10, -1)).toThrow(MoneyError);
  });
});

describe('majorToMinorHalfUp', () => {
  it('rounds the decimal the model meant, not its binary approximation', () => {
    expect(majorToMinorHalfUp(0.145)).toBe(15);
    expect(majorToMinorHalfUp(1.005)).toBe(101);
    expect(majorToMinorHalfUp(2.0449)).toBe(204);
    expect(majorToMinorHalfUp(19)).toBe(1900);
  });
  it('rejects non-finite amounts', () => {
    expect(() => majorToMinorHalfUp(Number.NaN)).toThrow(MoneyError);
  });
});

describe('percentToBasisPoints', () => {
  it('converts spec percentages', () => {
    expect(percentToBasisPoints(23)).toBe(2300);
    expect(percentToBasisPoints(8.1)).toBe(810);
    expect(percentToBasisPoints(0)).toBe(0);
  });
  it('rejects percentages outside 0..100', () => {
    expect(() => percentToBasisPoints(101)).toThrow(MoneyError);
  });
});
