// The sandbox gateway on its own (state machine, refunds, cancel, idempotency, racing confirmations)
// and its default async delivery: webhooks reach the API's own endpoint with no help from the test.
import { eq } from 'drizzle-orm';
import { sandboxPaymentIntents } from '../src/db/schema/payments';
import { GatewayError } from '../src/payments/gateway';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, type PaymentsApp, SEED_TIMEOUT_MS } from './payments.fixtures';

describe('sandbox gateway', () => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await createPaymentsApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  const input = (key: string, pm?: string) => ({
    amount: 5000,
    currency: 'EUR',
    method: 'card' as const,
    paymentMethodId: pm,
    returnUrl: 'http://shop.test/order/R1/payment',
    confirm: pm !== undefined,
    idempotencyKey: key,
    metadata: { order_id: '0', order_number: 'R-sandbox' },
  });

  it('replays a repeated idempotency key instead of creating a second intent', async () => {
    const gw = sandboxOf(t).gateway;
    const pm = await cardPm(t.app, CARDS.visa);
    const a = await gw.createIntent(input('same-key', pm));
    const b = await gw.createIntent(input('same-key', pm));
    expect(b.id).toBe(a.id);
    expect(a.status).toBe('succeeded');
  });

  it('refunds up to what was paid, and only succeeded payments', async () => {
    const gw = sandboxOf(t).gateway;
    const paid = await gw.createIntent(input('refund', await cardPm(t.app, CARDS.visa)));
    // Like Stripe: the refund is accepted pending, settles later and says so in a `refund.updated` event.
    const first = await gw.refund(paid.id, 2000, 'refund-key-1', '41');
    expect(first).toMatchObject({ amount: 2000, status: 'pending' });
    await expect(gw.refund(paid.id, 3001)).rejects.toMatchObject({ code: 'amount_too_large' });
    expect(await gw.refund(paid.id)).toMatchObject({ amount: 3000, status: 'pending' });
    sandboxOf(t).outbox.take();
    await sandboxOf(t).outbox.runTasks();
    const settled = sandboxOf(t).outbox.take().filter((e) => e.type === 'refund.updated');
    expect(settled.map((e) => e.data.object)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.id, object: 'refund', status: 'succeeded', amount: 2000, payment_intent: paid.id, metadata: { ph_refund_id: '41' } })]),
    );
    expect(settled).toHaveLength(2);
    // The same key again answers the first refund as it is now; settling again emits nothing.
    expect(await gw.refund(paid.id, 2000, 'refund-key-1')).toEqual({ id: first.id, amount: 2000, status: 'succeeded' });
    await gw.settleRefund(first.id);
    expect(sandboxOf(t).outbox.take()).toEqual([]);
    const open = await gw.createIntent(input('not-paid'));
    await expect(gw.refund(open.id)).rejects.toMatchObject({ code: 'charge_not_refundable' });
  });

  it('cancels open intents only', async () => {
    const gw = sandboxOf(t).gateway;
    const open = await gw.createIntent(input('to-cancel'));
    expect((await gw.cancel(open.id)).status).toBe('canceled');
    await expect(gw.confirm(open.id, { paymentMethodId: await cardPm(t.app, CARDS.visa), returnUrl: 'x', idempotencyKey: 'c' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const paid = await gw.createIntent(input('paid', await cardPm(t.app, CARDS.visa)));
    await expect(gw.cancel(paid.id)).rejects.toBeInstanceOf(GatewayError);
  });

  it('of two confirmations racing on one intent, one charges and the other is refused', async () => {
    const gw = sandboxOf(t).gateway;
    const open = await gw.createIntent(input('race'));
    const [a, b] = await Promise.allSettled([
      gw.confirm(open.id, { paymentMethodId: await cardPm(t.app, CARDS.visa), returnUrl: 'x', idempotencyKey: 'r1' }),
      gw.confirm(open.id, { paymentMethodId: await cardPm(t.app, CARDS.visa), returnUrl: 'x', idempotencyKey: 'r2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const [row] = await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, open.id));
    expect(row!.status).toBe('succeeded');
  });
});

describe('async webhook delivery (the default)', () => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await createPaymentsApp({ SANDBOX_WEBHOOK_DELIVERY: 'async', SANDBOX_SETTLE_DELAY_MS: '20' });
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('the sandbox posts signed webhooks to the API itself and the orders complete', async () => {
    expect(sandboxOf(t).outbox.mode).toBe('async');
    const card = await orderAtConfirm(t);
    await t.app.inject({ method: 'POST', url: `/api/v2/${card.id}/stripe/payment_intents/pay`, headers: auth(card.session), payload: { payment_method_id: await cardPm(t.app, CARDS.visa) } });
    const bank = await orderAtConfirm(t, { region: 'eu', currency: 'EUR', country: 'DE' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${bank.id}/stripe/payment_intents/initiate_stripe_redirect_payment`,
      headers: auth(bank.session),
      payload: { payment_method_type: 'eps' },
    });
    await t.app.inject({ method: 'POST', url: `${started.json().payment_intent.next_action.redirect_to_url.url}/authorize`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await sandboxOf(t).outbox.idle();
    expect(await orderRow(t, card.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await orderRow(t, bank.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
  });
});
