import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { cartSummaryAtom, phStore, publishCartChanged, type PhStore } from '@ph/contracts';
import { syncCartSummary } from '../src/cart';

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
