import type { CurrencyCode } from './currency';
import type { LanguageCode, LanguageTag } from './locales';
import type { PaymentMethod } from './payments';
import type { ProductType } from './products';
import type { ApiRegionCode, RegionCode } from './regionCodes';
import type { DeliveryMethod, ShipmentMethod } from './shipping';

export interface CurrencyFormatter {
  thousandSeparator: string;
  decimalSeparator: string;
  currencySign: string;
  /** left: the sign is written before the number with no space (`€12.00`); right: after it, one space apart (`12,00 zł`). */
  currencyPosition: 'left' | 'right';
}

/** An inclusive range of working days. */
export interface DayRange {
  min: number;
  max: number;
}

export interface DeliveryTime {
  /** Courier delivery of a production order, working days. */
  compartmentDeliveryTime: DayRange;
  /** The spec's spelling is kept because the API and other apps use this key. */
  avarageDeliveryTime: number;
  samplePackAverageDeliveryTime: number;
}

export interface ShipmentsConfig {
  /** Working days from an accepted design to dispatch. */
  productionTime: number;
  /** Carrier transit once dispatched, working days (the "1-2 in shipments config" of docs/domain.md#constants-and-limits). */
  compartmentDeliveryTime: DayRange;
}

export interface RegionDomain {
  /** Second-level name, e.g. `packhelp`. */
  basename: string;
  /** Top-level domain without the dot, e.g. `pl` or `co.uk`. */
  tld: string;
  /** True when the region lives under a path of another region's domain (nl, ro, se, us on .com). */
  pathBased: boolean;
  /** The path segment of a path-based region (`nl-nl`); null for regions with their own domain. */
  pathRegion: string | null;
}

export interface ExternalLinks {
  termsOfService: string;
  privacyPolicy: string;
  help: string;
  contact: string;
  about: string;
  blog: string;
  careers: string;
  press: string;
  leadership: string;
  fsc: string;
  sustainability: string;
  ecoBadge: string;
  proFeatures: string;
  proForSuppliers: string;
  proTermsConditions: string;
}

export interface DatesFormattingRules {
  /** Unicode date patterns (the tokens date-fns and ICU understand). */
  standardFormat: string;
  shortFormat: string;
  detailedFormat: string;
}

export interface RegionConfig {
  code: RegionCode;
  /** The region the commerce API is addressed as (the X-Region header). */
  apiRegion: ApiRegionCode;
  /** The region of the product catalogue (PIM) whose products and prices this store sells. */
  productRegion: ApiRegionCode;
  /** ISO 3166-1 alpha-2 code of the home country, upper case; `EU` for the European store. Also the region cookie value. */
  countryCode: string;
  /** True only for the store on the main .com domain (eu). */
  mainRegion: boolean;
  hasVat: boolean;
  /** The interface locale tag used when the URL does not ask for another. */
  languageTag: LanguageTag;
  /** Locale of the e-mail platform (Iterable) for messages sent to this store's customers. */
  iterableLocale: string;
  /** Language of the store; `en` for the fallback region. */
  locale: LanguageCode;
  /** International dialling prefix shown first in phone fields, e.g. `+48`. */
  phoneCountryCode: string;
  defaultShippingCountryCode: string;
  /** Flat customs-clearance surcharge in major units of the region's currency (40 for no and ch). */
  additionalCustoms: number;
  currency: CurrencyCode;
  /** Standard VAT rate in percent. */
  vatAmount: number;
  /** Show "+ VAT" next to net prices even where the visitor did not ask (gb, pl). */
  alwaysShowAddedTax: boolean;
  /** Whether catalogue prices of this store are quoted including tax (false everywhere: prices are net). */
  pricesIncludeTax: boolean;
  currencyFormatter: CurrencyFormatter;
  /** ISO 3166-1 alpha-2 codes of the countries this store delivers to. */
  allowedShippingCountries: readonly string[];
  allowedShipments: readonly ShipmentMethod[];
  allowedShipmentTypes: readonly DeliveryMethod[];
  allowedPaymentMethods: readonly PaymentMethod[];
  allowedProductTypes: readonly ProductType[];
  deliveryTime: DeliveryTime;
  shipmentsConfig: ShipmentsConfig;
  /** Product types that are ordered without a design (docs/domain.md#what-the-store-keeps). */
  designlessProductIds: readonly ProductType[];
  /** ISO 3166-2 codes of subdivisions inside allowed countries that this store does not deliver to. */
  unsupportedStates: readonly string[];
  supportsPlus: boolean;
  domain: RegionDomain;
  externalLinks: ExternalLinks;
  datesFormattingRules: DatesFormattingRules;
}
