// The catalogue's cross-sells of the products in the cart (commerce-core §3 "cross-sells", §4 loading
// states), resolved to a variant the order's line item call can add and its API price.
import {
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
  /** Net price of one piece at `quantity`, from the catalogue's volume pricing in the order's currency. */
  unitNet: number;
  pageUrl: string | null;
}

/** commerce-core §4: initial, then loading, then success or error; loading starts only from initial. */
export type CrossSellState = { status: 'initial' } | { status: 'loading' } | { status: 'success'; items: Recommendation[] } | { status: 'error' };

/** Cross-sells are unavailable on error, or on success with an empty list. */
export function crossSellsUnavailable(state: CrossSellState): boolean {
  return state.status === 'error' || (state.status === 'success' && state.items.length === 0);
}

function recommendationOf(product: PimProduct, quantity: number, currency: string, pageUrl: string | null): Recommendation | null {
  for (const v of product.variants ?? []) {
    if (v.id === null || v.status !== 'published') continue;
    const q = Math.max(quantity, v.minQuantity ?? quantity);
    const tier = (v.volumePricings ?? []).find((p) => p.currency === currency && p.rangeStart <= q && (p.rangeEnd === null || q <= p.rangeEnd));
    if (tier) return { sku: product.sku, title: product.title || product.name, variantId: v.id, quantity: q, unitNet: tier.netPrice, pageUrl };
  }
  return null;
}

/**
 * `GET pim/products/{id}` with variants and their volume pricing (commerce-core §7). The cross-sell names
 * the product by id; the lookup by sku answers variant skus only.
 */
async function fetchProductById(client: ApiClient, ctx: CatalogueContext, id: number, signal?: AbortSignal): Promise<PimProduct> {
  const answer = await client.get<{ data: PimProduct }>(`pim/products/${id}`, {
    auth: false,
    signal,
    headers: { Authorization: `Bearer ${ctx.catalogueToken}` },
    query: { region: ctx.region, lang: ctx.lang, expand: ['variants', 'variants.volume_pricings'] },
    arrayFormat: 'plain',
  });
  if (!answer) throw new Error(`Product ${id} not found in PIM`);
  return answer.data;
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
  const wanted = new Map<number, { sku: string; quantity: number; pageUrl: string | null }>();
  for (const product of inCart) {
    for (const group of product.crossSells ?? []) {
      for (const p of group.products) {
        if (!families.has(p.sku) && !wanted.has(p.id)) wanted.set(p.id, { sku: p.sku, quantity: p.minimumOrderQuantity, pageUrl: p.productPageUrl || null });
      }
    }
  }
  const resolved = await mapWithConcurrency([...wanted], VARIANTS_CONCURRENCY, async ([id, w]) => {
    try {
      const product = await fetchProductById(client, ctx, id, signal);
      // Sample packs are ordered through their own form, not as a line of a quantity.
      return product.type === 'sample' ? null : recommendationOf(product, w.quantity, order.currency, w.pageUrl);
    } catch {
      return null;
    }
  });
  return resolved.filter((r): r is Recommendation => r !== null);
}
