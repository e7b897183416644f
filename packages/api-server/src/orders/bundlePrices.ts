// `POST v2/bundles/prices`: the price of a shopper's choice inside a catalogue bundle, line by line
// and in total, before it goes to the cart. The spec has bundle reads and bundle writes but no
// bundle price; the storefront must not price lines itself, so the API answers with the same rules
// bulk_create applies (a choice priced here is one bulk_create accepts, and vice versa).
import type { RegionCode } from '@ph/region-config';
import { priceContext, type PriceContext } from '../tax';
import * as catalogue from '../catalogue';
import type { BundlePricesResponse } from '@ph/api-contract';
import type { Db } from '../db';
import type { UserRow } from '../users';
import { RuleViolation } from '../errors';
import { PricingError, priceLine } from '../pricing';
import type { TaxCustomer } from '../tax';
import { checkBundleChoice, loadBundleRules } from './bundleChoice';
import { OPEN_STATES } from './create';
import * as repo from './repository';
import { orderTax } from '../pricing';
import { checkQuantity, findSellableVariant, type VariantWithProduct } from '../catalogue';

export type BundleShopper = Pick<UserRow, 'id' | 'customerType' | 'shippingCountryIso'>;

/**
 * Currency and VAT for the shopper's destination, decided as their order will be: the open order's
 * ship address (with the order's customer, `orderTax`), else the destination the shopper set
 * (`v2/users/set_shipping_destination`) when the store ships there — the price list's rule — else
 * the store's default shipping country.
 */
async function shopperPriceContext(db: Db, region: RegionCode, user: BundleShopper): Promise<{ ctx: PriceContext; customer: TaxCustomer }> {
  const order = await repo.newestOrderRowIn(db, user.id, region, OPEN_STATES);
  if (order?.shipAddress?.country_iso) {
    const customer: TaxCustomer = { type: order.customerType, validatedVatCountryIso: order.validatedVatCountryIso };
    return { ctx: { ...priceContext(region, null, customer), tax: orderTax(order) }, customer };
  }
  const customer: TaxCustomer = { type: user.customerType ?? 'b2c', validatedVatCountryIso: null };
  const chosen = user.shippingCountryIso?.toUpperCase() ?? null;
  const shipsThere = chosen !== null && priceContext(region).taxRegion.allowedShippingCountries.includes(chosen);
  return { ctx: priceContext(region, shipsThere ? chosen : null, customer), customer };
}

export async function bundlePrices(
  db: Db,
  region: RegionCode,
  user: BundleShopper,
  bundleId: number,
  items: ReadonlyArray<{ variant_id: number; quantity: number }>,
): Promise<BundlePricesResponse> {
  const rules = await loadBundleRules(db, bundleId);
  const variants: VariantWithProduct[] = [];
  for (const [k, i] of items.entries()) variants.push(await findSellableVariant(db, i.variant_id, `line_items_params.${k}.variant_id`));
  checkBundleChoice(rules, variants.map((v) => ({ variantId: v.variant.id, productId: v.product.id, sku: v.variant.sku })));
  const { ctx, customer } = await shopperPriceContext(db, region, user);
  const tiers = await catalogue.findVolumePrices(db, variants.map((v) => v.variant.id), ctx.currency);
  const lines = variants.map((v, k) => {
    const quantity = items[k]?.quantity ?? 0;
    const field = `line_items_params.${k}.quantity`;
    checkQuantity(v, quantity, field);
    try {
      const line = priceLine({
        variant: { sku: v.variant.sku, volumePrices: tiers.filter((t) => t.variantId === v.variant.id) },
        quantity,
        currency: ctx.currency,
        region: ctx.taxRegion,
        customer,
        taxCountryIso: ctx.tax.countryIso,
      });
      return { variant_id: v.variant.id, sku: v.variant.sku, quantity, unit_net: line.unitNet, net: line.net, tax: line.tax, gross: line.gross };
    } catch (err) {
      if (err instanceof PricingError) throw new RuleViolation(err.code, err.message, field);
      throw err;
    }
  });
  const sum = (key: 'net' | 'tax' | 'gross') => lines.reduce((acc, l) => acc + l[key], 0);
  return {
    data: { bundle_id: bundleId, currency: ctx.currency, tax_country_iso: ctx.tax.countryIso, lines, total: { net: sum('net'), tax: sum('tax'), gross: sum('gross') } },
  };
}
