// The service lines of an order that are not catalogue variants (their prices: pricing/serviceItemPrices.ts)
// and the express option of a product line.
import { getRegionConfig } from '@ph/region-config';
import { findExpressOption } from '../catalogue';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import * as repo from './repository';

type OrderRow = repo.OrderRow;

export const WARRANTY_SKU = 'service-warranty';
export const EXPERT_CHECK_SKU = 'service-expert-check';
export const TREE_SKU = 'service-tree-planting';

/**
 * Chooses the express option of an existing product line, or standard delivery with `null`. The option
 * must be offered for the line's variant or product family, in the order's currency and for the order's
 * delivery country (the region's default until an address is given), like an option sent with the line.
 */
export async function setLineExpressOption(tx: Db, order: OrderRow, lineId: number, optionId: number | null): Promise<void> {
  const row = await repo.lineWithSkus(tx, order.id, lineId);
  if (!row) throw new RuleViolation('line_item_not_found', `Line item ${lineId} is not in this order`, 'itemId');
  if (row.line.kind !== 'product') {
    throw new RuleViolation('express_not_offered', 'Express delivery is chosen per product line only', 'express_delivery_option_id');
  }
  // Amounts stay consistent (a CHECK holds net = item + express + promo); recalculateOrder re-prices after.
  const withExpress = (expressNet: number) => {
    const net = row.line.itemNet + expressNet + row.line.promoNet;
    return { expressNet, net, gross: net + row.line.tax };
  };
  if (optionId === null) {
    await repo.setLineExpress(tx, row.line.id, { expressDeliveryOptionId: null, ...withExpress(0) });
    return;
  }
  const option = await findExpressOption(tx, optionId);
  const country = order.shipAddress?.country_iso ?? getRegionConfig(order.region).defaultShippingCountryCode;
  if (!option || (option.sku !== row.variantSku && option.sku !== row.productSku)) {
    throw new RuleViolation('express_option_invalid', `Express delivery option ${optionId} is not offered for ${row.line.sku}`, 'express_delivery_option_id');
  }
  if (option.currency !== order.currency || option.countryIso !== country) {
    throw new RuleViolation('express_option_invalid', `Express delivery option ${optionId} is not offered for delivery to ${country} in ${order.currency}`, 'express_delivery_option_id');
  }
  await repo.setLineExpress(tx, row.line.id, { expressDeliveryOptionId: option.id, ...withExpress(option.priceNet) });
}

/** An express option taken off a line because the new delivery country is not offered it (`notices` of the checkout answer). */
export interface ExpressRemoval {
  lineItemId: number;
  sku: string;
  name: string;
  optionId: number;
  countryIso: string;
}

/**
 * Takes the express option off every product line whose option is not offered for the order's delivery
 * country (and currency) any more: the line goes back to standard production. Options are priced per
 * country, so an option chosen for DE is never silently kept for an address in PT. The caller re-prices.
 */
export async function dropExpressNotOffered(tx: Db, order: OrderRow): Promise<ExpressRemoval[]> {
  const country = order.shipAddress?.country_iso ?? getRegionConfig(order.region).defaultShippingCountryCode;
  const rows = await repo.linesWithExpress(tx, order.id);
  const removed: ExpressRemoval[] = [];
  for (const { line, option } of rows) {
    if (line.expressDeliveryOptionId === null) continue;
    if (option && option.countryIso === country && option.currency === order.currency) continue;
    const net = line.itemNet + line.promoNet;
    await repo.setLineExpress(tx, line.id, { expressDeliveryOptionId: null, expressNet: 0, net, gross: net + line.tax });
    removed.push({ lineItemId: line.id, sku: line.sku, name: line.name, optionId: line.expressDeliveryOptionId, countryIso: country });
  }
  return removed;
}
