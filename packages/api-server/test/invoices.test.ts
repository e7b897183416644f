// Invoice documents on PGlite (and PostgreSQL with DATABASE_URL): numbering without gaps under
// concurrency, the tax of each case copied from the order to the cent, when documents are issued,
// credit notes after a refund, who may read them, and the sellers file checked at start-up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { InvoiceListResponse, InvoiceSearchResponse, type InvoiceSummary } from '@ph/api-contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { invoiceCounters, invoices } from '../src/db/schema/invoices';
import { orders } from '../src/db/schema/orders';
import { outbox } from '../src/db/schema/outbox';
import { paymentIntents } from '../src/db/schema/payments';
import { issueCreditNote, issueVatInvoice, parseSellers, InvoiceConfigError } from '../src/invoices';
import bundledSellers from '../src/invoices/sellers.json';
import { ADDRESSES, awaitingTransfer, cloneOrder, staffSession, paidByCard, settleTransfer } from './invoices.fixtures';
import { auth, createPaymentsApp, type PaymentsApp, SEED_TIMEOUT_MS } from './payments.fixtures';
import { anonymousUser } from './helpers/app';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const documentsOf = async (number: string, headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${number}/invoices${query}`, headers });
  expect(res.statusCode).toBe(200);
  return InvoiceListResponse.parse(res.json()).invoices;
};
const rowOf = async (publicId: string) => (await t.app.ctx.db.select().from(invoices).where(eq(invoices.publicId, publicId)))[0]!;
const orderOf = async (id: number) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The document copies the order: per-rate sums of the order's lines and charges, and its total. */
async function expectTotalsOfOrder(doc: InvoiceSummary, orderId: number) {
  const order = await orderOf(orderId);
  expect(doc.gross).toBe(order.total);
  expect(doc.tax).toBe(order.taxTotal);
  expect(doc.net).toBe(order.total - order.taxTotal);
  expect(doc.vat.reduce((s, v) => s + v.gross, 0)).toBe(order.total);
  expect(doc.vat.reduce((s, v) => s + v.tax, 0)).toBe(order.taxTotal);
}

describe('VAT invoice of a paid order', () => {
  it('is issued once when a card payment places the order, in the eu store at its rate', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    const docs = await documentsOf(p.order.number, p.session.headers);
    expect(docs.map((d) => d.kind)).toEqual(['invoice']);
    const [doc] = docs as [InvoiceSummary];
    expect(doc.number).toMatch(/^FV\/EU\/\d{4}\/\d{6}$/);
    expect(doc.vat).toEqual([expect.objectContaining({ tax_rate: 2300, vat_exempt: false })]);
    await expectTotalsOfOrder(doc, p.order.id);
    const row = await rowOf(doc.id);
    expect(row.content).toMatchObject({ tax_reason: 'standard', sale_date: row.issueDate, amount_due: 0, buyer: { name: 'Ada Lovelace', vat_id: null } });
    expect(row.content.payments).toEqual([expect.objectContaining({ method: 'card', amount: doc.gross })]);
    // Issuing again for the same order gives the same document.
    const again = await t.app.ctx.db.transaction((tx) => issueVatInvoice(tx, { orderId: p.order.id }));
    expect(again.number).toBe(doc.number);
    expect(await t.app.ctx.db.select().from(invoices).where(eq(invoices.orderId, p.order.id))).toHaveLength(1);
  });

  it('charges a DE company with a valid VAT ID in the eu store by reverse charge: 0 % and the legal note', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE_COMPANY, customerType: 'b2b' });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    expect(doc.buyer_name).toBe('Kartonwerk GmbH');
    expect(doc.buyer_vat_id).toBe('DE136695976');
    expect(doc.tax).toBe(0);
    expect(doc.vat).toEqual([expect.objectContaining({ tax_rate: 0, tax: 0 })]);
    await expectTotalsOfOrder(doc, p.order.id);
    expect((await rowOf(doc.id)).content).toMatchObject({ tax_reason: 'reverse_charge', notes: ['reverse_charge'], buyer: { contact_name: 'Ada Lovelace' } });
  });

  it('gives gb a UK VAT invoice at 20 % in GBP', async () => {
    const p = await paidByCard(t, { region: 'gb', currency: 'GBP', address: ADDRESSES.GB });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    expect(doc).toMatchObject({ currency: 'GBP', title: 'VAT invoice' });
    expect(doc.number).toMatch(/^FV\/GB\//);
    expect(doc.vat).toEqual([expect.objectContaining({ tax_rate: 2000 })]);
    expect(doc.tax).toBeGreaterThan(0);
    await expectTotalsOfOrder(doc, p.order.id);
    expect((await rowOf(doc.id)).content.seller).toMatchObject({ vat_id: 'GB980780684', address: { country_iso: 'GB' } });
  });

  it('gives us an invoice without VAT', async () => {
    const p = await paidByCard(t, { region: 'us', currency: 'USD', address: ADDRESSES.US });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    expect(doc).toMatchObject({ currency: 'USD', title: 'Invoice', tax: 0 });
    await expectTotalsOfOrder(doc, p.order.id);
    expect((await rowOf(doc.id)).content).toMatchObject({ tax_reason: 'no_vat_region', notes: ['no_vat'], seller: { vat_id: null } });
  });

  it('zero-rates an export from the eu store to CH with the export note and the customs surcharge outside VAT', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.CH });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    expect(doc.tax).toBe(0);
    await expectTotalsOfOrder(doc, p.order.id);
    const content = (await rowOf(doc.id)).content;
    expect(content.tax_reason).toBe('export');
    expect(content.notes).toContain('export');
    const customs = content.lines.filter((l) => l.kind === 'customs');
    expect(customs).toEqual([expect.objectContaining({ vat_exempt: true, tax: 0, net: (await orderOf(p.order.id)).additionalCustoms })]);
  });

  it('writes a PLN invoice of the pl store in Polish', async () => {
    const p = await paidByCard(t, { region: 'pl', currency: 'PLN', address: ADDRESSES.PL, language: 'pl' });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    expect(doc).toMatchObject({ currency: 'PLN', language: 'pl', title: 'Faktura VAT' });
    expect(doc.number).toMatch(/^FV\/PL\//);
    await expectTotalsOfOrder(doc, p.order.id);
    const row = await rowOf(doc.id);
    expect(row.content.lines.find((l) => l.kind === 'shipping')?.name).toMatch(/[a-ząćęłńóśźż]/i);
  });
});

describe('bank transfer', () => {
  it('gives a proforma with the bank account of the order’s currency when placed, the VAT invoice when settled', async () => {
    const p = await awaitingTransfer(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    let docs = await documentsOf(p.order.number, p.session.headers);
    expect(docs.map((d) => d.kind)).toEqual(['proforma']);
    const proforma = await rowOf(docs[0]!.id);
    expect(proforma.number).toMatch(/^PF\/EU\//);
    expect(proforma.content.bank_account).toMatchObject({ currency: 'EUR', iban: 'DE89370400440532013000' });
    expect(proforma.content.due_date).not.toBeNull();
    expect(proforma.content.amount_due).toBe(p.order.total);
    expect(docs[0]!.ubl_url).toBeNull();

    const manager = await staffSession(t, 'manager');
    await settleTransfer(t, manager, p.order.number, p.order.total);
    docs = await documentsOf(p.order.number, p.session.headers);
    expect(docs.map((d) => d.kind)).toEqual(['proforma', 'invoice']);
    await expectTotalsOfOrder(docs[1]!, p.order.id);
    expect((await rowOf(docs[1]!.id)).content.payments).toEqual([expect.objectContaining({ method: 'check', amount: p.order.total })]);
  });
});

describe('credit note', () => {
  it('follows a refund made after the invoice: split over the invoice’s rates, once per refund, never beyond the invoice', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    const [invoice] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    // The refund itself, as the order-operations module will make it: money back through the gateway.
    const [intent] = await t.app.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, p.order.id));
    const refund = await t.runtime.gateway.refund(intent!.gatewayIntentId!, 1000);
    const note = await t.app.ctx.db.transaction((tx) => issueCreditNote(tx, { orderId: p.order.id, key: `refund:${refund.id.replace(/[^A-Za-z0-9_-]/g, '')}`, gross: 1000, reason: 'Damaged in transit' }));
    expect(note).not.toBeNull();
    expect(note!.number).toMatch(/^FK\/EU\//);
    expect(note!.gross).toBe(-1000);
    expect(note!.net + note!.tax).toBe(-1000);
    expect(note!.tax).toBe(-Math.round((1000 * 2300) / 12300));
    expect(note!.content.corrects).toEqual({ number: invoice.number, issue_date: invoice.issue_date });
    // The same refund again: the same credit note.
    const again = await t.app.ctx.db.transaction((tx) => issueCreditNote(tx, { orderId: p.order.id, key: `refund:${refund.id.replace(/[^A-Za-z0-9_-]/g, '')}`, gross: 1000, reason: 'Damaged in transit' }));
    expect(again!.id).toBe(note!.id);
    // The rest of the invoice can be credited, not a cent more.
    await expect(t.app.ctx.db.transaction((tx) => issueCreditNote(tx, { orderId: p.order.id, key: 'refund:too-much', gross: invoice.gross, reason: 'x' }))).rejects.toMatchObject({ code: 'credit_exceeds_invoice' });
    const rest = await t.app.ctx.db.transaction((tx) => issueCreditNote(tx, { orderId: p.order.id, key: 'cancel:rest', gross: null, reason: 'Order cancelled' }));
    expect(rest!.gross).toBe(-(invoice.gross - 1000));
    const docs = await documentsOf(p.order.number, p.session.headers);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
    expect(docs.filter((d) => d.kind === 'credit_note').reduce((s, d) => s + d.gross, 0)).toBe(-invoice.gross);
  });

  it('is not issued for an order without a VAT invoice (a proforma is no tax document)', async () => {
    const p = await awaitingTransfer(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    const note = await t.app.ctx.db.transaction((tx) => issueCreditNote(tx, { orderId: p.order.id, key: 'cancel:unpaid', gross: null, reason: 'Cancelled before payment' }));
    expect(note).toBeNull();
  });

  it('refuses an issued document being changed or removed', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/never updated or deleted/) }) };
    await expect(t.app.ctx.db.update(invoices).set({ buyerName: 'Someone else' }).where(eq(invoices.orderId, p.order.id))).rejects.toMatchObject(refused);
    await expect(t.app.ctx.db.delete(invoices).where(eq(invoices.orderId, p.order.id))).rejects.toMatchObject(refused);
    expect((await t.app.ctx.db.select().from(invoices).where(eq(invoices.orderId, p.order.id)))[0]!.buyerName).toBe('Ada Lovelace');
  });
});

describe('numbering', () => {
  it('gives 50 concurrent issues in one series 50 consecutive numbers, also when some transactions roll back', async () => {
    const p = await paidByCard(t, { region: 'ro', currency: 'RON', address: { ...ADDRESSES.PL, country_iso: 'RO', zip_code: '010011', city: 'București' } });
    const ids = await cloneOrder(t, p.order.id, 60);
    const db = t.app.ctx.db;
    // Ten of them fail after taking their number: their numbers must come back, not leave gaps.
    const results = await Promise.allSettled(
      ids.map((orderId, i) =>
        db.transaction(async (tx) => {
          const doc = await issueVatInvoice(tx, { orderId });
          if (i % 6 === 5) throw new Error('rolled back after issuing');
          return doc;
        }),
      ),
    );
    const issued = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof issueVatInvoice>>> => r.status === 'fulfilled').map((r) => r.value);
    expect(issued).toHaveLength(50);
    const year = issued[0]!.year;
    const rows = (await db.select().from(invoices).where(eq(invoices.region, 'ro'))).filter((r) => r.kind === 'invoice' && r.year === year);
    const seqs = rows.map((r) => r.sequence).sort((a, b) => a - b);
    // The card order's own invoice is number 1; the 50 clones follow without a gap.
    expect(seqs).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(51);
    expect(rows.find((r) => r.sequence === 51)!.number).toBe(`FV/RO/${year}/000051`);
  }, 120_000);

  it('issues nothing from a series that is full for the year: the transaction is refused and the counter keeps its last number', async () => {
    const p = await paidByCard(t, { region: 'gb', currency: 'GBP', address: ADDRESSES.GB });
    const db = t.app.ctx.db;
    const [first] = await db.select().from(invoices).where(eq(invoices.orderId, p.order.id));
    const series = eq(invoiceCounters.series, first!.series);
    const [before] = await db.select().from(invoiceCounters).where(and(series, eq(invoiceCounters.year, first!.year)));
    // The series' six digits are all taken.
    await db.update(invoiceCounters).set({ lastNumber: 999_999 }).where(and(series, eq(invoiceCounters.year, first!.year)));
    const [clone] = await cloneOrder(t, p.order.id, 1);
    await expect(db.transaction((tx) => issueVatInvoice(tx, { orderId: clone! }))).rejects.toMatchObject({ code: 'invoice_series_full' });
    expect(await db.select().from(invoices).where(eq(invoices.orderId, clone!))).toEqual([]);
    const [counter] = await db.select().from(invoiceCounters).where(and(series, eq(invoiceCounters.year, first!.year)));
    expect(counter!.lastNumber).toBe(999_999);
    // The other tests' gb documents number on from where the series was.
    await db.update(invoiceCounters).set({ lastNumber: before!.lastNumber }).where(and(series, eq(invoiceCounters.year, first!.year)));
  }, 120_000);
});

describe('reading documents', () => {
  it('serves the owner, the holder of the order’s link and operators; anyone else and unknown ids get a 404', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    const stranger = await anonymousUser(t.app);
    for (const url of [`/api/invoices/${doc.id}`, `/api/invoices/${doc.id}/pdf`, `/api/invoices/${doc.id}/ubl`, `/api/orders/${p.order.number}/invoices`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(stranger) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/invoices/AAAAAAAAAAAAAAAAAAAAAA', headers: auth(p.session) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Invoice AAAAAAAAAAAAAAAAAAAAAA not found/);
    // The order's guest token (the e-mail's link) opens it without a session.
    const viaLink = await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}/pdf?token=${p.order.token}`, headers: auth(stranger) });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-type']).toBe('application/pdf');
    const operator = await staffSession(t, 'operator');
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}`, headers: operator.headers })).statusCode).toBe(200);
  });

  it('e-mails the document with its download link', async () => {
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE });
    const [doc] = (await documentsOf(p.order.number, p.session.headers)) as [InvoiceSummary];
    const mails = await t.app.ctx.db.select().from(outbox).where(eq(outbox.kind, 'invoice_invoice'));
    const mail = mails.find((m) => m.subject.includes(doc.number));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`/api/invoices/${doc.id}/pdf?token=${p.order.token}`);
  });

  it('lists a period’s documents for operators and exports them as CSV; customers and managers get a 403', async () => {
    const p = await paidByCard(t, { region: 'gb', currency: 'GBP', address: ADDRESSES.GB });
    const operator = await staffSession(t, 'operator');
    const today = new Date().toISOString().slice(0, 10);
    const list = await t.app.inject({ method: 'GET', url: `/api/invoices?from=${today}&to=${today}&region=gb`, headers: operator.headers });
    expect(list.statusCode).toBe(200);
    const found = InvoiceSearchResponse.parse(list.json());
    expect(found.invoices.every((d) => d.region === 'gb')).toBe(true);
    expect(found.invoices.map((d) => d.order_number)).toContain(p.order.number);
    const csv = await t.app.inject({ method: 'GET', url: `/api/invoices/export.csv?from=${today}&to=${today}&region=gb`, headers: operator.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('number,type,issue_date,sale_date,order_number,buyer,buyer_vat_id,buyer_country,tax_treatment,currency,vat_rate,net,vat,gross,corrects');
    const mine = lines.find((l) => l.includes(p.order.number))!.split(',');
    const order = await orderOf(p.order.id);
    expect(mine[9]).toBe('GBP');
    expect(mine[10]).toBe('20.00');
    expect(Math.round(Number(mine[13]) * 100)).toBe(order.total);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices?from=${today}&to=${today}`, headers: auth(p.session) })).statusCode).toBe(403);
    const orderManager = await staffSession(t, 'manager');
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices?from=${today}&to=${today}`, headers: orderManager.headers })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: `/api/invoices?from=${today}&to=2000-01-01`, headers: operator.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'to' });
  });
});

describe('the sellers file', () => {
  const copy = () => JSON.parse(JSON.stringify(bundledSellers)) as { sellers: Record<string, { series: Record<string, string>; bank_accounts: Record<string, unknown> }> };

  it('refuses a malformed series, a series used twice and a store without its account', () => {
    const malformed = copy();
    malformed.sellers.pl!.series.invoice = 'FV/PL/{nnnnnn}';
    expect(() => parseSellers(malformed)).toThrow(/sellers\.pl\.series\.invoice/);
    const twice = copy();
    twice.sellers.de!.series.invoice = twice.sellers.at!.series.invoice!;
    expect(() => parseSellers(twice)).toThrow(/also the series of/);
    const noAccount = copy();
    delete noAccount.sellers.ro!.bank_accounts.RON;
    expect(() => parseSellers(noAccount)).toThrow(InvoiceConfigError);
  });

  it('stops the start-up when INVOICE_SELLERS_FILE holds a malformed series', async () => {
    const bad = copy();
    bad.sellers.eu!.series.proforma = 'PF/EU/{yyyy}/{n}';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sellers-')), 'sellers.json');
    fs.writeFileSync(file, JSON.stringify(bad));
    await expect(buildApp({ config: { ...loadConfig(), invoiceSellersFile: file, dataDir: 'memory://' }, migrate: false })).rejects.toThrow(/sellers\.eu\.series\.proforma/);
  });
});
