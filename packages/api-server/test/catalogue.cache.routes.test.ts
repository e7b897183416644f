import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { catalogueCacheOf, invalidateCatalogue } from '../src/catalogue/responseCache';
import { authTokens } from '../src/db/schema';
import { catalogueProducts } from '../src/db/schema/catalogue';
import { anonymousUser, registeredUser } from './helpers/app';
import { bearer, createSeededApp, type SeededApp } from './catalogue.fixtures';

let t: SeededApp;
let id: number;
beforeAll(async () => {
  t = await createSeededApp();
  id = await t.productId('shipping-box');
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue response cache on the routes', () => {
  it('answers a repeated read from the cache with the same body', async () => {
    const cache = catalogueCacheOf(t.app.ctx);
    const url = `/api/pim/products/${id}?expand[]=variants`;
    const first = await get(url, bearer);
    const hits = cache.hits;
    const second = await get(url, bearer);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(cache.hits).toBe(hits + 1);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('still refuses a cached PIM URL without the catalogue token', async () => {
    const url = `/api/pim/products/${id}?region=pl`;
    expect((await get(url, bearer)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('keeps answers for different X-Region headers apart', async () => {
    const url = '/api/prices/list?product=samples';
    const pl = (await get(url, { 'x-region': 'pl' })).json();
    const gb = (await get(url, { 'x-region': 'gb' })).json();
    expect(pl.meta.currency).toBe('PLN');
    expect(gb.meta.currency).toBe('GBP');
    expect((await get(url, { 'x-region': 'pl' })).json().meta.currency).toBe('PLN');
  });

  it('sends gzip to clients that accept it', async () => {
    const url = '/api/prices/list?region=de&product=mailer-box';
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding, x-region, accept-language');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('tells a shared cache in front of it that an answer for everyone may be kept, and never one that depends on the caller', async () => {
    const url = `/api/pim/products/${id}?region=de`;
    for (const answer of [await get(url, bearer), await get(url, bearer)]) {
      expect(answer.statusCode).toBe(200);
      // Kept for what is left of the API's own 60 s, and given stale for as long again while it is read anew.
      expect(answer.headers['cdn-cache-control']).toMatch(/^max-age=(\d+), stale-while-revalidate=60$/);
      expect(Number(/\d+/.exec(String(answer.headers['cdn-cache-control']))?.[0])).toBeLessThanOrEqual(60);
      expect(answer.headers['cache-control']).toBeUndefined();
    }
    // Prices read with a visitor's token are theirs: answered from the cache, but never as shareable.
    const session = await registeredUser(t.app);
    const url2 = `/api/prices/list?region=eu&product=samples&token=${session.token}`;
    for (const answer of [await get(url2), await get(url2)]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cdn-cache-control']).toBeUndefined();
    }
  });

  it('marks the reads that are the same for every visitor as shareable, keyed by a token when one was sent', async () => {
    const sku = 'mailer-box-f22-kraft-eco-color';
    const seconds = (answer: { headers: Record<string, unknown> }) => Number(/^max-age=(\d+)(?:, stale-while-revalidate=\d+)?$/.exec(String(answer.headers['cdn-cache-control']))?.[1]);
    // Emissions need a visitor, but are not theirs: shareable, varying by the token.
    const visitor = await anonymousUser(t.app);
    const emissions = await get(`/api/v2/products/${sku}/emissions?quantity=100`, visitor.headers);
    expect(emissions.statusCode).toBe(200);
    expect(seconds(emissions)).toBeGreaterThan(0);
    expect(String(emissions.headers.vary)).toContain('x-api-token');
    // Delivery estimates for an order placed now: shareable until the minute turns at most.
    const before = Date.now();
    const estimates = await get(`/api/v1/delivery_estimates?region=de&variant_skus[]=${sku}`);
    expect(estimates.statusCode).toBe(200);
    expect(seconds(estimates)).toBeGreaterThanOrEqual(0);
    expect(seconds(estimates)).toBeLessThanOrEqual(60 - (Math.floor(before / 1000) % 60));
    // An answer that turns with the clock is never given stale.
    expect(String(estimates.headers['cdn-cache-control'])).not.toContain('stale-while-revalidate');
    // Another start date is computed each time, and never marked.
    expect((await get(`/api/v1/delivery_estimates?region=de&start_date=2025-03-05&variant_skus[]=${sku}`)).headers['cdn-cache-control']).toBeUndefined();
    // Line prices asked without a token are every first-time shopper's; with one, or in a custom size, they are not shared.
    const items = [{ sku, quantities: [100, 500] }];
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/v3/line_prices', headers, payload });
    const anonymous = await post({ region: 'eu', items });
    expect(anonymous.statusCode).toBe(200);
    expect(seconds(anonymous)).toBeGreaterThan(0);
    const theirs = await post({ region: 'eu', items }, visitor.headers);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toBe(anonymous.body);
    expect(theirs.headers['cdn-cache-control']).toBeUndefined();
    const custom = await post({ region: 'eu', items: [{ sku, quantities: [100], custom_size: { length: 300, width: 200, height: 100 } }] });
    expect(custom.headers['cdn-cache-control']).toBeUndefined();
  });

  it('serves fresh data after a catalogue write: its trigger notifies and the cache is dropped', async () => {
    const db = t.app.ctx.db;
    const url = `/api/pim/products/${id}`;
    expect((await get(url, bearer)).json().data.name).toBe('Shipping box');
    const cache = catalogueCacheOf(t.app.ctx);
    expect(cache.size).toBeGreaterThan(0);
    await db.update(catalogueProducts).set({ name: { en: 'Shipping carton' } }).where(eq(catalogueProducts.id, id));
    await t.app.ctx.catalogueChanges?.barrier();
    expect(cache.size).toBe(0);
    expect((await get(url, bearer)).json().data.name).toBe('Shipping carton');
    await db.update(catalogueProducts).set({ name: { en: 'Shipping box' } }).where(eq(catalogueProducts.id, id));
    invalidateCatalogue(t.app.ctx);
    expect((await get(url, bearer)).json().data.name).toBe('Shipping box');
  });

  it('checks a price list token on every request, never from the fast path', async () => {
    const session = await registeredUser(t.app);
    const url = `/api/prices/list?region=eu&product=samples&token=${session.token}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    await t.app.ctx.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, session.userId));
    expect((await get(url)).statusCode).toBe(401);
  });

  it('does not cache errors', async () => {
    const cache = catalogueCacheOf(t.app.ctx);
    const size = cache.size;
    expect((await get('/api/pim/products/987654', bearer)).statusCode).toBe(404);
    expect((await get('/api/v2/variants?per_page=500')).statusCode).toBe(400);
    expect(cache.size).toBe(size);
  });
});
