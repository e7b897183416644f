// Resolves skus clients send (a variant sku, or a product family sku) to catalogue rows.
import type { Db } from '../db';
import { NotFound } from '../errors';
import * as repo from './repository';

export interface ResolvedSku {
  sku: string;
  product: repo.ProductRow;
  /** Set when the sku is a variant's; a family sku resolves to its product only. */
  variant: repo.VariantWithSize | null;
}

export const notInPim = (sku: string): NotFound => new NotFound(`Product with sku ${sku} not found in PIM`);

/** Each sku as a published variant or product; an unknown or unpublished one is a 404 naming it. */
export async function resolveSkus(db: Db, skus: string[]): Promise<ResolvedSku[]> {
  const unique = [...new Set(skus)];
  const variants = await repo.findVariantsBySkus(db, unique);
  const byVariantSku = new Map(variants.map((v) => [v.variant.sku, v]));
  const familySkus = unique.filter((s) => !byVariantSku.has(s));
  const products = familySkus.length ? await Promise.all(familySkus.map((s) => repo.findProductBySku(db, s))) : [];
  const byFamilySku = new Map(products.flatMap((p) => (p ? [[p.sku, p] as const] : [])));
  return unique.map((sku) => {
    const v = byVariantSku.get(sku);
    if (v) {
      if (v.variant.status !== 'published' || v.product.status !== 'published') throw notInPim(sku);
      return { sku, product: v.product, variant: { variant: v.variant, size: v.size } };
    }
    const product = byFamilySku.get(sku);
    if (!product || product.status !== 'published') throw notInPim(sku);
    return { sku, product, variant: null };
  });
}
