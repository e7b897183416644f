export {
  validateCustomSize,
  checkRule,
  CustomSizeConfigError,
  DIMENSION_FIELDS,
  type DimensionField,
  type CustomSize,
  type CustomSizeConfig,
  type CustomSizeRule,
  type CustomSizeResult,
  type DimensionCheck,
  type RuleFailure,
  type RuleSide,
} from './customSize';
export { toMillimetres, fromMillimetres, UnsupportedUnitError, LENGTH_UNITS, type LengthUnit } from './units';
export {
  qrQuantities,
  customSizeQuantities,
  dynamicPricingQuantities,
  standardQuantities,
  defaultQuantity,
  DEFAULT_QUANTITY,
  EDITOR_QUANTITY_RANGES,
  type QrConfig,
  type DynamicPricingConfig,
} from './quantityRanges';
export { highQuantityThreshold, isHighQuantity } from './highQuantity';
export { priceRows, piecePrice, deal, taxDisplay, type PriceRow, type QuotedQuantity, type TaxDisplay } from './priceTable';
export { categoriesOf, CATEGORY_SLUGS, isCategorySlug, type CategorySlug, type CategorisedProduct } from './categories';
export { quotePrefillSearch, parseQuotePrefill, type QuotePrefill } from './quotePrefill';
export { galleryPictures, type HasPictures } from './gallery';
