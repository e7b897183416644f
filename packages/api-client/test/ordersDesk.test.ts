import { createApiClient } from '../src/client';
import { fetchDeskOrder, fetchOrderQueue, importRowErrors, importShipmentsCsv } from '../src/ordersDesk';
import { createMemoryTokenStore } from '../src/tokenStore';
import { recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.requests.splice(0));

const api = () => createApiClient({ baseUrl: server.baseUrl, region: 'pl', tokenStore: createMemoryTokenStore('tok-op'), logger: recordingLogger() });

describe('orders desk calls', () => {
  it('sends the queue filters, several values as repeated parameters, with the operator token', async () => {
    server.handle((_req, res) => sendJson(res, 200, { orders: [], next_cursor: null }));
    await fetchOrderQueue(api(), { fulfillment_state: ['shipped', 'delivered'], region: ['pl'], q: 'acme', cursor: '42' });
    const url = server.requests[0]!.url;
    expect(url.pathname).toBe('/api/v2/operator/orders');
    expect(url.searchParams.getAll('fulfillment_state')).toEqual(['shipped', 'delivered']);
    expect([url.searchParams.get('region'), url.searchParams.get('q'), url.searchParams.get('cursor')]).toEqual(['pl', 'acme', '42']);
    expect(server.requests[0]!.headers['x-api-token']).toBe('tok-op');
  });

  it('reads one order by its number, encoded', async () => {
    server.handle((_req, res) => sendJson(res, 200, { order: {}, proofs: [], payments: [], refunds: [], shipments: [], state_log: [] }));
    await fetchDeskOrder(api(), 'R1/2');
    expect(server.requests[0]!.url.pathname).toBe('/api/v2/operator/orders/R1%2F2');
  });

  it('posts the CSV as text/csv and reads the bad rows of a refusal', async () => {
    const csv = 'order_number,carrier,tracking_number\nR1,dpd,01234567890123\n';
    server.handle((_req, res) => sendJson(res, 200, { shipped: [] }));
    await importShipmentsCsv(api(), csv);
    expect([server.requests[0]!.method, server.requests[0]!.headers['content-type'], server.requests[0]!.body]).toEqual(['POST', 'text/csv', csv]);

    const rows = [{ line: 2, field: 'carrier', code: 'unknown_carrier', message: 'Unknown carrier "x"' }];
    server.handle((_req, res) => sendJson(res, 422, { statusCode: 422, error: 'Unprocessable Entity', code: 'csv_rows_invalid', message: 'Nothing was shipped', field: 'body', errors: rows }));
    const refused = await importShipmentsCsv(api(), csv).catch((e: unknown) => e);
    expect(importRowErrors(refused)).toEqual(rows);
    expect(importRowErrors(new Error('offline'))).toBeNull();
  });
});
