// The catalogue reads the screens make, composed from the typed calls of @ph/api-client.
import {
  fetchMinimalPrices,
  fetchProductBySku,
  ProductNotFoundError,
  PRODUCT_PAGE_EXPANSIONS,
  type ApiClient,
  type CatalogueContext,
  type PimProduct,
} from '@ph/api-client';

// The product cards of the store are read once in @ph/api-client (the Plus catalogue of mf-account lists them too).
export { fetchProductCards as loadProductCards, type ProductCardData } from '@ph/api-client';

/**
 * A product page's product by family sku: the price list names one of its variants, the PIM read of
 * that variant gives the product with variants, prices, properties, related products and cross-sells.
 */
export async function loadProductPage(client: ApiClient, ctx: CatalogueContext, familySku: string, signal: AbortSignal): Promise<PimProduct> {
  const minimal = await fetchMinimalPrices(client, { region: ctx.region, product: familySku }, signal);
  const first = minimal.data.find((m) => m.product_sku === familySku);
  if (!first) throw new ProductNotFoundError(familySku);
  return fetchProductBySku(client, ctx, first.variant_sku, { expand: PRODUCT_PAGE_EXPANSIONS, signal });
}

/** Material keys a product is offered in (configurable properties). */
export const materialsOf = (p: PimProduct): string[] => (p.configurableProperties ?? []).filter((x) => x.type === 'material').map((x) => x.key);

/** The family sku in a catalogue page url or a product: product pages are addressed by family sku. */
export const familySkuOf = (p: Pick<PimProduct, 'sku'>): string => p.sku;
