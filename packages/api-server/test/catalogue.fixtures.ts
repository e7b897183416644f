// Shared set-up of the catalogue and price integration tests: a fresh app with the seeded catalogue.
import { eq } from 'drizzle-orm';
import { catalogueBundles, catalogueProducts, catalogueVariants } from '../src/db/schema/catalogue';
import { createTestApp, type TestApp } from './helpers/app';

export const CATALOGUE_TOKEN = 'test-public-catalogue-token';
export const bearer = { authorization: `Bearer ${CATALOGUE_TOKEN}` };

export interface SeededApp extends TestApp {
  productId(sku: string): Promise<number>;
  variant(sku: string): Promise<typeof catalogueVariants.$inferSelect>;
  bundleId(key: string): Promise<number>;
}

export async function createSeededApp(opts: Parameters<typeof createTestApp>[0] = {}): Promise<SeededApp> {
  const t = await createTestApp({ image: 'catalogue', ...opts, config: { publicCatalogueToken: CATALOGUE_TOKEN, ...opts.config } });
  const db = t.app.ctx.db;
  return {
    ...t,
    async productId(sku) {
      const [row] = await db.select({ id: catalogueProducts.id }).from(catalogueProducts).where(eq(catalogueProducts.sku, sku));
      if (!row) throw new Error(`no product ${sku}`);
      return row.id;
    },
    async variant(sku) {
      const [row] = await db.select().from(catalogueVariants).where(eq(catalogueVariants.sku, sku));
      if (!row) throw new Error(`no variant ${sku}`);
      return row;
    },
    async bundleId(key) {
      const [row] = await db.select({ id: catalogueBundles.id }).from(catalogueBundles).where(eq(catalogueBundles.key, key));
      if (!row) throw new Error(`no bundle ${key}`);
      return row.id;
    },
  };
}
