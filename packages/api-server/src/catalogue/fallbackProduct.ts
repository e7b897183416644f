// Skus the catalogue does not hold can still reach a cart: services, trees, sample packs assembled on
// the fly and non-catalogue products. When a client asks with `withUnavailable`, such a sku gets a
// product built on the spot (docs/domain.md#catalogue): published when it matches a known pattern, archived otherwise.
import type { ProductType, PublicationStatus } from './constants';

export type FallbackKind = 'non-catalogue' | 'service' | 'custom' | 'samples' | 'tree';

const PATTERNS: ReadonlyArray<{ kind: FallbackKind; test: (sku: string) => boolean; type: ProductType }> = [
  { kind: 'non-catalogue', test: (s) => s.startsWith('ncp-'), type: 'other' },
  { kind: 'service', test: (s) => s.startsWith('service-'), type: 'other' },
  { kind: 'custom', test: (s) => s.startsWith('custom-custom-'), type: 'custom' },
  // Sample packs: `samples` itself or any `samples-…` sku (custom sample packs carry their content in the sku).
  { kind: 'samples', test: (s) => /^samples(-|$)/.test(s), type: 'sample' },
  // Tree planting line items (sustainability): `tree`, `trees`, `tree-…`, `…-tree`, `…-trees-…`.
  { kind: 'tree', test: (s) => /(^|-)trees?(-|$)/.test(s), type: 'other' },
];

export function fallbackKindOf(sku: string): FallbackKind | undefined {
  return PATTERNS.find((p) => p.test(sku))?.kind;
}

export interface FallbackProductDescriptor {
  sku: string;
  kind: FallbackKind | null;
  type: ProductType;
  status: PublicationStatus;
}

export function describeFallback(sku: string): FallbackProductDescriptor {
  const pattern = PATTERNS.find((p) => p.test(sku));
  return pattern
    ? { sku, kind: pattern.kind, type: pattern.type, status: 'published' }
    : { sku, kind: null, type: 'other', status: 'archived' };
}
