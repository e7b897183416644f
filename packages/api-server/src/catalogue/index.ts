// The catalogue module's face: what other modules may use of it. Its vocabulary (constants, types), the
// reads other modules price and sell from, and the rules of what may be sold (sellable.ts).
export * from './constants';
export type { QrConfig, DynamicPricingConfig, LocalizedText, CatalogueImage, DimensionField, DimensionLimits, RuleCondition, RuleSide, CustomSizeRule, CustomSizeConfig, CustomPropertyOption, CustomPropertiesConfig, EditorFlags, EditorRenderConfig, EditorAssets, EditorStyles, PrintSpec } from '../db/schema';
export {
  findBundleById,
  findBundleCompatibleVariants,
  findBundleProducts,
  findExpressOption,
  findProductBySku,
  findShippingRates,
  findVariantProperties,
  findVariantsBySkus,
  findVariantsOfProducts,
  findVolumePrices,
  listProducts,
  listVariants,
  takeStock,
  countVariants,
  type ExpressOptionRow,
  type ProductRow,
  type PropertyRow,
  type ShippingRateRow,
  type SizeRow,
  type TierRow,
  type VariantListRow,
  type VariantRow,
} from './repository';
export { asCustomSize, checkQuantity, findSellableVariant, type VariantWithProduct } from './sellable';
export { variantsByPrintQuality } from './printQuality';
export { validateCustomSize } from './customSize';
export { ROAD_FREIGHT_KEY } from './emissions';
export { blankAreaM2, type BoxDimensionsMm, type BoxStyle } from './geometry';
export { aliasOf, requestRegion, requireCatalogueToken } from './http';
export { boardColour, imageUrl, insideColour, VARIANT_VIEWS } from './images';
export { localize } from './localize';
export { estimateDelivery, expressProductionDays } from './deliveryEstimate';
export { deliveryDaysFor, FACTORY_TIME_ZONE, localDateTime } from './deliveryService';
export { addWorkingDays, formatIsoDate, nextWorkingDay, parseIsoDate } from './workingDays';
export { defaultLanguage } from './regionContext';
export { catalogueCacheFor } from './routes';
export { toMillimetres } from './units';
export { type ChangeWatcher, watchCatalogueChanges } from './invalidation';
export { catalogueCacheOf, invalidateCatalogue } from './responseCache';
export { catalogueRoutes } from './routes';
