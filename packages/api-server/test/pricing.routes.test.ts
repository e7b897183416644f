import { eq } from 'drizzle-orm';
import {
  CountryTaxesResponse,
  DynamicPricesResponse,
  MinimalOrderPricesResponse,
  MinimalPricesResponse,
  PriceListResponse,
  SegmentationResponse,
  ShipmentPricesResponse,
  VariantsResponse,
} from '@ph/api-contract';
import { users } from '../src/db/schema';
import { anonymousUser, registeredUser } from './helpers/app';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET prices/list', () => {
  it('answers at both paths with the volume prices of the matching variants', async () => {
    for (const path of ['/api/prices/list', '/api/api/prices/list']) {
      const res = await get(`${path}?region=de&product=mailer-box&product_size=F22&boxModel=mailer-box-eco&cache_buster=v3`);
      expect(res.statusCode).toBe(200);
      const body = PriceListResponse.parse(res.json());
      expect(body.data.map((r) => r.sku)).toEqual(['mailer-box-f22-kraft-eco-color', 'mailer-box-f22-kraft-eco-color-inside', 'mailer-box-f22-white-hd']);
      expect(body.meta).toEqual({ region: 'de', currency: 'EUR', tax_country_iso: 'DE', tax_rate: 1900, tax_reason: 'standard', cache_buster: 'v3' });
      const record = body.data[0]!;
      expect(record).toMatchObject({ product_sku: 'mailer-box', product_model: 'mailer-box-eco', size: 'F22', currency: 'EUR', external_pim_sku: record.sku });
      expect(record.volume_prices.map((p) => p.range_start)).toEqual([30, 60, 90, 120, 240, 500, 750, 1000, 1500, 2000, 2500]);
      for (const p of record.volume_prices) expect(p.gross_price).toBe(p.net_price + Math.round((p.net_price * 1900) / 10_000));
    }
  });

  it('lists every published variant without filters and matches size codes case-insensitively', async () => {
    const all = PriceListResponse.parse((await get('/api/prices/list?region=pl')).json());
    expect(all.data.length).toBe(95);
    expect(new Set(all.data.map((r) => r.currency))).toEqual(new Set(['PLN']));
    const lower = PriceListResponse.parse((await get('/api/prices/list?region=pl&product_size=f22')).json());
    expect(lower.data.every((r) => r.size === 'F22')).toBe(true);
    expect(lower.data.length).toBeGreaterThan(0);
  });

  it('taxes for the asked delivery country: export outside the EU from the European store', async () => {
    const body = PriceListResponse.parse((await get('/api/prices/list?region=eu&product=samples&tax_country_iso=ch')).json());
    expect(body.meta).toMatchObject({ tax_country_iso: 'CH', tax_rate: 0, tax_reason: 'export' });
    expect(body.data[0]!.volume_prices[0]).toMatchObject({ net_price: 1900, gross_price: 1900 });
  });

  it("uses a signed-in customer's shipping destination as tax country when the query names none", async () => {
    const session = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ shippingCountryIso: 'NO' }).where(eq(users.id, session.userId));
    const body = PriceListResponse.parse((await get(`/api/prices/list?region=eu&product=samples&token=${session.token}`)).json());
    expect(body.meta).toMatchObject({ tax_country_iso: 'NO', tax_reason: 'export' });
    const explicit = PriceListResponse.parse((await get(`/api/prices/list?region=eu&product=samples&token=${session.token}&tax_country_iso=FR`)).json());
    expect(explicit.meta).toMatchObject({ tax_country_iso: 'FR', tax_rate: 2300 });
  });

  it.each([
    ['region=xx', 'region', 400],
    ['cache_buster=v2', 'cache_buster', 400],
    ['tax_country_iso=DEU', 'tax_country_iso', 400],
    ['region=gb&tax_country_iso=DE', 'tax_country_iso', 400],
    ['unknown=1', 'unknown', 400],
  ])('rejects %s naming %s', async (query, field, status) => {
    const res = await get(`/api/prices/list?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().field).toBe(field);
  });

  it('rejects an invalid token with a 401', async () => {
    const res = await get(`/api/prices/list?token=${'a'.repeat(43)}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers an empty list for a filter that matches nothing', async () => {
    expect(PriceListResponse.parse((await get('/api/prices/list?product=paper-bag')).json()).data).toEqual([]);
  });
});

describe('price siblings', () => {
  it('api/prices/country_taxes lists the store countries with their rate', async () => {
    const body = CountryTaxesResponse.parse((await get('/api/api/prices/country_taxes?region=eu')).json());
    expect(body.meta).toEqual({ region: 'eu', currency: 'EUR' });
    expect(body.data).toContainEqual({ country_iso: 'FR', tax_rate: 2300, tax_reason: 'standard' });
    expect(body.data).toContainEqual({ country_iso: 'CH', tax_rate: 0, tax_reason: 'export' });
    const gb = CountryTaxesResponse.parse((await get('/api/api/prices/country_taxes?region=gb')).json());
    expect(gb.data).toEqual([{ country_iso: 'GB', tax_rate: 2000, tax_reason: 'standard' }]);
    expect((await get('/api/api/prices/country_taxes?region=atlantis')).statusCode).toBe(400);
  });

  it('api/prices/minimal answers the lowest unit price per product', async () => {
    const body = MinimalPricesResponse.parse((await get('/api/api/prices/minimal?region=gb&product=mailer-box')).json());
    expect(body.data).toHaveLength(1);
    const list = PriceListResponse.parse((await get('/api/prices/list?region=gb&product=mailer-box')).json());
    const lowest = Math.min(...list.data.flatMap((r) => r.volume_prices.map((p) => p.net_price)));
    expect(body.data[0]).toMatchObject({ product_sku: 'mailer-box', unit: { net: lowest, tax_rate: 2000 } });
    expect(body.data[0]!.unit.gross).toBe(body.data[0]!.unit.net + body.data[0]!.unit.tax);
    const samples = MinimalPricesResponse.parse((await get('/api/api/prices/minimal?region=eu&product=samples')).json());
    // 1900 per pack of 5 pieces → 380 per piece
    expect(samples.data[0]).toMatchObject({ quantity: 1, piece_net: 380 });
    // The gross per piece is the API's too (eu: 23 % on 1900 = 2337 per pack → 467 per piece).
    expect(samples.data[0]).toMatchObject({ unit: { gross: 2337 }, piece_gross: 467 });
    expect((await get('/api/api/prices/minimal?cache_buster=v1')).statusCode).toBe(400);
  });

  it('api/prices/minimal_price_for_minimal_order answers the cheapest smallest order', async () => {
    const body = MinimalOrderPricesResponse.parse((await get('/api/api/prices/minimal_price_for_minimal_order?region=se&product=shipping-box')).json());
    const list = PriceListResponse.parse((await get('/api/prices/list?region=se&product=shipping-box')).json());
    const cheapest = Math.min(...list.data.map((r) => r.volume_prices[0]!.net_price * r.volume_prices[0]!.range_start));
    expect(body.data).toEqual([expect.objectContaining({ product_sku: 'shipping-box', quantity: 30, total: expect.objectContaining({ net: cheapest, tax_rate: 2300 }) })]);
    expect((await get('/api/api/prices/minimal_price_for_minimal_order?region=')).statusCode).toBe(400);
  });

  it('api/prices/shipment_prices_list answers the store methods with taxed prices', async () => {
    const pl = ShipmentPricesResponse.parse((await get('/api/api/prices/shipment_prices_list?region=pl')).json());
    expect(pl.data.map((m) => m.method).sort()).toEqual(
      ['shipping-method-courier', 'shipping-method-courier-free', 'shipping-method-pick-up', 'shipping-method-polish-post', 'shipping-method-sample-packs', 'shipping-method-sample-packs-free'].sort(),
    );
    expect(pl.data.find((m) => m.method === 'shipping-method-courier')).toMatchObject({ currency: 'PLN', price: { net: 3900, tax: 897, gross: 4797, tax_rate: 2300 } });
    expect(pl.data.find((m) => m.method === 'shipping-method-courier-free')).toMatchObject({ price: { net: 0 }, free_above_net: 150000 });
    expect(pl.data.find((m) => m.method === 'shipping-method-pick-up')).toMatchObject({ delivery_type: 'pick-up', min_delivery_days: 0 });
    const de = ShipmentPricesResponse.parse((await get('/api/api/prices/shipment_prices_list?region=de')).json());
    expect(de.data.map((m) => m.method)).toContain('shipping-method-sample-packs-eu4');
    expect(de.data.find((m) => m.method === 'shipping-method-courier')).toMatchObject({ currency: 'EUR', min_delivery_days: 3, max_delivery_days: 5 });
    const us = ShipmentPricesResponse.parse((await get('/api/api/prices/shipment_prices_list?region=us')).json());
    expect(us.data.find((m) => m.method === 'shipping-method-courier')?.price.tax).toBe(0);
    expect((await get('/api/api/prices/shipment_prices_list?tax_country_iso=1')).statusCode).toBe(400);
  });

  it('api/segmentation answers the price segment of the visitor', async () => {
    const anonymous = SegmentationResponse.parse((await get('/api/api/segmentation?region=gb')).json());
    expect(anonymous.data).toMatchObject({ region: 'gb', currency: 'GBP', tax_rate: 2000, always_show_added_tax: true, prices_include_tax: false, customer_type: 'b2c', signed_in: false });
    const session = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ customerType: 'b2b' }).where(eq(users.id, session.userId));
    const signedIn = SegmentationResponse.parse((await get(`/api/api/segmentation?region=pl&token=${session.token}`)).json());
    expect(signedIn.data).toMatchObject({ customer_type: 'b2b', signed_in: true, currency: 'PLN' });
    expect((await get('/api/api/segmentation?token=')).statusCode).toBe(400);
  });
});

describe('GET v2/variants', () => {
  it('answers price records of the asked PIM ids with pagination meta', async () => {
    const res = await get('/api/v2/variants?region=ro&external_pim_id[]=1001&external_pim_id[]=2001&external_pim_id[]=999999&per_page=100');
    expect(res.statusCode).toBe(200);
    const body = VariantsResponse.parse(res.json());
    expect(body.data.map((v) => v.external_pim_id).sort()).toEqual(['1001', '2001']);
    expect(body.data[0]).toMatchObject({ currency: 'RON' });
    expect(body.meta).toMatchObject({ region: 'ro', currency: 'RON', tax_rate: 2300, pagination: { page: 1, per_page: 100, total: 2, total_pages: 1 } });
  });

  it('accepts the index and plain array formats and a single id', async () => {
    for (const query of ['external_pim_id[0]=1001&external_pim_id[1]=1002', 'external_pim_id=1001&external_pim_id=1002']) {
      expect(VariantsResponse.parse((await get(`/api/v2/variants?${query}`)).json()).data).toHaveLength(2);
    }
    expect(VariantsResponse.parse((await get('/api/v2/variants?external_pim_id=1001')).json()).data).toHaveLength(1);
  });

  it('pages through every variant without ids', async () => {
    const first = VariantsResponse.parse((await get('/api/v2/variants?per_page=40')).json());
    expect(first.meta.pagination).toEqual({ page: 1, per_page: 40, total: 95, total_pages: 3 });
    const third = VariantsResponse.parse((await get('/api/v2/variants?per_page=40&page=3')).json());
    expect(third.data).toHaveLength(15);
    const ids = new Set([...first.data, ...third.data].map((v) => v.id));
    expect(ids.size).toBe(55);
  });

  it.each([
    ['per_page 101', 'per_page=101', 'per_page'],
    ['per_page 0', 'per_page=0', 'per_page'],
    ['page 0', 'page=0', 'page'],
    ['an unknown region', 'region=moon', 'region'],
    ['101 ids', Array.from({ length: 101 }, (_, i) => `external_pim_id[]=${i}`).join('&'), 'external_pim_id'],
  ])('rejects %s naming the field', async (_label, query, field) => {
    const res = await get(`/api/v2/variants?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

describe('POST v3/dynamic_prices', () => {
  const post = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v3/dynamic_prices', payload, headers });

  it('needs a session token', async () => {
    const res = await post({ region: 'eu', items: [{ sku: 'mailer-box-f22-kraft-eco-color', quantities: [30] }] }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Auth token is not defined');
  });

  it('prices quantities off the tiers from the tier containing them', async () => {
    const { headers } = await anonymousUser(t.app);
    const res = await post({ region: 'de', items: [{ sku: 'mailer-box-f22-kraft-eco-color', quantities: [60, 75, 89, 3000] }] }, headers);
    expect(res.statusCode).toBe(200);
    const { data, meta } = DynamicPricesResponse.parse(res.json());
    expect(meta).toMatchObject({ region: 'de', currency: 'EUR', tax_rate: 1900 });
    const [at60, at75, at89, at3000] = data;
    expect(at60).toMatchObject({ quantity: 60, on_tier: true, range_start: 60, range_end: 89 });
    expect(at75).toMatchObject({ quantity: 75, on_tier: false, range_start: 60, unit_net: at60!.unit_net, net: at60!.unit_net * 75 });
    expect(at89!.unit_net).toBe(at60!.unit_net);
    expect(at3000).toMatchObject({ range_start: 2500, range_end: null, on_tier: false });
    for (const line of data) expect(line.net + line.tax).toBe(line.gross);
  });

  it('rejects quantities outside the dynamic pricing range with a 422 naming the field', async () => {
    const { headers } = await anonymousUser(t.app);
    const res = await post({ region: 'eu', items: [{ sku: 'mailer-box-f22-kraft-eco-color', quantities: [30, 20] }] }, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'quantity_out_of_range', field: 'items.0.quantities.1' });
  });

  it('rejects products without dynamic pricing, unknown skus and malformed bodies', async () => {
    const { headers } = await anonymousUser(t.app);
    const plain = await post({ region: 'eu', items: [{ sku: 'mailer-box-plain-f22-kraft', quantities: [30] }] }, headers);
    expect(plain.statusCode).toBe(422);
    expect(plain.json().code).toBe('dynamic_pricing_disabled');
    const unknown = await post({ region: 'eu', items: [{ sku: 'nope', quantities: [30] }] }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product with sku nope not found in PIM');
    const malformed = await post({ region: 'eu', items: [{ sku: 'mailer-box-f22-kraft-eco-color', quantities: [-1] }] }, headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('items.0.quantities.0');
    const extra = await post({ region: 'eu', items: [], discount: 5 }, headers);
    expect(extra.statusCode).toBe(400);
    const badCountry = await post({ region: 'gb', tax_country_iso: 'FR', items: [{ sku: 'mailer-box-f22-kraft-eco-color', quantities: [30] }] }, headers);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().field).toBe('tax_country_iso');
  });
});
