// A page opened from a QR code redeems its `?handoff=` code once for the visitor's session, before any
// remote reads the cart, and takes the code out of the address; a refused code leaves the device as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { phoneLink, takeHandoff } from '../src/handoff';

const CODE = 'Hq3xV0aZk2Lm9Nq1Rt5Uv7Wx8Yz0Ab2Cd4Ef6Gh8Ij0';

function handoffApi() {
  let used = false;
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/users/handoff' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const { token } = JSON.parse(raw) as { token: string };
        if (token !== CODE || used) return json(422, { statusCode: 422, error: 'Unprocessable', code: 'handoff_invalid', message: 'used', field: 'token' });
        used = true;
        json(200, { token: 'phone-session', user: { id: 7, anonymous: true, email: null } });
      });
      return;
    }
    if (req.url === '/api/users/me') return json(200, { error: null, user: { id: 7, anonymous: true, email: null }, api_key: String(req.headers['x-api-token']) });
    json(404, {});
  });
  return {
    start: () => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port))),
    stop: () => new Promise((r) => server.close(r)),
  };
}

describe('taking over a session from a QR code', () => {
  const api = handoffApi();
  let client: ApiClient;
  beforeAll(async () => {
    const port = await api.start();
    client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, region: 'eu', tokenStore: createMemoryTokenStore() });
  });
  afterAll(() => api.stop());
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  const page = (href: string) => {
    const replaced: string[] = [];
    return { location: { href } as Location, history: { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) } as unknown as History, replaced };
  };

  it('redeems the code, stores the new session and removes the code from the address', async () => {
    const p = page(`https://store.test/cart/?handoff=${CODE}&utm_source=qr#lines`);
    expect(await takeHandoff(client, { ...p, target: new EventTarget() })).toBe(true);
    expect(client.tokens.get()).toBe('phone-session');
    expect(p.replaced).toEqual(['/cart/?utm_source=qr#lines']);
  });

  it('leaves the device as it was when the code is used already, still removing it', async () => {
    client.tokens.set('own-token', { remember: true });
    const p = page(`https://store.test/box/d1?handoff=${CODE}`);
    expect(await takeHandoff(client, { ...p, target: new EventTarget() })).toBe(false);
    expect(client.tokens.get()).toBe('own-token');
    expect(p.replaced).toEqual(['/box/d1']);
  });

  it('does nothing on a page without a code', async () => {
    const p = page('https://store.test/cart/');
    expect(await takeHandoff(client, p)).toBe(false);
    expect(p.replaced).toEqual([]);
  });
});

describe('the address a QR code opens on a phone', () => {
  const issued: string[] = [];
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const token = String(req.headers['x-api-token'] ?? '');
    if (req.url === '/api/users/me') return json(200, { error: null, user: { id: token === 'account' ? 8 : 7, anonymous: token !== 'account', email: token === 'account' ? 'a@example.com' : null }, api_key: token });
    if (req.url === '/api/v2/handoffs' && req.method === 'POST') {
      if (token === 'account') return json(422, { statusCode: 422, error: 'Unprocessable', code: 'handoff_signed_in', message: 'sign in there' });
      issued.push(token);
      return json(201, { token: CODE, expires_at: '2026-01-01T10:15:00.000Z' });
    }
    json(404, {});
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const clientWith = (token: string) => {
    const c = createApiClient({ baseUrl: base, region: 'eu', tokenStore: createMemoryTokenStore() });
    c.tokens.set(token, { remember: true });
    return c;
  };

  it('gives an anonymous visitor the page’s address with a one-time code, never the session token', async () => {
    const link = await phoneLink(clientWith('visitor-session'), '/box/d42', { origin: 'https://store.test', target: new EventTarget() });
    expect(link).toEqual({ url: `https://store.test/box/d42?handoff=${CODE}`, signedIn: false });
    expect(link.url).not.toContain('visitor-session');
    expect(issued).toEqual(['visitor-session']);
  });

  it('gives a signed-in shopper the plain address (they sign in on the phone) and asks for no code', async () => {
    const link = await phoneLink(clientWith('account'), '/cart/', { origin: 'https://store.test', target: new EventTarget() });
    expect(link).toEqual({ url: 'https://store.test/cart/', signedIn: true });
    expect(issued).toEqual(['visitor-session']);
  });
});
