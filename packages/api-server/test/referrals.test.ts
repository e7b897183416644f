// The referral programme (docs/domain.md#referrals): a customer's stable code; a newcomer's first
// order with it gets the discount the server prices; the referrer's store credit once the paid
// order's refund window has passed without a refund, granted once however many runs race; a forged
// code, one's own code and self-referral by e-mail or address refused with a 422 that changes nothing;
// a newcomer who paid with a card the referrer has paid with (either first) earns the referrer nothing.
import { eq } from 'drizzle-orm';
import { orderPayments, referralCredits, referrals, walletTransactions } from '../src/db/schema';
import { paymentsRuntime } from '../src/payments/runtime';
import { creditDueReferrals } from '../src/referrals';
import { createTestApp, registeredUser, anonymousUser, type TestSession } from './helpers/app';
import { emailsTo } from './helpers/outbox';
import { addItem, createCart, pickVariant, toConfirm, type SeededApp } from './orders.fixtures';
import { auth, CARDS, cardPm, orderRow, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

const WINDOW_SECONDS = 3600;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let t: PaymentsApp;
let seeded: SeededApp;

beforeAll(async () => {
  const saved = { ...process.env };
  process.env.SANDBOX_WEBHOOK_DELIVERY = 'manual';
  try {
    const app = await createTestApp({ config: { storefrontUrl: 'http://shop.test', referralRefundWindowSeconds: WINDOW_SECONDS }, now: clock, image: 'catalogue' });
    t = { ...app, runtime: paymentsRuntime(app.app.ctx) };
  } finally {
    process.env = saved;
  }
  const notUsed = (): never => {
    throw new Error('not used');
  };
  seeded = { ...t, productId: notUsed, variant: notUsed, bundleId: notUsed } as unknown as SeededApp;
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const deps = () => ({ db: t.app.ctx.db, now: clock, refundWindowSeconds: WINDOW_SECONDS, storefrontUrl: 'http://shop.test' });

async function overview(s: TestSession) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/referrals', headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { code: string; invitations: Array<{ status: string; void_reason: string | null; credit: { amount: number; currency: string } | null; friend: string | null }>; credits: Array<{ currency: string; amount: number }> };
}

async function cartWithItem(s: TestSession) {
  const variant = await pickVariant(t.app.ctx.db, 'mailer-box', 'EUR');
  const cart = await createCart(seeded, s, 'eu', 'EUR');
  return addItem(seeded, s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
}

const applyCode = (s: TestSession, orderId: number, code: string) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/referral_code`, headers: s.headers, payload: { referral_code: code } });

const MASTERCARD = '5555 5555 5555 4444';

async function payByCard(s: TestSession, orderId: number, card: string = CARDS.visa) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/${orderId}/stripe/payment_intents/pay`, headers: auth(s), payload: { payment_method_id: await cardPm(t.app, card) } });
  expect(res.statusCode).toBe(200);
  const sandbox = t.runtime.sandbox!;
  await sandbox.outbox.runTasks();
  await sandbox.outbox.flush();
  expect((await orderRow(t, orderId)).paymentState).toBe('paid');
}

const referralRow = async (orderId: number) => (await t.app.ctx.db.select().from(referrals).where(eq(referrals.orderId, orderId)))[0];

describe('the referral code', () => {
  it('is the same on every read and needs an account', async () => {
    const referrer = await registeredUser(t.app);
    const first = await overview(referrer);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await overview(referrer)).code).toBe(first.code);
    const anonymous = await anonymousUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/referrals', headers: anonymous.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sign_in_required');
  });
});

describe('a newcomer with a referral code', () => {
  it('gets the first-order discount, priced by the server; the referrer is credited once the window has passed', async () => {
    offsetMs = 0;
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const newcomer = await anonymousUser(t.app);
    const cart = await cartWithItem(newcomer);
    const res = await applyCode(newcomer, cart.id, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    // 10 % of the product lines, by the promotions machinery.
    expect(order.promo_total).toBe(-Math.round(cart.item_total * 0.1));
    expect(order.total).toBeLessThan(cart.total);
    // Applying it again changes nothing.
    const again = await applyCode(newcomer, cart.id, code);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.total).toBe(order.total);

    await toConfirm(seeded, newcomer, cart.id);
    await payByCard(newcomer, cart.id);
    expect((await referralRow(cart.id))?.status).toBe('paid');

    // Within the window nothing is granted.
    expect(await creditDueReferrals(deps())).toBe(0);
    expect((await overview(referrer)).invitations[0]).toMatchObject({ status: 'paid', credit: null });

    offsetMs = (WINDOW_SECONDS + 60) * 1000;
    const view = await overview(referrer);
    expect(view.invitations[0]).toMatchObject({ status: 'credited', credit: { amount: 2000, currency: 'EUR' } });
    expect(view.credits).toEqual([{ currency: 'EUR', amount: 2000 }]);
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/wallet?currency=EUR', headers: referrer.headers });
    expect(wallet.json().data.balance).toBe(2000);
    const mails = (await emailsTo(t.app, referrer.email)).filter((m) => m.kind === 'referral_credit');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('http://shop.test/account/referrals');
    offsetMs = 0;
  });

  it('concurrent credit runs grant one credit (the credit row is keyed by the referral)', async () => {
    offsetMs = 0;
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const newcomer = await registeredUser(t.app);
    const cart = await cartWithItem(newcomer);
    expect((await applyCode(newcomer, cart.id, code)).statusCode).toBe(200);
    await toConfirm(seeded, newcomer, cart.id);
    await payByCard(newcomer, cart.id);
    offsetMs = (WINDOW_SECONDS + 60) * 1000;
    const runs = await Promise.allSettled([creditDueReferrals(deps()), creditDueReferrals(deps()), creditDueReferrals(deps())]);
    offsetMs = 0;
    const referral = (await referralRow(cart.id))!;
    expect(referral.status).toBe('credited');
    expect(await t.app.ctx.db.select().from(referralCredits).where(eq(referralCredits.referralId, referral.id))).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(walletTransactions).where(eq(walletTransactions.userId, referrer.userId))).toHaveLength(1);
    // Every run ended cleanly or lost the race on the credit's key, never a second credit.
    for (const r of runs) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/referral_credits_pkey|duplicate|serializ/i);
    // The database refuses a second credit for the referral whatever the code does.
    await expect(t.app.ctx.db.insert(referralCredits).values({ referralId: referral.id, amount: 2000, currency: 'EUR' })).rejects.toThrow();
  });

  it('two carts of one newcomer redeeming at once: one referral stands', async () => {
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const newcomer = await registeredUser(t.app);
    const a = await cartWithItem(newcomer);
    const b = await cartWithItem(newcomer);
    const [ra, rb] = await Promise.all([applyCode(newcomer, a.id, code), applyCode(newcomer, b.id, code)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    for (const r of [ra, rb]) expect(r.statusCode).toBeLessThan(500);
    const rows = await t.app.ctx.db.select().from(referrals).where(eq(referrals.referredUserId, newcomer.userId));
    expect(rows).toHaveLength(1);
  });

  it('a refund within the window voids the referral: no credit', async () => {
    offsetMs = 0;
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const newcomer = await registeredUser(t.app);
    const cart = await cartWithItem(newcomer);
    expect((await applyCode(newcomer, cart.id, code)).statusCode).toBe(200);
    const confirmed = await toConfirm(seeded, newcomer, cart.id);
    await payByCard(newcomer, cart.id);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${confirmed.number}/cancel`, headers: newcomer.headers, payload: { reason: 'Changed my mind' } });
    expect(cancel.statusCode).toBe(200);
    offsetMs = (WINDOW_SECONDS + 60) * 1000;
    const view = await overview(referrer);
    offsetMs = 0;
    expect(view.invitations[0]).toMatchObject({ status: 'void', credit: null });
    expect(['canceled', 'refunded']).toContain(view.invitations[0]!.void_reason);
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/wallet?currency=EUR', headers: referrer.headers });
    expect(wallet.json().data.balance).toBe(0);
  });
});

describe('refused referral codes change nothing', () => {
  async function expectRefused(s: TestSession, orderId: number, code: string, status: number, errorCode: string) {
    const before = await orderRow(t, orderId);
    const res = await applyCode(s, orderId, code);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: errorCode, field: 'referral_code' });
    const after = await orderRow(t, orderId);
    expect(after.total).toBe(before.total);
    expect(after.promoTotal).toBe(before.promoTotal);
    expect(await referralRow(orderId)).toBeUndefined();
  }

  it('a forged code', async () => {
    const s = await registeredUser(t.app);
    const cart = await cartWithItem(s);
    await expectRefused(s, cart.id, 'NOSUCHCODE', 422, 'referral_code_unknown');
    await expectRefused(s, cart.id, '<script>', 422, 'referral_code_unknown');
  });

  it('the referral programme’s promotion typed as a coupon is unknown', async () => {
    const s = await registeredUser(t.app);
    const cart = await cartWithItem(s);
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    // Makes sure the store's own promotion exists.
    const other = await registeredUser(t.app);
    const otherCart = await cartWithItem(other);
    expect((await applyCode(other, otherCart.id, code)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: 'REFERRAL-WELCOME' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('coupon_unknown');
  });

  it('one’s own code on one’s own order', async () => {
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const cart = await cartWithItem(referrer);
    await expectRefused(referrer, cart.id, code, 422, 'referral_own_code');
  });

  it('the same e-mail: a cart whose e-mail is the referrer’s', async () => {
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const newcomer = await anonymousUser(t.app);
    const cart = await cartWithItem(newcomer);
    const put = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}`, headers: newcomer.headers, payload: { order: { email: referrer.email.toUpperCase() } } });
    expect(put.statusCode).toBe(200);
    await expectRefused(newcomer, cart.id, code, 422, 'referral_self');
  });

  it('the same address: the newcomer’s saved address is the referrer’s', async () => {
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const address = { first_name: 'Ada', last_name: 'Lovelace', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' };
    const saved = await t.app.inject({ method: 'POST', url: `/api/v2/users/${referrer.userId}/addresses`, headers: referrer.headers, payload: address });
    expect(saved.statusCode).toBeLessThan(300);
    const newcomer = await registeredUser(t.app);
    const mine = await t.app.inject({ method: 'POST', url: `/api/v2/users/${newcomer.userId}/addresses`, headers: newcomer.headers, payload: { ...address, first_name: 'Someone', street: ' hauptstrasse  1' } });
    expect(mine.statusCode).toBeLessThan(300);
    const cart = await cartWithItem(newcomer);
    await expectRefused(newcomer, cart.id, code, 422, 'referral_self');
  });

  it('the same address given only at checkout: the placed order’s referral is void, no credit', async () => {
    offsetMs = 0;
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const address = { first_name: 'Ada', last_name: 'Lovelace', street: 'Gartenweg 7', city: 'Köln', zip_code: '50667', country_iso: 'DE' };
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/users/${referrer.userId}/addresses`, headers: referrer.headers, payload: address })).statusCode).toBeLessThan(300);
    const newcomer = await registeredUser(t.app);
    const cart = await cartWithItem(newcomer);
    expect((await applyCode(newcomer, cart.id, code)).statusCode).toBe(200);
    await toConfirm(seeded, newcomer, cart.id, { address: { ...address, first_name: 'Other' } });
    await payByCard(newcomer, cart.id);
    expect(await referralRow(cart.id)).toMatchObject({ status: 'void', voidReason: 'same_address' });
  });

  it('the same card: a newcomer paying with a card the referrer paid with earns nothing; another card earns the credit', async () => {
    offsetMs = 0;
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const own = await cartWithItem(referrer);
    // Another e-mail and address than the newcomers' checkout: only the card is shared.
    const elsewhere = { first_name: 'Rita', last_name: 'Referrer', street: 'Lindenallee 42', city: 'Hamburg', zip_code: '20095', country_iso: 'DE' };
    await toConfirm(seeded, referrer, own.id, { email: referrer.email, address: elsewhere });
    await payByCard(referrer, own.id, CARDS.visa);
    const [ownPayment] = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, own.id));
    // A fingerprint, never the card number.
    expect(ownPayment?.cardFingerprint).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ownPayment?.cardFingerprint).not.toContain('4242');

    const sameCard = await registeredUser(t.app);
    const a = await cartWithItem(sameCard);
    expect((await applyCode(sameCard, a.id, code)).statusCode).toBe(200);
    await toConfirm(seeded, sameCard, a.id);
    // Another test card number written differently is still the same card.
    await payByCard(sameCard, a.id, '4242-4242-4242-4242');
    expect(await referralRow(a.id)).toMatchObject({ status: 'void', voidReason: 'same_card' });
    // The newcomer's order is paid and placed all the same (the discount stays); only the credit goes.
    expect(await orderRow(t, a.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });

    const otherCard = await registeredUser(t.app);
    const b = await cartWithItem(otherCard);
    expect((await applyCode(otherCard, b.id, code)).statusCode).toBe(200);
    await toConfirm(seeded, otherCard, b.id);
    await payByCard(otherCard, b.id, MASTERCARD);
    expect((await referralRow(b.id))?.status).toBe('paid');

    offsetMs = (WINDOW_SECONDS + 60) * 1000;
    const view = await overview(referrer);
    offsetMs = 0;
    const byStatus = view.invitations.map((i) => [i.status, i.void_reason]).sort();
    expect(byStatus).toEqual([
      ['credited', null],
      ['void', 'same_card'],
    ]);
    expect(view.credits).toEqual([{ currency: 'EUR', amount: 2000 }]);
  });

  it('the same card, the other way round: the referrer paying with the newcomer\'s card before the window ends voids the referral', async () => {
    offsetMs = 0;
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const newcomer = await registeredUser(t.app);
    const theirs = await cartWithItem(newcomer);
    expect((await applyCode(newcomer, theirs.id, code)).statusCode).toBe(200);
    await toConfirm(seeded, newcomer, theirs.id);
    await payByCard(newcomer, theirs.id, MASTERCARD);
    expect((await referralRow(theirs.id))?.status).toBe('paid');

    const own = await cartWithItem(referrer);
    const elsewhere = { first_name: 'Rita', last_name: 'Referrer', street: 'Lindenallee 43', city: 'Hamburg', zip_code: '20095', country_iso: 'DE' };
    await toConfirm(seeded, referrer, own.id, { email: referrer.email, address: elsewhere });
    await payByCard(referrer, own.id, MASTERCARD);

    offsetMs = (WINDOW_SECONDS + 60) * 1000;
    expect(await creditDueReferrals(deps(), { referrerId: referrer.userId })).toBe(0);
    const view = await overview(referrer);
    offsetMs = 0;
    expect(view.invitations).toEqual([expect.objectContaining({ status: 'void', void_reason: 'same_card', credit: null })]);
    expect(view.credits).toEqual([]);
    expect(await t.app.ctx.db.select().from(referralCredits).where(eq(referralCredits.referralId, (await referralRow(theirs.id))!.id))).toEqual([]);
  });

  it('a customer who has ordered before', async () => {
    const referrer = await registeredUser(t.app);
    const { code } = await overview(referrer);
    const customer = await registeredUser(t.app);
    const first = await cartWithItem(customer);
    await toConfirm(seeded, customer, first.id);
    await payByCard(customer, first.id);
    const second = await cartWithItem(customer);
    await expectRefused(customer, second.id, code, 422, 'referral_not_first_order');
  });
});
