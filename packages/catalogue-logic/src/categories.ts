// Category pages of docs/domain.md#regions-languages-and-routes. The catalogue places a product by its page path
// (`/mailer-boxes/...`); eco-friendly is a cross-cutting category of products made of kraft board.

export const CATEGORY_SLUGS = ['mailer-boxes', 'custom-shipping-boxes', 'primary-packaging', 'eco-friendly-packaging', 'luxury-packaging'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const isCategorySlug = (x: string): x is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(x);

/** Material keys counted as eco-friendly: recycled kraft board. */
const ECO_MATERIALS = new Set(['cardboard-natural', 'cardboard-natural-white-inside']);

export interface CategorisedProduct {
  pageUrl: string | null;
  /** Material property keys the product is offered in. */
  materials: readonly string[];
}

export function categoriesOf(product: CategorisedProduct): CategorySlug[] {
  const out: CategorySlug[] = [];
  const first = product.pageUrl?.split('/').filter(Boolean)[0];
  if (first && isCategorySlug(first)) out.push(first);
  if (product.materials.some((m) => ECO_MATERIALS.has(m))) out.push('eco-friendly-packaging');
  return out;
}
