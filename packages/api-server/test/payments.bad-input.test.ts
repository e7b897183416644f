// Every payment route refuses bad input with a 4xx, a clear message, and changes nothing.
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/orders';
import {
  orderPayments,
  paymentIntents,
  paymentSchedules,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  wallets,
  walletTransactions,
} from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { anonymousUser, registeredUser } from './helpers/app';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, type PaymentsApp, type PlacedOrder, SEED_TIMEOUT_MS } from './payments.fixtures';

let t: PaymentsApp;
let o: PlacedOrder;
let stranger: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createPaymentsApp();
  o = await orderAtConfirm(t);
  stranger = await anonymousUser(t.app);
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

async function snapshot() {
  const db = t.app.ctx.db;
  return {
    order: (await db.select().from(orders).where(eq(orders.id, o.id)))[0],
    intents: await db.select().from(paymentIntents),
    ledger: await db.select().from(orderPayments),
    schedules: await db.select().from(paymentSchedules),
    sandbox: await db.select().from(sandboxPaymentIntents),
    methods: (await db.select().from(sandboxPaymentMethods)).length,
    wallets: await db.select().from(wallets),
    walletTx: await db.select().from(walletTransactions),
  };
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string | (() => string);
  payload?: unknown;
  headers?: () => Record<string, string>;
  status: number;
  code: string;
  message?: RegExp;
  field?: string;
}

const own = () => auth(o.session);
const cases: Case[] = [
  // pay
  { name: 'pay without a token', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/pay`, payload: { payment_method_id: 'pm_x' }, status: 401, code: 'unauthorized' },
  { name: 'pay without a payment method', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/pay`, payload: {}, headers: own, status: 400, code: 'invalid_input', field: 'payment_method_id' },
  { name: 'pay with a card number instead of a payment method', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/pay`, payload: { payment_method_id: '4242424242424242' }, headers: own, status: 400, code: 'invalid_input', message: /payment method id/ },
  { name: 'pay with an amount (unknown field)', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/pay`, payload: { payment_method_id: 'pm_x', amount: 1 }, headers: own, status: 400, code: 'invalid_input', field: 'amount' },
  { name: 'pay for a non-numeric order id', method: 'POST', url: '/api/v2/abc/stripe/payment_intents/pay', payload: { payment_method_id: 'pm_x' }, headers: own, status: 400, code: 'invalid_input', field: 'orderId' },
  { name: "pay for someone else's order", method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/pay`, payload: { payment_method_id: 'pm_x' }, headers: () => stranger.headers, status: 404, code: 'not_found' },
  { name: 'pay with an unknown payment method', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/pay`, payload: { payment_method_id: 'pm_sbx_unknown' }, headers: own, status: 422, code: 'payment_method_invalid', field: 'payment_method_id' },
  // confirm
  { name: 'confirm a malformed intent id', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/confirm`, payload: { payment_intent_id: 'nope' }, headers: own, status: 400, code: 'invalid_input', field: 'payment_intent_id' },
  { name: "confirm an intent that is not the order's", method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/confirm`, payload: { payment_intent_id: 'pi_sbx_other', payment_method_id: 'pm_x' }, headers: own, status: 404, code: 'not_found' },
  // redirect
  { name: 'redirect with an unknown method', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`, payload: { payment_method_type: 'bitcoin' }, headers: own, status: 400, code: 'invalid_input', field: 'payment_method_type' },
  { name: 'redirect with a method of another region', method: 'POST', url: () => `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`, payload: { payment_method_type: 'sofort' }, headers: own, status: 422, code: 'payment_method_not_allowed' },
  // publishable key, workflow token
  { name: "publishable key of someone else's order", method: 'GET', url: () => `/api/v2/${o.id}/stripe/config/publishable_key`, headers: () => stranger.headers, status: 404, code: 'not_found' },
  { name: 'workflow token without an order number', method: 'GET', url: '/api/v2/transactionlink/workflow_token/', headers: own, status: 400, code: 'invalid_input', field: 'order_number' },
  { name: "workflow token of someone else's order", method: 'GET', url: () => `/api/v2/transactionlink/workflow_token/?order_number=${o.number}`, headers: () => stranger.headers, status: 404, code: 'not_found' },
  // bank transfer
  { name: 'bank transfer without an order number', method: 'POST', url: '/api/check_payments', payload: { reject_payment_schedule: false }, headers: own, status: 400, code: 'invalid_input', field: 'order_number' },
  { name: 'bank transfer with a string flag', method: 'POST', url: '/api/check_payments', payload: { order_number: 'R1', reject_payment_schedule: 'yes' }, headers: own, status: 400, code: 'invalid_input', field: 'reject_payment_schedule' },
  { name: "bank transfer for someone else's order", method: 'POST', url: '/api/check_payments', payload: () => ({ order_number: o.number }), headers: () => stranger.headers, status: 404, code: 'not_found' },
  // instalments
  { name: 'one instalment', method: 'POST', url: '/api/payment_schedules', payload: () => ({ order_id: o.id, installments_attributes: [{ due_date: '2099-01-01' }] }), headers: own, status: 400, code: 'invalid_input', field: 'installments_attributes' },
  { name: 'an impossible date', method: 'POST', url: '/api/payment_schedules', payload: () => ({ order_id: o.id, installments_attributes: [{ due_date: '2026-02-30x' }, { due_date: '2026-03-01' }] }), headers: own, status: 400, code: 'invalid_input', field: 'installments_attributes.0.due_date' },
  { name: 'an instalment due in the past', method: 'POST', url: '/api/payment_schedules', payload: () => ({ order_id: o.id, installments_attributes: [{ due_date: '2020-01-01' }, { due_date: '2020-02-01' }] }), headers: own, status: 422, code: 'installment_due_date_past' },
  { name: 'instalments not adding up', method: 'POST', url: '/api/payment_schedules', payload: () => ({ order_id: o.id, installments_attributes: [{ due_date: soon(1), amount: 1 }, { due_date: soon(20), amount: 1 }] }), headers: own, status: 422, code: 'installments_do_not_add_up' },
  { name: "instalments for someone else's order", method: 'POST', url: '/api/payment_schedules', payload: () => ({ order_id: o.id, installments_attributes: [{ due_date: soon(1) }, { due_date: soon(20) }] }), headers: () => stranger.headers, status: 404, code: 'not_found' },
  // payment status
  { name: 'status of an unknown order', method: 'GET', url: '/api/v2/orders/R000000000/payment_status', headers: own, status: 404, code: 'not_found' },
  { name: 'status with a malformed intent', method: 'GET', url: () => `/api/v2/orders/${o.number}/payment_status?payment_intent=x`, headers: own, status: 400, code: 'invalid_input', field: 'payment_intent' },
  { name: "status with an intent that is not the order's", method: 'GET', url: () => `/api/v2/orders/${o.number}/payment_status?payment_intent=pi_sbx_other`, headers: own, status: 404, code: 'not_found' },
  // wallet
  { name: 'wallet without a currency', method: 'GET', url: '/api/v1/wallet', headers: own, status: 400, code: 'invalid_input', field: 'currency' },
  { name: 'wallet in an unknown currency', method: 'GET', url: '/api/v1/wallet?currency=XYZ', headers: own, status: 400, code: 'invalid_input', field: 'currency' },
  { name: 'wallet without a token', method: 'GET', url: '/api/v1/wallet?currency=EUR', status: 401, code: 'unauthorized' },
  { name: 'spending an empty wallet', method: 'PUT', url: '/api/v1/wallet?currency=EUR', payload: () => ({ order_id: o.id }), headers: own, status: 422, code: 'insufficient_credit' },
  { name: 'spending the wrong currency', method: 'PUT', url: '/api/v1/wallet?currency=PLN', payload: () => ({ order_id: o.id }), headers: own, status: 422, code: 'currency_mismatch', field: 'currency' },
  { name: 'spending a negative amount', method: 'PUT', url: '/api/v1/wallet?currency=EUR', payload: () => ({ order_id: o.id, amount: -5 }), headers: own, status: 400, code: 'invalid_input', field: 'amount' },
  { name: 'granting credit as a customer', method: 'POST', url: '/api/v1/wallet/credits', payload: () => ({ user_id: o.session.userId, currency: 'EUR', amount: 100, note: 'x' }), headers: own, status: 403, code: 'forbidden' },
  // sandbox card form
  { name: 'a card number failing the check digit', method: 'POST', url: '/api/sandbox/payment_methods', payload: { type: 'card', card: { number: '4242 4242 4242 4241', exp_month: 1, exp_year: 2099, cvc: '123' } }, status: 400, code: 'invalid_input', field: 'card.number' },
  { name: 'a real (non-test) card', method: 'POST', url: '/api/sandbox/payment_methods', payload: { type: 'card', card: { number: '4111 1111 1111 1111', exp_month: 1, exp_year: 2099, cvc: '123' } }, status: 422, code: 'card_not_test' },
  { name: 'an expired card', method: 'POST', url: '/api/sandbox/payment_methods', payload: { type: 'card', card: { number: CARDS.visa, exp_month: 1, exp_year: 2020, cvc: '123' } }, status: 422, code: 'expired_card' },
  { name: 'a bad cvc', method: 'POST', url: '/api/sandbox/payment_methods', payload: { type: 'card', card: { number: CARDS.visa, exp_month: 1, exp_year: 2099, cvc: '12' } }, status: 400, code: 'invalid_input', field: 'card.cvc' },
  // sandbox pages
  { name: 'a 3-D Secure page of an unknown intent', method: 'GET', url: '/api/sandbox/3ds/pi_sbx_unknown', status: 404, code: 'not_found' },
  { name: 'a 3-D Secure page with a malformed id', method: 'GET', url: '/api/sandbox/3ds/%3Cscript%3E', status: 400, code: 'invalid_input', field: 'intentId' },
];

function soon(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('bad input on every payment route', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const payload = typeof c.payload === 'function' ? (c.payload as () => unknown)() : c.payload;
    const res = await t.app.inject({
      method: c.method,
      url: typeof c.url === 'function' ? c.url() : c.url,
      headers: c.headers?.() ?? {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    expect(res.statusCode).toBe(c.status);
    const body = res.json();
    expect(body.code).toBe(c.code);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(3);
    if (c.message) expect(body.message).toMatch(c.message);
    if (c.field) expect(body.field).toBe(c.field);
    // A card number never comes back in an answer.
    expect(res.body).not.toMatch(/4242 ?4242 ?4242|4111 ?1111/);
    expect(await snapshot()).toEqual(before);
  });

  it('manager calls: a credit that would overdraw, for an unknown user, or of zero; a transfer for no expected payment — change nothing', async () => {
    const m = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.userId));
    const before = await snapshot();
    const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: m.headers, payload });
    const overdraw = await send({ user_id: o.session.userId, currency: 'EUR', amount: -1, note: 'Correction' });
    expect(overdraw.statusCode).toBe(422);
    expect(overdraw.json().code).toBe('insufficient_credit');
    expect((await send({ user_id: 999_999_999, currency: 'EUR', amount: 10, note: 'x' })).statusCode).toBe(404);
    const zero = await send({ user_id: o.session.userId, currency: 'EUR', amount: 0, note: 'x' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().field).toBe('amount');
    // Transfers received: unknown order, zero amount, an order not waiting for a transfer.
    const transfer = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: m.headers, payload });
    expect((await transfer({ order_number: 'R000000000', amount: 100 })).statusCode).toBe(404);
    const noAmount = await transfer({ order_number: o.number, amount: 0 });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().field).toBe('amount');
    const notWaiting = await transfer({ order_number: o.number, amount: o.total });
    expect(notWaiting.statusCode).toBe(422);
    expect(notWaiting.json()).toMatchObject({ code: 'no_transfer_expected', message: expect.stringContaining('not waiting') });
    expect(await snapshot()).toEqual(before);
  });

  it('sandbox pages: the wrong button for the page, or a second decision, change nothing', async () => {
    const pm = await cardPm(t.app, CARDS.threeDS);
    const other = await orderAtConfirm(t);
    const intent = (await t.app.inject({ method: 'POST', url: `/api/v2/${other.id}/stripe/payment_intents/pay`, headers: auth(other.session), payload: { payment_method_id: pm } })).json().payment_intent;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await t.app.inject({ method: 'POST', url: `/api/sandbox/3ds/${intent.id}/authorize`, headers: form, payload: '' });
    expect(wrong.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/redirect/${intent.id}/authorize`, headers: form, payload: '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/3ds/${intent.id}/complete`, headers: form, payload: '' })).statusCode).toBe(303);
    const before = await snapshot();
    const twice = await t.app.inject({ method: 'POST', url: `/api/sandbox/3ds/${intent.id}/fail`, headers: form, payload: '' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('payment_intent_unexpected_state');
    expect(await snapshot()).toEqual(before);
  });

  it('an order that has not reached the payment step cannot be paid', async () => {
    const early = await orderAtConfirm(t);
    await t.app.ctx.db.update(orders).set({ state: 'address' }).where(eq(orders.id, early.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${early.id}/stripe/payment_intents/pay`,
      headers: auth(early.session),
      payload: { payment_method_id: await cardPm(t.app, CARDS.visa) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'order_not_ready', message: expect.stringContaining('finish the checkout') });
    expect(await t.app.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, early.id))).toHaveLength(0);
  });

  it('stores only the brand and last four digits of a card', async () => {
    const id = await cardPm(t.app, CARDS.visa);
    const [row] = await t.app.ctx.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
    expect(row).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });
});
