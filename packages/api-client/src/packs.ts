// Sample packs and bundles (`@ph/api-client/packs`, a subpath: only the catalogue's lazily loaded
// pack and bundle screens call these, so they stay out of the api-client every route loads): the
// custom sample pack offer (`GET v2/sample_packs`), the price of a choice inside a bundle
// (`POST v2/bundles/prices`), and putting either into an order. Failures of the reads surface with
// the messages of docs/domain.md#errors as CatalogueFetchError, the ApiError as `cause`.
import type { BulkCreateBody, BundlePricesBody, BundlePricesResponse, Order, OrderResponse, SamplePackRequest, SamplePacksResponse } from '@ph/api-contract';
import { CatalogueFetchError, type CatalogueContext } from './catalogue';
import { createIdempotencyKey, type ApiClient } from './client';
import type { Input } from './contract';

export type { SamplePackOffer, SampleChoice, SamplePacks, BundleLinePrice, BundlePrices } from '@ph/api-contract';

/** `GET v2/sample_packs`: the packs the store sells, priced for it, and the samples a pack can hold. */
export async function fetchSamplePacks(client: ApiClient, ctx: Pick<CatalogueContext, 'region' | 'lang'>, opts: { signal?: AbortSignal } = {}): Promise<SamplePacksResponse['data']> {
  let answer: SamplePacksResponse | undefined;
  try {
    answer = await client.get<SamplePacksResponse>('v2/sample_packs', { auth: false, signal: opts.signal, query: { region: ctx.region, lang: ctx.lang } });
  } catch (cause) {
    throw new CatalogueFetchError('product', { cause });
  }
  if (!answer) throw new CatalogueFetchError('product');
  return answer.data;
}

/** One line of a bundle choice, as the screens hold it (sent as `line_items_params`). */
export interface BundleLineChoice {
  variantId: number;
  quantity: number;
}

/** `POST v2/bundles/prices` (needs a session): the lines of a bundle choice priced by the API, and their total. */
export async function fetchBundlePrices(
  client: ApiClient,
  region: NonNullable<BundlePricesBody['region']>,
  bundleId: number,
  lines: readonly BundleLineChoice[],
  opts: { signal?: AbortSignal } = {},
): Promise<BundlePricesResponse['data']> {
  const body: BundlePricesBody = {
    bundle_id: bundleId,
    region,
    line_items_params: lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity })),
  };
  try {
    const answer = await client.post<BundlePricesResponse>(
      'v2/bundles/prices',
      body,
      { auth: true, signal: opts.signal },
    );
    return answer.data;
  } catch (cause) {
    throw new CatalogueFetchError('pricingByVariant', { cause });
  }
}

/** `POST v2/orders/{id}/line_items/bulk_create`: a bundle's lines in one call, priced by the bundle's rules. */
export async function addBundleLines(client: ApiClient, orderId: number, body: Input<typeof BulkCreateBody>): Promise<Order> {
  return (await client.post<OrderResponse>(`v2/orders/${orderId}/line_items/bulk_create`, body, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}

/** A custom sample pack: the pack's sku, the chosen samples and the offer's version (a stale version is refused). */
export type SamplePackInput = Omit<Input<typeof SamplePackRequest>, 'order_id'>;

/**
 * `POST custom_sample_pack` into a named order (the API's `order_id` extension; without it the API
 * would pick the newest open order of the region, which need not be the cart the header shows).
 */
export async function addSamplePack(client: ApiClient, orderId: number, pack: SamplePackInput): Promise<Order> {
  const body: Input<typeof SamplePackRequest> = { ...pack, order_id: orderId };
  return (await client.post<OrderResponse>('custom_sample_pack', body, { auth: true, idempotencyKey: createIdempotencyKey() })).order;
}
