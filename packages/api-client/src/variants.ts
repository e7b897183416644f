import type { PriceRecord, VariantsResponse, VolumePrice as ContractVolumePrice } from '@ph/api-contract';
import type { ApiClient } from './client';
import { chunk, mapWithConcurrency } from './concurrency';

/** Variant page size and parallel requests of `GET v2/variants` (docs/domain.md#constants-and-limits). */
export const VARIANTS_PAGE_SIZE = 100;
export const VARIANTS_CONCURRENCY = 2;

/**
 * One tier of a variant's volume pricing (docs/domain.md#what-the-store-keeps "Price record"): integer minor units of
 * the region's currency, the tax rate in basis points, quantities `range_start..range_end`
 * inclusive (`range_end: null` meaning "and up").
 */
export type VolumePrice = ContractVolumePrice;

/** The price record of `GET v2/variants` (docs/domain.md#what-the-store-keeps); `volume_prices` sorted by `range_start`. */
export type Variant = PriceRecord;

export interface VariantQuery {
  region: string;
  externalPimIds: readonly string[];
  taxCountryIso?: string;
}

export interface LoadVariantsOptions {
  logger?: Pick<Console, 'error'>;
  signal?: AbortSignal;
}

/** The answer is `{ data: Variant[], meta }` (the API's list envelope); a bare array is accepted too. */
function variantsOf(response: VariantsResponse | Variant[] | undefined): Variant[] | null {
  if (response === undefined) return [];
  if (Array.isArray(response)) return response;
  if (typeof response === 'object' && response !== null && Array.isArray(response.data)) return response.data;
  return null;
}

/**
 * Loads the price records of many variants: ids go in chunks of 100, two requests at a time.
 * A failed chunk contributes nothing (it is logged) and the others are still returned, in input
 * order. Duplicate and empty ids are dropped before chunking.
 */
export async function loadVariants(
  client: ApiClient,
  query: VariantQuery,
  opts: LoadVariantsOptions = {},
): Promise<Variant[]> {
  const logger = opts.logger ?? console;
  const ids = [...new Set(query.externalPimIds.filter((id) => id !== ''))];
  const chunks = chunk(ids, VARIANTS_PAGE_SIZE);
  const pages = await mapWithConcurrency(chunks, VARIANTS_CONCURRENCY, async (ids, index) => {
    try {
      const response = await client.get<VariantsResponse | Variant[]>('v2/variants', {
        query: {
          per_page: VARIANTS_PAGE_SIZE,
          region: query.region,
          external_pim_id: ids,
          tax_country_iso: query.taxCountryIso,
        },
        signal: opts.signal,
      });
      const variants = variantsOf(response);
      if (variants === null) throw new Error('Unexpected v2/variants response: no variant list');
      return variants;
    } catch (error) {
      logger.error(`[api-client] v2/variants chunk ${index + 1}/${chunks.length} failed; its variants are left out`, error);
      return [];
    }
  });
  return pages.flat();
}
