// Quote requests, the manager's desk, custom offers and accepting them (README "Quotes and offers"):
// who may read and accept what, expiry and double acceptance, concurrency, and that the order charges
// exactly what the offer showed, with the region's tax.
import { eq } from 'drizzle-orm';
import type { Offer, Order, QuoteRequest } from '@ph/api-contract';
import { offerLines, offers, quoteRequests } from '../src/db/schema/quotes';
import { orders } from '../src/db/schema/orders';
import { promoteToManager } from '../src/users/service';
import { anonymousUser, registeredUser, type TestSession } from './helpers/app';
import { emailsTo } from './helpers/outbox';
import { multipart, png, uploaded } from './helpers/files';
import { seedPromotions } from '../src/seed';
import { createSeededApp, orderSnapshot, pickVariant, toConfirm, type PickedVariant, type SeededApp } from './orders.fixtures';

let clock = new Date('2026-06-01T10:00:00Z');
let t: SeededApp;
let manager: TestSession & { email: string };
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

async function sendQuoteRequest(s: TestSession, extra: Record<string, unknown> = {}): Promise<QuoteRequest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/quote_requests',
    headers: s.headers,
    payload: { region: 'eu', name: 'Ola Nowak', items: [{ sku: 'mailer-box', custom_size: { length: 410, width: 300, height: 120 }, quantities: [5000, 10000], print: 'print-color-hd' }], ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`quote request: ${res.statusCode} ${res.body}`);
  return res.json().quote_request;
}

async function makeOffer(payload: Record<string, unknown>): Promise<Offer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/offers', headers: manager.headers, payload });
  if (res.statusCode !== 201) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return res.json().offer;
}

function threeLines() {
  return [
    { variant_id: mailer.id, quantity: 25_000, unit_net: 137 },
    { variant_id: shipping.id, quantity: 3_333, unit_net: 289 },
    { variant_id: mailer.id, quantity: mailer.minQuantity },
  ];
}

const accept = (s: TestSession, offer: Pick<Offer, 'token'>, ids: number[]) =>
  t.app.inject({ method: 'POST', url: `/api/offers/${offer.token}/accept`, headers: s.headers, payload: { line_item_ids: ids, token: offer.token } });

describe('quote requests', () => {
  it('stores a request with attachments, e-mails the customer and the managers, and lists it as the customer\'s', async () => {
    const customer = await registeredUser(t.app);
    const fileId = await uploaded(t.app, customer.headers, 'logo.png', await png(40, 40));
    const qr = await sendQuoteRequest(customer, { attachment_ids: [fileId], deadline: '2026-07-01', description: 'Two colours outside' });
    expect(qr).toMatchObject({ mode: 0, status: 'new', currency: 'EUR', email: customer.email, deadline: '2026-07-01', offers: [] });
    expect(qr.qr_number).toMatch(/^QR\d{8}$/);
    expect(qr.attachments).toEqual([expect.objectContaining({ id: fileId, name: 'logo.png', content_type: 'image/png' })]);
    expect(qr.items[0]).toMatchObject({ sku: 'mailer-box', quantities: [5000, 10000], custom_size: { length: 410, width: 300, height: 120 } });
    expect((await emailsTo(t.app, customer.email)).map((m) => m.kind)).toContain('quote_request_received');
    expect((await emailsTo(t.app, manager.email)).find((m) => m.kind === 'quote_request_queue')?.text).toContain(qr.qr_number);

    const mine = await t.app.inject({ method: 'GET', url: '/api/v2/quote_requests/mine', headers: customer.headers });
    expect(mine.json().quote_requests.map((q: QuoteRequest) => q.qr_number)).toEqual([qr.qr_number]);
    const byNumber = await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qr.qr_number}`, headers: customer.headers });
    expect(byNumber.json().quote_request.id).toBe(qr.id);
  });

  it('a brief needs a description; bad input is a 4xx with a message and stores nothing', async () => {
    const customer = await registeredUser(t.app);
    const other = await registeredUser(t.app);
    const othersFile = await uploaded(t.app, other.headers, 'x.png', await png(10, 10));
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ mode: 1, items: [] }, 400, 'description'],
      [{ mode: 0, items: [] }, 400, 'items'],
      [{ mode: 7 }, 400, 'mode'],
      [{ items: [{ sku: 'bottle', quantities: [1] }] }, 400, 'items.0.sku'],
      [{ items: [{ sku: 'mailer-box', quantities: [] }] }, 400, 'items.0.quantities'],
      [{ items: [{ sku: 'mailer-box', quantities: [100], variant_id: shipping.id }] }, 422, 'items.0.variant_id'],
      [{ attachment_ids: [othersFile] }, 422, 'attachment_ids.0'],
      [{ deadline: '2026-05-01' }, 422, 'deadline'],
      [{ deadline: '2026-02-31' }, 400, 'deadline'],
      [{ price: 1 }, 400, ''],
    ];
    for (const [patch, status, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/quote_requests',
        headers: customer.headers,
        payload: { region: 'eu', name: 'A', items: [{ sku: 'mailer-box', quantities: [100] }], ...patch },
      });
      expect([res.statusCode, patch]).toEqual([status, patch]);
      expect(res.json().message).toEqual(expect.any(String));
      if (field) expect(res.json().field ?? '').toContain(field);
    }
    const anon = await anonymousUser(t.app);
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/v2/quote_requests', headers: anon.headers, payload: { region: 'eu', name: 'A', items: [{ sku: 'mailer-box', quantities: [100] }] } });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().code).toBe('email_required');
    expect(await t.app.ctx.db.select().from(quoteRequests).where(eq(quoteRequests.userId, customer.userId))).toEqual([]);
  });

  it('another customer cannot read a request (404); only managers see the queue (403 otherwise)', async () => {
    const owner = await registeredUser(t.app);
    const stranger = await registeredUser(t.app);
    const qr = await sendQuoteRequest(owner);
    for (const id of [String(qr.id), qr.qr_number]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/quote_requests/${id}`, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/quote_requests', headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/offers', headers: owner.headers, payload: { quote_request_id: qr.id, lines: threeLines(), valid_until: inDays(7) } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/offers', headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/managers/current', headers: owner.headers })).statusCode).toBe(403);
    const queue = await t.app.inject({ method: 'GET', url: '/api/quote_requests?status=new', headers: manager.headers });
    expect(queue.statusCode).toBe(200);
    const listed = queue.json().quote_requests.find((q: QuoteRequest) => q.id === qr.id);
    expect(listed.customer).toEqual({ id: owner.userId, email: owner.email });
    const asManager = await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qr.id}`, headers: manager.headers });
    expect(asManager.statusCode).toBe(200);
    const reason = 'We cannot print on this board; please send a brief for an alternative.';
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/quote_requests/${qr.id}/close`, headers: owner.headers, payload: { reason } })).statusCode).toBe(403);
    // Bad input is a 400 with a message and leaves the request open.
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(2001) }, { reason, status: 'closed' }]) {
      const bad = await t.app.inject({ method: 'POST', url: `/api/v2/quote_requests/${qr.id}/close`, headers: manager.headers, payload });
      expect([bad.statusCode, typeof bad.json().message]).toEqual([400, 'string']);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qr.id}`, headers: owner.headers })).json().quote_request.status).toBe('new');
    const closed = await t.app.inject({ method: 'POST', url: `/api/v2/quote_requests/${qr.qr_number}/close`, headers: manager.headers, payload: { reason } });
    expect([closed.statusCode, closed.json().quote_request.status, closed.json().quote_request.close_reason]).toEqual([200, 'closed', reason]);
    // Closing again keeps the first reason; the customer reads the status and the reason.
    await t.app.inject({ method: 'POST', url: `/api/v2/quote_requests/${qr.id}/close`, headers: manager.headers, payload: { reason: 'Another reason' } });
    const seen = (await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qr.qr_number}`, headers: owner.headers })).json().quote_request;
    expect([seen.status, seen.close_reason, seen.closed_at]).toEqual(['closed', reason, clock.toISOString()]);
    // The customer is told once, with the reason and the way to the request; the repeated close sends nothing.
    const closedMails = (await emailsTo(t.app, owner.email)).filter((m) => m.kind === 'quote_request_closed');
    expect(closedMails).toHaveLength(1);
    expect(closedMails[0]?.text).toContain(`Reason: ${reason}`);
    expect(closedMails[0]?.text).toContain(`/account/quote_requests/${qr.qr_number}`);
    const late = await t.app.inject({ method: 'POST', url: '/api/v2/offers', headers: manager.headers, payload: { quote_request_id: qr.id, lines: threeLines(), valid_until: inDays(7) } });
    expect([late.statusCode, late.json().code]).toEqual([422, 'quote_request_closed']);
  });
});

/** Every call a manager makes, as the OpenAPI document names it. */
const MANAGER_CALLS = [
  'get /api/quote_requests',
  'post /api/v2/quote_requests/{id}/close',
  'post /api/v2/offers',
  'get /api/v2/offers',
  'get /api/managers/current',
  'put /api/v2/users/{id}/plan',
  'post /api/v1/wallet/credits',
  'post /api/v1/bank_transfers',
];
/** Tags of calls that document a 403 for another reason than the manager role (a missing consent). */
const OTHER_403_TAGS = ['tracking', 'consents'];

describe('the manager role (managers/current)', () => {
  it('every manager call is a 403 for a customer and a visitor, a 401 without a token, and the list is complete', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[]; 'x-role'?: string }>> };
    // Operator calls are marked `x-role: operator` and walked by test/operators.test.ts.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => '403' in op.responses && op['x-role'] !== 'operator' && !op.tags?.some((tag) => OTHER_403_TAGS.includes(tag)))
        .map(([method]) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual([...MANAGER_CALLS].sort());
    const customer = await registeredUser(t.app);
    const visitor = await anonymousUser(t.app);
    const probes = [customer, visitor].map((s) => ({ headers: s.headers as Record<string, string> })).concat([{ headers: {} }]);
    for (const call of MANAGER_CALLS) {
      const [method, path] = call.split(' ') as [string, string];
      const url = path.replace(/\{id\}/g, String(customer.userId));
      const codes = [];
      for (const probe of probes) {
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: probe.headers, ...(method === 'get' ? {} : { payload: {} }) });
        codes.push(res.statusCode);
      }
      expect([call, codes]).toEqual([call, [403, 403, 401]]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/managers/current', headers: manager.headers })).json().manager).toMatchObject({ id: manager.userId, name: 'Marta' });
  });
});

describe('custom offers', () => {
  it('a manager answers a request: negotiated prices are signed, the customer gets the link in their language', async () => {
    const customer = await registeredUser(t.app);
    const qr = await sendQuoteRequest(customer, { locale: 'de' });
    const offer = await makeOffer({ quote_request_id: qr.id, lines: threeLines(), shipping_net: 4_500, valid_until: inDays(10), note: 'Gültig für eine Lieferung' });
    expect(offer).toMatchObject({ state: 'sent', currency: 'EUR', email: customer.email, qr_number: qr.qr_number, order_manager: { email: manager.email, name: 'Marta' }, ship_net: 4_500 });
    expect(offer.url).toBe(`/offer/${offer.token}/review`);
    // Named in the customer's language (the request was sent in German).
    expect(offer.line_items[0]!.name).toBe('Versandkarton');
    expect(offer.line_items.map((l) => [l.unit_net, l.price_source, l.price_set_by?.id ?? null])).toEqual([
      [137, 'manager', manager.userId],
      [289, 'manager', manager.userId],
      [expect.any(Number), 'price_model', null],
    ]);
    expect(offer.line_items[0]!.price_set_at).toBe(clock.toISOString());
    const [stored] = await t.app.ctx.db.select().from(offerLines).where(eq(offerLines.offerId, offer.id)).limit(1);
    expect(stored).toMatchObject({ priceSetById: manager.userId, priceSetAt: clock });
    const mail = (await emailsTo(t.app, customer.email)).find((m) => m.kind === 'offer_sent');
    expect(mail?.subject).toBe('Ihr individuelles Angebot ist bereit');
    expect(mail?.text).toContain(`/offer/${offer.token}/review`);
    const after = await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qr.id}`, headers: customer.headers });
    expect(after.json().quote_request).toMatchObject({ status: 'offer_sent', offers: [expect.objectContaining({ token: offer.token })] });
  });

  it('anyone with the link reads it (the customer\'s first look marks it viewed, a manager\'s preview does not); the public view hides who priced', async () => {
    const customer = await registeredUser(t.app);
    const offer = await makeOffer({ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(3) });
    const preview = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.token}?preview=true`, headers: manager.headers });
    expect(preview.json().offer.state).toBe('sent');
    const viewed = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.token}` });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().offer.state).toBe('viewed');
    expect(viewed.json().offer.line_items[0]).not.toHaveProperty('price_set_by');
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers/short' })).statusCode).toBe(400);
  });

  it('the manager\'s bad input is a 4xx with a message and creates nothing', async () => {
    const customer = await registeredUser(t.app);
    const before = (await t.app.ctx.db.select().from(offers)).length;
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ customer_email: customer.email, region: 'eu', lines: [], valid_until: inDays(3) }, 400],
      [{ customer_email: customer.email, lines: threeLines(), valid_until: inDays(3) }, 400],
      [{ customer_email: 'nobody@example.com', region: 'eu', lines: threeLines(), valid_until: inDays(3) }, 422],
      [{ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(-1) }, 422],
      [{ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(400) }, 422],
      [{ customer_email: customer.email, region: 'eu', lines: [{ variant_id: 999_999, quantity: 1, unit_net: 10 }], valid_until: inDays(3) }, 422],
      [{ customer_email: customer.email, region: 'eu', lines: [{ variant_id: mailer.id, quantity: 1, unit_net: -5 }], valid_until: inDays(3) }, 400],
      [{ customer_email: customer.email, region: 'eu', lines: [{ variant_id: mailer.id, quantity: 1, unit_net: 1.5 }], valid_until: inDays(3) }, 400],
      [{ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: 'tomorrow' }, 400],
      [{ quote_request_id: 999_999, lines: threeLines(), valid_until: inDays(3) }, 422],
    ];
    for (const [payload, status] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/offers', headers: manager.headers, payload });
      expect([res.statusCode, payload]).toEqual([status, payload]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await t.app.ctx.db.select().from(offers)).toHaveLength(before);
  });

  it('accepting two of three lines makes one order priced exactly as offered, with the region\'s tax, through the normal checkout', async () => {
    const customer = await registeredUser(t.app);
    const offer = await makeOffer({ customer_email: customer.email, region: 'pl', lines: threeLines().slice(0, 2).concat([{ variant_id: shipping.id, quantity: 1_000, unit_net: 999 }]), shipping_net: 2_000, valid_until: inDays(5) });
    expect(offer.currency).toBe('PLN');
    expect(offer.tax_rate).toBe(2300);
    const [a, b] = offer.line_items;
    // Per line: net = unit × quantity; tax at 23 % rounded half-up; gross = net + tax.
    expect([a!.net, a!.tax, a!.gross]).toEqual([137 * 25_000, Math.round(137 * 25_000 * 0.23), 137 * 25_000 + Math.round(137 * 25_000 * 0.23)]);
    // What the review page shows for the two chosen lines: the server's totals of just those lines.
    const reviewed = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.token}?line_item_ids=${a!.id},${b!.id}` });
    expect(reviewed.statusCode).toBe(200);
    const selection = reviewed.json().offer.selection as NonNullable<Offer['selection']>;
    expect(selection.line_item_ids).toEqual([a!.id, b!.id]);
    expect(selection.item_total).toBe(a!.net + b!.net);
    expect(reviewed.json().offer.total).toBe(offer.total);
    const res = await accept(customer, offer, [a!.id, b!.id]);
    expect(res.statusCode).toBe(201);
    const { order: made, offer: acceptedOffer } = res.json();
    expect(acceptedOffer.state).toBe('accepted');
    expect(acceptedOffer.order_number).toBe(made.number);
    expect(acceptedOffer.line_items.map((l: Offer['line_items'][number]) => l.accepted)).toEqual([true, true, false]);

    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${made.number}`, headers: customer.headers });
    const order: Order = read.json().order;
    expect(order).toMatchObject({ state: 'cart', currency: 'PLN', region: 'pl', channel: 'custom' });
    expect(order.line_items.map((l) => [l.variant_id, l.quantity, l.unit_net, l.net, l.tax_rate, l.tax, l.gross])).toEqual(
      [a!, b!].map((l) => [l.variant_id, l.quantity, l.unit_net, l.net, l.tax_rate, l.tax, l.gross]),
    );
    // The quantity of an offered line is the one agreed.
    const change = await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/line_items/${order.line_items[0]!.id}`, headers: customer.headers, payload: { line_item: { quantity: 1 } } });
    expect(change.statusCode).toBe(422);
    expect(change.json().code).toBe('offer_line_fixed');

    // Through the checkout (a Polish address, any method): shipping is the offer's, totals to the cent.
    const confirmed = await toConfirm(t, customer, order.id, { address: { first_name: 'Ola', last_name: 'Nowak', street: 'Prosta 1', city: 'Warszawa', zip_code: '00-001', country_iso: 'PL' }, method: order.shipping_methods[0]!.method });
    const expectedNet = a!.net + b!.net;
    const expectedTax = a!.tax + b!.tax + offer.ship_tax;
    expect(confirmed.ship_total).toBe(2_000);
    expect(confirmed.item_total).toBe(expectedNet);
    expect(confirmed.tax_total).toBe(expectedTax);
    expect(confirmed.total).toBe(expectedNet + 2_000 + expectedTax + confirmed.additional_customs);
    expect(confirmed.state).toBe('confirm');
    // The review's totals of the chosen lines are the order's, to the cent.
    expect([confirmed.item_total, confirmed.ship_total, confirmed.tax_total, confirmed.additional_customs, confirmed.total]).toEqual([
      selection.item_total, selection.ship_total, selection.tax_total, selection.additional_customs, selection.total,
    ]);
  });

  it('the review\'s totals are the order\'s to the cent in every region, whichever lines are chosen', async () => {
    for (const region of ['eu', 'pl', 'de', 'us', 'gb'] as const) {
      const customer = await registeredUser(t.app);
      const offer = await makeOffer({ customer_email: customer.email, region, lines: threeLines(), shipping_net: 1_234, valid_until: inDays(5) });
      const chosen = [offer.line_items[0]!.id, offer.line_items[2]!.id];
      const reviewed = (await t.app.inject({ method: 'GET', url: `/api/offers/${offer.token}?line_item_ids=${chosen.join(',')}`, headers: customer.headers })).json().offer as Offer;
      const made = (await accept(customer, offer, chosen)).json().order;
      const order: Order = (await t.app.inject({ method: 'GET', url: `/api/orders/${made.number}`, headers: customer.headers })).json().order;
      // Before a shipping method is chosen the order carries no shipping; its lines, tax and customs already match.
      const sel = reviewed.selection!;
      expect([order.item_total, order.additional_customs, order.tax_total]).toEqual([sel.item_total, sel.additional_customs, sel.tax_total - offer.ship_tax]);
      expect(order.line_items.map((l) => l.tax_rate)).toEqual([reviewed.tax_rate, reviewed.tax_rate]);
      expect(order.total + sel.ship_total + offer.ship_tax).toBe(sel.total);
    }
  });

  it('a line of another offer in line_item_ids is a 422; a malformed list is a 400', async () => {
    const customer = await registeredUser(t.app);
    const offer = await makeOffer({ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(5) });
    const other = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.token}?line_item_ids=${offer.line_items[0]!.id},999999` });
    expect([other.statusCode, other.json().code, other.json().field]).toEqual([422, 'offer_line_not_found', 'line_item_ids.1']);
    const bad = await t.app.inject({ method: 'GET', url: `/api/offers/${offer.token}?line_item_ids=one,two` });
    expect(bad.statusCode).toBe(400);
  });

  it('an order made from an offer refuses discount codes (422): its prices are negotiated and final', async () => {
    await seedPromotions(t.app.ctx.db);
    const customer = await registeredUser(t.app);
    const offer = await makeOffer({ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(5) });
    const made = (await accept(customer, offer, offer.line_items.map((l) => l.id))).json().order;
    const before = await orderSnapshot(t.app.ctx.db, made.id);
    for (const code of ['WELCOME10', 'SAVE20EUR', 'NO-SUCH-CODE']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/orders/${made.id}/apply_coupon_code`, headers: customer.headers, payload: { coupon_code: code } });
      expect([res.statusCode, res.json().code, res.json().field]).toEqual([422, 'coupon_offer_order', 'coupon_code']);
      expect(res.json().message).toMatch(/custom offer/);
    }
    const after = await orderSnapshot(t.app.ctx.db, made.id);
    expect(after.promotions).toEqual([]);
    expect(after.order?.total).toBe(before.order?.total);
  });

  it('another customer cannot accept (404); twice or after valid_until is a 422; nothing changes', async () => {
    const customer = await registeredUser(t.app);
    const stranger = await registeredUser(t.app);
    const offer = await makeOffer({ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(2) });
    const ids = offer.line_items.map((l) => l.id);
    expect((await accept(stranger, offer, ids)).statusCode).toBe(404);
    const wrongToken = await t.app.inject({ method: 'POST', url: `/api/offers/${offer.token}/accept`, headers: customer.headers, payload: { line_item_ids: ids, token: 'y'.repeat(32) } });
    expect(wrongToken.statusCode).toBe(404);
    const bad = await accept(customer, offer, [999_999]);
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'offer_line_not_found']);
    const empty = await accept(customer, offer, []);
    expect(empty.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual([]);

    expect((await accept(customer, offer, ids.slice(0, 1))).statusCode).toBe(201);
    const again = await accept(customer, offer, ids);
    expect([again.statusCode, again.json().code]).toEqual([422, 'offer_already_accepted']);

    const late = await makeOffer({ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(1) });
    const saved = clock;
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    try {
      const expired = await accept(customer, late, late.line_items.map((l) => l.id));
      expect([expired.statusCode, expired.json().code]).toEqual([422, 'offer_expired']);
      expect((await t.app.inject({ method: 'GET', url: `/api/offers/${late.token}` })).json().offer.state).toBe('expired');
      const listed = await t.app.inject({ method: 'GET', url: '/api/v2/offers?state=expired', headers: manager.headers });
      expect(listed.json().offers.map((o: Offer) => o.id)).toContain(late.id);
    } finally {
      clock = saved;
    }
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, customer.userId))).toHaveLength(1);
  });

  it('a request whose offer was accepted cannot be closed (422); its status stays accepted', async () => {
    const customer = await registeredUser(t.app);
    const qr = await sendQuoteRequest(customer);
    const offer = await makeOffer({ quote_request_id: qr.id, lines: threeLines(), valid_until: inDays(3) });
    expect((await accept(customer, offer, [offer.line_items[0]!.id])).statusCode).toBe(201);
    const close = await t.app.inject({ method: 'POST', url: `/api/v2/quote_requests/${qr.id}/close`, headers: manager.headers, payload: { reason: 'Too late' } });
    expect([close.statusCode, close.json().code]).toEqual([422, 'quote_request_accepted']);
    const seen = (await t.app.inject({ method: 'GET', url: `/api/quote_requests/${qr.id}`, headers: customer.headers })).json().quote_request;
    expect([seen.status, seen.close_reason]).toEqual(['accepted', null]);
  });

  it('two concurrent accepts make one order', async () => {
    const customer = await registeredUser(t.app);
    const offer = await makeOffer({ customer_email: customer.email, region: 'eu', lines: threeLines(), valid_until: inDays(2) });
    const ids = offer.line_items.map((l) => l.id);
    const results = await Promise.all([accept(customer, offer, ids), accept(customer, offer, ids), accept(customer, offer, ids)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.offerId, offer.id))).toHaveLength(1);
  });
});

describe('instant quotes', () => {
  it('prices a quantity with the price model and turns it into an offer to accept at once', async () => {
    const customer = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/instant_quotes', headers: customer.headers, payload: { region: 'eu', variant_id: mailer.id, quantity: mailer.minQuantity } });
    expect(res.statusCode).toBe(201);
    const iq = res.json().instant_quote;
    expect(iq).toMatchObject({ variant_id: mailer.id, quantity: mailer.minQuantity, currency: 'EUR' });
    expect(iq.net).toBe(iq.unit_net * mailer.minQuantity);
    const made = await t.app.inject({ method: 'POST', url: `/api/v2/instant_quotes/${iq.id}/offers`, headers: customer.headers });
    expect(made.statusCode).toBe(201);
    const offer: Offer = made.json().offer;
    expect(offer).toMatchObject({ order_manager: null, instant_quote_id: iq.id, total: iq.gross });
    // E-mailed like a manager's offer, once (asking again returns the same offer and sends nothing).
    const mailed = () => emailsTo(t.app, customer.email).then((ms) => ms.filter((m) => m.kind === 'offer_sent'));
    expect((await mailed()).map((m) => m.subject)).toEqual(['Your custom offer is ready']);
    expect((await mailed())[0]!.text).toContain(`/offer/${offer.token}/review`);
    const same = await t.app.inject({ method: 'POST', url: `/api/v2/instant_quotes/${iq.id}/offers`, headers: customer.headers });
    expect([same.statusCode, same.json().offer.id]).toEqual([200, offer.id]);
    expect(await mailed()).toHaveLength(1);
    const stranger = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/instant_quotes/${iq.id}/offers`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await accept(customer, offer, [offer.line_items[0]!.id])).statusCode).toBe(201);
  });

  it('a quantity the price model cannot price is a 422 (ask for a quote)', async () => {
    const customer = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/instant_quotes', headers: customer.headers, payload: { region: 'eu', variant_id: mailer.id, quantity: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

/** The smallest ZIP archive: an empty one (its end-of-central-directory record). */
const EMPTY_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

describe('quote attachments', () => {
  const uploadAs = (s: TestSession, url: string, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    return t.app.inject({ method: 'POST', url, headers: { ...s.headers, ...body.headers }, payload: body.payload });
  };

  it('takes a ZIP as a quote attachment (not as artwork); the manager can download it, another customer cannot; designs refuse it', async () => {
    const customer = await registeredUser(t.app);
    const asArtwork = await uploadAs(customer, '/api/v1/files', 'brand.zip', EMPTY_ZIP);
    expect([asArtwork.statusCode, asArtwork.json().code]).toEqual([422, 'file_type_not_allowed']);
    const res = await uploadAs(customer, '/api/v1/files?purpose=attachment', 'brand.zip', EMPTY_ZIP);
    expect(res.statusCode).toBe(201);
    const file = res.json().file;
    expect(file).toMatchObject({ type: 'zip', content_type: 'application/zip', name: 'brand.zip', byte_size: EMPTY_ZIP.length, variants: ['original'] });
    const notZip = await uploadAs(customer, '/api/v1/files?purpose=attachment', 'notes.txt', Buffer.from('hello'));
    expect(notZip.statusCode).toBe(422);
    expect((await uploadAs(customer, '/api/v1/files?purpose=bogus', 'a.zip', EMPTY_ZIP)).statusCode).toBe(400);

    const qr = await sendQuoteRequest(customer, { attachment_ids: [file.id] });
    expect(qr.attachments).toEqual([{ id: file.id, name: 'brand.zip', content_type: 'application/zip', byte_size: EMPTY_ZIP.length }]);
    const asManager = await t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}/content`, headers: manager.headers });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.headers['content-type']).toBe('application/zip');
    expect(asManager.rawPayload.equals(EMPTY_ZIP)).toBe(true);
    const stranger = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}/content`, headers: stranger.headers })).statusCode).toBe(404);

    const design = await t.app.inject({
      method: 'POST',
      url: '/api/box_designs',
      headers: customer.headers,
      payload: { variant_id: mailer.id, thumbnail_file_id: file.id },
    });
    expect([design.statusCode, design.json().code, design.json().field]).toEqual([422, 'file_not_found', 'thumbnail_file_id']);
  });
});

describe('sign-in keeps a visitor\'s requests', () => {
  it('moves the quote requests of an anonymous visitor to the account', async () => {
    const visitor = await anonymousUser(t.app);
    const qr = await sendQuoteRequest(visitor, { email: 'visitor.quote@example.com' });
    const account = await registeredUser(t.app);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: visitor.headers, payload: { email: account.email, password: account.password } });
    expect(signIn.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v2/quote_requests/mine', headers: { 'x-api-token': signIn.json().token } });
    expect(mine.json().quote_requests.map((q: QuoteRequest) => q.id)).toEqual([qr.id]);
  });
});


