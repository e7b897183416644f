// The proforma of a custom offer (src/invoices README "When documents are issued"): issued on request of
// the offer's customer or a manager from the offer's own figures, in the proforma series without a gap,
// once per offer, readable only by them and by whoever holds the offer's link. On PGlite, and on
// PostgreSQL with DATABASE_URL.
import { eq } from 'drizzle-orm';
import type { InvoiceSummary, Offer } from '@ph/api-contract';
import { invoices } from '../src/db/schema/invoices';
import { promoteToManager } from '../src/users/service';
import { registeredUser, type TestSession } from './helpers/app';
import { createSeededApp, pickVariant, type PickedVariant, type SeededApp } from './orders.fixtures';

let clock = new Date('2026-06-01T10:00:00Z');
let t: SeededApp;
let manager: TestSession;
let mailer: PickedVariant;
let shipping: PickedVariant;

beforeAll(async () => {
  t = await createSeededApp({ now: () => clock });
  const m = await registeredUser(t.app, { firstName: 'Marta' });
  await promoteToManager(t.app.ctx.db, m.email, clock);
  manager = m;
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
  shipping = await pickVariant(t.app.ctx.db, 'shipping-box');
});
afterAll(() => t.close());

const inDays = (d: number) => new Date(clock.getTime() + d * 86_400_000).toISOString();

const COMPANY = { first_name: 'Ola', last_name: 'Nowak', company_name: 'Pudełka Nowak sp. z o.o.', vat_id: 'PL5252674798', street: 'Prosta 20', city: 'Warszawa', zip_code: '00-850', country_iso: 'PL', phone: '+48221234567' };

/** A customer with a default billing address (their first saved address is the default). */
async function customerWithAddress(): Promise<TestSession & { email: string }> {
  const c = await registeredUser(t.app);
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/users/${c.userId}/addresses`, headers: c.headers, payload: COMPANY });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`address: ${res.statusCode} ${res.body}`);
  return c;
}

async function offerFor(customer: TestSession, extra: Record<string, unknown> = {}): Promise<Offer> {
  const qr = await t.app.inject({
    method: 'POST',
    url: '/api/v2/quote_requests',
    headers: customer.headers,
    payload: { region: 'eu', locale: 'pl', name: 'Ola Nowak', items: [{ sku: 'mailer-box', quantities: [25000], print: 'print-color-hd' }] },
  });
  if (qr.statusCode !== 201) throw new Error(`quote request: ${qr.statusCode} ${qr.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/offers',
    headers: manager.headers,
    payload: {
      quote_request_id: qr.json().quote_request.id,
      lines: [
        { variant_id: mailer.id, quantity: 25_000, unit_net: 137 },
        { variant_id: shipping.id, quantity: 3_333, unit_net: 289 },
      ],
      shipping_net: 4_500,
      valid_until: inDays(10),
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return res.json().offer;
}

const askProforma = (s: TestSession | null, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/offers/${token}/proforma`, ...(s ? { headers: s.headers } : {}) });

const proformaCount = async () => (await t.app.ctx.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.kind, 'proforma'))).length;

describe('the proforma of an offer', () => {
  it('is issued from the offer’s figures in its language, in the proforma series, and is the same document when asked again', async () => {
    const customer = await customerWithAddress();
    const offer = await offerFor(customer);
    const res = await askProforma(customer, offer.token);
    expect(res.statusCode).toBe(200);
    const doc: InvoiceSummary = res.json().invoice;
    expect(doc).toMatchObject({
      kind: 'proforma',
      title: 'Faktura proforma',
      language: 'pl',
      currency: 'EUR',
      order_number: null,
      offer_reference: offer.qr_number,
      buyer_name: COMPANY.company_name,
      buyer_vat_id: COMPANY.vat_id,
      ubl_url: null,
      // To the cent: the document's totals are the offer's.
      gross: offer.total,
      tax: offer.tax_total,
      net: offer.total - offer.tax_total,
    });
    expect(doc.number).toMatch(/^PF\/EU\/2026\/\d{6}$/);
    expect(doc.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(doc.vat).toEqual([{ tax_rate: offer.tax_rate, vat_exempt: false, net: offer.total - offer.tax_total, tax: offer.tax_total, gross: offer.total }]);
    // Due by the offer's last valid day.
    expect(doc.due_date).toBe('2026-06-11');

    const [stored] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.publicId, doc.id));
    expect(stored).toMatchObject({ offerId: offer.id, orderId: null, eventKey: `offer_proforma:${offer.id}` });
    expect(stored!.content.lines.map((l) => [l.kind, l.name, l.quantity, l.unit_net, l.net, l.tax, l.gross])).toEqual([
      ...offer.line_items.map((l) => ['product', l.name, l.quantity, l.unit_net, l.net, l.tax, l.gross]),
      ['shipping', 'Kurier', 1, offer.ship_net, offer.ship_net, offer.ship_tax, offer.ship_net + offer.ship_tax],
    ]);
    expect(stored!.content.notes).toContain('proforma_not_tax_document');
    expect(stored!.content.bank_account?.iban).toBeTruthy();

    // Asking again — the customer, then the manager — gives the same document, not a new number.
    const before = await proformaCount();
    const again = await askProforma(customer, offer.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().invoice).toMatchObject({ id: doc.id, number: doc.number });
    const byManager = await askProforma(manager, offer.token);
    expect(byManager.json().invoice).toMatchObject({ id: doc.id, number: doc.number });
    expect(await proformaCount()).toBe(before);

    // The next proforma in the series takes the next number (no gap, none taken twice).
    const other = await askProforma(customer, (await offerFor(customer)).token);
    const seq = (n: string) => Number(n.split('/').pop());
    expect(seq(other.json().invoice.number)).toBe(seq(doc.number) + 1);
  });

  it('opens as a plain link for whoever holds the offer’s link; another customer and unknown ids get a 404', async () => {
    const customer = await customerWithAddress();
    const offer = await offerFor(customer);
    const doc: InvoiceSummary = (await askProforma(customer, offer.token)).json().invoice;
    expect(doc.pdf_url).toContain(`token=${encodeURIComponent(offer.token)}`);

    const pdf = await t.app.inject({ method: 'GET', url: doc.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}`, headers: customer.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}`, headers: manager.headers })).statusCode).toBe(200);

    const stranger = await customerWithAddress();
    expect((await askProforma(stranger, offer.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}/pdf?token=${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${'A'.repeat(22)}`, headers: customer.headers })).statusCode).toBe(404);
    expect((await askProforma(customer, 'x'.repeat(32))).statusCode).toBe(404);
    expect((await askProforma(null, offer.token)).statusCode).toBe(401);
  });

  it('needs the customer’s billing address, an open offer; refusals are 422s naming the field and issue nothing', async () => {
    const before = await proformaCount();
    const noAddress = await registeredUser(t.app);
    const offer = await offerFor(noAddress);
    const missing = await askProforma(noAddress, offer.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'billing_address_missing', field: 'default_address_id' });

    const customer = await customerWithAddress();
    const short = await offerFor(customer, { valid_until: inDays(1) });
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    try {
      const expired = await askProforma(customer, short.token);
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toMatchObject({ code: 'offer_expired', field: 'token' });
    } finally {
      clock = new Date('2026-06-01T10:00:00Z');
    }
    expect(await proformaCount()).toBe(before);
  });
});
