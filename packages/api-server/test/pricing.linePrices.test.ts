// POST v3/line_prices (what an order line is charged, for every product and for custom sizes) and
// custom-size order lines. Amounts are checked to the cent against the seeded demo prices.
import { and, count, eq } from 'drizzle-orm';
import { LinePricesResponse, PriceListResponse } from '@ph/api-contract';
import { catalogueCacheOf } from '../src/catalogue/responseCache';
import { catalogueSizes, catalogueVariants, catalogueVolumePrices } from '../src/db/schema/catalogue';
import { lineItems } from '../src/db/schema/orders';
import { anonymousUser, type TestSession } from './helpers/app';
import { createCart, createSeededApp, regionHeaders, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let session: TestSession;
beforeAll(async () => {
  t = await createSeededApp();
  session = await anonymousUser(t.app);
}, 120_000);
afterAll(() => t.close());

const post = (payload: object, headers: Record<string, string> = session.headers) =>
  t.app.inject({ method: 'POST', url: '/api/v3/line_prices', payload, headers });

async function quote(payload: object) {
  const res = await post(payload);
  expect(res.statusCode).toBe(200);
  return LinePricesResponse.parse(res.json());
}

const PLAIN = 'mailer-box-plain-f15-kraft';
const PRINTED = 'mailer-box-f22-kraft-eco-color';

describe('POST v3/line_prices', () => {
  it('is public: without a token the same prices as a visitor’s, and a token sent must be live', async () => {
    const payload = { region: 'pl', items: [{ sku: PLAIN, quantities: [30, 50] }] };
    const visitor = await post(payload);
    const anonymous = await post(payload, {});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(visitor.json());
    const bad = await post(payload, { 'x-api-token': 'not-a-live-token' });
    expect(bad.statusCode).toBe(401);
  });

  it('answers a repeated read from the catalogue cache, and a price change from the database', async () => {
    const payload = { region: 'pl', items: [{ sku: PLAIN, quantities: [50] }] };
    const before = await post(payload, {});
    const cache = catalogueCacheOf(t.app.ctx);
    const hits = cache.hits;
    expect((await post(payload, {})).body).toBe(before.body);
    expect(cache.hits).toBe(hits + 1);
    const [variant] = await t.app.ctx.db.select({ id: catalogueVariants.id }).from(catalogueVariants).where(eq(catalogueVariants.sku, PLAIN));
    const tier = and(eq(catalogueVolumePrices.variantId, variant!.id), eq(catalogueVolumePrices.currency, 'PLN'), eq(catalogueVolumePrices.rangeStart, 30));
    const [row] = await t.app.ctx.db.select().from(catalogueVolumePrices).where(tier);
    try {
      await t.app.ctx.db.update(catalogueVolumePrices).set({ netPrice: row!.netPrice + 1 }).where(tier);
      await t.app.ctx.catalogueChanges?.barrier();
      expect(LinePricesResponse.parse((await post(payload, {})).json()).data[0]!.unit.net).toBe(row!.netPrice + 1);
    } finally {
      await t.app.ctx.db.update(catalogueVolumePrices).set({ netPrice: row!.netPrice }).where(tier);
      await t.app.ctx.catalogueChanges?.barrier();
    }
    expect((await post(payload, {})).body).toBe(before.body);
  });

  it('never caches a custom size (any three numbers would fill the cache)', async () => {
    const cache = catalogueCacheOf(t.app.ctx);
    const size = cache.size;
    const res = await post({ region: 'pl', items: [{ sku: PRINTED, quantities: [100], custom_size: { length: 301, width: 211, height: 91 } }] }, {});
    expect(res.statusCode).toBe(200);
    expect(cache.size).toBe(size);
  });

  it('prices a product without dynamic pricing in pl: unit and line net, VAT and gross to the grosz', async () => {
    const { data, meta } = await quote({ region: 'pl', items: [{ sku: PLAIN, quantities: [50, 175] }] });
    expect(meta).toMatchObject({ currency: 'PLN', tax_country_iso: 'PL', tax_rate: 2300 });
    expect(data).toEqual([
      {
        sku: PLAIN, quantity: 50, currency: 'PLN', custom_size: null, reference_sku: null, pieces_per_unit: 1, range_start: 30, range_end: 59, tax_rate: 2300,
        unit: { net: 164, tax: 38, gross: 202 }, net: 8200, tax: 1886, gross: 10086,
      },
      {
        sku: PLAIN, quantity: 175, currency: 'PLN', custom_size: null, reference_sku: null, pieces_per_unit: 1, range_start: 120, range_end: 239, tax_rate: 2300,
        unit: { net: 130, tax: 30, gross: 160 }, net: 22750, tax: 5233, gross: 27983,
      },
    ]);
  });

  it('prices the same line in gb (20 % VAT, pence) and de (19 %)', async () => {
    const gb = await quote({ region: 'gb', items: [{ sku: PLAIN, quantities: [100] }] });
    expect(gb.data[0]).toMatchObject({ currency: 'GBP', tax_rate: 2000, unit: { net: 27, tax: 5, gross: 32 }, net: 2700, tax: 540, gross: 3240 });
    const de = await quote({ region: 'de', items: [{ sku: PLAIN, quantities: [175] }] });
    expect(de.data[0]).toMatchObject({ currency: 'EUR', tax_rate: 1900, unit: { net: 30, tax: 6, gross: 36 }, net: 5250, tax: 998, gross: 6248 });
  });

  it('answers exactly what the order then charges for the line', async () => {
    const { data } = await quote({ region: 'pl', items: [{ sku: PLAIN, quantities: [175] }] });
    const cart = await createCart(t, session, 'pl', 'PLN');
    const variant = await t.variant(PLAIN);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: regionHeaders(session, 'pl'), payload: { variant_id: variant.id, quantity: 175 } });
    expect(res.statusCode).toBe(201);
    const line = res.json().order.line_items[0];
    expect({ unit_net: line.unit_net, net: line.net, tax: line.tax, gross: line.gross }).toEqual({ unit_net: data[0]!.unit.net, net: data[0]!.net, tax: data[0]!.tax, gross: data[0]!.gross });
  });

  it('prices sample packs and dynamic-pricing products the same way', async () => {
    const list = PriceListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/prices/list?region=eu&product=samples' })).json());
    const sample = list.data[0]!;
    const { data } = await quote({ region: 'eu', items: [{ sku: sample.sku, quantities: [1] }, { sku: PRINTED, quantities: [75] }] });
    expect(data.map((d) => d.sku)).toEqual([sample.sku, PRINTED]);
    expect(data[0]).toMatchObject({ unit: { net: sample.volume_prices[0]!.net_price, gross: sample.volume_prices[0]!.gross_price } });
    for (const d of data) expect(d.net + d.tax).toBe(d.gross);
    expect(data[1]!.net).toBe(data[1]!.unit.net * 75);
  });

  it('refuses quantities the order would refuse, naming the field', async () => {
    const below = await post({ region: 'pl', items: [{ sku: PLAIN, quantities: [30, 10] }] });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: 'quantity_not_priced', field: 'items.0.quantities.1' });
    const offGrid = await post({ region: 'eu', items: [{ sku: PRINTED, quantities: [3500] }] });
    expect(offGrid.statusCode).toBe(422);
    expect(offGrid.json()).toMatchObject({ code: 'invalid_quantity', field: 'items.0.quantities.0' });
  });

  it('answers 404 for an unknown sku and 400 for a price sent by the client', async () => {
    expect((await post({ region: 'pl', items: [{ sku: 'no-such-sku', quantities: [30] }] })).statusCode).toBe(404);
    const priced = await post({ region: 'pl', items: [{ sku: PLAIN, quantities: [30], unit_net: 1 }] });
    expect(priced.statusCode).toBe(400);
  });
});

describe('custom sizes', () => {
  it('prices a custom size from the smallest standard size of the same options that holds its board', async () => {
    const { data } = await quote({ region: 'de', items: [{ sku: PRINTED, quantities: [100], custom_size: { length: 250, width: 200, height: 80 } }] });
    // 250×200×80 (inner) needs more board than F23, less than F33: priced as F33 in the same options.
    expect(data[0]).toMatchObject({
      custom_size: { length: 250, width: 200, height: 80 },
      reference_sku: 'mailer-box-f33-kraft-eco-color',
      range_start: 90,
      unit: { net: 121, tax: 23, gross: 144 },
      net: 12100,
      tax: 2299,
      gross: 14399,
    });
    const f33 = await quote({ region: 'de', items: [{ sku: 'mailer-box-f33-kraft-eco-color', quantities: [100] }] });
    expect(f33.data[0]!.unit.net).toBe(121);
  });

  it('scales by board area above the largest standard size', async () => {
    const size = { length: 600, width: 450, height: 200 };
    const { data } = await quote({ region: 'de', items: [{ sku: PRINTED, quantities: [100], custom_size: size }] });
    expect(data[0]!.reference_sku).toBe('mailer-box-f52-kraft-eco-color');
    const list = PriceListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/prices/list?region=de&product=mailer-box&product_size=F52' })).json());
    const tier = list.data.find((r) => r.sku === 'mailer-box-f52-kraft-eco-color')!.volume_prices.find((p) => p.range_start === 90)!;
    const surface = (l: number, w: number, h: number) => 2 * (l * w + l * h + w * h);
    const [f52] = await t.app.ctx.db.select().from(catalogueSizes).where(eq(catalogueSizes.key, 'mailer-F52'));
    // Custom sizes are inner dimensions: compared with the standard size's inner dimensions.
    const ratio = surface(600, 450, 200) / surface(f52!.innerLength!, f52!.innerWidth!, f52!.innerHeight!);
    expect(data[0]!.unit.net).toBe(Math.round(tier.net_price * ratio));
    expect(data[0]!.unit.net).toBeGreaterThan(tier.net_price * 2);
  });

  it('refuses an invalid size with the rule message (in the asked language) and a size below the limits', async () => {
    const rule = await post({ region: 'de', lang: 'en', items: [{ sku: PRINTED, quantities: [100], custom_size: { length: 150, width: 200, height: 80 } }] });
    expect(rule.statusCode).toBe(422);
    expect(rule.json()).toMatchObject({ code: 'invalid_custom_size', field: 'items.0.custom_size.length' });
    expect(rule.json().message).toMatch(/length/i);
    const de = await post({ region: 'de', items: [{ sku: PRINTED, quantities: [100], custom_size: { length: 150, width: 200, height: 80 } }] });
    expect(de.json().message).toBe('Länge muss größer oder gleich Breite sein');
    const small = await post({ region: 'de', items: [{ sku: PRINTED, quantities: [100], custom_size: { length: 90, width: 80, height: 30 } }] });
    expect(small.json()).toMatchObject({ code: 'invalid_custom_size', field: 'items.0.custom_size.length', message: 'Length must be at least 100 mm' });
  });

  it('needs the custom minimum quantity and a product with custom sizes', async () => {
    const few = await post({ region: 'de', items: [{ sku: PRINTED, quantities: [60], custom_size: { length: 250, width: 200, height: 80 } }] });
    expect(few.statusCode).toBe(422);
    expect(few.json()).toMatchObject({ code: 'invalid_quantity', message: 'A custom size needs at least 100 pieces' });
    const plain = await post({ region: 'de', items: [{ sku: PLAIN, quantities: [100], custom_size: { length: 250, width: 200, height: 80 } }] });
    expect(plain.json()).toMatchObject({ code: 'custom_size_not_offered' });
  });
});

describe('custom-size order lines', () => {
  const lineCount = async () => (await t.app.ctx.db.select({ n: count() }).from(lineItems))[0]!.n;

  it('adds a custom-size line carrying its dimensions and the quoted price', async () => {
    const size = { length: 250, width: 200, height: 80 };
    const { data } = await quote({ region: 'de', items: [{ sku: PRINTED, quantities: [100], custom_size: size }] });
    const cart = await createCart(t, session, 'de', 'EUR');
    const variant = await t.variant(PRINTED);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${cart.id}/line_item`,
      headers: regionHeaders(session, 'de'),
      payload: { variant_id: variant.id, quantity: 100, custom_size: size },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    const line = order.line_items[0];
    expect(line).toMatchObject({ sku: PRINTED, quantity: 100, options: { custom_size: size }, unit_net: 121, item_net: 12100 });
    expect(line.name).toContain('250 × 200 × 80 mm');
    expect(line.net).toBe(data[0]!.net);
    // Re-pricing the order (e.g. a quantity change) keeps pricing it as the custom size.
    const upd = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/line_items/${line.id}`, headers: regionHeaders(session, 'de'), payload: { line_item: { quantity: 3000 } } });
    expect(upd.statusCode).toBe(200);
    const big = await quote({ region: 'de', items: [{ sku: PRINTED, quantities: [3000], custom_size: size }] });
    expect(upd.json().order.line_items[0]).toMatchObject({ quantity: 3000, unit_net: big.data[0]!.unit.net, item_net: big.data[0]!.net });
    const few = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/line_items/${line.id}`, headers: regionHeaders(session, 'de'), payload: { line_item: { quantity: 60 } } });
    expect(few.statusCode).toBe(422);
  });

  it('refuses an invalid custom size with the rule message and writes nothing', async () => {
    const cart = await createCart(t, session, 'de', 'EUR');
    const variant = await t.variant(PRINTED);
    const before = await lineCount();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${cart.id}/line_item`,
      headers: regionHeaders(session, 'de'),
      payload: { variant_id: variant.id, quantity: 100, custom_size: { length: 150, width: 200, height: 80 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_custom_size', field: 'custom_size.length' });
    const below = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${cart.id}/line_item`,
      headers: regionHeaders(session, 'de'),
      payload: { variant_id: variant.id, quantity: 60, custom_size: { length: 250, width: 200, height: 80 } },
    });
    expect(below.statusCode).toBe(422);
    expect(await lineCount()).toBe(before);
    const [order] = await t.app.ctx.db.select({ n: count() }).from(lineItems).where(eq(lineItems.orderId, cart.id));
    expect(order!.n).toBe(0);
  });
});
