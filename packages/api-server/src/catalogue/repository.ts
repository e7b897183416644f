// Catalogue reads (drizzle). Each function is one query; services combine them.
import { and, asc, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import {
  catalogueBundleCompatibleVariants,
  catalogueBundleProducts,
  catalogueBundles,
  catalogueCrossSells,
  catalogueEmissionFactors,
  catalogueExpressDeliveryOptions,
  cataloguePatterns,
  catalogueProductProperties,
  catalogueProducts,
  catalogueProperties,
  catalogueRelatedProducts,
  catalogueShippingRates,
  catalogueSizes,
  catalogueVariantProperties,
  catalogueVariants,
  catalogueVolumePrices,
} from '../db/schema';

export type ProductRow = typeof catalogueProducts.$inferSelect;
export type VariantRow = typeof catalogueVariants.$inferSelect;
export type SizeRow = typeof catalogueSizes.$inferSelect;
export type PropertyRow = typeof catalogueProperties.$inferSelect;
export type VolumePriceRow = typeof catalogueVolumePrices.$inferSelect;
export type BundleRow = typeof catalogueBundles.$inferSelect;
export type ExpressOptionRow = typeof catalogueExpressDeliveryOptions.$inferSelect;
export type ShippingRateRow = typeof catalogueShippingRates.$inferSelect;
export type EmissionFactorRow = typeof catalogueEmissionFactors.$inferSelect;
export type PatternRow = typeof cataloguePatterns.$inferSelect;

export interface VariantWithSize {
  variant: VariantRow;
  size: SizeRow;
}

export async function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id)).limit(1);
  return row;
}

export async function findProductBySku(db: Db, sku: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.sku, sku)).limit(1);
  return row;
}

export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(catalogueProducts).where(inArray(catalogueProducts.id, ids));
}

export async function listProducts(db: Db, filter: { sku?: string | undefined; productTypeKey?: string | undefined } = {}): Promise<ProductRow[]> {
  const conditions: SQL[] = [];
  if (filter.sku) conditions.push(eq(catalogueProducts.sku, filter.sku));
  if (filter.productTypeKey) conditions.push(eq(catalogueProducts.productTypeKey, filter.productTypeKey));
  return db
    .select()
    .from(catalogueProducts)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id));
}

/** Distinct products owning any of the variant skus. */
export async function findProductsByVariantSkus(db: Db, skus: string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  const ids = db.selectDistinct({ id: catalogueVariants.productId }).from(catalogueVariants).where(inArray(catalogueVariants.sku, skus));
  return db.select().from(catalogueProducts).where(inArray(catalogueProducts.id, ids)).orderBy(asc(catalogueProducts.id));
}

export async function findVariantsOfProducts(db: Db, productIds: number[]): Promise<VariantWithSize[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ variant: catalogueVariants, size: catalogueSizes })
    .from(catalogueVariants)
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, catalogueVariants.sizeId))
    .where(inArray(catalogueVariants.productId, productIds))
    .orderBy(asc(catalogueVariants.productId), asc(catalogueVariants.position), asc(catalogueVariants.id));
}

export async function findVariantsBySkus(db: Db, skus: string[]): Promise<Array<VariantWithSize & { product: ProductRow }>> {
  if (skus.length === 0) return [];
  return db
    .select({ variant: catalogueVariants, size: catalogueSizes, product: catalogueProducts })
    .from(catalogueVariants)
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, catalogueVariants.sizeId))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(inArray(catalogueVariants.sku, skus));
}

export interface VariantFilter {
  productSku?: string | undefined;
  sizeCode?: string | undefined;
  productTypeKey?: string | undefined;
  externalPimIds?: string[] | undefined;
  /** Only published variants of published products. */
  publishedOnly: boolean;
}

function variantConditions(filter: VariantFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.productSku) conditions.push(eq(catalogueProducts.sku, filter.productSku));
  if (filter.sizeCode) conditions.push(sql`lower(${catalogueSizes.code}) = lower(${filter.sizeCode})`);
  if (filter.productTypeKey) conditions.push(eq(catalogueProducts.productTypeKey, filter.productTypeKey));
  if (filter.externalPimIds) conditions.push(inArray(catalogueVariants.externalPimId, filter.externalPimIds));
  if (filter.publishedOnly) {
    conditions.push(eq(catalogueVariants.status, 'published'), eq(catalogueProducts.status, 'published'));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The columns a price record needs. Price lists touch every variant, so they skip the jsonb columns
 * (editor assets, configs) whose decoding dominated the query time.
 */
export interface VariantListRow {
  variant: { id: number; sku: string; externalPimId: string; piecesPerUnit: number };
  size: { code: string };
  product: { sku: string; productTypeKey: string };
}

export async function listVariants(db: Db, filter: VariantFilter, page?: { limit: number; offset: number }): Promise<VariantListRow[]> {
  const query = db
    .select({
      variant: {
        id: catalogueVariants.id,
        sku: catalogueVariants.sku,
        externalPimId: catalogueVariants.externalPimId,
        piecesPerUnit: catalogueVariants.piecesPerUnit,
      },
      size: { code: catalogueSizes.code },
      product: { sku: catalogueProducts.sku, productTypeKey: catalogueProducts.productTypeKey },
    })
    .from(catalogueVariants)
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, catalogueVariants.sizeId))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(variantConditions(filter))
    .orderBy(asc(catalogueProducts.position), asc(catalogueVariants.position), asc(catalogueVariants.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countVariants(db: Db, filter: VariantFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogueVariants)
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, catalogueVariants.sizeId))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(variantConditions(filter));
  return row?.n ?? 0;
}

export type TierRow = Pick<VolumePriceRow, 'variantId' | 'currency' | 'rangeStart' | 'rangeEnd' | 'netPrice'>;

/** Tiers of the variants in one currency, ascending; the stored gross/tax rate are for the home store and not read. */
export async function findVolumePrices(db: Db, variantIds: number[], currency: string): Promise<TierRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: catalogueVolumePrices.variantId,
      currency: catalogueVolumePrices.currency,
      rangeStart: catalogueVolumePrices.rangeStart,
      rangeEnd: catalogueVolumePrices.rangeEnd,
      netPrice: catalogueVolumePrices.netPrice,
    })
    .from(catalogueVolumePrices)
    .where(and(inArray(catalogueVolumePrices.variantId, variantIds), eq(catalogueVolumePrices.currency, currency)))
    .orderBy(asc(catalogueVolumePrices.variantId), asc(catalogueVolumePrices.rangeStart));
}

export async function findVariantProperties(db: Db, variantIds: number[]): Promise<Array<{ variantId: number; property: PropertyRow }>> {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: catalogueVariantProperties.variantId, property: catalogueProperties })
    .from(catalogueVariantProperties)
    .innerJoin(catalogueProperties, eq(catalogueProperties.id, catalogueVariantProperties.propertyId))
    .where(inArray(catalogueVariantProperties.variantId, variantIds))
    .orderBy(asc(catalogueProperties.type), asc(catalogueProperties.position));
}

export async function findProductProperties(
  db: Db,
  productIds: number[],
): Promise<Array<{ productId: number; role: 'configurable' | 'descriptive'; property: PropertyRow }>> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: catalogueProductProperties.productId, role: catalogueProductProperties.role, property: catalogueProperties })
    .from(catalogueProductProperties)
    .innerJoin(catalogueProperties, eq(catalogueProperties.id, catalogueProductProperties.propertyId))
    .where(inArray(catalogueProductProperties.productId, productIds))
    .orderBy(asc(catalogueProductProperties.position));
}

export async function findRelatedProducts(
  db: Db,
  productIds: number[],
): Promise<Array<{ productId: number; kind: 'related' | 'editor'; related: ProductRow }>> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: catalogueRelatedProducts.productId, kind: catalogueRelatedProducts.kind, related: catalogueProducts })
    .from(catalogueRelatedProducts)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueRelatedProducts.relatedProductId))
    .where(inArray(catalogueRelatedProducts.productId, productIds))
    .orderBy(asc(catalogueRelatedProducts.position));
}

export async function findCrossSells(
  db: Db,
  productIds: number[],
): Promise<Array<{ productId: number; slug: string; minimumOrderQuantity: number; target: ProductRow }>> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: catalogueCrossSells.productId,
      slug: catalogueCrossSells.slug,
      minimumOrderQuantity: catalogueCrossSells.minimumOrderQuantity,
      target: catalogueProducts,
    })
    .from(catalogueCrossSells)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueCrossSells.targetProductId))
    .where(inArray(catalogueCrossSells.productId, productIds))
    .orderBy(asc(catalogueCrossSells.slug), asc(catalogueCrossSells.position));
}

export async function findBundleById(db: Db, id: number): Promise<BundleRow | undefined> {
  const [row] = await db.select().from(catalogueBundles).where(eq(catalogueBundles.id, id)).limit(1);
  return row;
}

export async function findBundleProducts(db: Db, bundleId: number): Promise<Array<{ role: 'primary' | 'optional'; productId: number }>> {
  return db
    .select({ role: catalogueBundleProducts.role, productId: catalogueBundleProducts.productId })
    .from(catalogueBundleProducts)
    .where(eq(catalogueBundleProducts.bundleId, bundleId))
    .orderBy(asc(catalogueBundleProducts.position));
}

export async function findBundleCompatibleVariants(db: Db, bundleId: number): Promise<Array<{ fromVariantId: number; toVariantId: number }>> {
  return db
    .select({ fromVariantId: catalogueBundleCompatibleVariants.fromVariantId, toVariantId: catalogueBundleCompatibleVariants.toVariantId })
    .from(catalogueBundleCompatibleVariants)
    .where(eq(catalogueBundleCompatibleVariants.bundleId, bundleId))
    .orderBy(asc(catalogueBundleCompatibleVariants.fromVariantId), asc(catalogueBundleCompatibleVariants.toVariantId));
}

export async function findExpressOptions(db: Db, skus: string[], countryIso: string): Promise<ExpressOptionRow[]> {
  if (skus.length === 0) return [];
  return db
    .select()
    .from(catalogueExpressDeliveryOptions)
    .where(and(inArray(catalogueExpressDeliveryOptions.sku, skus), eq(catalogueExpressDeliveryOptions.countryIso, countryIso)))
    .orderBy(asc(catalogueExpressDeliveryOptions.daysSaved));
}

export async function findShippingRates(db: Db, region: string): Promise<ShippingRateRow[]> {
  return db.select().from(catalogueShippingRates).where(eq(catalogueShippingRates.region, region)).orderBy(asc(catalogueShippingRates.method));
}

export async function findEmissionFactors(db: Db, keys: string[]): Promise<EmissionFactorRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(catalogueEmissionFactors).where(inArray(catalogueEmissionFactors.key, keys));
}

export async function listPatterns(db: Db, region: string): Promise<PatternRow[]> {
  return db
    .select()
    .from(cataloguePatterns)
    .where(
      and(
        eq(cataloguePatterns.status, 'published'),
        or(sql`cardinality(${cataloguePatterns.regions}) = 0`, sql`${region} = ANY(${cataloguePatterns.regions})`),
      ),
    )
    .orderBy(asc(cataloguePatterns.position), asc(cataloguePatterns.id));
}

export async function findBundleByKey(db: Db, key: string): Promise<BundleRow | undefined> {
  const [row] = await db.select().from(catalogueBundles).where(eq(catalogueBundles.key, key)).limit(1);
  return row;
}

export async function findPatternByKey(db: Db, key: string): Promise<PatternRow | undefined> {
  const [row] = await db.select().from(cataloguePatterns).where(eq(cataloguePatterns.key, key)).limit(1);
  return row;
}

/** Size keys are matched case-insensitively (picture URLs are lower case). */
export async function findSizeByKey(db: Db, key: string): Promise<SizeRow | undefined> {
  const [row] = await db.select().from(catalogueSizes).where(eq(sql`lower(${catalogueSizes.key})`, key.toLowerCase())).limit(1);
  return row;
}

export async function findPropertiesOfType(db: Db, type: PropertyRow['type']): Promise<PropertyRow[]> {
  return db.select().from(catalogueProperties).where(eq(catalogueProperties.type, type));
}

/** A variant with its product, whatever their publication status (the caller decides what it may sell). */
export async function findVariantWithProduct(db: Db, variantId: number): Promise<{ variant: VariantRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ variant: catalogueVariants, product: catalogueProducts })
    .from(catalogueVariants)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(eq(catalogueVariants.id, variantId));
  return row;
}

export async function findExpressOption(db: Db, id: number): Promise<ExpressOptionRow | undefined> {
  const [row] = await db.select().from(catalogueExpressDeliveryOptions).where(eq(catalogueExpressDeliveryOptions.id, id));
  return row;
}

/** Takes `pieces` from a stock-controlled variant's stock, only if it holds that many (two orders cannot oversell). */
export async function takeStock(db: Db, variantId: number, pieces: number): Promise<boolean> {
  const taken = await db
    .update(catalogueVariants)
    .set({ stock: sql`${catalogueVariants.stock} - ${pieces}` })
    .where(and(eq(catalogueVariants.id, variantId), gte(catalogueVariants.stock, pieces)))
    .returning({ id: catalogueVariants.id });
  return taken.length > 0;
}
