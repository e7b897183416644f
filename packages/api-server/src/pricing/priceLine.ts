// Prices one order line: the tier containing the quantity gives the unit net price; tax is computed on
// the line net (rounded half-up once per line, the orders module sums lines afterwards).
import type { RegionCode } from '@ph/region-config';
import type { Currency } from '../catalogue';
import { decideTax, taxAmounts, taxRegionOf, toSafeNumber, type TaxCustomer, type TaxReason, type TaxRegion } from '../tax';
import { findTier, minimumQuantity, type PriceTier } from './tiers';

export interface CurrencyPriceTier extends PriceTier {
  currency: string;
}

export interface PricedVariant {
  sku: string;
  volumePrices: readonly CurrencyPriceTier[];
}

export interface PriceLineInput {
  variant: PricedVariant;
  quantity: number;
  currency: Currency;
  region: RegionCode | TaxRegion;
  customer?: TaxCustomer | null;
  /** Delivery country deciding the VAT; defaults to the store's default shipping country. */
  taxCountryIso?: string | null;
}

export interface PricedLine {
  unitNet: number;
  net: number;
  taxRateBp: number;
  tax: number;
  gross: number;
  taxReason: TaxReason;
  tier: { rangeStart: number; rangeEnd: number | null };
}

export type PricingErrorCode = 'invalid_quantity' | 'no_price_in_currency' | 'quantity_not_priced';

export class PricingError extends Error {
  constructor(
    readonly code: PricingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}

export function tiersInCurrency<T extends CurrencyPriceTier>(prices: readonly T[], currency: string): T[] {
  return prices.filter((p) => p.currency === currency);
}

export function priceLine(input: PriceLineInput): PricedLine {
  const { variant, quantity, currency } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new PricingError('invalid_quantity', `Quantity must be a positive integer, got ${quantity}`);
  }
  const tiers = tiersInCurrency(variant.volumePrices, currency);
  if (tiers.length === 0) {
    throw new PricingError('no_price_in_currency', `Variant ${variant.sku} has no volume prices in ${currency}`);
  }
  const tier = findTier(tiers, quantity);
  if (!tier) {
    const min = minimumQuantity(tiers);
    throw new PricingError(
      'quantity_not_priced',
      quantity < (min ?? 0)
        ? `Quantity ${quantity} is below the minimum order quantity ${min} of ${variant.sku}`
        : `Quantity ${quantity} of ${variant.sku} has no volume price`,
    );
  }
  const region = typeof input.region === 'string' ? taxRegionOf(input.region) : input.region;
  const decision = decideTax(region, input.taxCountryIso, input.customer);
  const net = toSafeNumber(BigInt(tier.netPrice) * BigInt(quantity));
  const { tax, gross } = taxAmounts(net, decision.rateBp);
  return {
    unitNet: tier.netPrice,
    net,
    taxRateBp: decision.rateBp,
    tax,
    gross,
    taxReason: decision.reason,
    tier: { rangeStart: tier.rangeStart, rangeEnd: tier.rangeEnd },
  };
}
