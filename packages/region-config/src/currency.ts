/** Currencies the store charges in (docs/domain.md#constants-and-limits). */
export const CURRENCY_CODES = ['EUR', 'PLN', 'GBP', 'RON', 'SEK', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Every currency above has two decimal places; amounts travel as integer minor units (cents, grosze). */
export const CURRENCY_MINOR_DIGITS = 2;

/**
 * Value of one unit of a currency in euro, used only to report revenue to analytics in one currency
 * (docs/domain.md#constants-and-limits). USD is not given by the spec: 0.92 is the 2024 average reference rate, rounded.
 */
export const EUR_CONVERSION: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  EUR: 1,
  GBP: 1.15,
  PLN: 0.23,
  SEK: 0.089,
  RON: 0.2,
  USD: 0.92,
});

const RATE_SCALE = 10_000n;

/**
 * Converts minor units of `currency` to euro cents, rounding half away from zero. The rate is turned
 * into an integer number of ten-thousandths first so the multiplication itself never drifts.
 */
export function toEurMinor(amountMinor: number | bigint, currency: CurrencyCode): bigint {
  const amount = toMinorBigInt(amountMinor);
  const rate = BigInt(Math.round(EUR_CONVERSION[currency] * Number(RATE_SCALE)));
  const scaled = amount * rate;
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const rounded = (abs + RATE_SCALE / 2n) / RATE_SCALE;
  return negative ? -rounded : rounded;
}

/** Integer minor units as a bigint; a fractional, non-finite or unsafe number is a programming error. */
export function toMinorBigInt(amountMinor: number | bigint): bigint {
  if (typeof amountMinor === 'bigint') return amountMinor;
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Expected an integer amount of minor units, got ${String(amountMinor)}`);
  }
  return BigInt(amountMinor);
}
