// The catalogue's cross-sells of the products in the cart (docs/domain.md#what-the-store-keeps "cross-sells", §4 loading
// states), resolved to a variant the order's line item call can add and its API price.
import {
  fetchLinePrices,
  fetchProductById,
  fetchProductBySku,
  mapWithConcurrency,
  VARIANTS_CONCURRENCY,
  type ApiClient,
  type CatalogueContext,
  type Order,
  type PimProduct,
} from '@ph/api-client';

export interface Recommendation {
  /** Product family sku of the recommended product. */
  sku: string;
  title: string;
  variantId: number;
  quantity: number;
  /** Net price of one unit at `quantity`, as the API will charge the line (`v3/line_prices`). */
  unitNet: number;
}

/** docs/domain.md#catalogue: initial, then loading, then success or error; loading starts only from initial. */
export type CrossSellState = { status: 'initial' } | { status: 'loading' } | { status: 'success'; items: Recommendation[] } | { status: 'error' };

/** Cross-sells are unavailable on error, or on success with an empty list. */
export function crossSellsUnavailable(state: CrossSellState): boolean {
  return state.status === 'error' || (state.status === 'success' && state.items.length === 0);
}

/** The product's first variant that can be ordered at `quantity` (or its own minimum) in the currency. */
function orderableVariant(product: PimProduct, quantity: number, currency: string) {
  for (const v of product.variants ?? []) {
    if (v.id === null || v.status !== 'published') continue;
    const q = Math.max(quantity, v.minQuantity ?? quantity);
    if ((v.volumePricings ?? []).some((p) => p.currency === currency)) return { variantId: v.id, sku: v.sku, quantity: q };
  }
  return null;
}

/** A recommended product resolved to a variant and the price the API answers for its line. */
async function recommendationOf(
  client: ApiClient,
  ctx: CatalogueContext,
  product: PimProduct,
  wanted: { quantity: number },
  currency: string,
  signal?: AbortSignal,
): Promise<Recommendation | null> {
  const variant = orderableVariant(product, wanted.quantity, currency);
  if (!variant) return null;
  const priced = await fetchLinePrices(client, { region: ctx.region, items: [{ sku: variant.sku, quantities: [variant.quantity] }] }, signal);
  const line = priced.data[0];
  if (!line || line.currency !== currency) return null;
  return { sku: product.sku, title: product.title || product.name, variantId: variant.variantId, quantity: line.quantity, unitNet: line.unit.net };
}

/**
 * Reads the cross-sells of every product family in the order and resolves each recommended product
 * not already in the cart. A failure to read the cart's products is an error (no recommendations);
 * a recommended product that cannot be read or priced is left out.
 */
export async function loadCrossSells(client: ApiClient, ctx: CatalogueContext, order: Order, signal?: AbortSignal): Promise<Recommendation[]> {
  const lineSkus = [...new Set(order.line_items.filter((l) => l.kind === 'product').map((l) => l.sku))];
  const inCart = await mapWithConcurrency(lineSkus, VARIANTS_CONCURRENCY, (sku) => fetchProductBySku(client, ctx, sku, { expand: ['cross_sells'], signal }));
  const families = new Set(inCart.map((p) => p.sku));
  const wanted = new Map<number, { sku: string; quantity: number }>();
  for (const product of inCart) {
    for (const group of product.crossSells ?? []) {
      for (const p of group.products) {
        if (!families.has(p.sku) && !wanted.has(p.id)) wanted.set(p.id, { sku: p.sku, quantity: p.minimumOrderQuantity });
      }
    }
  }
  const resolved = await mapWithConcurrency([...wanted], VARIANTS_CONCURRENCY, async ([id, w]) => {
    try {
      const product = await fetchProductById(client, ctx, id, { expand: ['variants', 'variants.volume_pricings'], signal });
      // Sample packs are ordered through their own form, not as a line of a quantity.
      return product.type === 'sample' ? null : await recommendationOf(client, ctx, product, w, order.currency, signal);
    } catch {
      return null;
    }
  });
  return resolved.filter((r): r is Recommendation => r !== null);
}
