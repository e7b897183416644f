// Print quality (docs/domain.md#orders-and-checkout): which variant of a product prints the same size at
// each quality. The shopper picks a quality; the server picks the variant, so a line can only move to a
// quality its product offers in its size.
import { printQualityOf, type PrintQuality } from '@ph/api-contract';
import type { Db } from '../db';
import { findVariantProperties, findVariantsOfProducts, type VariantRow } from './repository';
import type { VariantWithProduct } from './sellable';

function qualityOfProps(props: ReadonlyArray<{ type: string; key: string }>): PrintQuality | null {
  const key = (type: string) => props.find((p) => p.type === type)?.key ?? null;
  return printQualityOf(key('print_mode'), key('finish'));
}

/**
 * The published variants of `v`'s product in `v`'s size, one per quality: `v` itself for its own quality,
 * otherwise the first by catalogue position. Empty when the product is not published.
 */
export async function variantsByPrintQuality(db: Db, v: VariantWithProduct): Promise<Map<PrintQuality, VariantRow>> {
  const out = new Map<PrintQuality, VariantRow>();
  if (v.product.status !== 'published') return out;
  const siblings = (await findVariantsOfProducts(db, [v.product.id]))
    .map((r) => r.variant)
    .filter((s) => s.status === 'published' && s.sizeId === v.variant.sizeId);
  const props = await findVariantProperties(db, siblings.map((s) => s.id));
  const qualityOf = (id: number) => qualityOfProps(props.filter((p) => p.variantId === id).map((p) => p.property));
  const own = siblings.find((s) => s.id === v.variant.id);
  const ownQuality = own ? qualityOf(own.id) : null;
  if (own && ownQuality) out.set(ownQuality, own);
  for (const s of siblings) {
    const q = qualityOf(s.id);
    if (q && !out.has(q)) out.set(q, s);
  }
  return out;
}
