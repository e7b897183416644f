// Integer money arithmetic. Amounts are minor units (cents, grosze); intermediate products go through
// bigint so `amount * rate` is exact even beyond 2^53 before it is divided back down.

/** Basis points in one whole: 2300 bp = 23 %. */
export const BP_PER_WHOLE = 10_000;

export class MoneyError extends RangeError {}

export function assertMinorUnits(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`${what} must be an integer number of minor units, got ${value}`);
}

/**
 * numerator / denominator rounded half-up, where "up" is away from zero so a refund (negative) rounds
 * to the mirror image of the charge it reverses. Both inputs are integers; the denominator is positive.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new MoneyError('denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** `amountMinor × rateBp / 10000`, rounded half-up to whole minor units. */
export function applyBasisPoints(amountMinor: number, rateBp: number): number {
  assertMinorUnits(amountMinor);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new MoneyError(`rate must be a non-negative integer of basis points, got ${rateBp}`);
  const result = divideRoundHalfUp(BigInt(amountMinor) * BigInt(rateBp), BigInt(BP_PER_WHOLE));
  return toSafeNumber(result);
}

/** A decimal amount of major units (e.g. 12.345 EUR computed by a price model) → minor units, half-up. */
export function majorToMinorHalfUp(major: number): number {
  if (!Number.isFinite(major)) throw new MoneyError(`amount must be finite, got ${major}`);
  // Scale through a fixed 6-decimal integer first: 0.145 * 100 is 14.499999… in binary floating point,
  // which would round down; the decimal the model meant is what has to be rounded.
  const micros = BigInt(Math.round(major * 1_000_000));
  return toSafeNumber(divideRoundHalfUp(micros, 10_000n));
}

/** A percentage such as 23 (or 8.1) → basis points. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new MoneyError(`percent must be within 0..100, got ${percent}`);
  return Math.round(percent * 100);
}

export function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new MoneyError(`amount ${value} exceeds the safe integer range`);
  return n;
}
