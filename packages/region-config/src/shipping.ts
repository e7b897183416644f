import type { RegionCode } from './regionCodes';
import type { DayRange } from './types';

/** The 27 EU member states, ISO 3166-1 alpha-2. */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

/** Countries outside the EU that some store delivers to (docs/domain.md#constants-and-limits "Non-EU ISO codes"). */
export const NON_EU_COUNTRY_CODES = ['CH', 'NO', 'GB', 'US'] as const;

/** Every country the business can deliver to (docs/domain.md#constants-and-limits); AU and CA have no storefront yet. */
export const SUPPORTED_COUNTRY_CODES: readonly string[] = [...EU_COUNTRY_CODES, 'GB', 'CH', 'NO', 'AU', 'CA', 'US'];

/** Country ids of the commerce backend (docs/domain.md#constants-and-limits). */
export const COUNTRY_IDS = Object.freeze({ GB: 77, PL: 179, DE: 57, CH: 43, NO: 167, US: 232, AU: 13, CA: 38 });
export const NON_EU_COUNTRY_IDS: readonly number[] = [43, 167, 77, 232];
/** Countries with delivery to only part of their territory (AU, CA, US). */
export const PARTIALLY_SUPPORTED_COUNTRY_IDS: readonly number[] = [13, 38, 232];

const EU_STORE_COUNTRIES: readonly string[] = [...EU_COUNTRY_CODES, 'CH', 'NO'];

/**
 * The European store delivers to the EU plus CH and NO (docs/domain.md#constants-and-limits); gb, pl and us deliver only at home
 * (docs/domain.md#constants-and-limits). The spec is silent on the other national stores: each delivers to its own country, so
 * prices, VAT and delivery promises match the country the visitor chose; anyone else uses eu.
 */
export const SHIPPING_COUNTRIES_BY_REGION: Readonly<Record<RegionCode, readonly string[]>> = Object.freeze({
  eu: EU_STORE_COUNTRIES,
  gb: ['GB'],
  pl: ['PL'],
  de: ['DE'],
  at: ['AT'],
  ch: ['CH'],
  no: ['NO'],
  cz: ['CZ'],
  fr: ['FR'],
  it: ['IT'],
  es: ['ES'],
  nl: ['NL'],
  ro: ['RO'],
  se: ['SE'],
  us: ['US'],
});

export function shippingCountriesFor(region: RegionCode): readonly string[] {
  return SHIPPING_COUNTRIES_BY_REGION[region];
}

/** Shipping method ids (docs/domain.md#what-the-store-keeps). */
export const SHIPMENT_METHODS = [
  'shipping-method-courier',
  'shipping-method-courier-free',
  'shipping-method-sample-packs',
  'shipping-method-sample-packs-free',
  'shipping-method-sample-packs-eu4',
  'shipping-method-pick-up',
  'shipping-method-polish-post',
] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

/** Delivery method types (docs/domain.md#what-the-store-keeps). */
export const DELIVERY_METHODS = ['courier', 'sample-packs', 'palettes', 'pick-up', 'polish-post'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * Shipping methods per store. Poland has everything: domestic sample packs, Polish Post and the pick-up
 * point near Warsaw. Other EU stores send sample packs by the cross-border (eu4) service. Stores
 * outside the EU send sample packs by courier and have no free-shipping promotion, because customs
 * paperwork costs the same for every parcel.
 */
export const SHIPMENTS_BY_REGION: Readonly<Record<RegionCode, readonly ShipmentMethod[]>> = (() => {
  const pl: readonly ShipmentMethod[] = [
    'shipping-method-courier',
    'shipping-method-courier-free',
    'shipping-method-sample-packs',
    'shipping-method-sample-packs-free',
    'shipping-method-pick-up',
    'shipping-method-polish-post',
  ];
  const eu: readonly ShipmentMethod[] = [
    'shipping-method-courier',
    'shipping-method-courier-free',
    'shipping-method-sample-packs-eu4',
    'shipping-method-sample-packs-free',
  ];
  const outsideEu: readonly ShipmentMethod[] = ['shipping-method-courier', 'shipping-method-sample-packs'];
  return Object.freeze({
    eu, gb: outsideEu, pl, de: eu, at: eu, ch: outsideEu, no: outsideEu, cz: eu,
    fr: eu, it: eu, es: eu, nl: eu, ro: eu, se: eu, us: outsideEu,
  });
})();

/** The delivery type each shipping method belongs to. */
export const DELIVERY_METHOD_OF_SHIPMENT: Readonly<Record<ShipmentMethod, DeliveryMethod>> = Object.freeze({
  'shipping-method-courier': 'courier',
  'shipping-method-courier-free': 'courier',
  'shipping-method-sample-packs': 'sample-packs',
  'shipping-method-sample-packs-free': 'sample-packs',
  'shipping-method-sample-packs-eu4': 'sample-packs',
  'shipping-method-pick-up': 'pick-up',
  'shipping-method-polish-post': 'polish-post',
});

/**
 * Delivery types per store: the types of its shipping methods, plus pallet freight for large orders,
 * which goes by road from the factory in Poland and so is offered everywhere but the US store.
 */
export function deliveryMethodsFor(region: RegionCode): readonly DeliveryMethod[] {
  const types = new Set(SHIPMENTS_BY_REGION[region].map((m) => DELIVERY_METHOD_OF_SHIPMENT[m]));
  if (region !== 'us') types.add('palettes');
  return DELIVERY_METHODS.filter((t) => types.has(t));
}

/** Production time in working days (docs/domain.md#constants-and-limits). */
export const PRODUCTION_TIME_DAYS = 21;

export const COMPARTMENT_DELIVERY_DAYS: DayRange = Object.freeze({ min: 3, max: 5 });
export const SHIPMENTS_COMPARTMENT_DELIVERY_DAYS: DayRange = Object.freeze({ min: 1, max: 2 });
