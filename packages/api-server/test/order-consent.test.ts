// The order consent (`POST v2/orders/consents`): an order is placed only when the shopper's newest
// answer on it accepts the terms and the privacy policy; every way of paying is refused without it,
// the card before it is charged.
import { eq } from 'drizzle-orm';
import { orderConsents, orders, orderStateChanges } from '../src/db/schema/orders';
import { paymentIntents } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { registeredUser } from './helpers/app';
import { acceptTerms } from './orders.fixtures';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const seeded = () => ({ ...t, productId: 0 as never, variant: 0 as never, bundleId: 0 as never });
const payByTransfer = (o: PlacedOrder) => t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
const payByCard = async (o: PlacedOrder) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: await cardPm(t.app, CARDS.visa), reject_payment_schedule: false } });
const payByWallet = (o: PlacedOrder) => t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });

async function snapshot(orderId: number) {
  const db = t.app.ctx.db;
  return {
    order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
    history: await db.select().from(orderStateChanges).where(eq(orderStateChanges.orderId, orderId)),
    intents: await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId)),
  };
}

async function expectRefused(o: PlacedOrder, pay: () => Promise<{ statusCode: number; json(): { code: string; message: string; field?: string } }>) {
  const before = await snapshot(o.id);
  const res = await pay();
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code: 'consent_required', field: 'consents' });
  expect(res.json().message).toMatch(/terms and conditions/);
  expect(await snapshot(o.id)).toEqual(before);
}

describe('placing an order needs the order consent', () => {
  it('refuses a bank transfer without an answer, then places the order once the terms are accepted', async () => {
    const o = await orderAtConfirm(t, { terms: false });
    await expectRefused(o, () => payByTransfer(o));
    await acceptTerms(seeded(), o.session, o.id);
    const res = await payByTransfer(o);
    expect(res.statusCode).toBe(200);
    expect((await snapshot(o.id)).order!.state).toBe('complete');
  });

  it('refuses a card before charging it: no payment intent is made', async () => {
    const o = await orderAtConfirm(t, { terms: false });
    await expectRefused(o, () => payByCard(o));
    expect((await snapshot(o.id)).intents).toHaveLength(0);
  });

  it('refuses store credit without the consent', async () => {
    const account = await registeredUser(t.app);
    const o = await orderAtConfirm(t, { terms: false }, account);
    const m = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.userId));
    const credit = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: m.headers, payload: { user_id: account.userId, currency: 'EUR', amount: o.total, note: 'Goodwill' } });
    expect(credit.statusCode).toBeLessThan(300);
    await expectRefused(o, () => payByWallet(o));
    await acceptTerms(seeded(), o.session, o.id);
    expect((await payByWallet(o)).statusCode).toBe(200);
  });

  it('goes by the newest answer: terms accepted then declined are declined', async () => {
    const o = await orderAtConfirm(t, { terms: false });
    await acceptTerms(seeded(), o.session, o.id, 'granted');
    await acceptTerms(seeded(), o.session, o.id, 'declined');
    await expectRefused(o, () => payByTransfer(o));
    // The answers stay as the audit trail, with the words shown.
    const kept = await t.app.ctx.db.select().from(orderConsents).where(eq(orderConsents.orderId, o.id));
    expect(kept.map((c) => [c.name, c.value, c.displayedText])).toEqual([
      ['terms_and_conditions_and_privacy_policy', 'granted', 'I accept the terms and conditions and the privacy policy.'],
      ['terms_and_conditions_and_privacy_policy', 'declined', 'I accept the terms and conditions and the privacy policy.'],
    ]);
  });

  it('a consent other than the terms does not stand in for them', async () => {
    const o = await orderAtConfirm(t, { terms: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/orders/consents',
      headers: o.session.headers,
      payload: { order_id: o.id, consents: [{ name: 'newsletter', value: 'granted', displayed_text: 'Send me news' }] },
    });
    expect(res.statusCode).toBe(201);
    await expectRefused(o, () => payByTransfer(o));
  });

  it.each([
    ['an empty displayed text', { consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: '  ' }] }],
    ['a value other than granted/declined', { consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'sure', displayed_text: 'I accept' }] }],
    ['no consents', { consents: [] }],
  ])('answers 400 for %s, records nothing and still refuses the order', async (_what, over) => {
    const o = await orderAtConfirm(t, { terms: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: o.session.headers, payload: { order_id: o.id, ...over } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect(await t.app.ctx.db.select().from(orderConsents).where(eq(orderConsents.orderId, o.id))).toHaveLength(0);
    await expectRefused(o, () => payByTransfer(o));
  });
});
