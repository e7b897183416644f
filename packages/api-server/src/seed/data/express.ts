// Express production offers per product family and delivery country; prices are DEMO PRICES in the
// currency of the store that serves the country.
import { getRegionConfig, REGION_CODES } from '@ph/region-config';
import type { Currency } from '../../catalogue';
import { majorToMinorHalfUp } from '../../tax';
import { eurToCurrency } from '../priceModel';
import { SEED_PRODUCTS } from './products';

export interface SeedExpressOption {
  sku: string;
  countryIso: string;
  daysSaved: number;
  currency: Currency;
  priceNet: number;
}

/** Countries within reach of next-day road freight from the factory, plus the overseas stores by air. */
export const EXPRESS_COUNTRIES = ['PL', 'DE', 'AT', 'CZ', 'SK', 'FR', 'BE', 'NL', 'LU', 'IT', 'ES', 'SE', 'DK', 'RO', 'GB', 'CH', 'NO', 'US'] as const;

export function currencyForCountry(countryIso: string): Currency {
  const home = REGION_CODES.find((code) => getRegionConfig(code).countryCode === countryIso);
  return getRegionConfig(home ?? 'eu').currency;
}

export function seedExpressOptions(): SeedExpressOption[] {
  return SEED_PRODUCTS.flatMap((product) =>
    EXPRESS_COUNTRIES.flatMap((countryIso) =>
      product.express.map(({ daysSaved, priceEur }) => {
        const currency = currencyForCountry(countryIso);
        return { sku: product.sku, countryIso, daysSaved, currency, priceNet: majorToMinorHalfUp(Math.ceil(eurToCurrency(priceEur, currency))) };
      }),
    ),
  );
}
