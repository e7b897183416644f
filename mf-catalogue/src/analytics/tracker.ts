// The catalogue's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event; names and page sources from its registry.
import { useEffect, useRef } from 'react';
import type { PimProduct, PimVariant } from '@ph/api-client';

export { pageTracker as catalogueTracker, orderFields, lineFields } from '@ph/remote-kit/page-tracker';

/** What every product event says of the product: which one, the chosen variant and its size. */
export function productProperties(product: Pick<PimProduct, 'id' | 'sku' | 'name' | 'type'>, variant?: Pick<PimVariant, 'id' | 'sku' | 'size'> | null): Record<string, unknown> {
  return {
    product_id: product.id,
    product_sku: product.sku,
    name: product.name,
    product_type: product.type,
    ...(variant ? { variant_id: variant.id, sku: variant.sku, size: variant.size?.label ?? null } : {}),
  };
}

/** Sends `send()`'s event once per `key` (a page shown again with the same key sends nothing new); nothing while `key` is null. */
export function useTrackOnce(key: string | null, send: () => void): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    send();
    // `send` is read when `key` changes, which is what says "a new view".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
