import {
  ADDITIONAL_CUSTOMS,
  EU_COUNTRY_CODES,
  getRegionConfig,
  getRegionValue,
  LANDING_PAGES,
  landingPath,
  MissingRegionKeyError,
  paymentMethodsFor,
  REGION_CODES,
  REGIONS,
  regionHost,
  shippingCountriesFor,
  UnknownRegionError,
  UnsetRegionError,
  vatRateBasisPoints,
  type CurrencyCode,
  type PaymentMethod,
  type RegionCode,
  type RegionConfig,
} from '../src';

const EU_LIST: PaymentMethod[] = ['paypal', 'check', 'stripe', 'p24', 'ideal', 'bancontact', 'eps', 'giropay', 'card', 'hokodo'];
const EU_WITHOUT_HOKODO: PaymentMethod[] = ['paypal', 'check', 'stripe', 'p24', 'ideal', 'bancontact', 'eps', 'giropay', 'card'];
const BASIC: PaymentMethod[] = ['check', 'stripe', 'card'];
const EU_SHIPPING = [...EU_COUNTRY_CODES, 'CH', 'NO'];

interface Expected {
  currency: CurrencyCode;
  vat: number;
  hasVat: boolean;
  alwaysShowAddedTax: boolean;
  customs: number;
  payments: PaymentMethod[];
  shipping: string[];
  languageTag: string;
  supportsPlus: boolean;
  host: string;
  pathRegion: string | null;
  apiRegion: string;
}

// Written out by hand from docs/domain.md#regions-languages-and-routes, docs/domain.md#what-the-store-keeps, docs/domain.md#roles, docs/domain.md#constants-and-limits and the README's choices — not derived from the code.
const EXPECTED: Record<RegionCode, Expected> = {
  eu: { currency: 'EUR', vat: 23, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_LIST, shipping: EU_SHIPPING, languageTag: 'en-US', supportsPlus: true, host: 'packhelp.com', pathRegion: null, apiRegion: 'eu' },
  gb: { currency: 'GBP', vat: 20, hasVat: true, alwaysShowAddedTax: true, customs: 0, payments: ['check', 'stripe', 'card', 'hokodo'], shipping: ['GB'], languageTag: 'en-US', supportsPlus: true, host: 'packhelp.co.uk', pathRegion: null, apiRegion: 'gb' },
  pl: { currency: 'PLN', vat: 23, hasVat: true, alwaysShowAddedTax: true, customs: 0, payments: ['check', 'stripe', 'p24', 'card', 'hokodo'], shipping: ['PL'], languageTag: 'pl-PL', supportsPlus: true, host: 'packhelp.pl', pathRegion: null, apiRegion: 'pl' },
  de: { currency: 'EUR', vat: 19, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_WITHOUT_HOKODO, shipping: ['DE'], languageTag: 'de-DE', supportsPlus: true, host: 'packhelp.de', pathRegion: null, apiRegion: 'de' },
  at: { currency: 'EUR', vat: 20, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_WITHOUT_HOKODO, shipping: ['AT'], languageTag: 'de-DE', supportsPlus: false, host: 'packhelp.at', pathRegion: null, apiRegion: 'de' },
  ch: { currency: 'EUR', vat: 8.1, hasVat: true, alwaysShowAddedTax: false, customs: 40, payments: BASIC, shipping: ['CH'], languageTag: 'de-DE', supportsPlus: false, host: 'packhelp.ch', pathRegion: null, apiRegion: 'ch' },
  no: { currency: 'EUR', vat: 25, hasVat: true, alwaysShowAddedTax: false, customs: 40, payments: BASIC, shipping: ['NO'], languageTag: 'en-US', supportsPlus: false, host: 'packhelp.no', pathRegion: null, apiRegion: 'no' },
  cz: { currency: 'EUR', vat: 21, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: BASIC, shipping: ['CZ'], languageTag: 'cs-CZ', supportsPlus: false, host: 'packhelp.cz', pathRegion: null, apiRegion: 'cz' },
  fr: { currency: 'EUR', vat: 20, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_WITHOUT_HOKODO, shipping: ['FR'], languageTag: 'fr-FR', supportsPlus: true, host: 'packhelp.fr', pathRegion: null, apiRegion: 'fr' },
  it: { currency: 'EUR', vat: 22, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_WITHOUT_HOKODO, shipping: ['IT'], languageTag: 'it-IT', supportsPlus: true, host: 'packhelp.it', pathRegion: null, apiRegion: 'it' },
  es: { currency: 'EUR', vat: 21, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_WITHOUT_HOKODO, shipping: ['ES'], languageTag: 'es-ES', supportsPlus: true, host: 'packhelp.es', pathRegion: null, apiRegion: 'es' },
  nl: { currency: 'EUR', vat: 21, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: EU_WITHOUT_HOKODO, shipping: ['NL'], languageTag: 'nl-NL', supportsPlus: false, host: 'packhelp.com', pathRegion: 'nl-nl', apiRegion: 'nl' },
  ro: { currency: 'RON', vat: 23, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: BASIC, shipping: ['RO'], languageTag: 'ro-RO', supportsPlus: false, host: 'packhelp.com', pathRegion: 'ro-ro', apiRegion: 'ro' },
  se: { currency: 'SEK', vat: 23, hasVat: true, alwaysShowAddedTax: false, customs: 0, payments: BASIC, shipping: ['SE'], languageTag: 'sv-SE', supportsPlus: false, host: 'packhelp.com', pathRegion: 'sv-se', apiRegion: 'se' },
  us: { currency: 'USD', vat: 0, hasVat: false, alwaysShowAddedTax: false, customs: 0, payments: ['stripe', 'card'], shipping: ['US'], languageTag: 'en-US', supportsPlus: false, host: 'packhelp.com', pathRegion: 'en-us', apiRegion: 'us' },
};

describe('every region', () => {
  it('covers exactly the 15 storefront regions in spec order', () => {
    expect(REGION_CODES).toEqual(['eu', 'gb', 'pl', 'de', 'at', 'ch', 'no', 'cz', 'fr', 'it', 'es', 'nl', 'ro', 'se', 'us']);
    expect(Object.keys(REGIONS).sort()).toEqual([...REGION_CODES].sort());
  });

  describe.each(REGION_CODES)('%s', (code) => {
    const expected = EXPECTED[code];
    const config = getRegionConfig(code);

    it('knows its own code', () => {
      expect(config.code).toBe(code);
    });
    it('has the currency, VAT and tax display of the spec', () => {
      expect(config.currency).toBe(expected.currency);
      expect(config.vatAmount).toBe(expected.vat);
      expect(config.hasVat).toBe(expected.hasVat);
      expect(config.alwaysShowAddedTax).toBe(expected.alwaysShowAddedTax);
      expect(config.additionalCustoms).toBe(expected.customs);
      expect(config.pricesIncludeTax).toBe(false);
    });
    it('offers the payment methods of docs/domain.md#constants-and-limits', () => {
      expect(paymentMethodsFor(code)).toEqual(expected.payments);
      expect(config.allowedPaymentMethods).toEqual(expected.payments);
    });
    it('ships to its countries', () => {
      expect([...shippingCountriesFor(code)].sort()).toEqual([...expected.shipping].sort());
      expect(config.allowedShippingCountries).toEqual(shippingCountriesFor(code));
      expect(config.allowedShippingCountries).toContain(config.defaultShippingCountryCode);
    });
    it('has its language, domain, Plus flag and API region', () => {
      expect(config.languageTag).toBe(expected.languageTag);
      expect(`${config.domain.basename}.${config.domain.tld}`).toBe(expected.host);
      expect(config.domain.pathRegion).toBe(expected.pathRegion);
      expect(config.domain.pathBased).toBe(expected.pathRegion !== null);
      expect(config.supportsPlus).toBe(expected.supportsPlus);
      expect(config.apiRegion).toBe(expected.apiRegion);
      expect(config.productRegion).toBe(expected.apiRegion);
    });
    it('has delivery times and designless products of docs/domain.md#what-the-store-keeps, docs/domain.md#constants-and-limits', () => {
      expect(config.deliveryTime.compartmentDeliveryTime).toEqual({ min: 3, max: 5 });
      expect(config.deliveryTime.avarageDeliveryTime).toBe(code === 'pl' ? 3 : 5);
      expect(config.deliveryTime.samplePackAverageDeliveryTime).toBe(code === 'pl' ? 3 : 5);
      expect(config.shipmentsConfig).toEqual({ productionTime: 21, compartmentDeliveryTime: { min: 1, max: 2 } });
      expect(config.designlessProductIds).toEqual(['mailer-box-plain', 'shipping-box-plain']);
      expect(config.allowedProductTypes).toEqual(expect.arrayContaining(['mailer-box-plain', 'sample-packs']));
    });
    it('has every field of the spec\'s region configuration', () => {
      const keys: (keyof RegionConfig)[] = [
        'productRegion', 'countryCode', 'mainRegion', 'hasVat', 'languageTag', 'iterableLocale', 'locale',
        'phoneCountryCode', 'defaultShippingCountryCode', 'additionalCustoms', 'currency', 'vatAmount',
        'alwaysShowAddedTax', 'currencyFormatter', 'allowedShippingCountries', 'allowedShipments',
        'allowedShipmentTypes', 'allowedPaymentMethods', 'allowedProductTypes', 'deliveryTime', 'shipmentsConfig',
        'designlessProductIds', 'unsupportedStates', 'supportsPlus', 'domain', 'externalLinks', 'datesFormattingRules',
      ];
      for (const key of keys) expect(getRegionValue(code, key)).toBeDefined();
      expect(config.phoneCountryCode).toMatch(/^\+\d{1,3}$/);
      expect(config.externalLinks.termsOfService.startsWith(`https://${expected.host}/`)).toBe(true);
    });
    it('is frozen so no app can change it for the others', () => {
      expect(Object.isFrozen(config)).toBe(true);
      expect(Object.isFrozen(config.currencyFormatter)).toBe(true);
      expect(Object.isFrozen(config.allowedPaymentMethods)).toBe(true);
      expect(() => {
        (config.allowedPaymentMethods as PaymentMethod[]).push('sofort');
      }).toThrow(TypeError);
    });
  });
});

describe('regional specifics', () => {
  it('only eu is the main region', () => {
    expect(REGION_CODES.filter((c) => REGIONS[c].mainRegion)).toEqual(['eu']);
  });
  it('customs are 40 for no and ch only (docs/domain.md#what-the-store-keeps)', () => {
    expect(REGION_CODES.filter((c) => ADDITIONAL_CUSTOMS[c] !== 0)).toEqual(['ch', 'no']);
  });
  it('Plus is off for no, at, ch, cz, nl, ro, se, us (docs/domain.md#roles)', () => {
    expect(REGION_CODES.filter((c) => !REGIONS[c].supportsPlus).sort()).toEqual(['at', 'ch', 'cz', 'nl', 'no', 'ro', 'se', 'us']);
  });
  it('gives VAT in basis points for integer tax arithmetic', () => {
    expect(vatRateBasisPoints('pl')).toBe(2300);
    expect(vatRateBasisPoints('ch')).toBe(810);
    expect(vatRateBasisPoints('us')).toBe(0);
  });
  it('offers Polish Post and pick-up only in Poland', () => {
    const withPickUp = REGION_CODES.filter((c) => REGIONS[c].allowedShipments.includes('shipping-method-pick-up'));
    expect(withPickUp).toEqual(['pl']);
    expect(REGIONS.pl.allowedShipmentTypes).toEqual(['courier', 'sample-packs', 'palettes', 'pick-up', 'polish-post']);
    expect(REGIONS.us.allowedShipmentTypes).toEqual(['courier', 'sample-packs']);
  });
  it('overrides terms and privacy links per region (docs/domain.md#regions-languages-and-routes)', () => {
    expect(REGIONS.pl.externalLinks.termsOfService).toBe('https://packhelp.pl/regulamin/');
    expect(REGIONS.de.externalLinks.privacyPolicy).toBe('https://packhelp.de/datenschutz/');
    expect(REGIONS.nl.externalLinks.termsOfService).toBe('https://packhelp.com/nl-nl/terms-of-service/');
    expect(REGIONS.gb.externalLinks.proFeatures).toBe('https://packhelp.co.uk/pro/features/');
  });
  it('puts the landing pages under the store’s own paths, the production links on its domain', () => {
    expect(landingPath('pl', 'help')).toBe('/pomoc/');
    expect(landingPath('nl', 'termsOfService')).toBe('/nl-nl/terms-of-service/');
    expect(landingPath('at', 'privacyPolicy')).toBe('/datenschutz/');
    expect(landingPath('eu', 'blog')).toBe('/blog/');
    for (const code of REGION_CODES) {
      for (const page of LANDING_PAGES) {
        const url = new URL(REGIONS[code].externalLinks[page]);
        expect(url.host).toBe(regionHost(code));
        expect(url.pathname).toBe(landingPath(code, page));
      }
    }
  });
  it('eu has locale en and euro (docs/domain.md#regions-languages-and-routes fallback region)', () => {
    expect(REGIONS.eu.locale).toBe('en');
    expect(REGIONS.eu.currency).toBe('EUR');
  });
});

describe('configuration errors', () => {
  it('rejects an unknown region', () => {
    expect(() => getRegionConfig('xx')).toThrow(UnknownRegionError);
    expect(() => getRegionConfig('xx')).toThrow('Unknown region "xx"');
    expect(() => getRegionConfig('gr')).toThrow(UnknownRegionError);
  });
  it.each([null, undefined, '', '   '])('rejects an unset region (%p)', (value) => {
    expect(() => getRegionConfig(value)).toThrow(UnsetRegionError);
    expect(() => getRegionConfig(value)).toThrow('Region is not set');
  });
  it('accepts any case and the UK alias', () => {
    expect(getRegionConfig(' PL ').code).toBe('pl');
    expect(getRegionConfig('uk').code).toBe('gb');
  });
  it('reports a missing key', () => {
    const key = 'notAKey' as keyof RegionConfig;
    expect(() => getRegionValue('pl', key)).toThrow(MissingRegionKeyError);
    expect(() => getRegionValue('pl', key)).toThrow('Region "pl" has no value for "notAKey"');
  });
  it('returns values that exist, including falsy ones', () => {
    expect(getRegionValue('us', 'vatAmount')).toBe(0);
    expect(getRegionValue('us', 'hasVat')).toBe(false);
    expect(getRegionValue('nl', 'domain').pathRegion).toBe('nl-nl');
  });
  it('rejects an unknown region in getRegionValue too', () => {
    expect(() => getRegionValue('xx' as RegionCode, 'currency')).toThrow(UnknownRegionError);
  });
});
