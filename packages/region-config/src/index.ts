export {
  REGION_CODES,
  API_REGION_CODES,
  FALLBACK_REGION,
  isRegionCode,
  type RegionCode,
  type ApiRegionCode,
} from './regionCodes';
export { RegionConfigError, UnknownRegionError, UnsetRegionError, MissingRegionKeyError } from './errors';
export type {
  RegionConfig,
  CurrencyFormatter,
  DayRange,
  DeliveryTime,
  ShipmentsConfig,
  RegionDomain,
  ExternalLinks,
  DatesFormattingRules,
} from './types';
export { REGIONS, getRegionConfig, getRegionValue } from './regions';
export {
  CURRENCY_CODES,
  CURRENCY_MINOR_DIGITS,
  EUR_CONVERSION,
  toEurMinor,
  toMinorBigInt,
  type CurrencyCode,
} from './currency';
export { formatMoney, formatMoneyWith } from './money';
export { formatRegionDate } from './dates';
export {
  LANGUAGE_CODES,
  LANGUAGE_TAGS,
  STOREFRONT_LOCALES,
  DEFAULT_STOREFRONT_LOCALE,
  isLanguageCode,
  languageToRegion,
  type LanguageCode,
  type LanguageTag,
  type StorefrontLocale,
} from './locales';
export {
  ALL_PAYMENT_METHODS,
  PAYMENT_METHODS_BY_REGION,
  paymentMethodsFor,
  isPaymentMethodAllowed,
  type PaymentMethod,
} from './payments';
export {
  EU_COUNTRY_CODES,
  NON_EU_COUNTRY_CODES,
  SUPPORTED_COUNTRY_CODES,
  COUNTRY_IDS,
  NON_EU_COUNTRY_IDS,
  PARTIALLY_SUPPORTED_COUNTRY_IDS,
  SHIPPING_COUNTRIES_BY_REGION,
  shippingCountriesFor,
  SHIPMENT_METHODS,
  SHIPMENTS_BY_REGION,
  DELIVERY_METHODS,
  DELIVERY_METHOD_OF_SHIPMENT,
  deliveryMethodsFor,
  PRODUCTION_TIME_DAYS,
  COMPARTMENT_DELIVERY_DAYS,
  SHIPMENTS_COMPARTMENT_DELIVERY_DAYS,
  type ShipmentMethod,
  type DeliveryMethod,
} from './shipping';
export { callingCodeOf } from './phone';
export {
  VAT_RATES,
  vatRateBasisPoints,
  ALWAYS_SHOW_ADDED_TAX_REGIONS,
  ADDITIONAL_CUSTOMS,
  PLUS_REGIONS,
} from './tax';
export { PRODUCT_TYPES, DESIGNLESS_PRODUCT_TYPES, productTypesFor, type ProductType } from './products';
export {
  DOMAINS,
  HOST_REGIONS,
  PATH_REGIONS,
  regionPathPrefix,
  regionHost,
  regionBaseUrl,
  storeOrigin,
  regionForHostname,
  externalLinksFor,
  LANDING_PAGES,
  landingPath,
  type LandingPage,
} from './domains';
export {
  mapRegionCookie,
  regionFromCookie,
  regionFromPath,
  resolveRegion,
  type ResolvedRegion,
} from './resolveRegion';
export {
  REMOTE_NAMES,
  ROUTE_IDS,
  ROUTES,
  getRoute,
  routePattern,
  routePath,
  designSharePath,
  DESIGN_SHARE_PARAM,
  matchRoute,
  isPublicRoute,
  isRouteAvailable,
  routesOfRemote,
  MissingRouteParamError,
  RoutePatternError,
  SPLAT,
  compilePattern,
  matchPath,
  buildPath,
  type CompiledPattern,
  type RouteId,
  type RouteDef,
  type RemoteName,
} from './routes';
