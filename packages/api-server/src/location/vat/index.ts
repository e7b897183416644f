import { VAT_CHECKS } from './formats';

/** VAT prefix of a country: ISO codes, except Greece (EL); XI (Northern Ireland) is its own prefix. */
export function vatPrefixOf(countryIso: string): string | undefined {
  const prefix = countryIso === 'GR' ? 'EL' : countryIso;
  return prefix in VAT_CHECKS ? prefix : undefined;
}

export interface VatFormatResult {
  /** Prefix + national part, e.g. "DE136695976". */
  normalized: string;
  prefix: string;
  /** National part without the prefix (what VIES expects as vatNumber). */
  number: string;
  formatValid: boolean;
}

/**
 * Normalises a VAT ID (spaces, dots, dashes removed, upper case, prefix optional) and checks its
 * format and check digit for `countryIso`. Returns undefined for countries without EU VAT numbers.
 */
export function checkVatFormat(vatId: string, countryIso: string): VatFormatResult | undefined {
  const prefix = vatPrefixOf(countryIso);
  if (!prefix) return undefined;
  const check = VAT_CHECKS[prefix];
  if (!check) return undefined;
  let number = vatId.toUpperCase().replace(/[\s.\-/]/g, '');
  // Greek numbers are sometimes written with GR, Northern Irish ones with GB (same number).
  const prefixes = prefix === 'EL' ? ['EL', 'GR'] : prefix === 'XI' ? ['XI', 'GB'] : [prefix];
  for (const p of prefixes) {
    if (number.startsWith(p) && !check(number)) {
      number = number.slice(p.length);
      break;
    }
  }
  return { normalized: `${prefix}${number}`, prefix, number, formatValid: number.length > 0 && check(number) };
}
