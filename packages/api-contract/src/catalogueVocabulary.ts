// Closed vocabularies that appear in catalogue requests and answers (docs/domain.md#the-store-and-its-customers, docs/domain.md#what-the-store-keeps, docs/domain.md#catalogue).
// They live with the contract because clients read them in answers; the server's pgEnums use the same
// tuples (`api-server/src/catalogue/constants.ts` re-exports them).

export const PRODUCT_TYPES = ['plain', 'pre-printed', 'custom', 'sample', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Publication status; products and variants default to published (docs/domain.md#catalogue). */
export const PUBLICATION_STATUSES = ['published', 'draft', 'archived'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PROPERTY_TYPES = [
  'material',
  'material_color',
  'print_coverage',
  'embellishment',
  'print_mode',
  'finish',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Product families by sku (docs/domain.md#the-store-and-its-customers). */
export const PRODUCT_FAMILY_SKUS = [
  'mailer-box',
  'mailer-box-white-ink',
  'delivery-mailer-box',
  'delivery-mailer-box-plain',
  'mailer-box-plain',
  'sleeved-mailer-box',
  'product-box',
  'product-box-two-pieces',
  'product-box-wine-box',
  'shipping-box',
  'shipping-box-plain',
  'samples',
] as const;
export type ProductFamilySku = (typeof PRODUCT_FAMILY_SKUS)[number];

/** Print modes (docs/domain.md#what-the-store-keeps). */
export const PRINT_MODES = [
  'print-color-budget',
  'print-color-hd',
  'print-eco-color',
  'print-eco-color-with-print-inside',
  'print-monochrome',
  'print-monochrome-with-print-inside',
  'print-monochrome-white',
  'print-monochrome-white-with-print-inside',
  'no-print',
  'print-indigo-color',
  'print-indigo-color-with-inside',
] as const;
export type PrintMode = (typeof PRINT_MODES)[number];

/**
 * Print quality (docs/domain.md#orders-and-checkout: standard, HD+, HD+ glossy) is not a property of its
 * own: a variant's print mode and finish say at which quality it prints. The shopper's choice between
 * qualities is a choice between variants of one product and size; `no-print` has no quality.
 */
export const PRINT_QUALITIES = ['standard', 'hd', 'hd_glossy'] as const;
export type PrintQuality = (typeof PRINT_QUALITIES)[number];

export function printQualityOf(printMode: string | null | undefined, finish: string | null | undefined): PrintQuality | null {
  if (!printMode || printMode === 'no-print') return null;
  const hd = printMode === 'print-color-hd' || printMode.startsWith('print-indigo');
  if (hd) return finish === 'foil-glossy' ? 'hd_glossy' : 'hd';
  return 'standard';
}
