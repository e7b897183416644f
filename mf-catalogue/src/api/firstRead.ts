import type { CatalogueContext, PimProduct, ProductCardData } from '@ph/api-client';

/**
 * The route's first data read as the page's host made it and wrote it into the page
 * (packages/deploy/src/first-read.js): the same API call the catalogue would make, for the store and
 * language named in the block, made when the page was requested. Using it saves the page the read's
 * round trip after the catalogue's code has run, and the host has already asked for the picture it names.
 */
export const FIRST_READ_ID = 'ph-first-read';

/**
 * A page older than this reads for itself: the block is as old as the page, and a tab left open
 * (or brought back from the back/forward cache) should not show prices from when it was loaded.
 */
export const FIRST_READ_MAX_AGE_MS = 60_000;

type FirstRead = { v: 1; region: string; lang: string } & ({ read: 'product'; sku: string; data: PimProduct } | { read: 'cards'; data: ProductCardData[] });

export type FirstReadRequest = { read: 'product'; sku: string } | { read: 'cards' };

let used = false;

function parse(doc: Document): FirstRead | null {
  const text = doc.getElementById(FIRST_READ_ID)?.textContent;
  if (!text) return null;
  try {
    const block = JSON.parse(text) as Partial<FirstRead> | null;
    return block && block.v === 1 && block.data ? (block as FirstRead) : null;
  } catch {
    return null;
  }
}

/**
 * The page's inline first read when it answers exactly this request in this context (same store, same
 * language, same product), once per page load and only while the page is fresh; undefined otherwise,
 * and the caller fetches as it would without the block (a dev server, the API slow when the page was
 * served, a region or language switched since, the shopper navigating on within the page).
 */
export function takeFirstRead(want: { read: 'product'; sku: string }, ctx: CatalogueContext, doc?: Document): PimProduct | undefined;
export function takeFirstRead(want: { read: 'cards' }, ctx: CatalogueContext, doc?: Document): ProductCardData[] | undefined;
export function takeFirstRead(want: FirstReadRequest, ctx: CatalogueContext, doc: Document | undefined = globalThis.document): PimProduct | ProductCardData[] | undefined {
  // A server render reads for itself (there is no page yet).
  if (!doc || used || performance.now() > FIRST_READ_MAX_AGE_MS) return undefined;
  const block = parse(doc);
  if (!block || block.region !== ctx.region || block.lang !== ctx.lang || block.read !== want.read) return undefined;
  if (block.read === 'product' && want.read === 'product' && block.sku !== want.sku) return undefined;
  // Once: a later visit to the same screen within the page (back and forth) reads fresh data.
  used = true;
  return block.data;
}

/** For tests: forget that the block was used. */
export function resetFirstReadForTests(): void {
  used = false;
}
