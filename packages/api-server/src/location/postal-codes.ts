// Postal code formats of the countries the store ships to (plus a few neighbours). Each entry
// validates a cleaned value (upper case, single spaces) and formats it the way carriers print it.

interface PostalFormat {
  pattern: RegExp;
  /** Canonical form of a value that matched `pattern`. */
  format?: (value: string) => string;
}

const digits = (n: number): PostalFormat => ({ pattern: new RegExp(`^\\d{${n}}$`) });
/** "12345" or "123 45" → "123 45" (CZ, SK, SE, GR). */
const threeTwo: PostalFormat = {
  pattern: /^\d{3} ?\d{2}$/,
  format: (v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`,
};
const withPrefix = (prefix: string, n: number): PostalFormat => ({
  pattern: new RegExp(`^(${prefix}-?)?\\d{${n}}$`),
  format: (v) => v.replace(new RegExp(`^${prefix}-?`), ''),
});

const FORMATS: Record<string, PostalFormat> = {
  AT: digits(4),
  BE: digits(4),
  BG: digits(4),
  CH: digits(4),
  CY: digits(4),
  CZ: threeTwo,
  DE: digits(5),
  DK: withPrefix('DK', 4),
  EE: digits(5),
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  FI: withPrefix('FI', 5),
  FR: digits(5),
  GR: threeTwo,
  HR: withPrefix('HR', 5),
  HU: digits(4),
  // Eircode: routing key + unique identifier.
  IE: {
    pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
    format: (v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`,
  },
  IS: digits(3),
  IT: digits(5),
  LI: { pattern: /^94(4[89]|9\d)$/ },
  LT: withPrefix('LT', 5),
  LU: withPrefix('L', 4),
  LV: { pattern: /^(LV-?)?\d{4}$/, format: (v) => `LV-${v.replace(/^LV-?/, '')}` },
  MC: { pattern: /^980\d{2}$/ },
  MT: { pattern: /^[A-Z]{3} ?\d{2,4}$/, format: (v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}` },
  NL: {
    pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
    format: (v) => `${v.replace(' ', '').slice(0, 4)} ${v.replace(' ', '').slice(4)}`,
  },
  NO: digits(4),
  PL: { pattern: /^\d{2}-?\d{3}$/, format: (v) => `${v.replace('-', '').slice(0, 2)}-${v.replace('-', '').slice(2)}` },
  PT: { pattern: /^\d{4}-?\d{3}$/, format: (v) => `${v.replace('-', '').slice(0, 4)}-${v.replace('-', '').slice(4)}` },
  RO: digits(6),
  SE: threeTwo,
  SI: withPrefix('SI', 4),
  SK: threeTwo,
  GB: {
    pattern: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/,
    format: (v) => {
      const compact = v.replace(' ', '');
      return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
    },
  },
  US: { pattern: /^\d{5}(-?\d{4})?$/, format: (v) => (v.length === 9 ? `${v.slice(0, 5)}-${v.slice(5)}` : v) },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    format: (v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`,
  },
  AU: digits(4),
};

/** Countries without a format table: letters, digits, spaces and dashes, 2–10 characters. */
const GENERIC = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

/** The canonical postal code, or null when it is not valid for the country. */
export function normalizePostalCode(countryIso: string, raw: string): string | null {
  const cleaned = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  const format = FORMATS[countryIso];
  if (!format) return GENERIC.test(cleaned) ? cleaned : null;
  if (!format.pattern.test(cleaned)) return null;
  return format.format ? format.format(cleaned) : cleaned;
}
