import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addLineItem, createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { cartSummaryAtom, phStore, publishCartChanged, type PhStore } from '@ph/contracts';
import { addToCart, loadOpenOrder, openCart, syncCartSummary } from '../src/cart';

/** `orders/mine` as the API answers it: the visitor's orders, newest first, only with a valid token. */
function ordersApi(orders: unknown[]) {
  const calls: string[] = [];
  let hold: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    void hold.then(() => {
      if (req.headers['x-api-token'] !== 'tok-ok') {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Invalid session token' }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ orders }));
    });
  });
  return {
    calls,
    holdUntil: (gate: Promise<void>) => void (hold = gate),
    start: () => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port))),
    stop: () => new Promise((r) => server.close(r)),
  };
}

const line = (kind: string, id: number) => ({ id, kind, quantity: kind === 'tree' ? 3 : 500 });
const orders = [
  { number: 'R-PLN', state: 'cart', currency: 'PLN', line_items: [line('product', 1)] },
  { number: 'R-OPEN', state: 'address', currency: 'EUR', line_items: [line('product', 2), line('expert_check', 3), line('tree', 4), line('sample_pack', 5)] },
  { number: 'R-DONE', state: 'complete', currency: 'EUR', line_items: [line('product', 6)] },
];

/** The page store with an empty cart summary (each test starts from a fresh page). */
function createStoreForTests(): PhStore {
  publishCartChanged({ orderNumber: null, itemCount: 0 }, { target: new EventTarget() });
  return phStore;
}

describe('syncCartSummary', () => {
  const api = ordersApi(orders);
  let base: string;
  const client = (token: string | null): ApiClient => {
    const c = createApiClient({ baseUrl: base, region: 'eu', tokenStore: createMemoryTokenStore() });
    if (token) c.tokens.set(token);
    return c;
  };
  beforeAll(async () => {
    base = `http://127.0.0.1:${await api.start()}/api`;
  });
  afterAll(() => api.stop());
  beforeEach(() => {
    api.calls.length = 0;
  });

  it('counts the products of the open order in the store currency, not pieces or services', async () => {
    const store = createStoreForTests();
    await syncCartSummary(client('tok-ok'), 'EUR', { store, target: new EventTarget() });
    expect(store.get(cartSummaryAtom)).toEqual({ orderNumber: 'R-OPEN', itemCount: 2 });
    expect(api.calls).toEqual(['GET /api/orders/mine?per_page=100']);
  });

  it('asks nothing on a first visit (no token), so no anonymous user is created for an empty badge', async () => {
    const store = createStoreForTests();
    await syncCartSummary(client(null), 'EUR', { store, target: new EventTarget() });
    expect(api.calls).toEqual([]);
    expect(store.get(cartSummaryAtom)).toEqual({ orderNumber: null, itemCount: 0 });
  });

  it('leaves the badge alone when the token is refused', async () => {
    const store = createStoreForTests();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await syncCartSummary(client('tok-expired'), 'EUR', { store, target: new EventTarget() });
    expect(store.get(cartSummaryAtom)).toEqual({ orderNumber: null, itemCount: 0 });
    warn.mockRestore();
  });

  it('lets a summary a remote published meanwhile win', async () => {
    const store = createStoreForTests();
    let release!: () => void;
    api.holdUntil(new Promise<void>((r) => (release = r)));
    const sync = syncCartSummary(client('tok-ok'), 'EUR', { store, target: new EventTarget() });
    await new Promise((r) => setTimeout(r, 20));
    publishCartChanged({ orderNumber: 'R-NEW', itemCount: 1 }, { store, target: new EventTarget() });
    release();
    await sync;
    expect(store.get(cartSummaryAtom)).toEqual({ orderNumber: 'R-NEW', itemCount: 1 });
  });
});

/**
 * The cart gateway's rules, which five copies used to word differently: the order the cart summary
 * names wins if it is open and in the store's currency; a gone or foreign one (404/403) is no hint;
 * any other failure stops the search (rather than opening a second cart); then the newest open order
 * in the currency; then a new one.
 */
describe('the cart gateway (loadOpenOrder, openCart, addToCart)', () => {
  type Fake = { number: string; state: string; currency: string; id: number; line_items: unknown[] };
  let byNumber: Record<string, { status: number; body: unknown }> = {};
  let mine: Fake[] = [];
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/api/users/me') return send(200, { user: { id: 7, anonymous: true, email: null }, api_key: 'tok-ok' });
      if (url.pathname === '/api/orders/mine') return send(200, { orders: mine, count: mine.length });
      if (url.pathname.startsWith('/api/orders/')) {
        const hit = byNumber[decodeURIComponent(url.pathname.slice('/api/orders/'.length))];
        return hit ? send(hit.status, hit.body) : send(404, { statusCode: 404, error: 'Not Found', message: 'No such order' });
      }
      if (req.method === 'POST' && url.pathname === '/api/v2/orders') {
        const { currency } = JSON.parse(raw) as { currency: string };
        return send(201, { order: { id: 99, number: 'R-NEW', state: 'cart', currency, line_items: [] } });
      }
      const line = /^\/api\/v2\/orders\/(\d+)\/line_item$/.exec(url.pathname);
      if (req.method === 'POST' && line) {
        return send(201, { order: { id: Number(line[1]), number: `R-${line[1]}`, state: 'cart', currency: 'EUR', line_items: [{ id: 1, kind: 'product', quantity: 500 }] } });
      }
      send(500, { statusCode: 500, error: 'Internal Server Error', message: 'unexpected' });
    });
  });
  let base: string;
  const client = () => {
    const c = createApiClient({ baseUrl: base, region: 'eu', tokenStore: createMemoryTokenStore() });
    c.tokens.set('tok-ok');
    return c;
  };
  const order = (number: string, state: string, currency: string, id: number): Fake => ({ number, state, currency, id, line_items: [] });
  const hinting = (orderNumber: string | null) => {
    const store = createStoreForTests();
    publishCartChanged({ orderNumber, itemCount: 0 }, { store, target: new EventTarget() });
    return { store, target: new EventTarget() };
  };
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(() => {
    calls.length = 0;
    byNumber = {};
    mine = [order('R-LIST', 'cart', 'EUR', 2), order('R-PLN', 'cart', 'PLN', 3)];
  });

  it('takes the order the cart summary names when it is open and in the currency, though it is not the newest', async () => {
    byNumber['R-HINT'] = { status: 200, body: { order: order('R-HINT', 'address', 'EUR', 1) } };
    expect((await loadOpenOrder(client(), 'EUR', hinting('R-HINT')))?.number).toBe('R-HINT');
    expect(calls).toEqual(['GET /api/orders/R-HINT']);
  });

  it('passes over a named order that is finished or in another currency, and takes the newest open one in the currency', async () => {
    byNumber['R-DONE'] = { status: 200, body: { order: order('R-DONE', 'complete', 'EUR', 4) } };
    expect((await loadOpenOrder(client(), 'EUR', hinting('R-DONE')))?.number).toBe('R-LIST');
    byNumber['R-PLN'] = { status: 200, body: { order: order('R-PLN', 'cart', 'PLN', 3) } };
    expect((await loadOpenOrder(client(), 'EUR', hinting('R-PLN')))?.number).toBe('R-LIST');
  });

  it('treats a named order that is gone or not the visitor’s as no hint', async () => {
    byNumber['R-FOREIGN'] = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Not yours' } };
    expect((await loadOpenOrder(client(), 'EUR', hinting('R-FOREIGN')))?.number).toBe('R-LIST');
    expect((await loadOpenOrder(client(), 'EUR', hinting('R-GONE')))?.number).toBe('R-LIST');
  });

  it('stops when the named order cannot be read for another reason, so no second cart is opened beside it', async () => {
    byNumber['R-DOWN'] = { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } };
    const c = client();
    await expect(addToCart(c, 'EUR', (cart) => addLineItem(c, cart.id, { variant_id: 5, quantity: 500 }), hinting('R-DOWN'))).rejects.toMatchObject({ status: 503 });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('opens a new cart in the currency only when the visitor has none, adds to it and publishes the answer', async () => {
    mine = [order('R-DONE', 'complete', 'SEK', 4)];
    const opts = hinting(null);
    const c = client();
    const updated = await addToCart(c, 'SEK', (cart) => addLineItem(c, cart.id, { variant_id: 5, quantity: 500 }), opts);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/v2/orders', 'POST /api/v2/orders/99/line_item']);
    expect(updated.number).toBe('R-99');
    expect(opts.store.get(cartSummaryAtom)).toEqual({ orderNumber: 'R-99', itemCount: 1 });
  });

  it('adds to the open cart rather than opening another', async () => {
    const c = client();
    expect((await openCart(c, 'EUR', hinting(null))).number).toBe('R-LIST');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
