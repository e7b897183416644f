// Custom sample packs: the offer (GET v2/sample_packs) and the rules POST /custom_sample_pack applies.
import { anonymousUser } from './helpers/app';
import { createCart, createSeededApp, orderSnapshot, regionHeaders, type SeededApp } from './orders.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

interface Offer {
  data: {
    packs: Array<{ sku: string; name: string; max_samples: number; currency: string; net: number; tax: number; gross: number }>;
    samples: Array<{ sku: string; product_sku: string; product_name: string; material: string | null; material_name: string | null }>;
  };
}

describe('GET v2/sample_packs', () => {
  it('lists the packs with their price and one sample per product and material', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/sample_packs?region=eu&lang=de' });
    expect(res.statusCode).toBe(200);
    const { packs, samples } = (res.json() as Offer).data;
    expect(packs.length).toBeGreaterThan(0);
    expect(packs[0]).toMatchObject({ name: 'Musterpaket', max_samples: 5, currency: 'EUR', net: 1900 });
    expect(packs[0]!.gross).toBe(packs[0]!.net + packs[0]!.tax);
    expect(samples.some((s) => s.product_sku === 'samples')).toBe(false);
    const keys = samples.map((s) => `${s.product_sku}|${s.material}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(samples.find((s) => s.product_sku === 'mailer-box')).toMatchObject({ product_name: 'Versandkarton', material: expect.any(String), material_name: expect.any(String) });
  });

  it('answers in the store’s currency and refuses an unknown region', async () => {
    const pl = (await t.app.inject({ method: 'GET', url: '/api/v2/sample_packs?region=pl' })).json() as Offer;
    expect(pl.data.packs[0]!.currency).toBe('PLN');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/sample_packs?region=xx' })).statusCode).toBe(400);
  });
});

describe('POST /custom_sample_pack', () => {
  it('puts the pack with the chosen samples in the named cart', async () => {
    const offer = ((await t.app.inject({ method: 'GET', url: '/api/v2/sample_packs?region=eu' })).json() as Offer).data;
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    await createCart(t, s); // a newer open order: the pack must still go to the cart named
    const chosen = offer.samples.slice(0, 3).map((x) => x.sku);
    const res = await t.app.inject({ method: 'POST', url: '/api/custom_sample_pack', headers: regionHeaders(s, 'eu'), payload: { sku: offer.packs[0]!.sku, samples: chosen, version: 1, order_id: cart.id } });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order.id).toBe(cart.id);
    expect(order.line_items).toEqual([expect.objectContaining({ kind: 'sample_pack', sku: offer.packs[0]!.sku, item_net: offer.packs[0]!.net, options: { samples: chosen, version: '1' } })]);
  });

  it('refuses too many samples, samples that are not offered and another visitor’s cart, writing nothing', async () => {
    const offer = ((await t.app.inject({ method: 'GET', url: '/api/v2/sample_packs?region=eu' })).json() as Offer).data;
    const pack = offer.packs[0]!;
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const post = (payload: Record<string, unknown>, session = s) => t.app.inject({ method: 'POST', url: '/api/custom_sample_pack', headers: regionHeaders(session, 'eu'), payload: { version: 1, order_id: cart.id, ...payload } });
    const tooMany = await post({ sku: pack.sku, samples: offer.samples.slice(0, pack.max_samples + 1).map((x) => x.sku) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'too_many_samples', field: 'samples' });
    const packInPack = await post({ sku: pack.sku, samples: [pack.sku] });
    expect(packInPack.statusCode).toBe(422);
    expect(packInPack.json().code).toBe('sample_not_offered');
    const other = await anonymousUser(t.app);
    expect((await post({ sku: pack.sku, samples: [offer.samples[0]!.sku] }, other)).statusCode).toBe(404);
    expect((await post({ sku: pack.sku, samples: [] })).statusCode).toBe(400);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });
});
