// The edge's cache of the API's answers for everyone (src/shared-reads.js): what it keeps, for how long, for
// whom, and that it forgets on a catalogue change.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedPolicy, sharedReads } from '../src/shared-reads.js';

/**
 * An API that numbers its answers; `/shared` marks them for shared caches, `/own` does not, `/stale` lets
 * them be given stale while they are read again, unless `gone` is set: then it answers 404.
 */
async function numberingApi(): Promise<{ url: string; served: () => number; setGone: (gone: boolean) => void; close: () => Promise<void> }> {
  let n = 0;
  let gone = false;
  const server = http.createServer((req, res) => {
    n += 1;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (req.url?.startsWith('/shared')) headers['cdn-cache-control'] = 'max-age=60';
    if (req.url?.startsWith('/stale')) {
      headers['cdn-cache-control'] = 'max-age=60, stale-while-revalidate=60';
      if (gone) {
        res.writeHead(404, headers);
        return res.end(JSON.stringify({ n }));
      }
    }
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
    setGone: (value) => {
      gone = value;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

describe('sharedPolicy', () => {
  it('reads max-age from CDN-Cache-Control and nothing else', () => {
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'max-age=60' })).freshMs).toBe(60_000);
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'max-age=0' })).freshMs).toBe(0);
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'private, max-age=60' })).freshMs).toBe(0);
    expect(sharedPolicy(new Headers({ 'cache-control': 'public, max-age=60' })).freshMs).toBe(0);
    expect(sharedPolicy(new Headers()).freshMs).toBe(0);
  });

  it('reads how long an answer may be given stale while it is read again', () => {
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'max-age=10, stale-while-revalidate=60' }))).toEqual({ freshMs: 10_000, staleMs: 60_000 });
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'max-age=10' }))).toEqual({ freshMs: 10_000, staleMs: 0 });
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'no-store, max-age=10, stale-while-revalidate=60' }))).toEqual({ freshMs: 0, staleMs: 0 });
    expect(sharedPolicy(new Headers({ 'cdn-cache-control': 'max-age=0, stale-while-revalidate=60' }))).toEqual({ freshMs: 0, staleMs: 0 });
  });
});

/** Waits until `done()` holds (a background read has landed), for at most 2 s. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(await done()).toBe(true);
}

/** A clock the lifetimes are read on that moves only when a test moves it: no sleeping past a lifetime. */
function testClock(): { now: () => number; move: (ms: number) => void } {
  let t = 1_000_000;
  return {
    now: () => t,
    move: (ms) => {
      t += ms;
    },
  };
}

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
    const clock = testClock();
    const reads = sharedReads({ ttlMs: 50, now: clock.now });
    const answers = await Promise.all([1, 2, 3].map(async () => (await reads.fetch(`${api.url}/shared/home`)).json()));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(api.served()).toBe(1);
    clock.move(49);
    await (await reads.fetch(`${api.url}/shared/home`)).text();
    expect(api.served()).toBe(1);
    clock.move(1);
    await (await reads.fetch(`${api.url}/shared/home`)).text();
    expect(api.served()).toBe(2);
  });

  it('gives an answer past its lifetime at once where the API allows it, and one read replaces it', async () => {
    const clock = testClock();
    const reads = sharedReads({ ttlMs: 30, now: clock.now });
    const get = async () => ((await (await reads.fetch(`${api.url}/stale/home`)).json()) as { n: number }).n;
    const first = await get();
    clock.move(60);
    // Stale: three renders get the kept answer without waiting, and the API is asked once more, not three times.
    expect(await Promise.all([get(), get(), get()])).toEqual([first, first, first]);
    // The API counts a read when it arrives, before its answer is back and kept: wait for the answer itself.
    // Renders during that read still get the stale answer and start no read of their own.
    await until(async () => (await get()) === 2);
    expect(await get()).toBe(2);
    expect(api.served()).toBe(2);
  });

  it('gives nothing stale past the window, nor what the API no longer has', async () => {
    const get = async (reads: ReturnType<typeof sharedReads>, path: string) => {
      const res = await reads.fetch(`${api.url}${path}`);
      return { status: res.status, n: ((await res.json()) as { n: number }).n };
    };
    // Past the edge's own window: read again before answering.
    const clock = testClock();
    const brief = sharedReads({ ttlMs: 20, staleMs: 20, now: clock.now });
    expect((await get(brief, '/stale/a')).n).toBe(1);
    clock.move(40);
    expect((await get(brief, '/stale/a')).n).toBe(2);
    // Gone meanwhile: the stale answer is given once more, the re-read drops it, the next render reads the 404.
    const reads = sharedReads({ ttlMs: 20, now: clock.now });
    expect((await get(reads, '/stale/b')).n).toBe(3);
    api.setGone(true);
    clock.move(50);
    expect(await get(reads, '/stale/b')).toEqual({ status: 200, n: 3 });
    await until(() => reads.size === 0);
    expect(api.served()).toBe(4);
    expect((await get(reads, '/stale/b')).status).toBe(404);
  });

  it('keeps a stale answer while the API does not answer, and forgets it on a catalogue change', async () => {
    let down = false;
    const clock = testClock();
    const reads = sharedReads({ ttlMs: 20, now: clock.now, fetchImpl: (input, init) => (down ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)) });
    const get = async () => ((await (await reads.fetch(`${api.url}/stale/home`)).json()) as { n: number }).n;
    expect(await get()).toBe(1);
    down = true;
    clock.move(40);
    expect(await get()).toBe(1);
    // Let the failed re-read settle before the next render.
    await new Promise((r) => setTimeout(r, 20));
    clock.move(20);
    expect(await get()).toBe(1);
    down = false;
    reads.clear();
    expect(await get()).toBe(2);
  });

  it('tells a render how long what it read may be shown: as kept, while given stale, and not past a read it did not keep', async () => {
    const reads = sharedReads({ ttlMs: 10_000, staleMs: 30_000 });
    const read = async (paths: string[]) => {
      const tracked = reads.tracked();
      for (const p of paths) await (await tracked.fetch(`${api.url}${p}`)).text();
      return tracked.bounds();
    };
    const before = Date.now();
    // Kept for the edge's 10 s (the API allows 60), then given while read again for 30 s more (the API allows 60).
    const stale = await read(['/stale/a']);
    expect(stale.until).toBeGreaterThanOrEqual(before + 10_000);
    expect(stale.until).toBeLessThanOrEqual(Date.now() + 10_000);
    expect(stale.staleUntil).toBe(stale.until + 30_000);
    // The same answer from memory carries the same bounds; one the API gives no stale time ends them both.
    expect(await read(['/stale/a'])).toEqual(stale);
    const bounded = await read(['/shared/b']);
    expect(bounded.staleUntil).toBe(bounded.until);
    expect((await read(['/stale/a', '/shared/b'])).staleUntil).toBe(bounded.until);
    // An answer the API did not mark for sharing: no bound on the render's own lifetime, none past it.
    expect(await read(['/stale/a', '/own/c'])).toEqual({ until: stale.until, staleUntil: 0 });
  });
});
