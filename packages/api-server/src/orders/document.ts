// Reads what the order document shows (present.ts shapes it without reading).
import type { Order } from '@ph/api-contract';
import * as catalogue from '../catalogue';
import type { Language } from '../catalogue';
import type { Db } from '../db';
import { designsOfLines } from '../designs';
import { orderRegion } from '../pricing';
import { presentOrder } from './present';
import * as repo from './repository';

/** The order document of `order`, its texts in `lang` (by default the order's language, else its store's). */
export async function loadOrderDocument(db: Db, order: repo.OrderRow, lang?: Language): Promise<Order> {
  const region = orderRegion(order);
  // Sequential on purpose: inside a transaction all queries share one connection.
  const lines = await repo.linesOf(db, order.id);
  const adjustments = await repo.adjustmentsOf(db, order.id);
  const promos = await repo.promotionsOf(db, order.id);
  const bundles = await repo.bundlesOf(db, order.id);
  const rates = await catalogue.findShippingRates(db, region);
  const designs = await designsOfLines(db, order, lines.map((l) => l.line));
  const walletApplied = await repo.walletAppliedTo(db, order.id);
  const variantIds = [...new Set(lines.flatMap((l) => (l.line.variantId !== null ? [l.line.variantId] : [])))];
  const properties = await catalogue.findVariantProperties(db, variantIds);
  const language = lang ?? order.language ?? catalogue.defaultLanguage(region);
  return presentOrder({ order, region, language, lines, adjustments, promos, bundles, rates, designs, walletApplied, properties });
}
