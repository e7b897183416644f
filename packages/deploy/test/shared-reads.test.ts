// The edge's cache of the API's answers for everyone (src/shared-reads.js): what it keeps, for how long, for
// whom, and that it forgets on a catalogue change.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedLifetimeMs, sharedReads } from '../src/shared-reads.js';

/** An API that numbers its answers; `/shared` marks them for shared caches, `/own` does not. */
async function numberingApi(): Promise<{ url: string; served: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server = http.createServer((req, res) => {
    n += 1;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (req.url?.startsWith('/shared')) headers['cdn-cache-control'] = 'max-age=60';
    if (req.url?.startsWith('/missing')) {
      res.writeHead(404, { ...headers, 'cdn-cache-control': 'max-age=60' });
      return res.end(JSON.stringify({ n }));
    }
    res.writeHead(200, headers);
    res.end(JSON.stringify({ n, region: req.headers['x-region'] ?? null }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => n,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

describe('sharedLifetimeMs', () => {
  it('reads max-age from CDN-Cache-Control and nothing else', () => {
    expect(sharedLifetimeMs(new Headers({ 'cdn-cache-control': 'max-age=60' }))).toBe(60_000);
    expect(sharedLifetimeMs(new Headers({ 'cdn-cache-control': 'max-age=0' }))).toBe(0);
    expect(sharedLifetimeMs(new Headers({ 'cdn-cache-control': 'private, max-age=60' }))).toBe(0);
    expect(sharedLifetimeMs(new Headers({ 'cache-control': 'public, max-age=60' }))).toBe(0);
    expect(sharedLifetimeMs(new Headers())).toBe(0);
  });
});

describe('sharedReads', () => {
  let api: Awaited<ReturnType<typeof numberingApi>>;
  beforeEach(async () => {
    api = await numberingApi();
  });
  afterEach(() => api.close());

  it('answers a marked read again from memory, apart by region, and reads again after a change', async () => {
    const reads = sharedReads();
    const get = async (path: string, headers: Record<string, string> = {}) => (await (await reads.fetch(`${api.url}${path}`, { headers })).json()) as { n: number; region: string | null };
    const first = await get('/shared/products', { 'x-region': 'eu' });
    expect(await get('/shared/products', { 'x-region': 'eu' })).toEqual(first);
    // Another region is another answer.
    expect((await get('/shared/products', { 'x-region': 'pl' })).region).toBe('pl');
    expect(api.served()).toBe(2);
    // The catalogue changed: read again.
    reads.clear();
    expect((await get('/shared/products', { 'x-region': 'eu' })).n).toBeGreaterThan(first.n);
    expect(api.served()).toBe(3);
  });

  it('keeps a marked read made as a visitor for that visitor alone', async () => {
    const reads = sharedReads();
    const get = async (token: string) => ((await (await reads.fetch(`${api.url}/shared/emissions`, { headers: { 'X-Api-Token': token } })).json()) as { n: number }).n;
    const a = await get('tok-a');
    expect(await get('tok-a')).toBe(a);
    const b = await get('tok-b');
    expect(b).not.toBe(a);
    expect(await get('tok-b')).toBe(b);
    // Nor is a visitor's answer given to a read made without a token.
    expect([a, b]).not.toContain(((await (await reads.fetch(`${api.url}/shared/emissions`)).json()) as { n: number }).n);
    expect(api.served()).toBe(3);
  });

  it('keeps a marked POST read by its body', async () => {
    const reads = sharedReads();
    const post = async (body: string) =>
      ((await (await reads.fetch(`${api.url}/shared/line_prices`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })).json()) as { n: number }).n;
    const one = await post('{"sku":"a"}');
    expect(await post('{"sku":"a"}')).toBe(one);
    expect(await post('{"sku":"b"}')).not.toBe(one);
    expect(api.served()).toBe(2);
  });

  it('never keeps a read the API did not mark, a failure, a POST of anything but text or another method', async () => {
    const reads = sharedReads();
    const twice = async (path: string, init: RequestInit = {}) => {
      await (await reads.fetch(`${api.url}${path}`, init)).text();
      await (await reads.fetch(`${api.url}${path}`, init)).text();
    };
    await twice('/own/orders');
    await twice('/own/cart', { headers: { 'X-Api-Token': 'tok-a' } });
    await twice('/missing');
    await twice('/shared/line_prices', { method: 'POST', body: new URLSearchParams({ sku: 'a' }) });
    await twice('/shared/line_prices', { method: 'PUT', body: '{}' });
    await twice('/shared/line_prices', { method: 'DELETE' });
    expect(api.served()).toBe(12);
    expect(reads.size).toBe(0);
  });

  it('lets concurrent renders share one read, and keeps nothing past its own lifetime', async () => {
    const reads = sharedReads({ ttlMs: 50 });
    const answers = await Promise.all([1, 2, 3].map(async () => (await reads.fetch(`${api.url}/shared/home`)).json()));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(api.served()).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    await (await reads.fetch(`${api.url}/shared/home`)).text();
    expect(api.served()).toBe(2);
  });
});
