import { getRegionConfig, REGION_CODES } from '@ph/region-config';
import { sql } from 'drizzle-orm';
import { CURRENCIES, EDITOR_QUANTITY_TIERS, PRODUCT_FAMILY_SKUS } from '../src/catalogue/constants';
import {
  catalogueBundles,
  catalogueEmissionFactors,
  catalogueExpressDeliveryOptions,
  catalogueProducts,
  catalogueShippingRates,
  catalogueVariantProperties,
  catalogueVariants,
  catalogueVolumePrices,
} from '../src/db/schema/catalogue';
import { seedCatalogue } from '../src/seed';
import { DEMO_PRICE_MODEL } from '../src/seed/priceModel';
import { SEED_PRODUCTS } from '../src/seed/data/products';
import { taxRegionOf } from '../src/tax/tax';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let firstRun: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  firstRun = (await seedCatalogue(t.app.ctx.db)).inserted;
}, 120_000);
afterAll(() => t.close());

const TABLES = [
  'catalogue_products',
  'catalogue_variants',
  'catalogue_sizes',
  'catalogue_properties',
  'catalogue_product_properties',
  'catalogue_variant_properties',
  'catalogue_volume_prices',
  'catalogue_cross_sells',
  'catalogue_related_products',
  'catalogue_bundles',
  'catalogue_bundle_products',
  'catalogue_bundle_compatible_variants',
  'catalogue_express_delivery_options',
  'catalogue_emission_factors',
  'catalogue_patterns',
  'catalogue_shipping_rates',
];

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    // md5 of every row, ordered, catches changed values as well as added or removed rows.
    const result = await t.app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${table} x`));
    const row = (result as unknown as { rows: Array<{ n: number; h: string }> }).rows[0];
    out[table] = `${row?.n}:${row?.h}`;
  }
  return out;
}

describe('seedCatalogue', () => {
  it('inserts the catalogue on an empty database', () => {
    expect(firstRun.products).toBe(PRODUCT_FAMILY_SKUS.length);
    expect(firstRun.variants).toBeGreaterThan(80);
    const expectedVariants = SEED_PRODUCTS.reduce((n, p) => n + p.sizes.length * p.options.length, 0);
    expect(firstRun.variants).toBe(expectedVariants);
    expect(firstRun.volume_prices).toBe(SEED_PRODUCTS.reduce((n, p) => n + p.sizes.length * p.options.length * p.tiers.length * CURRENCIES.length, 0));
  });

  it('is idempotent: a second run inserts nothing and changes nothing', async () => {
    const before = await snapshot();
    const second = await seedCatalogue(t.app.ctx.db);
    expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('holds every product family of the spec, each with published variants', async () => {
    const db = t.app.ctx.db;
    const products = await db.select().from(catalogueProducts);
    expect(products.map((p) => p.sku).sort()).toEqual([...PRODUCT_FAMILY_SKUS].sort());
    const variants = await db.select().from(catalogueVariants);
    for (const product of products) {
      expect(variants.filter((v) => v.productId === product.id && v.status === 'published').length).toBeGreaterThan(0);
    }
    const withConfig = products.filter((p) => p.customSizeConfig);
    expect(withConfig.map((p) => p.sku)).toEqual(expect.arrayContaining(['mailer-box', 'shipping-box', 'product-box']));
    for (const p of withConfig) {
      for (const [, limits] of Object.entries(p.customSizeConfig!.dimensions)) expect(limits!.min).toBeLessThan(limits!.max);
      expect(p.customSizeConfig!.rules.length).toBeGreaterThan(0);
    }
    const mailer = products.find((p) => p.sku === 'mailer-box')!;
    expect(mailer.qrConfig).toEqual({ enabled: true, min: 3000, max: 20000, step: 1000 });
    expect(mailer.dynamicPricingConfig?.enabled).toBe(true);
    expect(mailer.editorAssets?.flags.fsc).toBe(true);
  });

  it('gives every variant DEMO PRICES in every currency on the editor tiers, falling with quantity', async () => {
    const db = t.app.ctx.db;
    const prices = await db.select().from(catalogueVolumePrices);
    const variants = await db.select().from(catalogueVariants);
    const samplesId = (await db.select().from(catalogueProducts)).find((p) => p.sku === 'samples')!.id;
    for (const variant of variants) {
      for (const currency of CURRENCIES) {
        const tiers = prices.filter((p) => p.variantId === variant.id && p.currency === currency).sort((a, b) => a.rangeStart - b.rangeStart);
        const expectedStarts = variant.productId === samplesId ? [1] : [...EDITOR_QUANTITY_TIERS];
        expect(tiers.map((p) => p.rangeStart)).toEqual(expectedStarts);
        tiers.forEach((tier, i) => {
          const next = tiers[i + 1];
          expect(tier.rangeEnd).toBe(next ? next.rangeStart - 1 : null);
          if (next) expect(next.netPrice).toBeLessThanOrEqual(tier.netPrice);
          expect(tier.netPrice).toBeGreaterThan(0);
          // gross = net + VAT of the currency's home store, rounded half-up
          const rate = taxRegionOf(DEMO_PRICE_MODEL.homeRegionOfCurrency[currency]).vatRateBp;
          expect(tier.taxRateBp).toBe(rate);
          expect(tier.grossPrice).toBe(tier.netPrice + Math.round((tier.netPrice * rate) / 10_000));
        });
      }
    }
  });

  it('prices an F22 eco mailer at 30 pieces at about two euros', async () => {
    const db = t.app.ctx.db;
    const [row] = await db.execute(sql`SELECT p.net_price FROM catalogue_volume_prices p JOIN catalogue_variants v ON v.id = p.variant_id WHERE v.sku = 'mailer-box-f22-kraft-eco-color' AND p.currency = 'EUR' AND p.range_start = 30`).then((r) => (r as unknown as { rows: Array<{ net_price: number }> }).rows);
    expect(Number(row?.net_price)).toBeGreaterThan(150);
    expect(Number(row?.net_price)).toBeLessThan(300);
  });

  it('links properties, bundles, express options, emission factors and shipping rates', async () => {
    const db = t.app.ctx.db;
    expect((await db.select().from(catalogueVariantProperties)).length).toBeGreaterThan(0);
    expect((await db.select().from(catalogueBundles)).map((b) => b.key).sort()).toEqual(['ecommerce-starter', 'wine-gift-set']);
    expect((await db.select().from(catalogueExpressDeliveryOptions)).some((o) => o.sku === 'mailer-box' && o.countryIso === 'PL' && o.currency === 'PLN')).toBe(true);
    const factors = new Set((await db.select().from(catalogueEmissionFactors)).map((f) => f.key));
    expect(factors.has('cardboard-natural') && factors.has('print-eco-color') && factors.has('road-freight-eu')).toBe(true);
    const rates = await db.select().from(catalogueShippingRates);
    for (const region of REGION_CODES) {
      const config = getRegionConfig(region);
      expect(rates.filter((r) => r.region === region).map((r) => r.method).sort()).toEqual([...config.allowedShipments].sort());
      for (const r of rates.filter((x) => x.region === region)) expect(r.currency).toBe(config.currency);
    }
  });
});
