import type { PimBundle } from '@ph/api-client';

/**
 * The lines a bundle adds: its primary variant at that variant's smallest priced quantity, and the
 * variants the bundle pairs with it (compatible variants), in the same quantity.
 */
export function bundleLines(bundle: PimBundle): Array<{ variantId: number; quantity: number; sku: string }> {
  const variants = bundle.products.flatMap((p) => p.product.variants ?? []);
  const byId = new Map(variants.flatMap((v) => (v.id === null ? [] : [[v.id, v] as const])));
  const primary = byId.get(bundle.primaryVariantId);
  if (!primary || primary.minQuantity === null) return [];
  const quantity = primary.minQuantity;
  const partners = bundle.compatibleVariants.filter((c) => c.fromVariantId === bundle.primaryVariantId).flatMap((c) => byId.get(c.toVariantId) ?? []);
  return [primary, ...partners].flatMap((v) => (v.id === null || v.minQuantity === null ? [] : [{ variantId: v.id, quantity: Math.max(quantity, v.minQuantity), sku: v.sku }]));
}
