// The catalogue's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event; names and page sources from its registry.
import { useEffect, useRef } from 'react';
import type { ApiClient, LineItem, Order, PimProduct, PimVariant } from '@ph/api-client';
import { pageTracker, lineFields, orderFields, type EventProperties } from '@ph/remote-kit/page-tracker';

export { pageTracker as catalogueTracker, orderFields, lineFields } from '@ph/remote-kit/page-tracker';

/** Ids of the cart's lines before an add, to tell which lines the add put in (`addedLines`). */
export function lineIds(cart: Order): Set<number> {
  return new Set(cart.line_items.map((li) => li.id));
}

/** The root lines `cart` holds that were not there before: what one add put into the cart. */
export function addedLines(before: ReadonlySet<number>, cart: Order): LineItem[] {
  return cart.line_items.filter((li) => li.parent_id === null && !before.has(li.id));
}

/**
 * "Product Added" for an add that puts a set of lines into the cart at once (a bundle, a sample pack),
 * with the lines it added and the order's fields, and each line's ads conversion.
 */
export function trackLinesAdded(client: ApiClient, properties: EventProperties, cart: Order, lines: readonly LineItem[]): void {
  const tracker = pageTracker(client);
  tracker.track('Product Added', { ...properties, line_items: lines.map((li) => lineFields(li, cart.line_items)), order: orderFields(cart) });
  for (const li of lines) tracker.productAddedConversion(li.id, { sku: li.sku, quantity: li.quantity, currency: cart.currency, value: li.net / 100 });
}

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
