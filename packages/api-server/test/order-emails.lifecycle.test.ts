// The shopper is e-mailed at each step of a placed order's life that matters to them — production
// started (with the delivery window), shipped (with each parcel's tracking link), delivered, canceled
// (with what goes back and how), refunded — in the order's language, through the outbox in the
// transaction of the change, exactly once: a repeated step (a retry, a replayed carrier event) sends
// nothing more.
import { eq } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@ph/region-config';
import { orders } from '../src/db/schema';
import { LIFECYCLE_TEXTS } from '../src/email';
import { lifecycleEmail } from '../src/orders/emails';
import { registeredOperator, registeredUser, type TestSession } from './helpers/app';
import { emailsTo } from './helpers/outbox';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredOperator(t.app);
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

/** A card-paid order placed in `language` (the shopper's interface language, kept by the order). */
async function paidByCard(language: LanguageCode): Promise<PlacedOrder & { email: string }> {
  const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
  await t.app.ctx.db.update(orders).set({ language }).where(eq(orders.id, o.id));
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: await cardPm(t.app, CARDS.visa) } });
  expect(res.statusCode).toBe(200);
  await sandboxOf(t).outbox.runTasks();
  await sandboxOf(t).outbox.flush();
  const row = await orderRow(t, o.id);
  expect(row.paymentState).toBe('paid');
  return { ...o, email: row.email! };
}

const operatorPost = (url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/v2/operator/${url}`, headers: operator.headers, ...(payload ? { payload } : {}) });
/** The e-mails of one order (the fixtures' orders share the buyer's address). */
const mailsOf = async (o: { email: string; number: string }, kind: string) => (await emailsTo(t.app, o.email)).filter((m) => m.kind === kind && m.subject.includes(o.number));

describe('e-mails of an order after checkout', () => {
  it('production started, shipped with the tracking link, delivered: in the order\'s language, once each', async () => {
    const o = await paidByCard('de');
    expect((await operatorPost(`orders/${o.number}/release`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await operatorPost(`orders/${o.number}/start_production`)).statusCode).toBe(200);
    const production = await mailsOf(o, 'order_in_production');
    expect(production).toHaveLength(1);
    expect(production[0]!.subject).toBe(`Bestellung ${o.number} ist in Produktion`);
    // The delivery window in the store's date pattern (eu: dd/MM/yyyy).
    expect(production[0]!.text).toMatch(/Voraussichtliche Zustellung: zwischen \d{2}\/\d{2}\/\d{4} und \d{2}\/\d{2}\/\d{4}\./);

    const tracking = `SBX${Date.now().toString().slice(-9)}`;
    expect((await operatorPost(`orders/${o.number}/shipments`, { carrier: 'sandbox', tracking_number: tracking })).statusCode).toBe(201);
    const shipped = await mailsOf(o, 'order_shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.subject).toBe(`Bestellung ${o.number} wurde versandt`);
    const url = `http://shop.test/api/sandbox/carrier/parcels/${tracking}`;
    expect(shipped[0]!.text).toContain(`Sendungsnummer ${tracking}: ${url}`);
    expect(shipped[0]!.html).toContain(`<a href="${url}">Sendung verfolgen</a>`);

    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/carrier/parcels/${tracking}/advance` })).statusCode).toBe(200);
    // Once delivered, the carrier has nothing more to say, and an operator's "delivered" changes nothing.
    expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/carrier/parcels/${tracking}/advance` })).statusCode).toBe(409);
    const shipmentId = (await (await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/shipments`, headers: o.session.headers })).json()).shipments[0].id;
    expect((await operatorPost(`shipments/${shipmentId}/deliver`)).statusCode).toBe(200);
    const delivered = await mailsOf(o, 'order_delivered');
    expect(delivered.map((m) => m.subject)).toEqual([`Bestellung ${o.number} wurde zugestellt`]);
    // Every e-mail links to the order.
    for (const m of [...production, ...shipped, ...delivered]) expect(m.text).toContain(`http://shop.test/account/orders/${o.number}`);
  });

  it('a partial shipment says the rest follows', async () => {
    const o = await paidByCard('sv');
    expect((await operatorPost(`orders/${o.number}/release`)).statusCode).toBe(200);
    expect((await operatorPost(`orders/${o.number}/start_production`)).statusCode).toBe(200);
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${o.number}`, headers: o.session.headers })).json().order;
    const line = order.line_items.find((l: { kind: string }) => l.kind === 'product');
    const res = await operatorPost(`orders/${o.number}/shipments`, { carrier: 'sandbox', tracking_number: `SBX${Date.now().toString().slice(-8)}1`, lines: [{ line_item_id: line.id, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsOf(o, 'order_shipped');
    expect(mail!.text).toContain(`En del av din order ${o.number} är på väg`);
  });

  it('the shopper cancels: one e-mail saying the money goes back to the card, however often they click', async () => {
    const o = await paidByCard('pl');
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${o.number}/cancel`, headers: o.session.headers, payload: { reason: 'Zamówione dwa razy' } });
      expect(res.statusCode).toBe(200);
    }
    const canceled = await mailsOf(o, 'order_canceled');
    expect(canceled).toHaveLength(1);
    expect(canceled[0]!.subject).toBe(`Zamówienie ${o.number} zostało anulowane`);
    expect(canceled[0]!.text).toContain('Powód: Zamówione dwa razy');
    expect(canceled[0]!.text).toMatch(/wraca na kartę lub konto, z którego dokonano płatności/);
    // A cancellation that was refused (production started) sends nothing.
    const late = await paidByCard('pl');
    await operatorPost(`orders/${late.number}/release`);
    await operatorPost(`orders/${late.number}/start_production`);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/orders/${late.number}/cancel`, headers: late.session.headers, payload: {} })).statusCode).toBe(409);
    expect(await mailsOf(late, 'order_canceled')).toHaveLength(0);
  });

  it("an operator's partial refund: one e-mail with the amount and the way back", async () => {
    const o = await paidByCard('fr');
    const res = await operatorPost(`orders/${o.number}/refunds`, { amount: 500, reason: 'Carton abîmé' });
    expect(res.statusCode).toBe(200);
    const refunded = await mailsOf(o, 'order_refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.subject).toBe(`Remboursement de la commande ${o.number}`);
    // 5,00 € in the eu store's format, back to the card.
    expect(refunded[0]!.text).toMatch(/5[.,]00.*vous sont reversés sur la carte/);
    // Above what is left: refused, nothing written, no e-mail.
    expect((await operatorPost(`orders/${o.number}/refunds`, { amount: o.total, reason: 'Trop' })).statusCode).toBe(422);
    expect(await mailsOf(o, 'order_refunded')).toHaveLength(1);
  });
});

describe('the texts', () => {
  it('exist in all eleven languages, each its own, naming the order', () => {
    expect(Object.keys(LIFECYCLE_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    const facts = { number: 'R77', token: 't', region: 'eu', currency: 'EUR', total: 1000, paymentState: 'paid' };
    for (const lang of LANGUAGE_CODES) {
      const mails = [
        lifecycleEmail('a@example.com', { ...facts, language: lang }, { kind: 'production_started', arrival: { from: '2025-04-08', to: '2025-04-10' } }, 'u'),
        lifecycleEmail('a@example.com', { ...facts, language: lang }, { kind: 'shipped', complete: true, parcels: [{ carrier: 'DPD', trackingNumber: '123', url: 'https://t/123' }] }, 'u'),
        lifecycleEmail('a@example.com', { ...facts, language: lang }, { kind: 'delivered' }, 'u'),
        lifecycleEmail('a@example.com', { ...facts, language: lang }, { kind: 'canceled', reason: null, refunds: [{ way: 'wallet', amount: 250 }] }, 'u'),
        lifecycleEmail('a@example.com', { ...facts, language: lang }, { kind: 'refunded', refunds: [{ way: 'transfer', amount: 250 }] }, 'u'),
      ];
      for (const m of mails) expect(m.subject).toContain('R77');
      expect(mails[0]!.text).toContain('08/04/2025');
      expect(mails[3]!.text).toMatch(/2[.,]50/);
      if (lang === 'en') continue;
      const en = LIFECYCLE_TEXTS.en;
      const t = LIFECYCLE_TEXTS[lang];
      for (const key of ['productionNext', 'trackLink', 'deliveredQuestions'] as const) expect([lang, t[key]]).not.toEqual([lang, en[key]]);
      expect(t.refundWays.gateway('X')).not.toBe(en.refundWays.gateway('X'));
    }
  });
});
