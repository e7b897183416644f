// One set of type parsers for both drivers, so a query answers the same JS values on PGlite and PostgreSQL.

export const PG_TYPE = { int8: 20, numeric: 1700 } as const;

/**
 * int8 (bigint, count(*), sum of integers) → JS number. Money is stored in integer minor units and ids
 * are identities; both stay far below 2^53, so a number is exact. A larger value is a bug: fail loudly
 * instead of rounding silently.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds Number.MAX_SAFE_INTEGER`);
  return n;
}

/** numeric stays a string: it is exact and callers decide how to round. */
export function parseNumeric(value: string): string {
  return value;
}

export const typeParsers: Record<number, (value: string) => unknown> = {
  [PG_TYPE.int8]: parseInt8,
  [PG_TYPE.numeric]: parseNumeric,
};
