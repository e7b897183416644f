// Closed vocabularies of the catalogue (docs/domain.md#the-store-and-its-customers, docs/domain.md#what-the-store-keeps; docs/domain.md#regions-languages-and-routes, docs/domain.md#what-the-store-keeps, docs/domain.md#constants-and-limits).
// Kept as `as const` tuples so zod enums, pgEnums and TypeScript unions come from one list. Lists the
// storefront shares (languages, currencies) come from @ph/region-config, vocabularies
// that appear in API answers from @ph/api-contract.
import { CURRENCY_CODES, LANGUAGE_CODES, type CurrencyCode, type LanguageCode } from '@ph/region-config';
import { EDITOR_QUANTITY_RANGES } from '@ph/catalogue-logic';

export {
  PRINT_MODES,
  PRODUCT_FAMILY_SKUS,
  PRODUCT_TYPES,
  PROPERTY_TYPES,
  PUBLICATION_STATUSES,
  type PrintMode,
  type ProductFamilySku,
  type ProductType,
  type PropertyType,
  type PublicationStatus,
} from '@ph/api-contract';

export const MATERIALS = [
  'cardboard-white-one-side',
  'cardboard-white-two-sides',
  'cardboard-white',
  'cardboard-coated',
  'cardboard-coated-white-inside',
  'cardboard-natural-white-inside',
  'cardboard-natural',
  'cardboard-cardstock',
] as const;
export type Material = (typeof MATERIALS)[number];

export const PRINT_COVERAGES = ['Outside', 'Outside + Inside', 'Inside', 'Front', 'Front + Back', 'Back'] as const;
export type PrintCoverage = (typeof PRINT_COVERAGES)[number];

export const EMBELLISHMENTS = ['UV Varnish Gloss', 'Hot Stamping Gold', 'Hot Stamping Silver', 'None'] as const;
export type Embellishment = (typeof EMBELLISHMENTS)[number];

export const FINISHES = [
  'foil-none',
  'foil-glossy',
  'foil-matte',
  'sleeve-white',
  'sleeve-kraft',
  'single-strip',
  'double-strip',
] as const;
export type Finish = (typeof FINISHES)[number];

/** Material colours are not enumerated by the spec; these are the board colours the materials come in. */
export const MATERIAL_COLORS = ['white', 'kraft', 'black'] as const;
export type MaterialColor = (typeof MATERIAL_COLORS)[number];

/** Interface languages (docs/domain.md#regions-languages-and-routes). Catalogue texts are stored per language, `en` always present. */
export const LANGUAGES = LANGUAGE_CODES;
export type Language = LanguageCode;

/** Quantity tiers offered by the editor (docs/domain.md#constants-and-limits, @ph/catalogue-logic's); the demo volume prices use them as range starts. */
export const EDITOR_QUANTITY_TIERS = EDITOR_QUANTITY_RANGES;

/** Production time in working days when a product does not set its own (docs/domain.md#constants-and-limits). */
export const DEFAULT_PRODUCTION_DAYS = 21;

/** Currencies the store sells in (docs/domain.md#constants-and-limits). */
export const CURRENCIES = CURRENCY_CODES;
export type Currency = CurrencyCode;
