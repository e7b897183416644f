// The catalogue seed's writes: every row inserted with ON CONFLICT DO NOTHING on its natural key, and
// the ids of what is there afterwards (rows seeded now or by an earlier run), by their keys.
import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** The tables the seed fills, by the name its report counts them under. */
const TABLES = {
  properties: catalogueProperties,
  sizes: catalogueSizes,
  products: catalogueProducts,
  variants: catalogueVariants,
  product_properties: catalogueProductProperties,
  variant_properties: catalogueVariantProperties,
  volume_prices: catalogueVolumePrices,
  cross_sells: catalogueCrossSells,
  related_products: catalogueRelatedProducts,
  bundles: catalogueBundles,
  bundle_products: catalogueBundleProducts,
  bundle_compatible_variants: catalogueBundleCompatibleVariants,
  express_delivery_options: catalogueExpressDeliveryOptions,
  emission_factors: catalogueEmissionFactors,
  patterns: cataloguePatterns,
  shipping_rates: catalogueShippingRates,
} as const;

export type SeedTable = keyof typeof TABLES;
export type SeedRow<T extends SeedTable> = (typeof TABLES)[T]['$inferInsert'];

/**
 * Inserts the rows that are not there yet, in slices so one statement never carries thousands of
 * parameters; answers how many were new.
 */
export async function insertNew<T extends SeedTable>(db: Db, table: T, rows: ReadonlyArray<SeedRow<T>>, slice = 500): Promise<number> {
  // The union of sixteen tables is too wide for drizzle's insert types; each caller's rows are typed by its table.
  const target = TABLES[table] as unknown as PgTable;
  let inserted = 0;
  for (let i = 0; i < rows.length; i += slice) {
    const chunk = rows.slice(i, i + slice) as never[];
    if (chunk.length === 0) continue;
    inserted += (await db.insert(target).values(chunk).onConflictDoNothing().returning()).length;
  }
  return inserted;
}

export async function propertyIds(db: Db): Promise<Array<{ id: number; type: string; key: string }>> {
  return db.select({ id: catalogueProperties.id, type: catalogueProperties.type, key: catalogueProperties.key }).from(catalogueProperties);
}

export async function sizeIds(db: Db): Promise<Array<{ id: number; key: string }>> {
  return db.select({ id: catalogueSizes.id, key: catalogueSizes.key }).from(catalogueSizes);
}

export async function productIds(db: Db): Promise<Array<{ id: number; sku: string }>> {
  return db.select({ id: catalogueProducts.id, sku: catalogueProducts.sku }).from(catalogueProducts);
}

export async function variantIds(db: Db, skus: string[]): Promise<Array<{ id: number; sku: string }>> {
  return db.select({ id: catalogueVariants.id, sku: catalogueVariants.sku }).from(catalogueVariants).where(inArray(catalogueVariants.sku, skus));
}

export async function bundleIds(db: Db): Promise<Array<{ id: number; key: string }>> {
  return db.select({ id: catalogueBundles.id, key: catalogueBundles.key }).from(catalogueBundles);
}

export async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(catalogueProducts);
  return row?.n ?? 0;
}
