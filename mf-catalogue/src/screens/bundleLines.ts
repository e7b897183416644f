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

type BundleVariant = NonNullable<PimBundle['products'][number]['product']['variants']>[number];

/** A variant a shopper can choose: it has an id and a price in the store's currency. */
const choosable = (v: BundleVariant): v is BundleVariant & { id: number; minQuantity: number } => v.id !== null && v.minQuantity !== null;

/** "F22 · Kraft · Eco colour": the size and the material and print the variant is made in. */
export function variantLabel(v: BundleVariant): string {
  const parts = v.properties.filter((p) => p.type === 'material' || p.type === 'print_mode').map((p) => p.title);
  return [v.size?.label ?? v.sku, ...parts].join(' · ');
}

/** The primary product's variants on offer; the bundle's own primary variant first. */
export function primaryChoices(bundle: PimBundle): Array<BundleVariant & { id: number; minQuantity: number }> {
  const primary = bundle.products.find((p) => p.primary)?.product;
  const variants = (primary?.variants ?? []).filter(choosable);
  return [...variants.filter((v) => v.id === bundle.primaryVariantId), ...variants.filter((v) => v.id !== bundle.primaryVariantId)];
}

/**
 * The variants of an optional product that go with the chosen primary variant: the ones the bundle
 * pairs with it, or, when it pairs none into that product, any priced variant (the API's rule).
 */
export function optionalChoices(bundle: PimBundle, productSku: string, primaryVariantId: number): Array<BundleVariant & { id: number; minQuantity: number }> {
  const product = bundle.products.find((p) => p.product.sku === productSku)?.product;
  const variants = (product?.variants ?? []).filter(choosable);
  const paired = new Set(bundle.compatibleVariants.filter((c) => c.fromVariantId === primaryVariantId).map((c) => c.toVariantId));
  const inProduct = variants.filter((v) => paired.has(v.id));
  return inProduct.length > 0 ? inProduct : variants;
}

/** Whether the bundle pairs the primary variant with a variant of this product (then it is included by default). */
export function isPaired(bundle: PimBundle, productSku: string, primaryVariantId: number): boolean {
  const product = bundle.products.find((p) => p.product.sku === productSku)?.product;
  const ids = new Set((product?.variants ?? []).map((v) => v.id));
  return bundle.compatibleVariants.some((c) => c.fromVariantId === primaryVariantId && ids.has(c.toVariantId));
}
