import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, anonymousUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/test/boom', async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('server', () => {
  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/users/anonymous'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/users/me'].get.security).toEqual([{ apiToken: [] }]);
  });

  it('documents a request or response schema for every /api operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undocumented: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries<Record<string, { responses?: Record<string, { content?: unknown }> }>>(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(operations)) {
        checked++;
        const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
        if (!success || (success[0] !== '204' && !success[1].content)) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('serves swagger-ui at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('echoes a well-formed incoming x-request-id and generates one otherwise', async () => {
    const withId = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(withId.headers['x-request-id']).toBe('abc-123');
    const hostile = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'route_not_found' });
  });

  it('answers an unexpected error with a generic 500 that hides the details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', code: 'internal_error', message: 'Internal server error' });
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const { headers } = await anonymousUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/1',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_json');
  });

  it('allows cross-origin calls with the API token and language headers (remotes run on other origins)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-token,accept-language' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-api-token');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('accept-language');
  });

  it('does not reflect an origin that is not on the allow-list', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-token' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'GET', url: '/api/users/anonymous', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers: no framing, no sniffing, no referrer, a locked-down CSP', async () => {
    for (const url of ['/api/users/anonymous', '/api/no/such/route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'none'"));
      expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("frame-ancestors 'none'"));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    // The docs page runs swagger-ui's own scripts (its policy), and may not be framed either.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(docs.headers['content-security-policy']).toEqual(expect.stringContaining("object-src 'none'"));
    expect(docs.headers['content-security-policy']).toEqual(expect.stringContaining("frame-ancestors 'none'"));
    expect(docs.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('CORS configuration', () => {
  it('defaults to the storefront (and the remotes\' dev servers outside production); refuses * in production', () => {
    expect(loadConfig({ STOREFRONT_URL: 'https://shop.example/' }).corsOrigins).toEqual(['https://shop.example', ...[1, 2, 3, 4, 5].map((n) => `http://localhost:300${n}`)]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_CATALOGUE_TOKEN: 'x', STOREFRONT_URL: 'https://shop.example' }).corsOrigins).toEqual(['https://shop.example']);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example:8443/' }).corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_CATALOGUE_TOKEN: 'x', CORS_ORIGINS: '*' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: 'shop.example/path' })).toThrow(/not an origin/);
  });
});
