// Price reads of the commerce API: price list, variants by PIM id, minimal prices, country taxes,
// shipping prices, segmentation and dynamic prices. Amounts are minor units of the store currency.
import { getRegionConfig, DELIVERY_METHOD_OF_SHIPMENT, type RegionCode, type ShipmentMethod } from '@ph/region-config';
import type { PriceRecord, VolumePrice } from '@ph/api-contract';
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import { priceContext, type PriceContext } from '../tax';
import * as repo from '../catalogue';
import { decideTax, type TaxCustomer } from '../tax';
import { divideRoundHalfUp, toSafeNumber } from '../tax';
import { priceLine, PricingError } from './priceLine';
import { taxAmounts } from '../tax';
import { findTier } from './tiers';

export interface TaxMetaOut {
  region: string;
  currency: string;
  tax_country_iso: string;
  tax_rate: number;
  tax_reason: 'standard' | 'no_vat_region' | 'export' | 'reverse_charge';
}

export function taxMeta(ctx: PriceContext): TaxMetaOut {
  return { region: ctx.region, currency: ctx.currency, tax_country_iso: ctx.tax.countryIso, tax_rate: ctx.tax.rateBp, tax_reason: ctx.tax.reason };
}

export interface CatalogueFilter {
  productSku?: string | undefined;
  sizeCode?: string | undefined;
  productTypeKey?: string | undefined;
}

function volumePrices(rows: repo.TierRow[], ctx: PriceContext): VolumePrice[] {
  return rows.map((row) => {
    const { gross } = taxAmounts(row.netPrice, ctx.tax.rateBp);
    return { net_price: row.netPrice, gross_price: gross, tax_rate: ctx.tax.rateBp, range_start: row.rangeStart, range_end: row.rangeEnd };
  });
}

function priceRecord(row: repo.VariantListRow, prices: repo.TierRow[], ctx: PriceContext): PriceRecord {
  return {
    id: row.variant.id,
    sku: row.variant.sku,
    external_pim_id: row.variant.externalPimId,
    external_pim_sku: row.variant.sku,
    product_sku: row.product.sku,
    product_model: row.product.productTypeKey,
    size: row.size.code,
    currency: ctx.currency,
    pieces_per_unit: row.variant.piecesPerUnit,
    volume_prices: volumePrices(prices, ctx),
  };
}

async function priceRecords(db: Db, rows: repo.VariantListRow[], ctx: PriceContext): Promise<PriceRecord[]> {
  const prices = await repo.findVolumePrices(db, rows.map((r) => r.variant.id), ctx.currency);
  const byVariant = new Map<number, repo.TierRow[]>();
  for (const p of prices) {
    const list = byVariant.get(p.variantId);
    if (list) list.push(p);
    else byVariant.set(p.variantId, [p]);
  }
  return rows.map((r) => priceRecord(r, byVariant.get(r.variant.id) ?? [], ctx));
}

/** `prices/list`: every published variant matching the filter, with its volume prices. */
export async function priceList(db: Db, ctx: PriceContext, filter: CatalogueFilter): Promise<PriceRecord[]> {
  const rows = await repo.listVariants(db, { ...filter, publishedOnly: true });
  return (await priceRecords(db, rows, ctx)).filter((r) => r.volume_prices.length > 0);
}

/** `v2/variants`: a page of published variants, optionally only the given PIM ids. */
export async function variantsPage(
  db: Db,
  ctx: PriceContext,
  query: { externalPimIds?: string[] | undefined; page: number; perPage: number },
): Promise<{ data: PriceRecord[]; total: number }> {
  const filter = { externalPimIds: query.externalPimIds ? [...new Set(query.externalPimIds)] : undefined, publishedOnly: true };
  const [rows, total] = await Promise.all([
    repo.listVariants(db, filter, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    repo.countVariants(db, filter),
  ]);
  return { data: await priceRecords(db, rows, ctx), total };
}

/** VAT per delivery country of a store. */
export function countryTaxes(region: RegionCode, customer?: TaxCustomer | null) {
  const ctx = priceContext(region);
  return ctx.taxRegion.allowedShippingCountries.map((countryIso) => {
    const decision = decideTax(ctx.taxRegion, countryIso, customer);
    return { country_iso: countryIso, tax_rate: decision.rateBp, tax_reason: decision.reason };
  });
}

function amounts(net: number, rateBp: number) {
  const { tax, gross } = taxAmounts(net, rateBp);
  return { net, tax, gross, tax_rate: rateBp };
}

/** `api/prices/minimal`: per product, the lowest unit price it is sold at (its best tier). */
export async function minimalPrices(db: Db, ctx: PriceContext, filter: CatalogueFilter) {
  const records = await priceList(db, ctx, filter);
  const best = new Map<string, { record: PriceRecord; price: VolumePrice }>();
  for (const record of records) {
    for (const price of record.volume_prices) {
      const current = best.get(record.product_sku);
      if (!current || price.net_price < current.price.net_price) best.set(record.product_sku, { record, price });
    }
  }
  return [...best.values()].map(({ record, price }) => {
    const unit = amounts(price.net_price, ctx.tax.rateBp);
    const perPiece = (amount: number) => toSafeNumber(divideRoundHalfUp(BigInt(amount), BigInt(record.pieces_per_unit)));
    return {
      product_sku: record.product_sku,
      variant_sku: record.sku,
      external_pim_id: record.external_pim_id,
      quantity: price.range_start,
      unit,
      piece_net: perPiece(unit.net),
      piece_gross: perPiece(unit.gross),
    };
  });
}

/** `api/prices/minimal_price_for_minimal_order`: per product, the cheapest smallest order. */
export async function minimalOrderPrices(db: Db, ctx: PriceContext, filter: CatalogueFilter) {
  const records = await priceList(db, ctx, filter);
  const best = new Map<string, { record: PriceRecord; price: VolumePrice; total: number }>();
  for (const record of records) {
    const first = record.volume_prices[0];
    if (!first) continue;
    const total = first.net_price * first.range_start;
    const current = best.get(record.product_sku);
    if (!current || total < current.total) best.set(record.product_sku, { record, price: first, total });
  }
  return [...best.values()].map(({ record, price, total }) => ({
    product_sku: record.product_sku,
    variant_sku: record.sku,
    external_pim_id: record.external_pim_id,
    quantity: price.range_start,
    unit_net: price.net_price,
    total: amounts(total, ctx.tax.rateBp),
  }));
}

/** `api/prices/shipment_prices_list`: the store's shipping methods with taxed prices. */
export async function shipmentPrices(db: Db, ctx: PriceContext) {
  const rows = await repo.findShippingRates(db, ctx.region);
  return rows
    .filter((r) => r.countries.length === 0 || r.countries.includes(ctx.tax.countryIso))
    .map((r) => ({
      method: r.method as ShipmentMethod,
      delivery_type: DELIVERY_METHOD_OF_SHIPMENT[r.method as ShipmentMethod] ?? 'courier',
      currency: r.currency,
      price: amounts(r.priceNet, ctx.tax.rateBp),
      free_above_net: r.freeAboveNet,
      min_delivery_days: r.minDeliveryDays,
      max_delivery_days: r.maxDeliveryDays,
      sample_packs_only: r.samplePacksOnly,
    }));
}

export function segmentation(ctx: PriceContext, customer: { type: 'b2b' | 'b2c'; signedIn: boolean }) {
  const config = getRegionConfig(ctx.region);
  return {
    ...taxMeta(ctx),
    prices_include_tax: config.pricesIncludeTax,
    always_show_added_tax: config.alwaysShowAddedTax,
    customer_type: customer.type,
    signed_in: customer.signedIn,
  };
}

export interface DynamicPriceRequest {
  sku: string;
  quantities: number[];
}

/**
 * `v3/dynamic_prices`: prices any quantity inside a product's dynamic pricing range; a quantity that
 * is not a tier start is priced by the tier that contains it.
 */
export async function dynamicPrices(db: Db, ctx: PriceContext, items: DynamicPriceRequest[], customer: TaxCustomer | null) {
  const skus = [...new Set(items.map((i) => i.sku))];
  const rows = await repo.findVariantsBySkus(db, skus);
  const bySku = new Map(rows.map((r) => [r.variant.sku, r]));
  const prices = await repo.findVolumePrices(db, rows.map((r) => r.variant.id), ctx.currency);
  return items.flatMap((item, index) => {
    const row = bySku.get(item.sku);
    if (!row || row.variant.status !== 'published' || row.product.status !== 'published') {
      throw new NotFound(`Product with sku ${item.sku} not found in PIM`);
    }
    const config = row.product.dynamicPricingConfig;
    if (!config?.enabled) {
      throw new RuleViolation('dynamic_pricing_disabled', `Dynamic pricing is not enabled for ${item.sku}`, `items.${index}.sku`);
    }
    const tiers = prices.filter((p) => p.variantId === row.variant.id);
    return item.quantities.map((quantity, qi) => {
      const field = `items.${index}.quantities.${qi}`;
      if (quantity < config.minQuantity || quantity > config.maxQuantity) {
        throw new RuleViolation(
          'quantity_out_of_range',
          `Quantity ${quantity} of ${item.sku} is outside the dynamic pricing range ${config.minQuantity}–${config.maxQuantity}`,
          field,
        );
      }
      try {
        const line = priceLine({ variant: { sku: item.sku, volumePrices: tiers }, quantity, currency: ctx.currency, region: ctx.taxRegion, customer, taxCountryIso: ctx.tax.countryIso });
        return {
          sku: item.sku,
          quantity,
          currency: ctx.currency,
          on_tier: findTier(tiers, quantity)?.rangeStart === quantity,
          range_start: line.tier.rangeStart,
          range_end: line.tier.rangeEnd,
          unit_net: line.unitNet,
          net: line.net,
          tax_rate: line.taxRateBp,
          tax: line.tax,
          gross: line.gross,
        };
      } catch (err) {
        if (err instanceof PricingError) throw new RuleViolation(err.code, err.message, field);
        throw err;
      }
    });
  });
}
