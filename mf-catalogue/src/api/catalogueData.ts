// The catalogue reads the screens make, composed from the typed calls of @ph/api-client.
import {
  fetchMinimalPrices,
  fetchProductBySku,
  ProductNotFoundError,
  PRODUCT_PAGE_EXPANSIONS,
  type ApiClient,
  type CatalogueContext,
  type MinimalPrice,
  type PimProduct,
} from '@ph/api-client';

export interface ProductCardData {
  product: PimProduct;
  /** The cheapest price the API knows for the product (its "from" price). */
  from: MinimalPrice;
}

/** Every product of the store with its "from" price, in the API's order. */
export async function loadProductCards(client: ApiClient, ctx: CatalogueContext, signal: AbortSignal): Promise<ProductCardData[]> {
  const minimal = await fetchMinimalPrices(client, { region: ctx.region }, signal);
  const cards = await Promise.all(
    minimal.data.map(async (from) => {
      try {
        const product = await fetchProductBySku(client, ctx, from.variant_sku, { expand: ['configurable_properties'], signal });
        return [{ product, from }];
      } catch (err) {
        // A product withdrawn between the two reads is left out rather than failing the page.
        if (err instanceof ProductNotFoundError) return [];
        throw err;
      }
    }),
  );
  return cards.flat();
}

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
