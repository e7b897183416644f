// Closed vocabularies that appear in catalogue requests and answers (commerce-core §1, §3, §4).
// They live with the contract because clients read them in answers; the server's pgEnums use the same
// tuples (`api-server/src/catalogue/constants.ts` re-exports them).

export const PRODUCT_TYPES = ['plain', 'pre-printed', 'custom', 'sample', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Publication status; products and variants default to published (commerce-core §4). */
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
