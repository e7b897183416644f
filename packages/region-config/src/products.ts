import type { RegionCode } from './regionCodes';

/** Product type keys (docs/domain.md#what-the-store-keeps and the sku families of the commerce spec). */
export const PRODUCT_TYPES = [
  'mailer-box-plain',
  'mailer-box-eco',
  'mailer-box-eco-white',
  'mailer-box-eco-color',
  'mailer-box-full-color',
  'mailer-box-white-ink',
  'delivery-mailer-box',
  'delivery-mailer-box-plain',
  'sleeved-mailer-box',
  'product-box',
  'product-box-two-pieces',
  'product-box-wine-box',
  'shipping-box',
  'shipping-box-plain',
  'paper-bag',
  'rigid-envelope',
  'poly-mailer',
  'recycled-poly-mailer',
  'bio-poly-mailer-plain',
  'paper-mailer',
  'paper-can',
  'kraft-tape',
  'packing-tape',
  'label',
  'tissue-paper',
  'packing-paper',
  'sample-packs',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Ordered without a design (docs/domain.md#what-the-store-keeps). */
export const DESIGNLESS_PRODUCT_TYPES = ['mailer-box-plain', 'shipping-box-plain'] as const satisfies readonly ProductType[];

/**
 * The spec does not restrict product types per store, so every store sells the whole range; the
 * field exists so a store can be narrowed without touching the apps.
 */
export function productTypesFor(_region: RegionCode): readonly ProductType[] {
  return PRODUCT_TYPES;
}
