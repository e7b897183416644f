import type { CurrencyCode } from './currency';
import { DOMAINS, externalLinksFor } from './domains';
import { MissingRegionKeyError, UnknownRegionError, UnsetRegionError } from './errors';
import type { LanguageCode, LanguageTag } from './locales';
import { PAYMENT_METHODS_BY_REGION } from './payments';
import { DESIGNLESS_PRODUCT_TYPES, productTypesFor } from './products';
import { isRegionCode, REGION_CODES, type ApiRegionCode, type RegionCode } from './regionCodes';
import {
  COMPARTMENT_DELIVERY_DAYS,
  deliveryMethodsFor,
  PRODUCTION_TIME_DAYS,
  SHIPMENTS_BY_REGION,
  SHIPMENTS_COMPARTMENT_DELIVERY_DAYS,
  SHIPPING_COUNTRIES_BY_REGION,
} from './shipping';
import { ADDITIONAL_CUSTOMS, ALWAYS_SHOW_ADDED_TAX_REGIONS, PLUS_REGIONS, VAT_RATES } from './tax';
import type { CurrencyFormatter, DatesFormattingRules, RegionConfig } from './types';

const fmt = (
  currencySign: string,
  currencyPosition: 'left' | 'right',
  thousandSeparator: string,
  decimalSeparator: string,
): CurrencyFormatter => ({ currencySign, currencyPosition, thousandSeparator, decimalSeparator });

// Separators follow each store's language; the sign position follows the currency (docs/domain.md#constants-and-limits).
const EURO_EN = fmt('€', 'left', ',', '.');
const EURO_CONTINENTAL = fmt('€', 'left', '.', ',');
const EURO_SPACED = fmt('€', 'left', ' ', ',');
const POUND = fmt('£', 'left', ',', '.');
const DOLLAR = fmt('$', 'left', ',', '.');
const ZLOTY = fmt('zł', 'right', ' ', ',');
const LEU = fmt('lei', 'right', '.', ',');
const KRONA = fmt('kr', 'right', ' ', ',');

const dates = (standardFormat: string, shortFormat: string, detailedFormat: string): DatesFormattingRules => ({
  standardFormat,
  shortFormat,
  detailedFormat,
});
const DATES_SLASH = dates('dd/MM/yyyy', 'dd/MM', 'd MMMM yyyy, HH:mm');
const DATES_DOT = dates('dd.MM.yyyy', 'dd.MM', 'd MMMM yyyy, HH:mm');
const DATES_DOT_ORDINAL = dates('dd.MM.yyyy', 'dd.MM', 'd. MMMM yyyy, HH:mm');
const DATES_US = dates('MM/dd/yyyy', 'MM/dd', 'MMMM d, yyyy, h:mm a');
const DATES_NL = dates('dd-MM-yyyy', 'dd-MM', 'd MMMM yyyy, HH:mm');
const DATES_SE = dates('yyyy-MM-dd', 'd/M', 'd MMMM yyyy, HH:mm');

/** Subdivisions outside the EU VAT area that the European stores cannot invoice as EU deliveries. */
const SPAIN_OUTSIDE_VAT_AREA = ['ES-CN', 'ES-CE', 'ES-ML'];
/** Non-contiguous states and territories: no road freight, prohibitive courier rates. */
const US_UNSUPPORTED = ['US-AK', 'US-HI', 'US-PR', 'US-GU', 'US-VI', 'US-AS', 'US-MP'];

interface RegionBasics {
  apiRegion: ApiRegionCode;
  countryCode: string;
  languageTag: LanguageTag;
  locale: LanguageCode;
  phoneCountryCode: string;
  defaultShippingCountryCode: string;
  currency: CurrencyCode;
  currencyFormatter: CurrencyFormatter;
  datesFormattingRules: DatesFormattingRules;
  unsupportedStates?: readonly string[];
}

const BASICS: Record<RegionCode, RegionBasics> = {
  // The European store has no home country; checkout starts on Germany, its largest market.
  eu: { apiRegion: 'eu', countryCode: 'EU', languageTag: 'en-US', locale: 'en', phoneCountryCode: '+49', defaultShippingCountryCode: 'DE', currency: 'EUR', currencyFormatter: EURO_EN, datesFormattingRules: DATES_SLASH, unsupportedStates: [...SPAIN_OUTSIDE_VAT_AREA, 'FI-01'] },
  gb: { apiRegion: 'gb', countryCode: 'GB', languageTag: 'en-US', locale: 'en', phoneCountryCode: '+44', defaultShippingCountryCode: 'GB', currency: 'GBP', currencyFormatter: POUND, datesFormattingRules: DATES_SLASH },
  pl: { apiRegion: 'pl', countryCode: 'PL', languageTag: 'pl-PL', locale: 'pl', phoneCountryCode: '+48', defaultShippingCountryCode: 'PL', currency: 'PLN', currencyFormatter: ZLOTY, datesFormattingRules: DATES_DOT },
  de: { apiRegion: 'de', countryCode: 'DE', languageTag: 'de-DE', locale: 'de', phoneCountryCode: '+49', defaultShippingCountryCode: 'DE', currency: 'EUR', currencyFormatter: EURO_CONTINENTAL, datesFormattingRules: DATES_DOT_ORDINAL },
  // Austria has no catalogue of its own in the API; it sells the German range.
  at: { apiRegion: 'de', countryCode: 'AT', languageTag: 'de-DE', locale: 'de', phoneCountryCode: '+43', defaultShippingCountryCode: 'AT', currency: 'EUR', currencyFormatter: EURO_CONTINENTAL, datesFormattingRules: DATES_DOT_ORDINAL },
  // CHF and NOK are not store currencies: the Swiss and Norwegian stores sell in euro.
  ch: { apiRegion: 'ch', countryCode: 'CH', languageTag: 'de-DE', locale: 'de', phoneCountryCode: '+41', defaultShippingCountryCode: 'CH', currency: 'EUR', currencyFormatter: EURO_CONTINENTAL, datesFormattingRules: DATES_DOT_ORDINAL },
  // Norwegian is not an interface language; the store is in English.
  no: { apiRegion: 'no', countryCode: 'NO', languageTag: 'en-US', locale: 'en', phoneCountryCode: '+47', defaultShippingCountryCode: 'NO', currency: 'EUR', currencyFormatter: EURO_EN, datesFormattingRules: DATES_DOT },
  cz: { apiRegion: 'cz', countryCode: 'CZ', languageTag: 'cs-CZ', locale: 'cs', phoneCountryCode: '+420', defaultShippingCountryCode: 'CZ', currency: 'EUR', currencyFormatter: EURO_SPACED, datesFormattingRules: DATES_DOT_ORDINAL },
  fr: { apiRegion: 'fr', countryCode: 'FR', languageTag: 'fr-FR', locale: 'fr', phoneCountryCode: '+33', defaultShippingCountryCode: 'FR', currency: 'EUR', currencyFormatter: EURO_SPACED, datesFormattingRules: DATES_SLASH },
  it: { apiRegion: 'it', countryCode: 'IT', languageTag: 'it-IT', locale: 'it', phoneCountryCode: '+39', defaultShippingCountryCode: 'IT', currency: 'EUR', currencyFormatter: EURO_CONTINENTAL, datesFormattingRules: DATES_SLASH },
  es: { apiRegion: 'es', countryCode: 'ES', languageTag: 'es-ES', locale: 'es', phoneCountryCode: '+34', defaultShippingCountryCode: 'ES', currency: 'EUR', currencyFormatter: EURO_CONTINENTAL, datesFormattingRules: DATES_SLASH, unsupportedStates: SPAIN_OUTSIDE_VAT_AREA },
  nl: { apiRegion: 'nl', countryCode: 'NL', languageTag: 'nl-NL', locale: 'nl', phoneCountryCode: '+31', defaultShippingCountryCode: 'NL', currency: 'EUR', currencyFormatter: EURO_CONTINENTAL, datesFormattingRules: DATES_NL },
  ro: { apiRegion: 'ro', countryCode: 'RO', languageTag: 'ro-RO', locale: 'ro', phoneCountryCode: '+40', defaultShippingCountryCode: 'RO', currency: 'RON', currencyFormatter: LEU, datesFormattingRules: DATES_DOT },
  se: { apiRegion: 'se', countryCode: 'SE', languageTag: 'sv-SE', locale: 'sv', phoneCountryCode: '+46', defaultShippingCountryCode: 'SE', currency: 'SEK', currencyFormatter: KRONA, datesFormattingRules: DATES_SE },
  us: { apiRegion: 'us', countryCode: 'US', languageTag: 'en-US', locale: 'en', phoneCountryCode: '+1', defaultShippingCountryCode: 'US', currency: 'USD', currencyFormatter: DOLLAR, datesFormattingRules: DATES_US, unsupportedStates: US_UNSUPPORTED },
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function buildRegion(code: RegionCode): RegionConfig {
  const b = BASICS[code];
  const isPoland = code === 'pl';
  return {
    code,
    apiRegion: b.apiRegion,
    productRegion: b.apiRegion,
    countryCode: b.countryCode,
    mainRegion: code === 'eu',
    hasVat: VAT_RATES[code] > 0,
    languageTag: b.languageTag,
    iterableLocale: b.locale,
    locale: b.locale,
    phoneCountryCode: b.phoneCountryCode,
    defaultShippingCountryCode: b.defaultShippingCountryCode,
    additionalCustoms: ADDITIONAL_CUSTOMS[code],
    currency: b.currency,
    vatAmount: VAT_RATES[code],
    alwaysShowAddedTax: ALWAYS_SHOW_ADDED_TAX_REGIONS.includes(code),
    pricesIncludeTax: false,
    currencyFormatter: { ...b.currencyFormatter },
    allowedShippingCountries: [...SHIPPING_COUNTRIES_BY_REGION[code]],
    allowedShipments: [...SHIPMENTS_BY_REGION[code]],
    allowedShipmentTypes: deliveryMethodsFor(code),
    allowedPaymentMethods: [...PAYMENT_METHODS_BY_REGION[code]],
    allowedProductTypes: [...productTypesFor(code)],
    deliveryTime: {
      compartmentDeliveryTime: { ...COMPARTMENT_DELIVERY_DAYS },
      avarageDeliveryTime: isPoland ? 3 : 5,
      samplePackAverageDeliveryTime: isPoland ? 3 : 5,
    },
    shipmentsConfig: {
      productionTime: PRODUCTION_TIME_DAYS,
      compartmentDeliveryTime: { ...SHIPMENTS_COMPARTMENT_DELIVERY_DAYS },
    },
    designlessProductIds: [...DESIGNLESS_PRODUCT_TYPES],
    unsupportedStates: [...(b.unsupportedStates ?? [])],
    supportsPlus: PLUS_REGIONS.includes(code),
    domain: { ...DOMAINS[code] },
    externalLinks: externalLinksFor(code),
    datesFormattingRules: { ...b.datesFormattingRules },
  };
}

/** Every store's configuration, deeply frozen: it is shared by all apps at run time. */
export const REGIONS: Readonly<Record<RegionCode, RegionConfig>> = deepFreeze(
  Object.fromEntries(REGION_CODES.map((code) => [code, buildRegion(code)])) as Record<RegionCode, RegionConfig>,
);

/**
 * The configuration of a store. The code is trimmed and case-insensitive, and `uk` means gb (docs/domain.md#regions-languages-and-routes).
 * Throws UnsetRegionError for null, undefined or blank input and UnknownRegionError for anything else
 * that is not a store.
 */
export function getRegionConfig(code: string | null | undefined): RegionConfig {
  if (code === null || code === undefined || code.trim() === '') throw new UnsetRegionError();
  const normalised = code.trim().toLowerCase();
  const canonical = normalised === 'uk' ? 'gb' : normalised;
  if (!isRegionCode(canonical)) throw new UnknownRegionError(code);
  return REGIONS[canonical];
}

/** One field of a store's configuration; MissingRegionKeyError when the store has no value for it. */
export function getRegionValue<K extends keyof RegionConfig>(code: RegionCode, key: K): RegionConfig[K] {
  const config = getRegionConfig(code);
  const value = config[key];
  if (value === undefined) throw new MissingRegionKeyError(code, String(key));
  return value;
}
