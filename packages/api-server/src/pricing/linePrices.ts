// `POST v3/line_prices`: what an order line of a sku × quantity (optionally in a custom size) is
// charged, with the same quantity rules and the same `priceLine` an order uses, so the storefront only
// displays server figures. Custom sizes are priced here and by `recalculateOrder` through `customSizeTiers`.
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import type { Language } from '../catalogue';
import type { PriceContext } from '../tax';
import * as repo from '../catalogue';
import { checkQuantity } from '../catalogue';
import { checkCustomSize, customSizeTiers, normaliseCustomSize, type CustomSizeMm } from './customSizeService';
import { priceLine, PricingError } from './priceLine';
import { taxAmounts } from '../tax';
import type { TaxCustomer } from '../tax';

export interface LinePriceItem {
  sku: string;
  quantities: number[];
  custom_size?: CustomSizeMm | undefined;
}

/** Line prices per item and quantity; the first broken rule is a 4xx naming `items.i…`. */
export async function linePrices(db: Db, ctx: PriceContext, items: LinePriceItem[], customer: TaxCustomer | null, lang: Language) {
  const rows = await repo.findVariantsBySkus(db, [...new Set(items.map((i) => i.sku))]);
  const bySku = new Map(rows.map((r) => [r.variant.sku, r]));
  const out = [];
  for (const [index, item] of items.entries()) {
    const row = bySku.get(item.sku);
    if (!row || row.variant.status !== 'published' || row.product.status !== 'published') {
      throw new NotFound(`Product with sku ${item.sku} not found in PIM`);
    }
    const size = item.custom_size ? normaliseCustomSize(item.custom_size) : null;
    let tiers: repo.TierRow[];
    let referenceSku: string | null = null;
    if (size) {
      checkCustomSize(row.product, size, lang, `items.${index}.custom_size`);
      const custom = await customSizeTiers(db, row, size, ctx.currency, `items.${index}.custom_size`);
      tiers = custom.tiers;
      referenceSku = custom.reference.variant.sku;
    } else {
      tiers = await repo.findVolumePrices(db, [row.variant.id], ctx.currency);
    }
    // The order's own quantity rules: QR grid and maximum, custom-size minimum, stock.
    const asOrdered = size ? { ...row, variant: { ...row.variant, isCustom: true } } : row;
    for (const [qi, quantity] of item.quantities.entries()) {
      const field = `items.${index}.quantities.${qi}`;
      checkQuantity(asOrdered, quantity, field);
      try {
        const line = priceLine({ variant: { sku: item.sku, volumePrices: tiers }, quantity, currency: ctx.currency, region: ctx.taxRegion, customer, taxCountryIso: ctx.tax.countryIso });
        const unit = taxAmounts(line.unitNet, line.taxRateBp);
        out.push({
          sku: item.sku,
          quantity,
          currency: ctx.currency,
          custom_size: size,
          reference_sku: referenceSku,
          pieces_per_unit: row.variant.piecesPerUnit,
          range_start: line.tier.rangeStart,
          range_end: line.tier.rangeEnd,
          tax_rate: line.taxRateBp,
          unit: { net: unit.net, tax: unit.tax, gross: unit.gross },
          net: line.net,
          tax: line.tax,
          gross: line.gross,
        });
      } catch (err) {
        if (err instanceof PricingError) throw new RuleViolation(err.code, err.message, field);
        throw err;
      }
    }
  }
  return out;
}
