// A page opened from a QR code redeems its `?handoff=` code once for the visitor's session, before any
// remote reads the cart, and takes the code out of the address; a refused code leaves the device as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { takeHandoff } from '../src/handoff';

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
