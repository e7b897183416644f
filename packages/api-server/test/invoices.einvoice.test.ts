// The e-invoices of real documents (orders placed and paid through the routes) against the EN 16931
// rules (test/helpers/en16931.ts says which validator and what it does not check): UBL of a reverse
// charge, an export with customs outside VAT, a US invoice without VAT and a credit note; the CII
// inside the Factur-X PDF of a standard invoice. And the validator is shown to fail a broken total.
import { eq } from 'drizzle-orm';
import { InvoiceListResponse } from '@ph/api-contract';
import { invoices } from '../src/db/schema/invoices';
import { issueCreditNote } from '../src/invoices';
import { seedPromotions } from '../src/seed';
import { ADDRESSES, paidByCard, type Spec } from './invoices.fixtures';
import { auth, createPaymentsApp, type PaymentsApp, SEED_TIMEOUT_MS } from './payments.fixtures';
import { en16931Errors, facturXml } from './helpers/en16931';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
  await seedPromotions(t.app.ctx.db);
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

/** The schematron runs in JavaScript: seconds per document on a busy machine. */
const VALIDATION_TIMEOUT_MS = 240_000;

async function invoiceOf(spec: Spec) {
  const p = await paidByCard(t, spec);
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${p.order.number}/invoices`, headers: auth(p.session) });
  const [doc] = InvoiceListResponse.parse(res.json()).invoices;
  return { p, doc: doc! };
}

async function download(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res;
}

it('UBL of a reverse charge with a discount, an export with customs, a US invoice and a credit note passes EN 16931', async () => {
  const cases = [
    await invoiceOf({ region: 'eu', currency: 'EUR', address: ADDRESSES.DE_COMPANY, customerType: 'b2b', coupon: 'WELCOME10' }),
    await invoiceOf({ region: 'eu', currency: 'EUR', address: ADDRESSES.CH }),
    await invoiceOf({ region: 'us', currency: 'USD', address: ADDRESSES.US }),
  ];
  const withNote = await invoiceOf({ region: 'pl', currency: 'PLN', address: ADDRESSES.PL, language: 'pl' });
  const note = await t.app.ctx.db.transaction((tx) => issueCreditNote(tx, { orderId: withNote.p.order.id, key: 'refund:einvoice', gross: 1234, reason: 'Zwrot części zamówienia' }));
  const urls = [...cases.map((c) => ({ url: c.doc.ubl_url!, headers: auth(c.p.session) })), { url: `/api/invoices/${note!.publicId}/ubl`, headers: auth(withNote.p.session) }];
  for (const { url, headers } of urls) {
    const xml = (await download(url, headers)).body;
    expect([url, en16931Errors('UBL', xml)]).toEqual([url, []]);
  }
  // Not a validator that passes anything: a payable amount that does not add up breaks BR-CO-16.
  const xml = (await download(urls[0]!.url, urls[0]!.headers)).body;
  const broken = xml.replace(/<cbc:PayableAmount currencyID="EUR">[^<]+</, '<cbc:PayableAmount currencyID="EUR">1.00<');
  expect(en16931Errors('UBL', broken).some((e) => e.startsWith('[BR-CO-16]'))).toBe(true);
}, VALIDATION_TIMEOUT_MS);

it('the Factur-X PDF of a standard invoice carries CII that passes EN 16931, with the document’s number and totals', async () => {
  const { p, doc } = await invoiceOf({ region: 'de', currency: 'EUR', address: ADDRESSES.DE, language: 'de', coupon: 'WELCOME10' });
  const [stored] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.publicId, doc.id));
  // The discount is in the document (its lines' share of the coupon), and in the e-invoice's net prices.
  expect(stored!.content.lines.some((l) => l.discount < 0)).toBe(true);
  const pdf = (await download(doc.pdf_url, auth(p.session))).rawPayload;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const xml = await facturXml(pdf);
  expect(xml).toContain(`<ram:ID>${doc.number}</ram:ID>`);
  const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.publicId, doc.id));
  expect(xml).toContain(`<ram:GrandTotalAmount>${(row!.gross / 100).toFixed(2)}</ram:GrandTotalAmount>`);
  expect(en16931Errors('CII', xml)).toEqual([]);
}, VALIDATION_TIMEOUT_MS);
