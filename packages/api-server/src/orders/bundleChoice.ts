// The rules a shopper's choice inside a catalogue bundle must follow (bulk_create and the bundle price
// read share them, so a price shown for a choice is never one the cart would refuse).
import * as catalogue from '../catalogue';
import type { Db } from '../db';
import { RuleViolation } from '../errors';

export interface BundleRules {
  bundleId: number;
  primaryVariantId: number;
  primaryProducts: ReadonlySet<number>;
  allProducts: ReadonlySet<number>;
  /** The bundle's compatible variants: primary variant id → the variant ids it pairs with. */
  pairs: ReadonlyArray<{ fromVariantId: number; toVariantId: number }>;
  /** Product of every variant named in `pairs` (to tell which products the pairs restrict). */
  productOfVariant: ReadonlyMap<number, number>;
}

export async function loadBundleRules(db: Db, bundleId: number): Promise<BundleRules> {
  const bundle = await catalogue.findBundleById(db, bundleId);
  if (!bundle || bundle.status !== 'published') throw new RuleViolation('bundle_not_found', `Bundle ${bundleId} does not exist`, 'bundle_id');
  const products = await catalogue.findBundleProducts(db, bundleId);
  const pairs = await catalogue.findBundleCompatibleVariants(db, bundleId);
  const pairVariants = await catalogue.findVariantsOfProducts(db, [...new Set(products.map((p) => p.productId))]);
  return {
    bundleId,
    primaryVariantId: bundle.primaryVariantId,
    primaryProducts: new Set(products.filter((p) => p.role === 'primary').map((p) => p.productId)),
    allProducts: new Set(products.map((p) => p.productId)),
    pairs,
    productOfVariant: new Map(pairVariants.map((v) => [v.variant.id, v.variant.productId])),
  };
}

export interface ChosenLine {
  variantId: number;
  productId: number;
  sku: string;
}

/**
 * Throws a 422 when the lines are not one valid choice of the bundle: every line a product of the
 * bundle, one line per product, exactly one line of the primary product, and an optional product
 * that the bundle pairs with the chosen primary variant only in a paired variant. A primary variant
 * the bundle lists no pairs for into a product leaves that product's variant free.
 */
export function checkBundleChoice(rules: BundleRules, lines: readonly ChosenLine[]): void {
  const field = (k: number) => `line_items_params.${k}.variant_id`;
  lines.forEach((l, k) => {
    if (!rules.allProducts.has(l.productId)) throw new RuleViolation('variant_not_in_bundle', `${l.sku} is not part of bundle ${rules.bundleId}`, field(k));
  });
  const seen = new Set<number>();
  lines.forEach((l, k) => {
    if (seen.has(l.productId)) throw new RuleViolation('duplicate_bundle_product', `Bundle ${rules.bundleId} takes one variant of each product; ${l.sku} repeats one`, field(k));
    seen.add(l.productId);
  });
  const primary = lines.find((l) => rules.primaryProducts.has(l.productId));
  if (!primary) throw new RuleViolation('bundle_primary_missing', `Bundle ${rules.bundleId} needs its primary product`, 'line_items_params');
  const partners = rules.pairs.filter((p) => p.fromVariantId === primary.variantId).map((p) => p.toVariantId);
  lines.forEach((l, k) => {
    if (l === primary) return;
    const pairedInProduct = partners.filter((id) => rules.productOfVariant.get(id) === l.productId);
    if (pairedInProduct.length > 0 && !pairedInProduct.includes(l.variantId)) {
      throw new RuleViolation('incompatible_bundle_variant', `${l.sku} does not go with ${primary.sku} in bundle ${rules.bundleId}`, field(k));
    }
  });
}
