// What a second API process must see: rate-limit counters in Redis (REDIS_URL) and catalogue cache
// invalidation through LISTEN/NOTIFY. Two apps on one database stand for two processes. Needs the
// Redis at REDIS_URL (default redis://127.0.0.1:6379; CI installs and starts one).
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { buildApp, type App } from '../src/app';
import { catalogueCacheOf } from '../src/catalogue/responseCache';
import { loadConfig } from '../src/config';
import { catalogueProducts } from '../src/db/schema/catalogue';
import { bearer, createSeededApp, type SeededApp } from './catalogue.fixtures';
import { registeredUser, uniqueEmail, uniqueIp } from './helpers/app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: SeededApp;
let b: App;
beforeAll(async () => {
  a = await createSeededApp({ config: { redisUrl: REDIS_URL } });
  // The second "process": its own app (cache, rate limiter, listener) on the same database and Redis.
  b = await buildApp({ config: a.app.ctx.config, database: a.database, migrate: false, mailTransport: null, vies: null });
  await b.ready();
  await b.ctx.catalogueChanges?.barrier();
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('two API processes', () => {
  it('share the sign-in limit through Redis: attempts on either count against one budget', async () => {
    const { email } = await registeredUser(a.app, { email: uniqueEmail('spray') });
    const ip = uniqueIp();
    const attempt = (app: App) =>
      app.inject({ method: 'POST', url: '/api/users/sign_in', remoteAddress: ip, payload: { email, password: `wrong-${randomUUID()}` } });
    const limit = a.app.ctx.config.rateLimits.signIn.max;
    const codes: number[] = [];
    for (let i = 0; i < limit; i++) codes.push((await attempt(i % 2 === 0 ? a.app : b)).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    // Each process alone has seen about half the attempts; together they are over the budget.
    expect((await attempt(b)).statusCode).toBe(429);
    expect((await attempt(a.app)).statusCode).toBe(429);
  });

  it('drop their catalogue cache when the other one writes the catalogue', async () => {
    const id = await a.productId('shipping-box');
    const url = `/api/pim/products/${id}`;
    const read = async (app: App) => (await app.inject({ method: 'GET', url, headers: bearer })).json().data.name as string;
    expect(await read(b)).toBe('Shipping box');
    expect(catalogueCacheOf(b.ctx).size).toBeGreaterThan(0);
    await a.app.ctx.db.update(catalogueProducts).set({ name: { en: 'Shipping crate' } }).where(eq(catalogueProducts.id, id));
    await b.ctx.catalogueChanges?.barrier();
    expect(catalogueCacheOf(b.ctx).size).toBe(0);
    expect(await read(b)).toBe('Shipping crate');
  });
});

describe('TRUST_PROXY', () => {
  it('parses hop counts, address lists and booleans, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('with two proxies in front, the per-IP limit counts the client, not what the client wrote', async () => {
    const app = await buildApp({ config: { ...a.app.ctx.config, trustProxy: 2, redisUrl: undefined }, database: a.database, migrate: false, mailTransport: null, vies: null });
    app.get('/api/whoami', async (request) => ({ ip: request.ip }));
    try {
      // Client 203.0.113.7 wrote a fake 1.2.3.4; the store's proxy appended the client, haproxy (the socket) the proxy.
      const res = await app.inject({ method: 'GET', url: '/api/whoami', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 127.0.0.1' } });
      expect(res.json().ip).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
  });
});
