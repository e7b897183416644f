import fc from 'fast-check';
import { REGION_CODES, getRegionConfig } from '@ph/region-config';
import { CURRENCIES } from '../src/catalogue/constants';
import { applyBasisPoints } from '../src/tax/money';
import { priceLine, PricingError, type CurrencyPriceTier } from '../src/pricing/priceLine';
import { decideTax, taxRegionOf, TaxCountryError } from '../src/tax/tax';
import { rangesFromStarts } from '../src/pricing/tiers';

const TIERS: CurrencyPriceTier[] = [
  { currency: 'EUR', rangeStart: 30, rangeEnd: 59, netPrice: 205 },
  { currency: 'EUR', rangeStart: 60, rangeEnd: 89, netPrice: 124 },
  { currency: 'EUR', rangeStart: 90, rangeEnd: null, netPrice: 96 },
  { currency: 'PLN', rangeStart: 30, rangeEnd: null, netPrice: 837 },
];
const variant = { sku: 'mailer-box-f22-kraft-eco-color', volumePrices: TIERS };

describe('priceLine', () => {
  it('prices a quantity by the tier containing it, taxed at the store rate', () => {
    const line = priceLine({ variant, quantity: 75, currency: 'EUR', region: 'de' });
    expect(line).toEqual({
      unitNet: 124,
      net: 9300,
      taxRateBp: 1900,
      tax: 1767,
      gross: 11067,
      taxReason: 'standard',
      tier: { rangeStart: 60, rangeEnd: 89 },
    });
  });

  it('uses only the tiers of the asked currency', () => {
    expect(priceLine({ variant, quantity: 75, currency: 'PLN', region: 'pl' }).unitNet).toBe(837);
  });

  it('rounds the line tax half-up once', () => {
    // 1 × 50 at 23 % = 11.5 → 12
    const line = priceLine({ variant: { sku: 'x', volumePrices: [{ currency: 'EUR', rangeStart: 1, rangeEnd: null, netPrice: 50 }] }, quantity: 1, currency: 'EUR', region: 'eu' });
    expect(line.tax).toBe(12);
    expect(line.gross).toBe(62);
  });

  it('applies no VAT to exports and the reverse charge to EU businesses with a validated VAT ID', () => {
    expect(priceLine({ variant, quantity: 30, currency: 'EUR', region: 'eu', taxCountryIso: 'CH' })).toMatchObject({ taxRateBp: 0, tax: 0, gross: 6150, taxReason: 'export' });
    const b2b = priceLine({ variant, quantity: 30, currency: 'EUR', region: 'eu', taxCountryIso: 'DE', customer: { type: 'b2b', validatedVatCountryIso: 'DE' } });
    expect(b2b).toMatchObject({ taxRateBp: 0, taxReason: 'reverse_charge' });
    // A consumer in the same country pays VAT; so does a business without a validated VAT ID.
    expect(priceLine({ variant, quantity: 30, currency: 'EUR', region: 'eu', taxCountryIso: 'DE', customer: { type: 'b2c' } }).taxRateBp).toBe(2300);
    expect(priceLine({ variant, quantity: 30, currency: 'EUR', region: 'eu', taxCountryIso: 'DE', customer: { type: 'b2b', validatedVatCountryIso: null } }).taxRateBp).toBe(2300);
  });

  it.each([
    [0, 'invalid_quantity'],
    [2.5, 'invalid_quantity'],
    [29, 'quantity_not_priced'],
  ])('rejects quantity %p with %p', (quantity, code) => {
    expect(() => priceLine({ variant, quantity, currency: 'EUR', region: 'eu' })).toThrow(expect.objectContaining({ code }));
  });

  it('names the minimum order quantity when below it', () => {
    expect(() => priceLine({ variant, quantity: 10, currency: 'EUR', region: 'eu' })).toThrow(/below the minimum order quantity 30/);
  });

  it('fails for a currency without prices', () => {
    expect(() => priceLine({ variant, quantity: 30, currency: 'SEK', region: 'se' })).toThrow(PricingError);
  });

  it('rejects a tax country the store does not ship to', () => {
    expect(() => priceLine({ variant, quantity: 30, currency: 'EUR', region: 'pl', taxCountryIso: 'DE' })).toThrow(TaxCountryError);
  });
});

describe('priceLine properties', () => {
  const table = fc
    .uniqueArray(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 11 })
    .chain((starts) =>
      fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: starts.length, maxLength: starts.length }).map((prices) => {
        const falling = [...prices].sort((a, b) => b - a);
        return rangesFromStarts(starts).map((r, i) => ({ ...r, netPrice: falling[i] ?? 0, currency: 'EUR' }));
      }),
    );
  const region = fc.constantFrom(...REGION_CODES);

  it('net + tax = gross to the cent, net = unit × quantity, tax = half-up of net × rate', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 100_000 }), region, (tiers, quantity, code) => {
        const currency = getRegionConfig(code).currency;
        const priced = tiers.map((t) => ({ ...t, currency }));
        let line;
        try {
          line = priceLine({ variant: { sku: 's', volumePrices: priced }, quantity, currency, region: code });
        } catch (err) {
          expect(err).toBeInstanceOf(PricingError);
          expect(quantity).toBeLessThan(Math.min(...tiers.map((t) => t.rangeStart)));
          return;
        }
        expect(Number.isSafeInteger(line.net) && Number.isSafeInteger(line.tax) && Number.isSafeInteger(line.gross)).toBe(true);
        expect(line.net + line.tax).toBe(line.gross);
        expect(line.net).toBe(line.unitNet * quantity);
        expect(line.tax).toBe(applyBasisPoints(line.net, line.taxRateBp));
        // Half-up: the rounding error never exceeds half a minor unit.
        expect(Math.abs(line.tax - (line.net * line.taxRateBp) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('the unit price never rises with the quantity (monotone tiers)', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (tiers, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const first = Math.min(...tiers.map((t) => t.rangeStart));
        fc.pre(small >= first);
        const unit = (q: number) => priceLine({ variant: { sku: 's', volumePrices: tiers }, quantity: q, currency: 'EUR', region: 'eu' }).unitNet;
        expect(unit(large)).toBeLessThanOrEqual(unit(small));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decideTax', () => {
  it('charges each store its own VAT at home', () => {
    expect(decideTax(taxRegionOf('pl'), 'PL')).toEqual({ rateBp: 2300, reason: 'standard', countryIso: 'PL' });
    expect(decideTax(taxRegionOf('gb'), 'GB')).toMatchObject({ rateBp: 2000 });
    expect(decideTax(taxRegionOf('ch'), 'CH')).toMatchObject({ rateBp: 810 });
    expect(decideTax(taxRegionOf('de'))).toMatchObject({ rateBp: 1900, countryIso: 'DE' });
  });
  it('has no VAT in a store without it', () => {
    expect(decideTax(taxRegionOf('us'), 'US')).toEqual({ rateBp: 0, reason: 'no_vat_region', countryIso: 'US' });
  });
  it('treats non-EU deliveries of the European store as exports', () => {
    expect(decideTax(taxRegionOf('eu'), 'NO')).toMatchObject({ rateBp: 0, reason: 'export' });
    expect(decideTax(taxRegionOf('eu'), 'FR')).toMatchObject({ rateBp: 2300, reason: 'standard' });
  });
  it('does not reverse-charge a business in the seller’s own country', () => {
    expect(decideTax(taxRegionOf('eu'), 'PL', { type: 'b2b', validatedVatCountryIso: 'PL' })).toMatchObject({ reason: 'standard' });
    expect(decideTax(taxRegionOf('de'), 'DE', { type: 'b2b', validatedVatCountryIso: 'DE' })).toMatchObject({ reason: 'standard' });
    expect(decideTax(taxRegionOf('de'), 'DE', { type: 'b2b', validatedVatCountryIso: 'AT' })).toMatchObject({ reason: 'reverse_charge' });
  });
  it('rejects a country outside the store’s shipping area', () => {
    expect(() => decideTax(taxRegionOf('gb'), 'DE')).toThrow('DE is not a shipping country of region gb');
  });
  it('covers every currency with a store', () => {
    for (const currency of CURRENCIES) expect(REGION_CODES.some((r) => getRegionConfig(r).currency === currency)).toBe(true);
  });
});
