import { DeliveryEstimatesResponse, EmissionsResponse, ExpressDeliveryResponse, PatternsResponse, ProductStructureResponse } from '@ph/api-contract';
import { eq } from 'drizzle-orm';
import { catalogueCacheOf } from '../src/catalogue/responseCache';
import { catalogueProducts } from '../src/db/schema/catalogue';
import { anonymousUser } from './helpers/app';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';

// The clock: Friday 7 March 2025, 14:30 in Warsaw (13:30 UTC), unless a test moves it (and puts it back).
const FRIDAY_AFTERNOON = new Date('2025-03-07T13:30:00Z');
let clock = FRIDAY_AFTERNOON;
let t: SeededApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createSeededApp({ now: () => clock });
  auth = (await anonymousUser(t.app)).headers;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const F22 = 'mailer-box-f22-kraft-eco-color';

describe('GET v1/delivery_estimates', () => {
  it('adds production and transit working days per sku, without auth', async () => {
    const res = await get(`/api/v1/delivery_estimates?start_date=2025-03-05&start_time=10:00&region=eu&variant_skus[]=${F22}&variant_skus[]=mailer-box-plain-f22-kraft`);
    expect(res.statusCode).toBe(200);
    const body = DeliveryEstimatesResponse.parse(res.json());
    expect(body.data).toEqual([
      { variant_sku: F22, production_days: 21, delivery_days: { min: 3, max: 5 }, order_date: '2025-03-05', ship_date: '2025-04-03', min_date: '2025-04-08', max_date: '2025-04-10' },
      // Plain boxes ship from stock after 3 working days.
      { variant_sku: 'mailer-box-plain-f22-kraft', production_days: 3, delivery_days: { min: 3, max: 5 }, order_date: '2025-03-05', ship_date: '2025-03-10', min_date: '2025-03-13', max_date: '2025-03-17' },
    ]);
    expect(body.meta).toEqual({ region: 'eu', start_date: '2025-03-05', start_time: '10:00', cut_off_time: '12:00' });
  });

  it('starts after the cut-off or a weekend on the next working day and uses the Polish transit time', async () => {
    const body = DeliveryEstimatesResponse.parse((await get(`/api/v1/delivery_estimates?start_date=2025-03-08&start_time=09:00&region=pl&variant_skus[]=${F22}`)).json());
    expect(body.data[0]).toMatchObject({ order_date: '2025-03-10', delivery_days: { min: 3, max: 3 }, ship_date: '2025-04-08', min_date: '2025-04-11', max_date: '2025-04-11' });
    const samples = DeliveryEstimatesResponse.parse((await get('/api/v1/delivery_estimates?start_date=2025-03-05&start_time=12:00&region=gb&variant_skus[]=samples-sp-mailer-boxes')).json());
    expect(samples.data[0]).toMatchObject({ production_days: 1, delivery_days: { min: 5, max: 5 }, order_date: '2025-03-06', ship_date: '2025-03-07', min_date: '2025-03-14' });
  });

  it('defaults to now in the factory time zone', async () => {
    const body = DeliveryEstimatesResponse.parse((await get(`/api/v1/delivery_estimates?variant_skus[]=${F22}`)).json());
    // Friday 14:30 is after the cut-off: the order counts from Monday.
    expect(body.meta).toMatchObject({ region: 'eu', start_date: '2025-03-07', start_time: '14:30' });
    expect(body.data[0]!.order_date).toBe('2025-03-10');
  });

  it.each([
    ['start_date=2025-02-30', 'start_date', 400],
    ['start_date=07.03.2025', 'start_date', 400],
    ['start_time=25:00', 'start_time', 400],
    ['region=xx', 'region', 400],
  ])('rejects %s', async (query, field, status) => {
    const res = await get(`/api/v1/delivery_estimates?${query}&variant_skus[]=${F22}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().field).toBe(field);
  });

  it('answers "now" from the cache until the minute turns or the catalogue changes', async () => {
    const url = `/api/v1/delivery_estimates?region=de&variant_skus[]=${F22}`;
    const cache = catalogueCacheOf(t.app.ctx);
    const first = await get(url);
    const hits = cache.hits;
    expect((await get(url)).body).toBe(first.body);
    expect(cache.hits).toBe(hits + 1);
    try {
      // Monday 10:05 in Warsaw, before the cut-off: the order counts from that day.
      clock = new Date('2025-03-10T09:05:00Z');
      const monday = DeliveryEstimatesResponse.parse((await get(url)).json());
      expect(monday.meta).toMatchObject({ start_date: '2025-03-10', start_time: '10:05' });
      expect(monday.data[0]).toMatchObject({ order_date: '2025-03-10', production_days: 21 });
      const id = await t.productId('mailer-box');
      await t.app.ctx.db.update(catalogueProducts).set({ productionDays: 10 }).where(eq(catalogueProducts.id, id));
      await t.app.ctx.catalogueChanges?.barrier();
      expect(DeliveryEstimatesResponse.parse((await get(url)).json()).data[0]).toMatchObject({ production_days: 10, ship_date: '2025-03-24' });
      await t.app.ctx.db.update(catalogueProducts).set({ productionDays: 21 }).where(eq(catalogueProducts.id, id));
      await t.app.ctx.catalogueChanges?.barrier();
    } finally {
      clock = FRIDAY_AFTERNOON;
    }
    expect((await get(url)).body).toBe(first.body);
  });

  it('requires variant_skus and answers 404 for an unknown one', async () => {
    expect((await get('/api/v1/delivery_estimates?region=eu')).json().field).toBe('variant_skus');
    const res = await get('/api/v1/delivery_estimates?variant_skus[]=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product with sku nope not found in PIM');
  });
});

describe('GET v2/products/{sku}/emissions', () => {
  it('needs a session token', async () => {
    expect((await get(`/api/v2/products/${F22}/emissions?quantity=100`)).statusCode).toBe(401);
  });

  it('answers kg CO2e in data.attributes, proportional to the quantity', async () => {
    const res = await get(`/api/v2/products/${F22}/emissions?quantity=100`, auth);
    expect(res.statusCode).toBe(200);
    const { data } = EmissionsResponse.parse(res.json());
    expect(data).toMatchObject({ id: F22, type: 'emissions' });
    const a = data.attributes;
    // F22 blank 0.17344 m² × 0.34 kg/m² kraft + half printed × 0.02 + weight × 0.09 per kg
    expect(a.board_area_m2_per_piece).toBeCloseTo(0.1734, 4);
    expect(a.breakdown.material).toBeCloseTo(0.17344 * 0.34 * 100, 2);
    expect(a.breakdown.print).toBeCloseTo(0.17344 * 0.5 * 0.02 * 100, 2);
    expect(a.kg_co2e_total).toBeCloseTo(a.breakdown.material + a.breakdown.print + a.breakdown.transport, 2);
    const doubled = EmissionsResponse.parse((await get(`/api/v2/products/${F22}/emissions?product_quantity=200`, auth)).json());
    expect(doubled.data.attributes.kg_co2e_total).toBeCloseTo(a.kg_co2e_total * 2, 2);
    expect(doubled.data.attributes.quantity).toBe(200);
  });

  it('counts the pieces of a multi-piece unit and nothing for print on plain boxes', async () => {
    const pack = EmissionsResponse.parse((await get('/api/v2/products/samples-sp-mailer-boxes/emissions?quantity=2', auth)).json());
    expect(pack.data.attributes).toMatchObject({ quantity: 2, pieces: 10 });
    expect(pack.data.attributes.breakdown.print).toBe(0);
  });

  it('rejects a missing or bad quantity and answers 404 for an unknown sku or a family sku', async () => {
    expect((await get(`/api/v2/products/${F22}/emissions`, auth)).json()).toMatchObject({ statusCode: 400, field: 'quantity' });
    expect((await get(`/api/v2/products/${F22}/emissions?quantity=-5`, auth)).statusCode).toBe(400);
    expect((await get('/api/v2/products/nope/emissions?quantity=5', auth)).statusCode).toBe(404);
    expect((await get('/api/v2/products/mailer-box/emissions?quantity=5', auth)).statusCode).toBe(404);
  });
});

describe('GET /product_structure', () => {
  it('needs a session token', async () => {
    expect((await get(`/api/product_structure?sku=${F22}`)).statusCode).toBe(401);
  });

  it('answers the product and the one variant of a variant sku', async () => {
    const body = ProductStructureResponse.parse((await get(`/api/product_structure?sku=${F22}`, auth)).json());
    expect(body.data.product).toMatchObject({ sku: 'mailer-box', product_type_key: 'mailer-box-eco', production_days: 21 });
    expect(body.data.variants).toEqual([
      expect.objectContaining({
        sku: F22,
        high_quantity_threshold: 1000,
        size: { code: 'F22', length: 220, width: 160, height: 50, unit: 'mm' },
        properties: expect.objectContaining({ material: 'cardboard-natural', print_mode: 'print-eco-color', print_coverage: 'Outside' }),
      }),
    ]);
  });

  it('answers every published variant of a family sku', async () => {
    const body = ProductStructureResponse.parse((await get('/api/product_structure?sku=shipping-box-plain', auth)).json());
    expect(body.data.variants).toHaveLength(4);
    expect(body.data.variants.every((v) => v.high_quantity_threshold === 2880)).toBe(true);
  });

  it('rejects a missing sku and answers 404 for an unknown one', async () => {
    expect((await get('/api/product_structure', auth)).json().field).toBe('sku');
    expect((await get('/api/product_structure?sku=nope', auth)).statusCode).toBe(404);
  });
});

describe('GET v2/products/patterns', () => {
  it('answers the patterns of the region in its language', async () => {
    const pl = PatternsResponse.parse((await get('/api/v2/products/patterns?region=pl')).json());
    expect(pl.data.map((p) => p.key)).toContain('polish-folk');
    expect(pl.data.find((p) => p.key === 'dots')?.name).toBe('Kropki');
    const gb = PatternsResponse.parse((await get('/api/v2/products/patterns?region=gb&lang=en')).json());
    expect(gb.data.map((p) => p.key)).not.toContain('polish-folk');
    expect(gb.data.map((p) => p.key)).toContain('union-flags');
  });

  it('rejects an unknown region', async () => {
    const res = await get('/api/v2/products/patterns?region=zz');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('region');
  });
});

describe('GET prices/express_delivery', () => {
  it('answers express options for the sku and country, priced in the country store currency', async () => {
    const pl = ExpressDeliveryResponse.parse((await get(`/api/prices/express_delivery?sku=${F22}&country=PL`)).json());
    expect(pl.express_delivery.map((o) => o.days_saved)).toEqual([5, 10]);
    expect(pl.express_delivery[0]).toMatchObject({ sku: 'mailer-box', country_iso: 'PL', currency: 'PLN', price: { tax_rate: 2300 } });
    const o = pl.express_delivery[0]!;
    expect(o.price.gross).toBe(o.price.net + o.price.tax);
    const fr = ExpressDeliveryResponse.parse((await get('/api/prices/express_delivery?sku=mailer-box&country=fr')).json());
    expect(fr.express_delivery[0]).toMatchObject({ currency: 'EUR', price: { net: 4900, tax_rate: 2000 } });
  });

  it('answers an empty list where no express option exists', async () => {
    expect(ExpressDeliveryResponse.parse((await get('/api/prices/express_delivery?sku=mailer-box-plain-f22-kraft&country=PL')).json()).express_delivery).toEqual([]);
    expect(ExpressDeliveryResponse.parse((await get(`/api/prices/express_delivery?sku=${F22}&country=FI`)).json()).express_delivery).toEqual([]);
  });

  it('rejects a bad or unserved country and answers 404 for an unknown sku', async () => {
    expect((await get(`/api/prices/express_delivery?sku=${F22}&country=XYZ`)).json().field).toBe('country');
    expect((await get(`/api/prices/express_delivery?sku=${F22}&country=JP`)).json()).toMatchObject({ statusCode: 400, field: 'country' });
    expect((await get(`/api/prices/express_delivery?country=PL`)).json().field).toBe('sku');
    expect((await get('/api/prices/express_delivery?sku=nope&country=PL')).statusCode).toBe(404);
  });
});
