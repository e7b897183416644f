// Calls for choosing before ordering: the custom sample pack offer (`GET v2/sample_packs`) and the
// price of a choice inside a bundle (`POST v2/bundles/prices`). Shapes mirror
// @ph/api-server's src/orders/samplePacks.ts and bundlePrices.ts. Failures surface with the spec's
// messages (commerce-core §8) as CatalogueFetchError, the ApiError as `cause`.
import { CatalogueFetchError, type CatalogueContext } from './catalogue';
import type { ApiClient } from './client';

export interface SamplePackOffer {
  sku: string;
  name: string;
  description: string;
  min_samples: number;
  max_samples: number;
  currency: string;
  unit_net: number;
  net: number;
  tax: number;
  gross: number;
}

export interface SampleChoice {
  sku: string;
  product_sku: string;
  product_name: string;
  material: string | null;
  material_name: string | null;
  image: string | null;
}

export interface SamplePacks {
  packs: SamplePackOffer[];
  samples: SampleChoice[];
}

/** `GET v2/sample_packs`: the packs the store sells, priced for it, and the samples a pack can hold. */
export async function fetchSamplePacks(client: ApiClient, ctx: Pick<CatalogueContext, 'region' | 'lang'>, opts: { signal?: AbortSignal } = {}): Promise<SamplePacks> {
  let answer: { data: SamplePacks } | undefined;
  try {
    answer = await client.get<{ data: SamplePacks }>('v2/sample_packs', { auth: false, signal: opts.signal, query: { region: ctx.region, lang: ctx.lang } });
  } catch (cause) {
    throw new CatalogueFetchError('product', { cause });
  }
  if (!answer) throw new CatalogueFetchError('product');
  return answer.data;
}

export interface BundleLineChoice {
  variantId: number;
  quantity: number;
}

export interface BundleLinePrice {
  variant_id: number;
  sku: string;
  quantity: number;
  unit_net: number;
  net: number;
  tax: number;
  gross: number;
}

export interface BundlePrices {
  bundle_id: number;
  currency: string;
  tax_country_iso: string;
  lines: BundleLinePrice[];
  total: { net: number; tax: number; gross: number };
}

/** `POST v2/bundles/prices` (needs a session): the lines of a bundle choice priced by the API, and their total. */
export async function fetchBundlePrices(
  client: ApiClient,
  region: string,
  bundleId: number,
  lines: readonly BundleLineChoice[],
  opts: { signal?: AbortSignal } = {},
): Promise<BundlePrices> {
  try {
    const answer = await client.post<{ data: BundlePrices }>(
      'v2/bundles/prices',
      { bundle_id: bundleId, region, line_items_params: lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity })) },
      { auth: true, signal: opts.signal },
    );
    return answer.data;
  } catch (cause) {
    throw new CatalogueFetchError('pricingByVariant', { cause });
  }
}
