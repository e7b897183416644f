import { createApiClient } from '../src/client';
import { isApiError } from '../src/errors';
import { createMemoryTokenStore } from '../src/tokenStore';
import { exportInvoicesCsv, invoiceDownloads, invoicesCsvFileName, listOrderInvoices, proformaOf, searchInvoices, type InvoiceDocument } from '../src/invoices';
import { fetchCurrentOperator } from '../src/operators';
import { recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.requests.splice(0));

function api(token: string | null = 'tok-user') {
  return createApiClient({ baseUrl: server.baseUrl, region: 'pl', tokenStore: createMemoryTokenStore(token), logger: recordingLogger() });
}

const doc = (over: Partial<InvoiceDocument>): InvoiceDocument => ({
  id: 'a1',
  kind: 'invoice',
  title: 'Faktura VAT',
  number: 'FV/PL/2026/000001',
  order_number: 'R1',
  offer_reference: null,
  region: 'pl',
  currency: 'PLN',
  language: 'pl',
  issued_at: '2026-03-01T10:00:00.000Z',
  issue_date: '2026-03-01',
  due_date: null,
  buyer_name: 'ACME',
  buyer_vat_id: null,
  net: 10000,
  tax: 2300,
  gross: 12300,
  vat: [{ tax_rate: 2300, vat_exempt: false, net: 10000, tax: 2300, gross: 12300 }],
  corrects: null,
  pdf_url: '/api/invoices/a1/pdf?token=t',
  ubl_url: '/api/invoices/a1/ubl?token=t',
  ...over,
});

describe('invoice calls', () => {
  it("reads the order's documents with the shopper's token and finds the proforma", async () => {
    server.handle((_req, res) => sendJson(res, 200, { invoices: [doc({ id: 'p1', kind: 'proforma', number: 'PF/PL/2026/000007', ubl_url: null }), doc({})] }));
    const docs = await listOrderInvoices(api(), 'R 1/2');
    expect(server.requests[0]?.url.pathname).toBe('/api/orders/R%201%2F2/invoices');
    expect(server.requests[0]?.headers['x-api-token']).toBe('tok-user');
    expect(proformaOf(docs)?.number).toBe('PF/PL/2026/000007');
    expect(proformaOf([doc({})])).toBeUndefined();
  });

  it('offers the PDF of every document and the UBL e-invoice of all but a proforma', () => {
    expect(invoiceDownloads(doc({}))).toEqual([
      { format: 'pdf', url: '/api/invoices/a1/pdf?token=t' },
      { format: 'ubl', url: '/api/invoices/a1/ubl?token=t' },
    ]);
    expect(invoiceDownloads(doc({ kind: 'proforma', ubl_url: null }))).toEqual([{ format: 'pdf', url: '/api/invoices/a1/pdf?token=t' }]);
  });

  it("another customer's order is an error, not an empty list", async () => {
    server.handle((_req, res) => sendJson(res, 404, { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Order not found' }));
    const err: unknown = await listOrderInvoices(api(), 'R9').catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(404);
  });

  it("sends the operators' filters as the query and reads the page", async () => {
    server.handle((_req, res) => sendJson(res, 200, { invoices: [doc({})], count: 51 }));
    const result = await searchInvoices(api('tok-operator'), { from: '2026-03-01', to: '2026-03-31', region: 'pl', kind: 'invoice', page: 2, per_page: 50 });
    expect(result.count).toBe(51);
    const url = server.requests[0]!.url;
    expect(url.pathname).toBe('/api/invoices');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-03-01', to: '2026-03-31', region: 'pl', kind: 'invoice', page: '2', per_page: '50' });
  });

  it('fetches the CSV export as text with the token a plain link could not send', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      res.end('\uFEFFnumber,type\r\nFV/PL/2026/000001,invoice\r\n');
    });
    const csv = await exportInvoicesCsv(api('tok-operator'), { from: '2026-03-01', to: '2026-03-31' });
    expect(csv).toContain('FV/PL/2026/000001,invoice');
    expect(server.requests[0]?.url.pathname).toBe('/api/invoices/export.csv');
    expect(server.requests[0]?.headers['x-api-token']).toBe('tok-operator');
    expect(invoicesCsvFileName({ from: '2026-03-01', to: '2026-03-31' })).toBe('invoices-all-2026-03-01-2026-03-31.csv');
  });

  it('refuses the operator calls without a token before sending anything', async () => {
    await expect(searchInvoices(api(null), { from: '2026-03-01', to: '2026-03-31' })).rejects.toThrow('Auth token is not defined');
    expect(server.requests).toHaveLength(0);
  });
});

describe('operator calls', () => {
  it('reads the current operator, and a customer gets the 403 as an error', async () => {
    server.handle((_req, res) => sendJson(res, 200, { operator: { id: 3, email: 'operator@packhelp.test', name: 'Olga' } }));
    expect(await fetchCurrentOperator(api('tok-operator'))).toEqual({ id: 3, email: 'operator@packhelp.test', name: 'Olga' });
    expect(server.requests[0]?.url.pathname).toBe('/api/operators/current');
    server.handle((_req, res) => sendJson(res, 403, { statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Only operators may do this' }));
    const err: unknown = await fetchCurrentOperator(api('tok-customer')).catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(403);
  });
});
