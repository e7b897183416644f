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

