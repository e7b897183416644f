import type { RegionCode } from './regionCodes';

/**
 * Standard VAT rate in percent per store. eu, pl, ro, se 23, gb 20 and us 0 are the spec's (§9);
 * the rest are the countries' standard rates in 2025.
 */
export const VAT_RATES: Readonly<Record<RegionCode, number>> = Object.freeze({
  eu: 23,
  gb: 20,
  pl: 23,
  de: 19,
  at: 20,
  ch: 8.1,
  no: 25,
  cz: 21,
  fr: 20,
  it: 22,
  es: 21,
  nl: 21,
  ro: 23,
  se: 23,
  us: 0,
});

/** The VAT rate as an integer number of basis points (2300 for 23 %), the form money code computes with. */
export function vatRateBasisPoints(region: RegionCode): number {
  return Math.round(VAT_RATES[region] * 100);
}

/** Stores where net prices always carry a "+ VAT" note (docs/domain.md#constants-and-limits). */
export const ALWAYS_SHOW_ADDED_TAX_REGIONS: readonly RegionCode[] = ['gb', 'pl'];

/**
 * Flat customs-clearance surcharge per order for the Swiss and Norwegian stores (docs/domain.md#what-the-store-keeps), in major
 * units of the store's currency. The spec gives no unit; see README.
 */
export const ADDITIONAL_CUSTOMS: Readonly<Record<RegionCode, number>> = Object.freeze({
  eu: 0,
  gb: 0,
  pl: 0,
  de: 0,
  at: 0,
  ch: 40,
  no: 40,
  cz: 0,
  fr: 0,
  it: 0,
  es: 0,
  nl: 0,
  ro: 0,
  se: 0,
  us: 0,
});

/** Stores with the Plus area (docs/domain.md#roles: off for no, at, ch, cz, nl, ro, se, us). */
export const PLUS_REGIONS: readonly RegionCode[] = ['eu', 'gb', 'pl', 'de', 'fr', 'it', 'es'];
