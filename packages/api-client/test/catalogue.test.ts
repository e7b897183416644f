import { createApiClient } from '../src/client';
import { createMemoryTokenStore } from '../src/tokenStore';
import {
  CatalogueFetchError,
  fetchDynamicPrices,
  fetchEmissions,
  fetchMinimalPrices,
  fetchProductBySku,
  ProductNotFoundError,
  type CatalogueContext,
} from '../src/catalogue';
import { recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ctx: CatalogueContext = { region: 'pl', lang: 'pl', catalogueToken: 'public-token' };
const api = (token: string | null = null) =>
  createApiClient({ baseUrl: server.baseUrl, region: 'pl', tokenStore: createMemoryTokenStore(token), logger: recordingLogger() });

describe('catalogue calls', () => {
  it('reads a product by variant sku with the bearer token, region, language and expansions', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: { sku: 'mailer-box' } }));
    const product = await fetchProductBySku(api('visitor-token'), ctx, 'mailer-box-f22', { expand: ['variants', 'cross_sells'] });
    expect(product).toEqual({ sku: 'mailer-box' });
    const req = server.requests.at(-1)!;
    expect(req.url.pathname).toBe('/api/pim/products');
    expect(req.headers.authorization).toBe('Bearer public-token');
    expect(req.headers['x-api-token']).toBeUndefined();
    expect(req.url.searchParams.get('variants[sku]')).toBe('mailer-box-f22');
    expect(req.url.searchParams.getAll('expand')).toEqual(['variants', 'cross_sells']);
    expect(req.url.searchParams.get('region')).toBe('pl');
    expect(req.url.searchParams.get('lang')).toBe('pl');
  });

  it('turns a 404 into ProductNotFoundError with the spec message, other failures into CatalogueFetchError', async () => {
    server.handle((_req, res) => sendJson(res, 404, { statusCode: 404, message: 'Product with sku x not found in PIM' }));
    await expect(fetchProductBySku(api(), ctx, 'x')).rejects.toEqual(new ProductNotFoundError('x'));
    await expect(fetchProductBySku(api(), ctx, 'x')).rejects.toThrow('Product with sku x not found in PIM');
    server.handle((_req, res) => sendJson(res, 500, { statusCode: 500 }));
    await expect(fetchProductBySku(api(), ctx, 'x')).rejects.toBeInstanceOf(CatalogueFetchError);
  });

  it("fails with the spec's 'Unable to fetch …' messages", async () => {
    server.handle((_req, res) => sendJson(res, 503, { statusCode: 503 }));
    await expect(fetchMinimalPrices(api(), { region: 'pl' })).rejects.toThrow('Unable to fetch All Pricing for Products');
    await expect(fetchDynamicPrices(api('t'), { region: 'pl', items: [{ sku: 's', quantities: [30] }] })).rejects.toThrow(
      'Unable to fetch Pricing by Product Variant',
    );
    await expect(fetchEmissions(api('t'), { sku: 's', quantity: 30 })).rejects.toThrow('Unable to fetch Product Emissions');
  });

  it('sends the price cache buster and the session token on authenticated calls', async () => {
    server.handle((req, res) =>
      sendJson(res, 200, req.url.pathname.endsWith('/emissions') ? { data: { attributes: { kg_co2e_total: 1.5 } } } : { data: [], meta: {} }),
    );
    await fetchMinimalPrices(api(), { region: 'pl', product: 'mailer-box' });
    expect(server.requests.at(-1)!.url.search).toBe('?region=pl&product=mailer-box&cache_buster=v3');
    const emissions = await fetchEmissions(api('tok'), { sku: 'a b', quantity: 30 });
    expect(emissions).toEqual({ kg_co2e_total: 1.5 });
    const req = server.requests.at(-1)!;
    expect(req.url.pathname).toBe('/api/v2/products/a%20b/emissions');
    expect(req.headers['x-api-token']).toBe('tok');
  });
});
