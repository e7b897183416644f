// Stripe mode end to end: the routes drive the official SDK against a fake Stripe API, and Stripe's
// signed webhooks place the order.
import { eq } from 'drizzle-orm';
import { orderPayments } from '../src/db/schema/payments';
import { referrals } from '../src/db/schema/referrals';
import { FakeStripe, FINGERPRINTS } from './fakes/stripe-server';
import { registeredUser, type TestSession } from './helpers/app';
import { addItem, createCart, pickVariant, toConfirm, type SeededApp } from './orders.fixtures';
import { auth, createPaymentsApp, orderAtConfirm, orderRow, type PaymentsApp, SEED_TIMEOUT_MS } from './payments.fixtures';

const fake = new FakeStripe('sk_test_routes', 'whsec_routes');
let t: PaymentsApp;
beforeAll(async () => {
  await fake.start();
  t = await createPaymentsApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_routes',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const webhook = (type: string, id: string) => {
  const { body, signature } = fake.webhook(type, id);
  return t.app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });
};

describe('stripe mode', () => {
  it('uses Stripe: publishable key, no sandbox pages', async () => {
    expect(t.runtime.config.mode).toBe('stripe');
    expect(t.runtime.sandbox).toBeNull();
    const o = await orderAtConfirm(t);
    const key = await t.app.inject({ method: 'GET', url: `/api/v2/${o.id}/stripe/config/publishable_key`, headers: auth(o.session) });
    expect(key.json()).toEqual({ publishable_key: 'pk_test_routes', mode: 'stripe', sandbox: null });
    const page = await t.app.inject({ method: 'POST', url: '/api/sandbox/payment_methods', payload: {} });
    expect(page.statusCode).toBe(404);
  });

  it('charges the server total through the SDK and completes on the signed webhook', async () => {
    const o = await orderAtConfirm(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: 'pm_card_visa' } });
    expect(res.statusCode).toBe(200);
    const id = res.json().payment_intent.id as string;
    expect(res.json().payment_intent).toMatchObject({ status: 'succeeded', amount: o.total });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.params['metadata[order_number]'] === o.number);
    expect(sent?.params).toMatchObject({ amount: String(o.total), currency: 'eur', payment_method: 'pm_card_visa', confirm: 'true' });
    expect(sent?.idempotencyKey).toMatch(/^order-\d+-intent-\d+$/);
    expect((await orderRow(t, o.id)).state).toBe('confirm');

    expect((await webhook('payment_intent.succeeded', id)).json().outcome).toBe('applied');
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    // The event names the card's PaymentMethod by id: its fingerprint was read through the SDK and
    // booked with the money (what the referral programme compares).
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/payment_methods/pm_card_visa')).toBe(true);
    expect((await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id)))[0]?.cardFingerprint).toBe(FINGERPRINTS.pm_card_visa);
    const forged = fake.webhook('payment_intent.succeeded', id);
    const bad = await t.app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/json', 'stripe-signature': forged.signature }, payload: forged.body.replace('"amount"', '"amount" ') });
    expect(bad.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).toHaveLength(1);
  });

  it('a card payment whose fingerprint Stripe cannot tell now is booked all the same, without it', async () => {
    const o = await orderAtConfirm(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: 'pm_card_visa' } });
    const id = res.json().payment_intent.id as string;
    fake.failPaymentMethodReads = true;
    try {
      expect((await webhook('payment_intent.succeeded', id)).json().outcome).toBe('applied');
    } finally {
      fake.failPaymentMethodReads = false;
    }
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).toEqual([expect.objectContaining({ state: 'completed', cardFingerprint: null })]);
  });

  it('a decline is a 402 and the retry confirms the same Stripe intent; 3-D Secure returns Stripe\'s redirect', async () => {
    const o = await orderAtConfirm(t);
    const declined = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: 'pm_card_chargeDeclined' } });
    expect(declined.statusCode).toBe(402);
    const id = declined.json().payment_intent.id as string;
    const threeDS = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${o.id}/stripe/payment_intents/confirm`,
      headers: auth(o.session),
      payload: { payment_intent_id: id, payment_method_id: 'pm_card_threeDSecure2Required' },
    });
    expect(threeDS.json().payment_intent).toMatchObject({ id, status: 'requires_action' });
    expect(threeDS.json().payment_intent.next_action.redirect_to_url.url).toContain('3d_secure');
    fake.settle(id, 'succeeded');
    const back = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_status?payment_intent=${id}&redirect_status=succeeded`, headers: auth(o.session) });
    expect(back.json().data.status).toBe('DELAYED');
    await webhook('payment_intent.succeeded', id);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
  });
});

describe('stripe mode: the payment page’s newer methods', () => {
  const redirect = (o: { id: number; session: Parameters<typeof auth>[0] }, method: string) =>
    t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`, headers: auth(o.session), payload: { payment_method_type: method } });

  it('PayPal is a Stripe redirect method: payment_method_data type paypal, Stripe’s redirect URL', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'paypal' });
    const res = await redirect(o, 'paypal');
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_intent).toMatchObject({ status: 'requires_action', payment_method_type: 'paypal', amount: o.total });
    expect(res.json().payment_intent.next_action.redirect_to_url.url).toMatch(/^https:\/\/pm-redirects\.stripe\.com\//);
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.params['metadata[order_number]'] === o.number);
    expect(sent?.params).toMatchObject({ 'payment_method_types[0]': 'paypal', 'payment_method_data[type]': 'paypal' });
  });

  it('Hokodo is not a Stripe method: 422 payment_method_unavailable, Stripe is not called', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'hokodo' });
    const before = fake.requests.length;
    const res = await redirect(o, 'hokodo');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'payment_method_unavailable', field: 'payment_method_type' });
    expect(fake.requests.length).toBe(before);
  });

  it('3-D Secure finished by Stripe.js in the page: confirm answers the succeeded intent; the webhook places the order', async () => {
    const o = await orderAtConfirm(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: 'pm_card_threeDSecure2Required' } });
    const intent = res.json().payment_intent as { id: string; status: string; client_secret: string };
    expect(intent.status).toBe('requires_action');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    fake.settle(intent.id, 'succeeded');
    const confirm = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/confirm`, headers: auth(o.session), payload: { payment_intent_id: intent.id } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().payment_intent).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect((await webhook('payment_intent.succeeded', intent.id)).json().outcome).toBe('applied');
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
  });
});

describe('stripe mode: referrals and the payment card', () => {
  const notUsed = (): never => {
    throw new Error('not used');
  };
  const seeded = () => ({ ...t, productId: notUsed, variant: notUsed, bundleId: notUsed }) as unknown as SeededApp;
  async function cartWithItem(s: TestSession) {
    const variant = await pickVariant(t.app.ctx.db, 'mailer-box', 'EUR');
    const cart = await createCart(seeded(), s, 'eu', 'EUR');
    return addItem(seeded(), s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
  }
  async function payWith(s: TestSession, orderId: number, paymentMethod: string) {
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/${orderId}/stripe/payment_intents/pay`, headers: auth(s), payload: { payment_method_id: paymentMethod } });
    expect(res.statusCode).toBe(200);
    expect((await webhook('payment_intent.succeeded', res.json().payment_intent.id as string)).json().outcome).toBe('applied');
    expect((await orderRow(t, orderId)).paymentState).toBe('paid');
  }
  const referralOf = async (orderId: number) => (await t.app.ctx.db.select().from(referrals).where(eq(referrals.orderId, orderId)))[0];

  it('a newcomer paying with the referrer\'s card (Stripe\'s card.fingerprint) earns nothing; another card does', async () => {
    const referrer = await registeredUser(t.app);
    const overview = await t.app.inject({ method: 'GET', url: '/api/v1/referrals', headers: referrer.headers });
    const code = overview.json().data.code as string;
    const own = await cartWithItem(referrer);
    const elsewhere = { first_name: 'Rita', last_name: 'Referrer', street: 'Lindenallee 44', city: 'Hamburg', zip_code: '20095', country_iso: 'DE' };
    await toConfirm(seeded(), referrer, own.id, { email: referrer.email, address: elsewhere });
    await payWith(referrer, own.id, 'pm_card_visa');

    const placed: Record<string, number> = {};
    for (const card of ['pm_card_visa', 'pm_card_mastercard']) {
      const newcomer = await registeredUser(t.app);
      const cart = await cartWithItem(newcomer);
      const applied = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/referral_code`, headers: newcomer.headers, payload: { referral_code: code } });
      expect(applied.statusCode).toBe(200);
      await toConfirm(seeded(), newcomer, cart.id);
      await payWith(newcomer, cart.id, card);
      placed[card] = cart.id;
    }
    expect(await referralOf(placed.pm_card_visa!)).toMatchObject({ status: 'void', voidReason: 'same_card' });
    expect(await referralOf(placed.pm_card_mastercard!)).toMatchObject({ status: 'paid', voidReason: null });
  });
});
