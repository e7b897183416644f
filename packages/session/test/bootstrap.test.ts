import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createMemoryTokenStore, createWebTokenStore, type ApiClient } from '@ph/api-client';
import { phStore, sessionAtom } from '@ph/contracts';
import { ensureSession, refreshSession } from '../src/bootstrap';

/** A local stand-in for the two user endpoints, with the API's token semantics. */
function userApi() {
  const valid = new Map<string, number>();
  const calls: string[] = [];
  let next = 1;
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const user = (id: number) => ({ id, anonymous: true, email: null });
    if (req.url === '/api/users/anonymous') {
      const token = `tok-${next}`;
      valid.set(token, next);
      next += 1;
      return json(200, { token, user: user(valid.get(token)!) });
    }
    if (req.url === '/api/users/me') {
      const token = String(req.headers['x-api-token'] ?? '');
      const id = valid.get(token);
      if (!id) return json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid session token' });
      return json(200, { error: null, user: user(id), api_key: token });
    }
    json(404, {});
  });
  return {
    calls,
    revoke: (token: string) => valid.delete(token),
    start: () => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port))),
    stop: () => new Promise((r) => server.close(r)),
  };
}

const target = new EventTarget();

describe('anonymous bootstrap', () => {
  const api = userApi();
  let client: ApiClient;
  let port = 0;
  beforeAll(async () => {
    port = await api.start();
    client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, region: 'eu', tokenStore: createMemoryTokenStore() });
  });
  afterAll(() => api.stop());

  it('creates an anonymous user when no token is stored, stores the token and publishes the session', async () => {
    const session = await ensureSession(client, { target });
    expect(session.token).toBe('tok-1');
    expect(client.tokens.get()).toBe('tok-1');
    expect(phStore.get(sessionAtom)).toMatchObject({ status: 'anonymous', userId: '1' });
    expect(api.calls).toEqual(['GET /api/users/anonymous', 'GET /api/users/me']);
  });

  it('shares one bootstrap between concurrent callers', async () => {
    const [a, b] = await Promise.all([ensureSession(client, { target }), ensureSession(client, { target })]);
    expect(a).toBe(b);
    expect(api.calls.filter((c) => c.endsWith('anonymous'))).toHaveLength(1);
  });

  it('keeps a stored token the API still accepts', async () => {
    api.calls.length = 0;
    const session = await refreshSession(client, { target });
    expect(session.token).toBe('tok-1');
    expect(api.calls).toEqual(['GET /api/users/me']);
  });

  it('starts a new anonymous user when the stored token is refused', async () => {
    api.revoke('tok-1');
    api.calls.length = 0;
    const session = await refreshSession(client, { target });
    expect(session.token).toBe('tok-2');
    expect(client.tokens.get()).toBe('tok-2');
    expect(api.calls).toEqual(['GET /api/users/me', 'GET /api/users/anonymous', 'GET /api/users/me']);
  });

  it("joins a session stored while its own was being made (another tab), so that tab's cart stays this browser's", async () => {
    const tokens = createMemoryTokenStore();
    const tab = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, region: 'eu', tokenStore: tokens });
    // The other tab's session, made and stored while this page waits for its own anonymous visitor.
    const other = (await fetch(`http://127.0.0.1:${port}/api/users/anonymous`).then((r) => r.json() as Promise<{ token: string }>)).token;
    const pending = ensureSession(tab, { target });
    tokens.set(other);
    const session = await pending;
    expect(session.token).toBe(other);
    expect(tokens.get()).toBe(other);
  });

  it('takes over the session the edge made when the stored token is refused, so what the edge put in its cart stays', async () => {
    // The browser's stores: storage with a token the API has since refused, and the cookie the edge then
    // wrote (it found that token refused on a form sent before the page's script ran, and made a session).
    const store = (): Storage => {
      const items = new Map<string, string>();
      return {
        get length() {
          return items.size;
        },
        clear: () => items.clear(),
        getItem: (k) => items.get(k) ?? null,
        key: (i) => [...items.keys()][i] ?? null,
        removeItem: (k) => void items.delete(k),
        setItem: (k, v) => void items.set(k, v),
      };
    };
    const local = store();
    let jar = '';
    const cookies = {
      get: () => jar,
      set: (text: string) => {
        const [pair] = text.split(';');
        const [name, value] = pair!.split('=');
        const others = jar.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
        jar = [...others, ...(value ? [`${name}=${value}`] : [])].join('; ');
      },
    };
    const browser = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, region: 'eu', tokenStore: createWebTokenStore({ local, session: null, cookies }) });
    const expired = (await refreshSession(browser, { target })).token;
    api.revoke(expired);
    const edgeMade = (await fetch(`http://127.0.0.1:${port}/api/users/anonymous`).then((r) => r.json() as Promise<{ token: string }>)).token;
    jar = `ph_session=${edgeMade}`;
    api.calls.length = 0;
    const session = await refreshSession(browser, { target });
    expect(session.token).toBe(edgeMade);
    expect(browser.tokens.get()).toBe(edgeMade);
    expect(jar).toBe(`ph_session=${edgeMade}`);
    // No new anonymous visitor: the edge's is the one.
    expect(api.calls).toEqual(['GET /api/users/me', 'GET /api/users/me']);
  });
});
