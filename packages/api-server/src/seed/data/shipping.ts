// Shipping rates per store. The methods a store offers and its delivery days come from region-config;
// the prices are DEMO PRICES (EUR reference converted to the store currency), with Poland's domestic
// rates set in złoty because domestic carriers there price far below the cross-border ones.
import { getRegionConfig, REGION_CODES, type RegionCode, type ShipmentMethod } from '@ph/region-config';
import type { Currency } from '../../catalogue';
import { majorToMinorHalfUp } from '../../tax';
import { eurToCurrency } from '../priceModel';

export interface SeedShippingRate {
  region: RegionCode;
  method: ShipmentMethod;
  currency: Currency;
  priceNet: number;
  freeAboveNet: number | null;
  minDeliveryDays: number;
  maxDeliveryDays: number;
  samplePacksOnly: boolean;
}

interface RateRule {
  priceEur: number;
  freeAboveEur: number | null;
  samplePacksOnly: boolean;
}

const EUR_RULES: Record<ShipmentMethod, RateRule> = {
  'shipping-method-courier': { priceEur: 24, freeAboveEur: null, samplePacksOnly: false },
  'shipping-method-courier-free': { priceEur: 0, freeAboveEur: 400, samplePacksOnly: false },
  'shipping-method-sample-packs': { priceEur: 15, freeAboveEur: null, samplePacksOnly: true },
  'shipping-method-sample-packs-free': { priceEur: 0, freeAboveEur: 50, samplePacksOnly: true },
  'shipping-method-sample-packs-eu4': { priceEur: 12, freeAboveEur: null, samplePacksOnly: true },
  'shipping-method-pick-up': { priceEur: 0, freeAboveEur: null, samplePacksOnly: false },
  'shipping-method-polish-post': { priceEur: 4, freeAboveEur: null, samplePacksOnly: false },
};

/** Poland, in PLN major units. */
const PL_RULES: Partial<Record<ShipmentMethod, { price: number; freeAbove: number | null }>> = {
  'shipping-method-courier': { price: 39, freeAbove: null },
  'shipping-method-courier-free': { price: 0, freeAbove: 1500 },
  'shipping-method-sample-packs': { price: 15, freeAbove: null },
  'shipping-method-sample-packs-free': { price: 0, freeAbove: 200 },
  'shipping-method-pick-up': { price: 0, freeAbove: null },
  'shipping-method-polish-post': { price: 14.99, freeAbove: null },
};

/** Customs paperwork makes courier parcels to the Swiss and Norwegian stores dearer. */
const NON_EU_COURIER_SURCHARGE_EUR = 20;

function deliveryDays(region: RegionCode, method: ShipmentMethod): { min: number; max: number } {
  const { deliveryTime } = getRegionConfig(region);
  if (method === 'shipping-method-pick-up') return { min: 0, max: 0 };
  if (method.startsWith('shipping-method-sample-packs')) {
    const days = deliveryTime.samplePackAverageDeliveryTime;
    return method === 'shipping-method-sample-packs-eu4' ? { min: days, max: days + 2 } : { min: days, max: days };
  }
  if (method === 'shipping-method-polish-post') return { min: 2, max: 4 };
  const average = deliveryTime.avarageDeliveryTime;
  return { min: Math.min(deliveryTime.compartmentDeliveryTime.min, average), max: average };
}

export function seedShippingRates(): SeedShippingRate[] {
  return REGION_CODES.flatMap((region) => {
    const config = getRegionConfig(region);
    const currency = config.currency;
    return config.allowedShipments.map((method): SeedShippingRate => {
      const days = deliveryDays(region, method);
      const base = { region, method, currency, minDeliveryDays: days.min, maxDeliveryDays: days.max, samplePacksOnly: EUR_RULES[method].samplePacksOnly };
      const pl = region === 'pl' ? PL_RULES[method] : undefined;
      if (pl) {
        return { ...base, priceNet: majorToMinorHalfUp(pl.price), freeAboveNet: pl.freeAbove === null ? null : majorToMinorHalfUp(pl.freeAbove) };
      }
      const rule = EUR_RULES[method];
      const surcharge = method === 'shipping-method-courier' && (region === 'ch' || region === 'no') ? NON_EU_COURIER_SURCHARGE_EUR : 0;
      // Whole currency units read as deliberate prices; the conversion alone would give 104.35 zł.
      const price = Math.ceil(eurToCurrency(rule.priceEur + surcharge, currency));
      const freeAbove = rule.freeAboveEur === null ? null : Math.ceil(eurToCurrency(rule.freeAboveEur, currency));
      return { ...base, priceNet: majorToMinorHalfUp(price), freeAboveNet: freeAbove === null ? null : majorToMinorHalfUp(freeAbove) };
    });
  });
}
