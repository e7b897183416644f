// Typed calls of the catalogue and pricing routes (docs/domain.md#the-apis-calls "Prices and catalogue").
// Shapes come from @ph/api-contract as types only (`import type`), so no zod reaches the
// browser. Failures surface with the spec's messages (§8) as `CatalogueFetchError`.
import type {
  DeliveryEstimatesResponse,
  DynamicPricesBody,
  DynamicPricesResponse as DynamicPricesSchema,
  EmissionsResponse,
  ExpressDeliveryResponse,
  LinePricesBody,
  LinePricesResponse as LinePricesSchema,
  MinimalPricesResponse as MinimalPricesSchema,
  PimBundle,
  PimExpansion,
  PimProduct,
  PriceListResponse,
  SegmentationResponse as SegmentationSchema,
} from '@ph/api-contract';
import type { ApiRegionCode } from '@ph/region-config';
import type { ApiClient } from './client';
import { isApiError } from './errors';

/** The parsed output type of a contract schema, without importing zod. */
type Output<S extends { _output: unknown }> = S['_output'];

export type { PimProduct, PimBundle, PimExpansion, PriceListResponse, DeliveryEstimatesResponse, EmissionsResponse, ExpressDeliveryResponse };
export type PimVariant = NonNullable<PimProduct['variants']>[number];
export type PimPropertyValue = PimVariant['properties'][number];
export type PriceRecord = PriceListResponse['data'][number];
export type MinimalPricesResponse = Output<typeof MinimalPricesSchema>;
export type MinimalPrice = MinimalPricesResponse['data'][number];
export type SegmentationResponse = Output<typeof SegmentationSchema>;
export type Segmentation = SegmentationResponse['data'];
export type DynamicPricesResponse = DynamicPricesSchema;
export type DynamicPrice = DynamicPricesResponse['data'][number];
export type LinePricesResponse = LinePricesSchema;
export type LinePrice = LinePricesResponse['data'][number];
export type { LinePricesBody };
export type DeliveryEstimate = DeliveryEstimatesResponse['data'][number];
export type ExpressDeliveryOption = ExpressDeliveryResponse['express_delivery'][number];
export type Emissions = EmissionsResponse['data']['attributes'];

/** The spec's failure messages (docs/domain.md#errors). */
export const CATALOGUE_ERRORS = {
  pricingByVariant: 'Unable to fetch Pricing by Product Variant',
  allPricing: 'Unable to fetch All Pricing for Products',
  emissions: 'Unable to fetch Product Emissions',
  deliveryEstimates: 'Unable to fetch Delivery Estimates',
  expressDelivery: 'Unable to fetch Express Delivery Options',
  product: 'Unable to fetch Product',
} as const;

export type CatalogueFailureKind = keyof typeof CATALOGUE_ERRORS;

/**
 * A catalogue read failed: `kind` says which (screens word it in the shopper's language), `message`
 * is the spec's English text for logs, `cause` the underlying ApiError.
 */
export class CatalogueFetchError extends Error {
  override readonly name = 'CatalogueFetchError';
  constructor(
    readonly kind: CatalogueFailureKind,
    options?: { cause?: unknown },
  ) {
    super(CATALOGUE_ERRORS[kind], options);
  }
}

/** The sku is not in the catalogue: 'Product with sku {sku} not found in PIM'. */
export class ProductNotFoundError extends Error {
  override readonly name = 'ProductNotFoundError';
  constructor(readonly sku: string) {
    super(`Product with sku ${sku} not found in PIM`);
  }
}

async function guarded<T>(kind: CatalogueFailureKind, call: () => Promise<T | undefined>): Promise<T> {
  let result: T | undefined;
  try {
    result = await call();
  } catch (cause) {
    throw new CatalogueFetchError(kind, { cause });
  }
  if (result === undefined) throw new CatalogueFetchError(kind);
  return result;
}

/** Like `guarded`, but a 422 (a business rule the shopper can fix) keeps the API's own message. */
async function guardedUnlessRefused<T>(kind: CatalogueFailureKind, call: () => Promise<T | undefined>): Promise<T> {
  try {
    return await guarded(kind, call);
  } catch (err) {
    if (err instanceof CatalogueFetchError && isApiError(err.cause) && err.cause.status === 422) throw err.cause;
    throw err;
  }
}

/**
 * The PIM routes' public bearer token (docs/domain.md#roles). It is public, so every app's build bakes it
 * in from the API's `PUBLIC_CATALOGUE_TOKEN` (see @ph/build-config's DefinePlugin); without a build
 * (tests) it is the API's dev default.
 */
export const PUBLIC_CATALOGUE_TOKEN: string = process.env.PH_PUBLIC_CATALOGUE_TOKEN ?? 'dev-public-catalogue-token';

export interface CatalogueContext {
  /** API region code (region-config's `apiRegion`). */
  region: ApiRegionCode;
  /** Interface language of the catalogue texts. */
  lang?: string;
  /** The public bearer token of the PIM routes (docs/domain.md#roles). */
  catalogueToken: string;
}

export const PRODUCT_PAGE_EXPANSIONS: readonly PimExpansion[] = [
  'variants',
  'variants.volume_pricings',
  'configurable_properties',
  'related_products',
  'cross_sells',
];

/** What a product card carries: the properties and the standard sizes a category filters by. */
export const PRODUCT_CARD_EXPANSIONS: readonly PimExpansion[] = ['configurable_properties', 'sizes'];

/**
 * `GET pim/products?variants[sku]=` — the product owning a variant (or family) sku. An unknown sku
 * rejects with ProductNotFoundError; other failures with CatalogueFetchError.
 */
export async function fetchProductBySku(
  client: ApiClient,
  ctx: CatalogueContext,
  sku: string,
  opts: { expand?: readonly PimExpansion[]; signal?: AbortSignal } = {},
): Promise<PimProduct> {
  let answer: { data: PimProduct } | undefined;
  try {
    answer = await client.get<{ data: PimProduct }>('pim/products', {
      auth: false,
      signal: opts.signal,
      headers: { Authorization: `Bearer ${ctx.catalogueToken}` },
      query: { region: ctx.region, lang: ctx.lang, 'variants[sku]': [sku], expand: [...(opts.expand ?? [])] },
      arrayFormat: 'plain',
    });
  } catch (cause) {
    if (isApiError(cause) && cause.status === 404) throw new ProductNotFoundError(sku);
    throw new CatalogueFetchError('product', { cause });
  }
  // Without a token sent, the client answers a 404 with nothing (docs/domain.md#roles).
  if (!answer) throw new ProductNotFoundError(sku);
  return answer.data;
}

/** `GET pim/products/{id}`: a product named by its id, as cross-sells name the products they recommend. */
export async function fetchProductById(
  client: ApiClient,
  ctx: CatalogueContext,
  id: number,
  opts: { expand?: readonly PimExpansion[]; signal?: AbortSignal } = {},
): Promise<PimProduct> {
  const answer = await guarded('product', () =>
    client.get<{ data: PimProduct }>(`pim/products/${id}`, {
      auth: false,
      signal: opts.signal,
      headers: { Authorization: `Bearer ${ctx.catalogueToken}` },
      query: { region: ctx.region, lang: ctx.lang, expand: [...(opts.expand ?? [])] },
      arrayFormat: 'plain',
    }),
  );
  return answer.data;
}

/** `GET pim/bundles/{id}` with the bundle page's expansions. */
export async function fetchBundle(client: ApiClient, ctx: CatalogueContext, id: number, opts: { signal?: AbortSignal } = {}): Promise<PimBundle> {
  const answer = await guarded('product', () =>
    client.get<{ data: PimBundle }>(`pim/bundles/${id}`, {
      auth: false,
      signal: opts.signal,
      headers: { Authorization: `Bearer ${ctx.catalogueToken}` },
      query: { region: ctx.region, lang: ctx.lang, expand: ['variants', 'configurable_properties'] },
      arrayFormat: 'plain',
    }),
  );
  return answer.data;
}

export interface PriceQuery {
  region: string;
  product?: string;
  taxCountryIso?: string;
}

const priceQuery = (q: PriceQuery) => ({ region: q.region, product: q.product, tax_country_iso: q.taxCountryIso, cache_buster: 'v3' });

/** `GET prices/list` — volume prices of every published variant (of one product family). */
export function fetchPriceList(client: ApiClient, q: PriceQuery, signal?: AbortSignal): Promise<PriceListResponse> {
  return guarded(q.product ? 'pricingByVariant' : 'allPricing', () =>
    client.get<PriceListResponse>('prices/list', { auth: false, signal, query: priceQuery(q) }),
  );
}

/** `GET api/prices/minimal` — the lowest unit and piece price per product ("from" prices). */
export function fetchMinimalPrices(client: ApiClient, q: PriceQuery, signal?: AbortSignal): Promise<MinimalPricesResponse> {
  return guarded('allPricing', () => client.get<MinimalPricesResponse>('api/prices/minimal', { auth: false, signal, query: priceQuery(q) }));
}

/** `GET api/segmentation` — the visitor's store, currency, tax display and customer type. */
export async function fetchSegmentation(client: ApiClient, q: PriceQuery, signal?: AbortSignal): Promise<Segmentation> {
  const answer = await guarded('allPricing', () =>
    client.get<SegmentationResponse>('api/segmentation', { signal, query: { region: q.region, tax_country_iso: q.taxCountryIso } }),
  );
  return answer.data;
}

/** `POST v3/dynamic_prices` (auth) — net, tax and gross totals of quantities of skus. */
export async function fetchDynamicPrices(client: ApiClient, body: DynamicPricesBody, signal?: AbortSignal): Promise<DynamicPricesResponse> {
  return guarded('pricingByVariant', () => client.post<DynamicPricesResponse>('v3/dynamic_prices', body, { auth: true, signal }));
}

/**
 * `POST v3/line_prices` — what an order line is charged per quantity: unit and line net, VAT and
 * gross, for any product (with or without dynamic pricing) and for a custom size (`custom_size`, mm).
 * Public: the stored token is sent (a customer's tax profile may shape their prices) unless `anonymous`
 * asks for the prices every first-time shopper sees, which the API answers from its catalogue cache.
 * A refused custom size or quantity is the API's 422 (`ApiError` with the rule's message), not a fetch failure.
 */
export async function fetchLinePrices(
  client: ApiClient,
  body: LinePricesBody,
  signal?: AbortSignal,
  opts: { anonymous?: boolean } = {},
): Promise<LinePricesResponse> {
  return guardedUnlessRefused('pricingByVariant', () =>
    client.post<LinePricesResponse>('v3/line_prices', body, { ...(opts.anonymous ? { auth: false } : {}), signal }),
  );
}

/** `GET v1/delivery_estimates` (no auth); with `country` each estimate also dates the express options offered there. */
export async function fetchDeliveryEstimates(
  client: ApiClient,
  q: { region: string; variantSkus: readonly string[]; startDate?: string; startTime?: string; country?: string },
  signal?: AbortSignal,
): Promise<DeliveryEstimatesResponse> {
  return guarded('deliveryEstimates', () =>
    client.get<DeliveryEstimatesResponse>('v1/delivery_estimates', {
      auth: false,
      signal,
      query: { region: q.region, variant_skus: [...q.variantSkus], start_date: q.startDate, start_time: q.startTime, country: q.country },
    }),
  );
}

/** `GET prices/express_delivery` — express production options for a sku and delivery country. */
export async function fetchExpressDelivery(client: ApiClient, q: { sku: string; country: string }, signal?: AbortSignal): Promise<ExpressDeliveryOption[]> {
  const answer = await guarded('expressDelivery', () =>
    client.get<ExpressDeliveryResponse>('prices/express_delivery', { auth: false, signal, query: { sku: q.sku, country: q.country } }),
  );
  return answer.express_delivery;
}

/** `GET v2/products/{sku}/emissions?quantity=` (auth); the answer's `data.attributes`. */
export async function fetchEmissions(client: ApiClient, q: { sku: string; quantity: number }, signal?: AbortSignal): Promise<Emissions> {
  const answer = await guarded('emissions', () =>
    client.get<EmissionsResponse>(`v2/products/${encodeURIComponent(q.sku)}/emissions`, { auth: true, signal, query: { quantity: q.quantity } }),
  );
  return answer.data.attributes;
}

/** A product of the store with its "from" price (the cheapest price the API knows for it). */
export interface ProductCardData {
  product: PimProduct;
  from: MinimalPrice;
}

/**
 * Every product of the store with its "from" price, in the API's order, with the catalogue's names
 * in `ctx.lang`, its configurable properties and its standard sizes (what a category filters by).
 * A product withdrawn between the two reads is left out rather than failing the list.
 */
export async function fetchProductCards(client: ApiClient, ctx: CatalogueContext, signal?: AbortSignal): Promise<ProductCardData[]> {
  const minimal = await fetchMinimalPrices(client, { region: ctx.region }, signal);
  const cards = await Promise.all(
    minimal.data.map(async (from) => {
      try {
        const product = await fetchProductBySku(client, ctx, from.variant_sku, { expand: PRODUCT_CARD_EXPANSIONS, ...(signal ? { signal } : {}) });
        return [{ product, from }];
      } catch (err) {
        if (err instanceof ProductNotFoundError) return [];
        throw err;
      }
    }),
  );
  return cards.flat();
}

/** A product the box editor can design (the catalogue gives it editor assets), with the variant a new design starts from. */
export interface DesignableProduct {
  product: PimProduct;
  /** The product's "from" variant: the sku `/box/design?sku=` opens the editor with. */
  variantSku: string;
}

/**
 * The store's products the editor supports, in the API's order and `ctx.lang`: those the catalogue gives
 * editor assets (plain boxes and samples have none, and the API refuses a design for them). Each comes
 * with its cheapest variant, so one click opens the editor on a box the store sells.
 */
export async function fetchDesignableProducts(client: ApiClient, ctx: CatalogueContext, signal?: AbortSignal): Promise<DesignableProduct[]> {
  const minimal = await fetchMinimalPrices(client, { region: ctx.region }, signal);
  const found = await Promise.all(
    minimal.data.map(async (from) => {
      try {
        const product = await fetchProductBySku(client, ctx, from.variant_sku, { expand: ['editor_assets'], ...(signal ? { signal } : {}) });
        return product.editorAssets ? [{ product, variantSku: from.variant_sku }] : [];
      } catch (err) {
        if (err instanceof ProductNotFoundError) return [];
        throw err;
      }
    }),
  );
  return found.flat();
}
