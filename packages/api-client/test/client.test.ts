import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClientOptions } from '../src/client';
import { ApiError } from '../src/errors';
import { createMemoryTokenStore } from '../src/tokenStore';
import { delay, recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  const logger = recordingLogger();
  const api = createApiClient({
    baseUrl: server.baseUrl,
    region: 'pl',
    tokenStore: createMemoryTokenStore(),
    logger,
    ...overrides,
  });
  return { api, logger };
}

describe('headers and bodies', () => {
  it('sends region, token, analytics client id and idempotency key, and round-trips JSON', async () => {
    server.handle((req, res) => sendJson(res, 201, { echoed: JSON.parse(req.body) as unknown }));
    let region = 'pl';
    const { api } = client({
      region: () => region,
      tokenStore: createMemoryTokenStore('tok-123'),
      getAnalyticsClientId: () => 'GA1.2.345',
    });
    region = 'de';
    const result = await api.post<{ echoed: unknown }>('/v2/orders', { currency: 'EUR' }, { idempotencyKey: 'key-1' });

    expect(result).toEqual({ echoed: { currency: 'EUR' } });
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url.pathname).toBe('/api/v2/orders');
    expect(req?.headers['x-region']).toBe('de');
    expect(req?.headers['x-api-token']).toBe('tok-123');
    expect(req?.headers['x-analytics-client-id']).toBe('GA1.2.345');
    expect(req?.headers['idempotency-key']).toBe('key-1');
    expect(req?.headers['content-type']).toBe('application/json');
  });

  it('names the interface language as Accept-Language, read on every request, by default the page’s <html lang>', async () => {
    server.handle((_req, res) => sendJson(res, 200, {}));
    let language = 'de-DE';
    const { api } = client({ language: () => language });
    await api.get('orders/R1');
    language = 'pt-PT';
    await api.get('orders/R1');
    expect(server.requests.map((r) => r.headers['accept-language'])).toEqual(['de-DE', 'pt-PT']);

    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: 'cs-CZ' } };
    try {
      await client().api.get('orders/R1');
    } finally {
      delete page.document;
    }
    expect(server.requests[2]?.headers['accept-language']).toBe('cs-CZ');
    // No page and no language: the client names none (node's fetch sends its own `*`), the API
    // answers in the store's language.
    await client().api.get('orders/R1');
    expect(server.requests[3]?.headers['accept-language'] ?? '*').toBe('*');
  });

  it('leaves out the analytics header when the id is unknown or its lookup throws, and the token with auth:false', async () => {
    server.handle((_req, res) => sendJson(res, 200, {}));
    const { api } = client({ tokenStore: createMemoryTokenStore('tok'), getAnalyticsClientId: () => null });
    await api.get('users/me');
    const { api: blocked } = client({
      getAnalyticsClientId: () => {
        throw new Error('gtag is not defined');
      },
      tokenStore: createMemoryTokenStore('tok'),
    });
    await blocked.get('offers/abc', { auth: false });

    expect(server.requests.map((r) => r.headers['x-analytics-client-id'])).toEqual([undefined, undefined]);
    expect(server.requests.map((r) => r.headers['x-api-token'])).toEqual(['tok', undefined]);
  });

  it('resolves a 204 and an empty body to undefined, and text answers to their text', async () => {
    server.handle((req, res) => {
      if (req.method === 'DELETE') {
        res.writeHead(204).end();
      } else if (req.url.pathname.endsWith('/empty')) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end();
      } else {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('pong');
      }
    });
    const { api } = client({ tokenStore: createMemoryTokenStore('tok') });
    await expect(api.delete('orders/1/coupon_code', { auth: true })).resolves.toBeUndefined();
    await expect(api.get('empty')).resolves.toBeUndefined();
    await expect(api.get('ping')).resolves.toBe('pong');
  });

  it('rejects a 200 whose JSON is broken', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":');
    });
    const { api, logger } = client();
    const error = (await api.get('users/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('invalidResponse');
    expect(error.body).toBe('{"a":');
    expect(logger.calls).toHaveLength(1);
  });
});

describe('auth token', () => {
  it('rejects an (auth) call without a stored token and sends nothing', async () => {
    server.handle((_req, res) => sendJson(res, 200, {}));
    const { api, logger } = client();
    await expect(api.get('quote_requests', { auth: true })).rejects.toThrow(new Error('Auth token is not defined'));
    expect(server.requests).toHaveLength(0);
    expect(logger.calls).toHaveLength(1);
  });

  it.each([401, 403, 404])('resolves %i to undefined for a visitor without a token', async (status) => {
    server.handle((_req, res) => sendJson(res, status, { statusCode: status, error: 'x', message: 'no' }));
    const { api, logger } = client();
    await expect(api.get('orders/R1')).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(1);
    expect(logger.calls).toHaveLength(0);
  });

  it.each([401, 403, 404])('throws %i when a token was sent', async (status) => {
    server.handle((_req, res) => sendJson(res, status, { statusCode: status, error: 'x', message: 'no' }));
    const { api } = client({ tokenStore: createMemoryTokenStore('tok') });
    const error = (await api.get('orders/R1').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(error.status).toBe(status);
  });

  it('still throws other statuses for a visitor without a token', async () => {
    server.handle((_req, res) => sendJson(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
    const { api } = client();
    await expect(api.get('orders/R1')).rejects.toThrow('Request failed with status code 500');
  });
});

describe('errors', () => {
  it('keeps the server error body, code and field, and logs the failure', async () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: 'Coupon expired', code: 'coupon_expired', field: 'coupon_code' };
    server.handle((_req, res) => sendJson(res, 422, body));
    const { api, logger } = client({ tokenStore: createMemoryTokenStore('tok') });
    const error = (await api.put('orders/R1/apply_coupon_code', { coupon_code: 'X' }).catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('Request failed with status code 422');
    expect(error.kind).toBe('status');
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
    expect(error.code).toBe('coupon_expired');
    expect(error.field).toBe('coupon_code');
    expect(logger.calls).toHaveLength(1);
    expect(logger.calls[0]?.[1]).toBe(error);
  });

  it('reports a timeout with the configured milliseconds', async () => {
    server.handle(async (_req, res) => {
      await delay(1000);
      if (!res.destroyed) sendJson(res, 200, {});
    });
    const { api, logger } = client({ timeoutMs: 60 });
    const started = Date.now();
    const error = (await api.get('slow').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('timeout of 60ms exceeded');
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
    expect(logger.calls).toHaveLength(1);
  });

  it('times out a response whose body stalls', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"partial":');
    });
    const { api } = client({ timeoutMs: 80 });
    await expect(api.get('stall')).rejects.toThrow('timeout of 80ms exceeded');
  });

  it('reports "Request aborted" when the caller aborts, before or during the request', async () => {
    server.handle(async (_req, res) => {
      await delay(500);
      if (!res.destroyed) sendJson(res, 200, {});
    });
    const { api, logger } = client();
    const controller = new AbortController();
    const pending = api.get('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Request aborted');
    expect(error.kind).toBe('aborted');

    const already = new AbortController();
    already.abort();
    server.handle((_req, res) => sendJson(res, 200, {}));
    await expect(api.get('never', { signal: already.signal })).rejects.toThrow('Request aborted');
    expect(server.requests).toHaveLength(0);
    // The caller asked for it: nothing is logged as an error.
    expect(logger.calls).toHaveLength(0);
  });

  it('reports "Network Error" when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));

    const { api, logger } = client({ baseUrl: `http://127.0.0.1:${port}/api` });
    const error = (await api.get('users/me').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Network Error');
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(logger.calls).toHaveLength(1);
  });

  it('refuses a relative base URL where there is no page location', async () => {
    const { api } = client({ baseUrl: '/api' });
    await expect(api.get('users/me')).rejects.toThrow(/absolute baseUrl/);
  });
});

describe('query strings', () => {
  beforeEach(() => server.handle((_req, res) => sendJson(res, 200, {})));

  it('encodes arrays in bracket format by default and skips empty values', async () => {
    const { api } = client();
    await api.get('pim/products/7/', {
      query: { region: 'pl', 'expand[]': undefined, expand: ['variants', 'configurable_properties'], salesChannelId: null, withUnavailable: true },
    });
    const url = server.requests[0]!.url;
    expect(url.search).toBe('?region=pl&expand%5B%5D=variants&expand%5B%5D=configurable_properties&withUnavailable=true');
    expect(url.searchParams.getAll('expand[]')).toEqual(['variants', 'configurable_properties']);
  });

  it.each([
    ['index', [['ids[0]', 'a'], ['ids[1]', 'b c'], ['ids[2]', 'ä&=']]],
    ['plain', [['ids', 'a'], ['ids', 'b c'], ['ids', 'ä&=']]],
    ['bracket', [['ids[]', 'a'], ['ids[]', 'b c'], ['ids[]', 'ä&=']]],
  ] as const)('supports the %s format (client default and per request)', async (format, expected) => {
    const { api } = client({ arrayFormat: format });
    await api.get('x', { query: { ids: ['a', 'b c', 'ä&='] } });
    const { api: other } = client();
    await other.get('x', { query: { ids: ['a', 'b c', 'ä&='] }, arrayFormat: format });
    for (const req of server.requests) expect([...req.url.searchParams.entries()]).toEqual(expected);
  });

  it('appends to a path that already has a query', async () => {
    const { api } = client({ tokenStore: createMemoryTokenStore('t') });
    await api.put('checkouts/R1?state=address', { order: {} }, { query: { lang: 'pl' } });
    expect(server.requests[0]!.url.search).toBe('?state=address&lang=pl');
  });
});
