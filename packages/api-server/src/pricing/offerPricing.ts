// Offer money: the price model's unit price for lines a manager did not price, and the offer's totals
// computed exactly as the order made from it will be (totals.ts, the region's tax decision for a new
// order, the region's customs), so what the customer reviews is what the order charges.
import type { RegionCode } from '@ph/region-config';
import * as catalogue from '../catalogue';
import type { Currency, VariantWithProduct } from '../catalogue';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import { customSizeTiers, type CustomSizeMm } from './customSizeService';
import { customsFor, orderTax } from './orderPricing';
import { priceLine, PricingError } from './priceLine';
import type { TaxDecision } from '../tax';
import { computeOrderAmounts, type OrderAmounts } from './totals';

/**
 * The tax fields of the order an accepted offer makes (no delivery address yet, a consumer until the
 * checkout says otherwise). The offer's review prices with these same fields, so what the customer
 * reviews is what that order charges; the checkout may change them later.
 */
export const OFFER_ORDER_TAX_FIELDS = { customerType: 'b2c', shipAddress: null, validatedVatCountryIso: null } as const;

/**
 * The tax of the order accepting the offer makes: the same `orderTax` `recalculateOrder` uses, on the
 * same fields the new order is inserted with — not a copy of the rule, so the two cannot drift apart.
 */
export function offerTax(region: RegionCode): TaxDecision {
  return orderTax({ region, ...OFFER_ORDER_TAX_FIELDS });
}

/** The price model's unit net of a line (its volume tier, or the custom size's scaled tiers); 422 when it has none. */
export async function modelUnitNet(
  db: Db,
  v: VariantWithProduct,
  customSize: CustomSizeMm | null,
  quantity: number,
  region: RegionCode,
  currency: string,
  field: string,
): Promise<number> {
  const volumePrices = customSize
    ? (await customSizeTiers(db, v, customSize, currency, field)).tiers
    : await catalogue.findVolumePrices(db, [v.variant.id], currency);
  try {
    return priceLine({ variant: { sku: v.variant.sku, volumePrices }, quantity, currency: currency as Currency, region }).unitNet;
  } catch (err) {
    if (err instanceof PricingError) throw new RuleViolation(err.code, `${err.message}; a manager can price it in an offer`, field);
    throw err;
  }
}

export interface PricedOfferLine {
  unitNet: number;
  quantity: number;
}

/** Lines, shipping, tax and customs of an offer, as `recalculateOrder` will compute them for its order. */
export function offerAmounts(region: RegionCode, lines: readonly PricedOfferLine[], shipNet: number): OrderAmounts & { taxRateBp: number } {
  const tax = offerTax(region);
  const amounts = computeOrderAmounts(
    lines.map((l) => ({ itemNet: l.unitNet * l.quantity, expressNet: 0, taxRateBp: tax.rateBp })),
    [],
    { net: shipNet, taxRateBp: tax.rateBp },
    lines.length > 0 ? customsFor(region, null) : 0,
  );
  return { ...amounts, taxRateBp: tax.rateBp };
}
