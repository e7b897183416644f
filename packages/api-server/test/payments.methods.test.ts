// PayPal, giropay and Hokodo through the sandbox; the instalment plans the API offers; confirming an
// intent that finished outside the call (Stripe.js handled 3-D Secure in the page).
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/orders';
import { paymentIntents, paymentSchedules } from '../src/db/schema/payments';
import { MIN_SCHEDULE_TOTAL } from '../src/payments/offline';
import { moveCredit } from '../src/wallet/service';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, type PaymentsApp, type PlacedOrder, SEED_TIMEOUT_MS } from './payments.fixtures';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const flush = async () => {
  const sb = sandboxOf(t);
  await sb.outbox.runTasks();
  await sb.outbox.flush();
};
const status = async (o: PlacedOrder) => (await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_status`, headers: auth(o.session) })).json().data;
const redirect = (o: PlacedOrder, method: string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`, headers: auth(o.session), payload: { payment_method_type: method } });
const intentsOf = (orderId: number) => t.app.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function asCompany(o: PlacedOrder, company: string | null, vatId: string | null): Promise<void> {
  const row = await orderRow(t, o.id);
  await t.app.ctx.db.update(orders).set({ billAddress: { ...row.billAddress!, company_name: company, vat_id: vatId } }).where(eq(orders.id, o.id));
}

/** The provider page, its approval, the return to the storefront, then the webhooks. */
async function approveAtProvider(o: PlacedOrder, url: string, expectText: string) {
  expect((await t.app.inject({ method: 'GET', url })).body).toContain(expectText);
  const back = await t.app.inject({ method: 'POST', url: `${url}/authorize`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(back.statusCode).toBe(303);
  const location = new URL(back.headers.location as string);
  expect(location.pathname).toBe(`/order/${o.number}/payment`);
  expect(location.searchParams.get('redirect_status')).toBe('pending');
  await flush();
  expect(await status(o)).toMatchObject({ status: 'OK', order_state: 'complete', payment_state: 'paid' });
}

describe('PayPal and giropay (redirect methods)', () => {
  it.each([
    ['paypal', 'Log in to PayPal and approve the payment'],
    ['giropay', 'at your bank'],
  ])('%s in the eu store: provider page, back to the storefront, paid once the webhook arrives', async (method, text) => {
    const o = await orderAtConfirm(t, { paymentMethod: method });
    const res = await redirect(o, method);
    expect(res.statusCode).toBe(200);
    const intent = res.json().payment_intent;
    expect(intent).toMatchObject({ status: 'requires_action', payment_method_type: method, amount: o.total, currency: 'EUR' });
    expect(intent.next_action.redirect_to_url.url).toBe(`/api/sandbox/redirect/${intent.id}`);
    await approveAtProvider(o, intent.next_action.redirect_to_url.url, text);
  });

  it('refuses giropay and PayPal where the region does not list them (pl); nothing is created', async () => {
    const pl = await orderAtConfirm(t, { region: 'pl', currency: 'PLN', country: 'PL' });
    const giropay = await redirect(pl, 'giropay');
    expect(giropay.statusCode).toBe(422);
    expect(giropay.json()).toMatchObject({ code: 'payment_method_not_allowed', field: 'payment_method_type' });
    const paypal = await redirect(pl, 'paypal');
    expect(paypal.statusCode).toBe(422);
    expect(paypal.json().code).toBe('payment_method_not_allowed');
    expect(await intentsOf(pl.id)).toHaveLength(0);
  });
});

describe('Hokodo (B2B pay later, sandbox)', () => {
  it('declines an order without company details before anything is created', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'hokodo' });
    await asCompany(o, null, null);
    const res = await redirect(o, 'hokodo');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'company_details_required', field: 'payment_method_type' });
    await asCompany(o, 'Acme GmbH', null);
    expect((await redirect(o, 'hokodo')).json().code).toBe('company_details_required');
    expect(await intentsOf(o.id)).toHaveLength(0);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'confirm', paymentState: null });
  });

  it('approves a company order: Hokodo page with the terms, then paid', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'hokodo' });
    await asCompany(o, 'Acme GmbH', 'DE136695976');
    const res = await redirect(o, 'hokodo');
    expect(res.statusCode).toBe(200);
    const intent = res.json().payment_intent;
    expect(intent).toMatchObject({ status: 'requires_action', payment_method_type: 'hokodo', amount: o.total });
    await approveAtProvider(o, intent.next_action.redirect_to_url.url, 'in 30 days');
  });

  it('is not offered by the de store (the eu list without hokodo)', async () => {
    const de = await orderAtConfirm(t, { region: 'de' });
    await asCompany(de, 'Acme GmbH', 'DE136695976');
    expect((await redirect(de, 'hokodo')).json().code).toBe('payment_method_not_allowed');
  });
});

describe('instalment plans', () => {
  it('offers 2 and 3 instalments 30 days apart that add up to the total; POST with those dates gives the same amounts', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    expect(o.total).toBeGreaterThanOrEqual(MIN_SCHEDULE_TOTAL.EUR!);
    const res = await t.app.inject({ method: 'GET', url: `/api/payment_schedules/options?order_id=${o.id}`, headers: auth(o.session) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { eligible: boolean; amount_due: number; plans: Array<{ count: number; installments: Array<{ due_date: string; amount: number }> }> };
    expect(data).toMatchObject({ eligible: true, reason: null, amount_due: o.total, currency: 'EUR', minimum: MIN_SCHEDULE_TOTAL.EUR });
    expect(data.plans.map((p) => p.count)).toEqual([2, 3]);
    const three = data.plans[1]!;
    expect(three.installments.map((i) => i.due_date)).toEqual([day(0), day(30), day(60)]);
    expect(three.installments.reduce((s, i) => s + i.amount, 0)).toBe(o.total);
    // Reading the options changes nothing.
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'confirm' });

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/payment_schedules',
      headers: auth(o.session),
      payload: { order_id: o.id, installments_attributes: three.installments.map((i) => ({ due_date: i.due_date })) },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.installments.map((i: { amount: number; due_date: string }) => [i.due_date, i.amount])).toEqual(three.installments.map((i) => [i.due_date, i.amount]));
    const after = (await t.app.inject({ method: 'GET', url: `/api/payment_schedules/options?order_id=${o.id}`, headers: auth(o.session) })).json().data;
    expect(after).toMatchObject({ eligible: false, reason: { code: 'order_already_placed' }, plans: [] });
  });

  it('is not offered below the minimum (store credit left too little to split), and POST refuses it too', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const db = t.app.ctx.db;
    const credit = o.total - MIN_SCHEDULE_TOTAL.EUR! + 1;
    await db.transaction((tx) => moveCredit(tx, { userId: o.session.userId, currency: 'EUR', amount: credit, kind: 'credit', now: new Date() }));
    const spent = await t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });
    expect(spent.json().data).toMatchObject({ applied: credit, completed: false });
    const res = await t.app.inject({ method: 'GET', url: `/api/payment_schedules/options?order_id=${o.id}`, headers: auth(o.session) });
    expect(res.json().data).toMatchObject({ eligible: false, reason: { code: 'installments_not_eligible' }, amount_due: MIN_SCHEDULE_TOTAL.EUR! - 1, plans: [] });
    const post = await t.app.inject({ method: 'POST', url: '/api/payment_schedules', headers: auth(o.session), payload: { order_id: o.id, installments_attributes: [{ due_date: day(0) }, { due_date: day(30) }] } });
    expect(post.statusCode).toBe(422);
    expect(post.json().code).toBe('installments_not_eligible');
    expect(await db.select().from(paymentSchedules).where(eq(paymentSchedules.orderId, o.id))).toHaveLength(0);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'confirm' });
  });

  it('is not offered where bank transfer is not (us store: USD)', async () => {
    const o = await orderAtConfirm(t, { region: 'us', currency: 'USD', country: 'US' });
    const data = (await t.app.inject({ method: 'GET', url: `/api/payment_schedules/options?order_id=${o.id}`, headers: auth(o.session) })).json().data;
    expect(data).toMatchObject({ eligible: false, minimum: null, reason: { code: 'payment_method_not_allowed' } });
  });

  it('bad input: 400 for a bad id, 404 for another shopper’s order', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/payment_schedules/options?order_id=abc', headers: auth(o.session) });
    expect(bad.statusCode).toBe(400);
    const other = await orderAtConfirm(t);
    const stranger = await t.app.inject({ method: 'GET', url: `/api/payment_schedules/options?order_id=${o.id}`, headers: auth(other.session) });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('confirming an intent that finished outside the call', () => {
  it('answers the succeeded intent (3-D Secure completed in the page) instead of an error; one charge', async () => {
    const o = await orderAtConfirm(t);
    const pm = await cardPm(t.app, CARDS.threeDS);
    const first = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: pm } });
    const intent = first.json().payment_intent;
    expect(intent.status).toBe('requires_action');
    // What Stripe.js handleCardAction does at the gateway, without telling the store.
    await sandboxOf(t).gateway.completeAction(intent.id, true);
    const confirm = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/confirm`, headers: auth(o.session), payload: { payment_intent_id: intent.id } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().payment_intent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await flush();
    expect((await status(o)).status).toBe('OK');
    expect(await intentsOf(o.id)).toHaveLength(1);
  });
});
