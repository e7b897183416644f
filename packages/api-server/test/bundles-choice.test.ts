// Choosing variants inside a bundle: the compatibility rule bulk_create enforces, and the bundle
// price read (POST v2/bundles/prices) that applies the same rule before anything is written.
import { eq } from 'drizzle-orm';
import { catalogueVariants } from '../src/db/schema/catalogue';
import { anonymousUser } from './helpers/app';
import { createCart, createSeededApp, orderSnapshot, pickVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let starter: number;
let wine: number;
const ids = new Map<string, number>();
async function id(sku: string): Promise<number> {
  const known = ids.get(sku);
  if (known) return known;
  const [row] = await t.app.ctx.db.select({ id: catalogueVariants.id }).from(catalogueVariants).where(eq(catalogueVariants.sku, sku));
  if (!row) throw new Error(`no variant ${sku}`);
  ids.set(sku, row.id);
  return row.id;
}
const bulk = (orderId: number) => `/api/v2/orders/${orderId}/line_items/bulk_create`;

beforeAll(async () => {
  t = await createSeededApp();
  starter = await t.bundleId('ecommerce-starter');
  wine = await t.bundleId('wine-gift-set');
});
afterAll(() => t.close());

describe('bulk_create with a chosen variant', () => {
  it('adds a primary variant other than the bundle’s default with its paired variant', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const res = await t.app.inject({
      method: 'POST',
      url: bulk(cart.id),
      headers: s.headers,
      payload: { bundle_id: starter, line_items_params: [{ variant_id: await id('mailer-box-f23-kraft-eco-color'), quantity: 100 }, { variant_id: await id('shipping-box-k40-kraft-mono-front'), quantity: 100 }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.line_items.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ['mailer-box-f23-kraft-eco-color', 100],
      ['shipping-box-k40-kraft-mono-front', 100],
    ]);
  });

  it('refuses a variant the bundle does not pair with the chosen primary variant, writing nothing', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const res = await t.app.inject({
      method: 'POST',
      url: bulk(cart.id),
      headers: s.headers,
      payload: { bundle_id: starter, line_items_params: [{ variant_id: await id('mailer-box-f22-kraft-eco-color'), quantity: 100 }, { variant_id: await id('shipping-box-k50-kraft-mono-front'), quantity: 100 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'incompatible_bundle_variant', field: 'line_items_params.1.variant_id' });
    const twice = await t.app.inject({
      method: 'POST',
      url: bulk(cart.id),
      headers: s.headers,
      payload: { bundle_id: wine, line_items_params: [{ variant_id: await id('product-box-wine-box-w1-coated-hd'), quantity: 100 }, { variant_id: await id('product-box-wine-box-w2-coated-hd'), quantity: 100 }] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'duplicate_bundle_product', field: 'line_items_params.1.variant_id' });
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });
});

describe('POST v2/bundles/prices', () => {
  it('prices each line of a choice and the total, as the cart then charges it', async () => {
    const s = await anonymousUser(t.app);
    const lines = [{ variant_id: await id('product-box-wine-box-w2-coated-hd'), quantity: 250 }, { variant_id: await id('product-box-two-pieces-t20-coated-indigo'), quantity: 250 }];
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/bundles/prices', headers: s.headers, payload: { bundle_id: wine, region: 'eu', line_items_params: lines } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ bundle_id: wine, currency: 'EUR', tax_country_iso: expect.any(String) });
    expect(data.lines.map((l: { sku: string }) => l.sku)).toEqual(['product-box-wine-box-w2-coated-hd', 'product-box-two-pieces-t20-coated-indigo']);
    for (const l of data.lines) {
      expect(l.net).toBeGreaterThan(0);
      expect(l.gross).toBe(l.net + l.tax);
    }
    expect(data.total.net).toBe(data.lines[0].net + data.lines[1].net);

    const cart = await createCart(t, s);
    const added = await t.app.inject({ method: 'POST', url: bulk(cart.id), headers: s.headers, payload: { bundle_id: wine, line_items_params: lines } });
    expect(added.statusCode).toBe(201);
    expect(added.json().order.line_items.map((l: { item_net: number }) => l.item_net)).toEqual(data.lines.map((l: { net: number }) => l.net));
  });

  it('answers the store’s currency for the region asked', async () => {
    const s = await anonymousUser(t.app);
    const mailer = await pickVariant(t.app.ctx.db, 'mailer-box', 'PLN');
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/bundles/prices', headers: s.headers, payload: { bundle_id: starter, region: 'pl', line_items_params: [{ variant_id: mailer.id, quantity: mailer.minQuantity }] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currency).toBe('PLN');
  });

  it('refuses what bulk_create refuses, and bad input', async () => {
    const s = await anonymousUser(t.app);
    const post = async (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v2/bundles/prices', headers: s.headers, payload });
    const incompatible = await post({ bundle_id: wine, line_items_params: [{ variant_id: await id('product-box-wine-box-w1-coated-hd'), quantity: 100 }, { variant_id: await id('product-box-two-pieces-t20-coated-indigo'), quantity: 100 }] });
    expect(incompatible.statusCode).toBe(422);
    expect(incompatible.json().code).toBe('incompatible_bundle_variant');
    const tooFew = await post({ bundle_id: wine, line_items_params: [{ variant_id: await id('product-box-wine-box-w1-coated-hd'), quantity: 1 }] });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().field).toBe('line_items_params.0.quantity');
    expect((await post({ bundle_id: 999999, line_items_params: [{ variant_id: 1, quantity: 30 }] })).json().code).toBe('bundle_not_found');
    expect((await post({ bundle_id: wine, line_items_params: [] })).statusCode).toBe(400);
    expect((await post({ bundle_id: wine, region: 'xx', line_items_params: [{ variant_id: 1, quantity: 30 }] })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v2/bundles/prices', payload: { bundle_id: wine, line_items_params: [{ variant_id: 1, quantity: 30 }] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
