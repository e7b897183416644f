// The catalogue reads the screens make, composed from the typed calls of @ph/api-client.
import {
  fetchMinimalPrices,
  fetchProductBySku,
  fetchProductCards,
  ProductNotFoundError,
  PRODUCT_PAGE_EXPANSIONS,
  type ApiClient,
  type CatalogueContext,
  type PimProduct,
  type ProductCardData,
} from '@ph/api-client';
import { takeFirstRead } from './firstRead';

export type { ProductCardData };

/**
 * The store's product cards: read once in @ph/api-client (the Plus catalogue of mf-account lists them
 * too), or taken from the page when its host made this read for it (./firstRead).
 */
export async function loadProductCards(client: ApiClient, ctx: CatalogueContext, signal?: AbortSignal): Promise<ProductCardData[]> {
  return takeFirstRead({ read: 'cards' }, ctx) ?? fetchProductCards(client, ctx, signal);
}

/**
 * A product page's product by family sku: the price list names one of its variants, the PIM read of
 * that variant gives the product with variants, prices, properties, related products and cross-sells.
 * On the page's first screen the host may have made this read already (./firstRead).
 */
export async function loadProductPage(client: ApiClient, ctx: CatalogueContext, familySku: string, signal: AbortSignal): Promise<PimProduct> {
  const inline = takeFirstRead({ read: 'product', sku: familySku }, ctx);
  if (inline) return inline;
  const minimal = await fetchMinimalPrices(client, { region: ctx.region, product: familySku }, signal);
  const first = minimal.data.find((m) => m.product_sku === familySku);
  if (!first) throw new ProductNotFoundError(familySku);
  return fetchProductBySku(client, ctx, first.variant_sku, { expand: PRODUCT_PAGE_EXPANSIONS, signal });
}

/** Material keys a product is offered in (configurable properties). */
export const materialsOf = (p: PimProduct): string[] => (p.configurableProperties ?? []).filter((x) => x.type === 'material').map((x) => x.key);
