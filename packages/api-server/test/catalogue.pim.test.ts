import { eq } from 'drizzle-orm';
import { PimBundleResponse, PimProductResponse } from '@ph/api-contract';
import { invalidateCatalogue } from '../src/catalogue/responseCache';
import { catalogueProducts, catalogueVariants, catalogueVolumePrices } from '../src/db/schema/catalogue';
import { bearer, createSeededApp, type SeededApp } from './catalogue.fixtures';

let t: SeededApp;
let mailerId: number;

beforeAll(async () => {
  t = await createSeededApp();
  mailerId = await t.productId('mailer-box');
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = bearer) => t.app.inject({ method: 'GET', url, headers });

describe('GET /pim/products/{id}', () => {
  it('needs the public catalogue bearer token', async () => {
    expect((await get(`/api/pim/products/${mailerId}/`, {})).statusCode).toBe(401);
    const wrong = await get(`/api/pim/products/${mailerId}/`, { authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'catalogue_token_invalid' });
    // A user session token is not the catalogue token.
    expect((await get(`/api/pim/products/${mailerId}/`, { 'x-api-token': 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('answers the product in data, without expansions by default', async () => {
    const res = await get(`/api/pim/products/${mailerId}/`);
    expect(res.statusCode).toBe(200);
    const body = PimProductResponse.parse(res.json());
    expect(body.data).toMatchObject({ id: mailerId, sku: 'mailer-box', status: 'published', type: 'custom', name: 'Mailer box', fallback: false });
    expect(body.data.variants).toBeUndefined();
    expect(body.data.configurableProperties).toBeUndefined();
    expect(body.data.customSizeConfig?.rules[0]?.message).toBe('Length must be greater than or equal to width');
    expect(body.data.dynamicPricingConfig).toMatchObject({ enabled: true, minQuantity: 30 });
  });

  it('expands variants with volume pricings in the region currency, taxed for the region', async () => {
    const res = await get(`/api/pim/products/${mailerId}?region=pl&lang=pl&expand[]=variants&expand[]=variants.volume_pricings&expand[]=configurable_properties&expand[]=descriptive_properties&expand[]=editor_assets`);
    expect(res.statusCode).toBe(200);
    const { data } = PimProductResponse.parse(res.json());
    expect(data.name).toBe('Pudełko fasonowe');
    const f22 = data.variants?.find((v) => v.sku === 'mailer-box-f22-kraft-eco-color');
    expect(f22?.size).toMatchObject({ length: 220, width: 160, height: 50, innerLength: 217, units: { length: 'mm' } });
    expect(f22?.minQuantity).toBe(30);
    expect(f22?.properties.map((p) => p.key)).toEqual(expect.arrayContaining(['cardboard-natural', 'print-eco-color', 'Outside']));
    const first = f22?.volumePricings?.[0];
    expect(first).toMatchObject({ currency: 'PLN', rangeStart: 30, rangeEnd: 59, minQuantity: 30, taxRate: 2300 });
    expect(first!.grossPrice).toBe(first!.netPrice + Math.round((first!.netPrice * 23) / 100));
    expect(f22?.editorAssets?.dielines).toEqual({ svg: '/api/assets/dielines/mailer-box/f22.svg' });
    expect(f22?.qrConfig).toEqual({ enabled: true, min: 3000, max: 20000, step: 1000 });
    expect(data.configurableProperties?.map((p) => p.type)).toEqual(expect.arrayContaining(['print_mode', 'material']));
    expect(data.descriptiveProperties?.map((p) => p.key)).toEqual(expect.arrayContaining(['None']));
    expect(data.editorAssets?.flags.patterns).toBe(true);
  });

  it('lists the standard sizes the product is offered in, each once, without the variants (expand[]=sizes)', async () => {
    const res = await get(`/api/pim/products/${mailerId}?expand[]=sizes`);
    expect(res.statusCode).toBe(200);
    const { data } = PimProductResponse.parse(res.json());
    expect(data.variants).toBeUndefined();
    const withVariants = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?expand[]=variants`)).json()).data;
    const offered = new Set(withVariants.variants!.filter((v) => v.size && !v.size.isCustom).map((v) => v.size!.id));
    expect(data.sizes?.map((s) => s.id).sort()).toEqual([...offered].sort());
    expect(data.sizes?.[0]).toMatchObject({ label: expect.stringMatching(/^F15 /), innerLength: 147, innerWidth: 107, innerHeight: 37, units: { length: 'mm' } });
    const volumes = data.sizes!.map((s) => s.volume ?? 0);
    expect(volumes).toEqual([...volumes].sort((a, b) => a - b));
    // An unknown expansion is refused, naming it.
    const bad = await get(`/api/pim/products/${mailerId}?expand[]=size`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/expand/);
  });

  it('recomputes gross prices for the asked store (de 19 %, us 0 %)', async () => {
    const de = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?region=de&expand[]=variants.volume_pricings`)).json());
    const tier = de.data.variants?.[0]?.volumePricings?.[0];
    expect(tier).toMatchObject({ currency: 'EUR', taxRate: 1900 });
    expect(tier!.grossPrice).toBe(tier!.netPrice + Math.round((tier!.netPrice * 19) / 100));
    const us = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?region=us&expand[]=variants.volume_pricings`)).json());
    const usTier = us.data.variants?.[0]?.volumePricings?.[0];
    expect(usTier).toMatchObject({ currency: 'USD', taxRate: 0 });
    expect(usTier!.grossPrice).toBe(usTier!.netPrice);
  });

  it('takes the region from the X-Region header when the query has none', async () => {
    const res = await get(`/api/pim/products/${mailerId}?expand[]=variants.volume_pricings`, { ...bearer, 'x-region': 'gb' });
    expect(PimProductResponse.parse(res.json()).data.variants?.[0]?.volumePricings?.[0]?.currency).toBe('GBP');
    const bad = await get(`/api/pim/products/${mailerId}`, { ...bearer, 'x-region': 'mars' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('X-Region');
  });

  it('expands related products and cross-sells', async () => {
    const { data } = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?expand[]=related_products&expand[]=editor_related_products&expand[]=cross_sells`)).json());
    expect(data.relatedProducts?.map((r) => r.sku)).toEqual(['mailer-box-white-ink', 'sleeved-mailer-box', 'mailer-box-plain']);
    expect(data.relatedProducts?.[0]).toMatchObject({ title: expect.any(String), pageUrl: '/mailer-boxes/white-ink-mailer-box', image: { url: expect.any(String) } });
    expect(data.editorRelatedProducts?.map((r) => r.sku)).toEqual(['mailer-box-white-ink', 'delivery-mailer-box']);
    expect(data.crossSells).toEqual([
      {
        slug: 'recommended-products-and-services',
        products: [
          expect.objectContaining({ sku: 'shipping-box', minimumOrderQuantity: 30, productPageUrl: '/custom-shipping-boxes/shipping-box' }),
          expect.objectContaining({ sku: 'product-box', minimumOrderQuantity: 30 }),
          expect.objectContaining({ sku: 'samples', minimumOrderQuantity: 1 }),
        ],
      },
    ]);
  });

  it('filters by sales channel', async () => {
    expect((await get(`/api/pim/products/${mailerId}?salesChannelId=plus`)).statusCode).toBe(200);
    const sleeved = await t.productId('sleeved-mailer-box');
    expect((await get(`/api/pim/products/${sleeved}?salesChannelId=plus`)).statusCode).toBe(404);
  });

  it.each([
    ['expand[]=everything', 'expand.0'],
    ['region=xx', 'region'],
    ['lang=tlh', 'lang'],
    ['withEmptyPricing=maybe', 'withEmptyPricing'],
    ['colour=red', 'colour'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await get(`/api/pim/products/${mailerId}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('names an unknown language the spec way', async () => {
    expect((await get(`/api/pim/products/${mailerId}?lang=tlh`)).json().message).toContain('Unknown language "tlh"');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await get('/api/pim/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product with id 999999 not found in PIM');
    expect((await get('/api/pim/products/abc')).statusCode).toBe(400);
  });
});

describe('unavailable items and empty pricing', () => {
  let archivedSku: string;
  let unpricedSku: string;

  beforeAll(async () => {
    const db = t.app.ctx.db;
    archivedSku = 'mailer-box-f15-white-hd';
    unpricedSku = 'mailer-box-f52-white-hd';
    await db.update(catalogueVariants).set({ status: 'archived' }).where(eq(catalogueVariants.sku, archivedSku));
    const unpriced = await t.variant(unpricedSku);
    await db.delete(catalogueVolumePrices).where(eq(catalogueVolumePrices.variantId, unpriced.id));
    invalidateCatalogue(t.app.ctx);
  });

  it('leaves out archived variants and variants without prices by default', async () => {
    const { data } = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?expand[]=variants`)).json());
    const skus = data.variants?.map((v) => v.sku) ?? [];
    expect(skus).not.toContain(archivedSku);
    expect(skus).not.toContain(unpricedSku);
    expect(skus.length).toBe(16);
  });

  it('keeps variants without prices with withEmptyPricing, and archived ones with withUnavailable', async () => {
    const empty = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?expand[]=variants.volume_pricings&withEmptyPricing=true`)).json());
    const unpriced = empty.data.variants?.find((v) => v.sku === unpricedSku);
    expect(unpriced).toMatchObject({ volumePricings: [], minQuantity: null });
    const all = PimProductResponse.parse((await get(`/api/pim/products/${mailerId}?expand[]=variants&withUnavailable=1&withEmptyPricing=1`)).json());
    expect(all.data.variants?.find((v) => v.sku === archivedSku)?.status).toBe('archived');
    expect(all.data.variants?.length).toBe(18);
  });

  it('hides an archived product unless withUnavailable is set', async () => {
    const db = t.app.ctx.db;
    const id = await t.productId('product-box-wine-box');
    await db.update(catalogueProducts).set({ status: 'archived' }).where(eq(catalogueProducts.id, id));
    invalidateCatalogue(t.app.ctx);
    try {
      expect((await get(`/api/pim/products/${id}`)).statusCode).toBe(404);
      const res = await get(`/api/pim/products/${id}?withUnavailable=true`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('archived');
    } finally {
      await db.update(catalogueProducts).set({ status: 'published' }).where(eq(catalogueProducts.id, id));
      invalidateCatalogue(t.app.ctx);
    }
  });

  it('reports a requested variant that is not offered with the spec message', async () => {
    const res = await get(`/api/pim/products/?variants[sku]=${archivedSku}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      `Cannot find variant with sku - ${archivedSku} for product id - ${mailerId}! Make sure the variant and its volume pricings are defined and published in PIM.`,
    );
  });
});

describe('GET /pim/products/?variants[sku]=', () => {
  it('answers the one product owning the variant', async () => {
    const res = await get('/api/pim/products/?variants[sku]=shipping-box-k40-kraft-mono-front&expand[]=variants');
    expect(res.statusCode).toBe(200);
    const { data } = PimProductResponse.parse(res.json());
    expect(data.sku).toBe('shipping-box');
    expect(data.variants?.some((v) => v.sku === 'shipping-box-k40-kraft-mono-front')).toBe(true);
  });

  it('accepts several skus of the same product', async () => {
    const res = await get('/api/pim/products/?variants[sku]=mailer-box-f22-kraft-eco-color&variants[sku]=mailer-box-f23-kraft-eco-color');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sku).toBe('mailer-box');
  });

  it("answers 422 'Only one product allowed!' when the skus belong to several products", async () => {
    const res = await get('/api/pim/products/?variants[sku]=mailer-box-f22-kraft-eco-color&variants[sku]=shipping-box-k30-kraft-mono-front');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'only_one_product', message: 'Only one product allowed!' });
  });

  it('answers 404 for an unknown sku', async () => {
    const res = await get('/api/pim/products/?variants[sku]=does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product with sku does-not-exist not found in PIM');
  });

  it('builds a published fallback product for special sku patterns with withUnavailable', async () => {
    for (const sku of ['ncp-pallet-wrap', 'service-expert-check', 'custom-custom-box-9', 'samples-custom-3', 'tree-planting']) {
      const res = await get(`/api/pim/products/?variants[sku]=${sku}&withUnavailable=true&expand[]=variants&expand[]=variants.volume_pricings`);
      expect(res.statusCode).toBe(200);
      const { data } = PimProductResponse.parse(res.json());
      expect(data).toMatchObject({ id: null, sku, fallback: true, status: 'published' });
      expect(data.variants).toEqual([expect.objectContaining({ sku, status: 'published', volumePricings: [] })]);
    }
  });

  it('builds an archived fallback for any other unknown sku', async () => {
    const res = await get('/api/pim/products/?variants[sku]=legacy-thing-7&withUnavailable=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sku: 'legacy-thing-7', fallback: true, status: 'archived', type: 'other' });
  });

  it('requires variants[sku]', async () => {
    const res = await get('/api/pim/products/');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('variants[sku]');
  });
});

describe('GET /pim/bundles/{id}', () => {
  it('answers a bundle with its primary and optional products', async () => {
    const id = await t.bundleId('ecommerce-starter');
    const res = await get(`/api/pim/bundles/${id}?expand[]=variants&expand[]=variants.volume_pricings&expand[]=configurable_properties&expand[]=editor_assets&expand[]=related_products`);
    expect(res.statusCode).toBe(200);
    const { data } = PimBundleResponse.parse(res.json());
    expect(data.key).toBe('ecommerce-starter');
    expect(data.products.map((p) => [p.product.sku, p.role])).toEqual([
      ['mailer-box', 'primary'],
      ['shipping-box', 'optional'],
      ['samples', 'optional'],
    ]);
    const primary = (await t.variant('mailer-box-f22-kraft-eco-color')).id;
    expect(data.primaryVariantId).toBe(primary);
    expect(data.compatibleVariants).toContainEqual({ fromVariantId: primary, toVariantId: (await t.variant('shipping-box-k30-kraft-mono-front')).id });
    expect(data.products[0]?.product.variants?.[0]?.volumePricings?.length).toBe(11);
    expect(data.products[0]?.product.relatedProducts?.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown bundle and 401 without the token', async () => {
    expect((await get('/api/pim/bundles/4242')).statusCode).toBe(404);
    expect((await get('/api/pim/bundles/1', {})).statusCode).toBe(401);
    expect((await get('/api/pim/bundles/1?expand[]=nope')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue and price routes with their security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/pim/products/{id}'].get.security).toEqual([{ catalogueToken: [] }]);
    expect(doc.paths['/api/v3/dynamic_prices'].post.security).toEqual([{ apiToken: [] }]);
    const variantParams = doc.paths['/api/v2/variants'].get.parameters.map((p: { name: string }) => p.name);
    expect(variantParams).toEqual(expect.arrayContaining(['per_page', 'external_pim_id', 'region', 'tax_country_iso']));
    for (const path of ['/api/prices/list', '/api/api/prices/list', '/api/v1/delivery_estimates', '/api/prices/express_delivery', '/api/product_structure']) {
      expect(doc.paths[path].get.responses['200']).toBeDefined();
    }
  });
});
