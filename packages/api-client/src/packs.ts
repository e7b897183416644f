// Calls for choosing before ordering: the custom sample pack offer (`GET v2/sample_packs`) and the
// price of a choice inside a bundle (`POST v2/bundles/prices`), shaped by @ph/api-contract's packs
// schemas. Failures surface with the spec's messages (docs/domain.md#errors) as CatalogueFetchError, the
// ApiError as `cause`.
import type { BundlePricesBody, BundlePricesResponse, SamplePacksResponse } from '@ph/api-contract';
import { CatalogueFetchError, type CatalogueContext } from './catalogue';
import type { ApiClient } from './client';

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
