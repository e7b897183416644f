import { EUR_CONVERSION, formatMoney, formatMoneyWith, getRegionConfig, REGION_CODES, toEurMinor, type RegionCode } from '../src';

// Exact strings chosen in README "Money formats": [0, 1, 123456, -123456, 100000000000 (1e9 major units)].
const EXPECTED: Record<RegionCode, [string, string, string, string, string]> = {
  eu: ['€0.00', '€0.01', '€1,234.56', '-€1,234.56', '€1,000,000,000.00'],
  gb: ['£0.00', '£0.01', '£1,234.56', '-£1,234.56', '£1,000,000,000.00'],
  pl: ['0,00 zł', '0,01 zł', '1 234,56 zł', '-1 234,56 zł', '1 000 000 000,00 zł'],
  de: ['€0,00', '€0,01', '€1.234,56', '-€1.234,56', '€1.000.000.000,00'],
  at: ['€0,00', '€0,01', '€1.234,56', '-€1.234,56', '€1.000.000.000,00'],
  ch: ['€0,00', '€0,01', '€1.234,56', '-€1.234,56', '€1.000.000.000,00'],
  no: ['€0.00', '€0.01', '€1,234.56', '-€1,234.56', '€1,000,000,000.00'],
  cz: ['€0,00', '€0,01', '€1 234,56', '-€1 234,56', '€1 000 000 000,00'],
  fr: ['€0,00', '€0,01', '€1 234,56', '-€1 234,56', '€1 000 000 000,00'],
  it: ['€0,00', '€0,01', '€1.234,56', '-€1.234,56', '€1.000.000.000,00'],
  es: ['€0,00', '€0,01', '€1.234,56', '-€1.234,56', '€1.000.000.000,00'],
  nl: ['€0,00', '€0,01', '€1.234,56', '-€1.234,56', '€1.000.000.000,00'],
  ro: ['0,00 lei', '0,01 lei', '1.234,56 lei', '-1.234,56 lei', '1.000.000.000,00 lei'],
  se: ['0,00 kr', '0,01 kr', '1 234,56 kr', '-1 234,56 kr', '1 000 000 000,00 kr'],
  us: ['$0.00', '$0.01', '$1,234.56', '-$1,234.56', '$1,000,000,000.00'],
};
const AMOUNTS = [0, 1, 123456, -123456, 100_000_000_000];

describe('formatMoney', () => {
  describe.each(REGION_CODES)('%s', (code) => {
    it.each(AMOUNTS.map((amount, i) => [amount, EXPECTED[code][i]]))('formats %p minor units as %p', (amount, expected) => {
      expect(formatMoney(amount as number, code)).toBe(expected);
    });
    it('gives the same result for a bigint and for the config object', () => {
      expect(formatMoney(123456n, code)).toBe(EXPECTED[code][2]);
      expect(formatMoney(123456, getRegionConfig(code))).toBe(EXPECTED[code][2]);
    });
  });

  it('follows the spec formats: euro/pound/dollar left, zloty suffix with space thousands and comma decimals', () => {
    expect(formatMoney(99, 'gb')).toBe('£0.99');
    expect(formatMoney(1_000_000, 'pl')).toBe('10 000,00 zł');
    expect(formatMoney(1050, 'ro')).toBe('10,50 lei');
    expect(formatMoney(1050, 'se')).toBe('10,50 kr');
    expect(formatMoney(1050, 'us')).toBe('$10.50');
  });

  it('is exact beyond the range of doubles', () => {
    expect(formatMoney(123456789012345678901n, 'eu')).toBe('€1,234,567,890,123,456,789.01');
    expect(formatMoney(-900719925474099199n, 'pl')).toBe('-9 007 199 254 740 991,99 zł');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'us')).toBe('$90,071,992,547,409.91');
  });

  it('never prints a negative zero and pads small negative amounts', () => {
    expect(formatMoney(-0, 'eu')).toBe('€0.00');
    expect(formatMoney(-7, 'pl')).toBe('-0,07 zł');
    expect(formatMoney(-100, 'us')).toBe('-$1.00');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('rejects %p: amounts are integer minor units', (amount) => {
    expect(() => formatMoney(amount, 'eu')).toThrow(RangeError);
  });

  it('rejects an unknown region', () => {
    expect(() => formatMoney(1, 'xx' as RegionCode)).toThrow('Unknown region "xx"');
  });

  it('formats with an explicit formatter', () => {
    expect(formatMoneyWith(1234567, { currencySign: 'CHF', currencyPosition: 'right', thousandSeparator: "'", decimalSeparator: '.' })).toBe(
      "12'345.67 CHF",
    );
  });
});

describe('toEurMinor', () => {
  it('converts with the spec rates (§9) and rounds half away from zero', () => {
    expect(EUR_CONVERSION).toMatchObject({ GBP: 1.15, PLN: 0.23, SEK: 0.089, RON: 0.2, EUR: 1 });
    expect(toEurMinor(10000, 'GBP')).toBe(11500n);
    expect(toEurMinor(10000, 'PLN')).toBe(2300n);
    expect(toEurMinor(10000, 'SEK')).toBe(890n);
    expect(toEurMinor(10000, 'RON')).toBe(2000n);
    expect(toEurMinor(10000, 'EUR')).toBe(10000n);
    expect(toEurMinor(10000, 'USD')).toBe(9200n);
    expect(toEurMinor(50, 'RON')).toBe(10n);
    expect(toEurMinor(-1, 'GBP')).toBe(-1n); // -1.15 → -1
    expect(toEurMinor(-10, 'SEK')).toBe(-1n); // -0.89 → -1
    expect(toEurMinor(2, 'PLN')).toBe(0n); // 0.46 → 0
  });
  it('has no floating-point drift on large amounts', () => {
    expect(toEurMinor(123456789012345678n, 'SEK')).toBe(10987654222098765n); // 123456789012345678 * 0.089 = 10987654222098765.342
  });
});
