import { createApiClient } from '../src/client';
import { createMemoryTokenStore } from '../src/tokenStore';
import { loadVariants, type Variant } from '../src/variants';
import { mapWithConcurrency } from '../src/concurrency';
import { delay, recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ids = Array.from({ length: 250 }, (_, i) => `pim-${i}`);

function variantFor(id: string): Variant {
  return {
    id: Number(id.slice(4)),
    sku: `mailer-box-${id}`,
    external_pim_id: id,
    external_pim_sku: `F${id}`,
    product_sku: 'mailer-box',
    product_model: 'F33',
    size: '200x150x50',
    currency: 'PLN',
    pieces_per_unit: 1,
    volume_prices: [{ net_price: 1000, gross_price: 1230, tax_rate: 2300, range_start: 1, range_end: null }],
  };
}

function api() {
  return createApiClient({ baseUrl: server.baseUrl, region: 'pl', tokenStore: createMemoryTokenStore(), logger: recordingLogger() });
}

describe('loadVariants', () => {
  it('sends 250 ids as 3 chunked requests, at most 2 at a time, and keeps the input order', async () => {
    server.handle(async (req, res) => {
      const chunkIds = req.url.searchParams.getAll('external_pim_id[]');
      // The first chunk answers last, so arrival order differs from input order.
      await delay(chunkIds[0] === 'pim-0' ? 120 : 40);
      sendJson(res, 200, { data: chunkIds.map(variantFor) });
    });
    const variants = await loadVariants(api(), { region: 'pl', externalPimIds: ids, taxCountryIso: 'PL' });

    expect(server.requests).toHaveLength(3);
    expect(server.maxInFlight()).toBe(2);
    expect(server.requests.map((r) => r.url.searchParams.getAll('external_pim_id[]').length).sort()).toEqual([100, 100, 50]);
    for (const req of server.requests) {
      expect(req.url.pathname).toBe('/api/v2/variants');
      expect(req.url.searchParams.get('per_page')).toBe('100');
      expect(req.url.searchParams.get('region')).toBe('pl');
      expect(req.url.searchParams.get('tax_country_iso')).toBe('PL');
    }
    expect(variants.map((v) => v.external_pim_id)).toEqual(ids);
  });

  it('returns the other chunks when one fails, and logs the failed one', async () => {
    server.handle((req, res) => {
      const chunkIds = req.url.searchParams.getAll('external_pim_id[]');
      if (chunkIds.includes('pim-150')) {
        sendJson(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'pim down' });
        return;
      }
      sendJson(res, 200, { data: chunkIds.map(variantFor) });
    });
    const logger = recordingLogger();
    const variants = await loadVariants(api(), { region: 'pl', externalPimIds: ids }, { logger });

    expect(variants.map((v) => v.external_pim_id)).toEqual([...ids.slice(0, 100), ...ids.slice(200)]);
    expect(logger.calls).toHaveLength(1);
    expect(String(logger.calls[0]?.[0])).toContain('chunk 2/3');
    expect(server.requests.every((r) => !r.url.searchParams.has('tax_country_iso'))).toBe(true);
  });

  it('treats an answer without a variant list as a failed chunk, accepts a bare array, and drops duplicate ids', async () => {
    server.handle((req, res) => {
      const chunkIds = req.url.searchParams.getAll('external_pim_id[]');
      if (chunkIds.includes('pim-0')) sendJson(res, 200, { unexpected: true });
      else sendJson(res, 200, chunkIds.map(variantFor));
    });
    const logger = recordingLogger();
    const input = [...ids.slice(0, 120), ...ids.slice(0, 120), ''];
    const variants = await loadVariants(api(), { region: 'de', externalPimIds: input }, { logger });
    expect(server.requests).toHaveLength(2);
    expect(variants.map((v) => v.external_pim_id)).toEqual(ids.slice(100, 120));
    expect(logger.calls).toHaveLength(1);
  });

  it('makes no request for no ids', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [] }));
    await expect(loadVariants(api(), { region: 'pl', externalPimIds: [] })).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('mapWithConcurrency', () => {
  it('never runs more than the limit and keeps order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapWithConcurrency([30, 5, 20, 1, 10], 2, async (ms, i) => {
      running += 1;
      peak = Math.max(peak, running);
      await delay(ms);
      running -= 1;
      return i;
    });
    expect(out).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('rejects a limit below 1', async () => {
    await expect(mapWithConcurrency([1], 0, async (x) => x)).rejects.toThrow(RangeError);
  });
});
