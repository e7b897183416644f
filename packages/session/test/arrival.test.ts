// A referrer's code and a partner key in the address on arrival (docs/domain.md#referrals): kept,
// removed from the address, the code applied once to the visitor's cart (forgotten when the server
// refuses it), the partner key registered once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createMemoryTokenStore, type ApiClient, type Order } from '@ph/api-client';
import { applyPendingReferral, captureArrival, registerPendingPartnerKey } from '../src/arrival';

/** The browser's localStorage, in memory (the tests run in node, where the API client's fetch is). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v));
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
  clear(): void {
    this.items.clear();
  }
}
Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });

function api() {
  const calls: Array<{ method: string; url: string; body: string }> = [];
  let refuse: string | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.setHeader('access-control-allow-origin', '*');
      if (req.url?.endsWith('/referral_code')) {
        if (refuse) {
          res.writeHead(422, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ statusCode: 422, error: 'Unprocessable Entity', code: refuse, message: 'refused', field: refuse.startsWith('referral') ? 'referral_code' : 'coupon_code' }));
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ order: { id: 7, number: 'R7', promo_total: -500 } }));
      }
      res.writeHead(204);
      res.end();
    });
  });
  return {
    calls,
    refuse: (v: string | null) => void (refuse = v),
    start: () => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port))),
    stop: () => new Promise((r) => server.close(r)),
  };
}

const fakeWindow = (href: string) => {
  const replaced: string[] = [];
  return { location: { href } as Location, history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url) } as unknown as History, replaced };
};

describe('arrival parameters', () => {
  const server = api();
  let client: ApiClient;
  const cart = { id: 7, number: 'R7', item_count: 1 } as Order;
  beforeAll(async () => {
    const base = `http://127.0.0.1:${await server.start()}/api`;
    client = createApiClient({ baseUrl: base, region: 'eu', tokenStore: createMemoryTokenStore() });
    client.tokens.set('tok');
  });
  afterAll(() => server.stop());
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    server.calls.length = 0;
    server.refuse(null);
  });

  it('keeps ?ref= and removes it from the address, leaving the other parameters', () => {
    const win = fakeWindow('https://shop.test/en/box?ref=abcd2345&utm_source=mail#top');
    captureArrival(win);
    expect(win.replaced).toEqual(['/en/box?utm_source=mail#top']);
    expect(JSON.parse(localStorage.getItem('ph-referral') ?? 'null')).toEqual({ code: 'ABCD2345', appliedTo: null });
  });

  it('ignores a value that cannot be a code and leaves an address without parameters alone', () => {
    const plain = fakeWindow('https://shop.test/');
    captureArrival(plain);
    expect(plain.replaced).toEqual([]);
    captureArrival(fakeWindow('https://shop.test/?ref=%3Cscript%3E'));
    expect(localStorage.getItem('ph-referral')).toBeNull();
  });

  it('applies the code to the cart once and answers the order the server priced', async () => {
    captureArrival(fakeWindow('https://shop.test/?ref=ABCD2345'));
    const priced = await applyPendingReferral(client, cart);
    expect(priced).toMatchObject({ promo_total: -500 });
    expect(server.calls).toEqual([{ method: 'PUT', url: '/api/orders/7/referral_code', body: JSON.stringify({ referral_code: 'ABCD2345' }) }]);
    await applyPendingReferral(client, cart);
    expect(server.calls).toHaveLength(1);
  });

  it('waits for a cart with something the discount covers', async () => {
    captureArrival(fakeWindow('https://shop.test/?ref=ABCD2345'));
    const empty = { ...cart, item_count: 0 } as Order;
    expect(await applyPendingReferral(client, empty)).toBe(empty);
    expect(server.calls).toHaveLength(0);
    // A cart the code cannot apply to as it is (another coupon that does not stack) keeps the code for later.
    server.refuse('coupon_not_stackable');
    expect(await applyPendingReferral(client, cart)).toBe(cart);
    expect(localStorage.getItem('ph-referral')).not.toBeNull();
  });

  it('forgets a code the server refuses', async () => {
    server.refuse('referral_own_code');
    captureArrival(fakeWindow('https://shop.test/?ref=ABCD2345'));
    expect(await applyPendingReferral(client, cart)).toBe(cart);
    expect(localStorage.getItem('ph-referral')).toBeNull();
  });

  it('registers a partner key once there is a session, then forgets it', async () => {
    captureArrival(fakeWindow('https://shop.test/?ps_partner_key=partner_42'));
    await registerPendingPartnerKey(client);
    expect(server.calls).toEqual([{ method: 'POST', url: '/api/v2/users/register_partnerstack_key', body: JSON.stringify({ partner_key: 'partner_42' }) }]);
    await registerPendingPartnerKey(client);
    expect(server.calls).toHaveLength(1);
  });
});
