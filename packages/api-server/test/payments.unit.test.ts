import Stripe from 'stripe';
import { BANK_DETAILS, ibanIsValid } from '../src/payments/bank-details';
import { GatewayError, WebhookSignatureError } from '../src/payments/gateway';
import { planInstallments, splitEvenly } from '../src/payments/offline';
import { brandOf, passesLuhn, TEST_CARDS } from '../src/payments/sandbox/cards';
import { paymentStatusOf } from '../src/payments/service';
import { shouldApply } from '../src/payments/status-merge';
import { StripeGateway } from '../src/payments/stripe-gateway';
import { signPayload, verifySignature } from '../src/payments/webhook-signature';
import { issueWorkflowToken, verifyWorkflowToken } from '../src/payments/workflow-token';
import type { IntentRow } from '../src/payments/intents-repo';
import { FakeStripe } from './fakes/stripe-server';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
  const now = 1_700_000_000;

  it('verifies what it signed', () => {
    expect(() => verifySignature(body, signPayload(body, secret, now), secret, now + 10)).not.toThrow();
  });

  it('rejects a changed body, another secret, an old timestamp and a missing header', () => {
    const header = signPayload(body, secret, now);
    expect(() => verifySignature(body.replace('evt_1', 'evt_2'), header, secret, now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature(body, signPayload(body, 'other', now), secret, now)).toThrow('does not match');
    expect(() => verifySignature(body, header, secret, now + 301)).toThrow('tolerance');
    expect(() => verifySignature(body, undefined, secret, now)).toThrow('Missing');
    expect(() => verifySignature(body, 'v1=abc', secret, now)).toThrow('timestamp');
  });

  it('produces headers the official Stripe SDK accepts (same scheme as Stripe)', () => {
    const stripe = new Stripe('sk_test_x');
    const header = signPayload(body, secret, Math.floor(Date.now() / 1000));
    const event = stripe.webhooks.constructEvent(body, header, secret);
    expect(event.id).toBe('evt_1');
  });
});

describe('sandbox test cards', () => {
  it('are valid card numbers with the documented outcomes', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(TEST_CARDS['4242424242424242']?.outcome).toBe('succeed');
    expect(TEST_CARDS['4000002500003155']?.outcome).toBe('three_d_secure');
    expect(TEST_CARDS['4000000000000002']?.outcome).toBe('decline');
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(brandOf('5555555555554444')).toBe('mastercard');
  });
});

describe('bank details', () => {
  it('has a valid, DEMO-labelled account for every transfer currency', () => {
    expect(Object.keys(BANK_DETAILS).sort()).toEqual(['EUR', 'GBP', 'PLN', 'RON', 'SEK']);
    for (const d of Object.values(BANK_DETAILS)) {
      expect(ibanIsValid(d.iban)).toBe(true);
      expect(d.account_holder).toContain('DEMO');
    }
    expect(ibanIsValid('DE89370400440532013001')).toBe(false);
  });
});

describe('instalments', () => {
  it('splits evenly to the cent', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(10_001, 2).reduce((a, b) => a + b)).toBe(10_001);
  });

  it('checks dates and amounts', () => {
    const today = '2026-01-10';
    expect(planInstallments(1000, [{ due_date: '2026-01-10' }, { due_date: '2026-02-10' }], today)).toEqual([
      { amount: 500, dueDate: '2026-01-10' },
      { amount: 500, dueDate: '2026-02-10' },
    ]);
    expect(() => planInstallments(1000, [{ due_date: '2026-01-09' }, { due_date: '2026-02-10' }], today)).toThrow('past');
    expect(() => planInstallments(1000, [{ due_date: '2026-02-10' }, { due_date: '2026-02-10' }], today)).toThrow('ascending');
    expect(() => planInstallments(1000, [{ due_date: '2026-01-20' }, { due_date: '2026-06-10' }], today)).toThrow('120 days');
    expect(() => planInstallments(1000, [{ due_date: '2026-01-20', amount: 400 }, { due_date: '2026-02-10', amount: 500 }], today)).toThrow('add up');
    expect(() => planInstallments(1000, [{ due_date: '2026-01-20', amount: 400 }, { due_date: '2026-02-10' }], today)).toThrow('every instalment or for none');
    expect(() => planInstallments(1000, [{ due_date: '2026-01-20' }], today)).toThrow('2 to 6');
  });
});

describe('status merging (webhooks twice or out of order)', () => {
  const t = (s: number) => new Date(s * 1000);
  it('never leaves a terminal status and ignores older events', () => {
    expect(shouldApply('succeeded', 'requires_payment_method', t(10), t(5))).toBe(false);
    expect(shouldApply('canceled', 'succeeded', t(10), null)).toBe(false);
    expect(shouldApply('requires_action', 'requires_payment_method', t(4), t(5))).toBe(false);
    expect(shouldApply('requires_action', 'succeeded', t(4), t(5))).toBe(true);
    expect(shouldApply('processing', 'requires_payment_method', t(6), t(5))).toBe(true);
    expect(shouldApply('processing', 'requires_action', null, null)).toBe(false);
  });
});

describe('payment status for the return page', () => {
  const intent = (status: IntentRow['status'], lastErrorCode: string | null = null) => ({ status, lastErrorCode }) as IntentRow;
  it('maps order and intent to OK, WAITING, DELAYED, FAILED, NOT_STARTED', () => {
    expect(paymentStatusOf({ state: 'complete', paymentState: 'paid' }, intent('succeeded'))).toBe('OK');
    expect(paymentStatusOf({ state: 'complete', paymentState: 'balance_due' }, undefined)).toBe('WAITING');
    expect(paymentStatusOf({ state: 'confirm', paymentState: null }, intent('processing'))).toBe('DELAYED');
    expect(paymentStatusOf({ state: 'confirm', paymentState: null }, intent('succeeded'))).toBe('DELAYED');
    expect(paymentStatusOf({ state: 'confirm', paymentState: 'failed' }, intent('requires_payment_method', 'card_declined'))).toBe('FAILED');
    expect(paymentStatusOf({ state: 'confirm', paymentState: null }, intent('requires_action'))).toBe('NOT_STARTED');
    expect(paymentStatusOf({ state: 'confirm', paymentState: null }, undefined)).toBe('NOT_STARTED');
  });
});

describe('workflow tokens', () => {
  it('round-trips, expires and rejects tampering', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = issueWorkflowToken('s', { orderNumber: 'R123', userId: 7, expiresAt: new Date(now.getTime() + 60_000) });
    expect(verifyWorkflowToken('s', token, now)).toEqual({ orderNumber: 'R123', userId: 7, expiresAt: new Date(now.getTime() + 60_000) });
    expect(verifyWorkflowToken('s', token, new Date(now.getTime() + 61_000))).toBeNull();
    expect(verifyWorkflowToken('other', token, now)).toBeNull();
    expect(verifyWorkflowToken('s', `x${token}`, now)).toBeNull();
  });
});

describe('Stripe gateway against a fake Stripe API', () => {
  const fake = new FakeStripe();
  let gateway: StripeGateway;
  beforeAll(async () => {
    await fake.start();
    gateway = new StripeGateway({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, host: '127.0.0.1', port: fake.port, protocol: 'http' });
  });
  afterAll(() => fake.stop());

  const base = { amount: 12_345, currency: 'EUR', returnUrl: 'http://shop/order/R1/payment', metadata: { order_id: '1', order_number: 'R1' } };

  it('creates and confirms a card payment with the server amount and an idempotency key', async () => {
    const pi = await gateway.createIntent({ ...base, method: 'card', paymentMethodId: 'pm_card_visa', confirm: true, idempotencyKey: 'k-visa' });
    expect(pi).toMatchObject({ status: 'succeeded', amount: 12_345, currency: 'EUR', method: 'card' });
    const req = fake.requests.find((r) => r.idempotencyKey === 'k-visa');
    expect(req?.params).toMatchObject({ amount: '12345', currency: 'eur', confirm: 'true', 'metadata[order_number]': 'R1' });
    // A retried call with the same key answers the same intent (no second charge).
    const again = await gateway.createIntent({ ...base, method: 'card', paymentMethodId: 'pm_card_visa', confirm: true, idempotencyKey: 'k-visa' });
    expect(again.id).toBe(pi.id);
    expect([...fake.intents.values()].filter((i) => i.metadata.order_number === 'R1' && i.status === 'succeeded')).toHaveLength(1);
  });

  it('reports a decline as a card error carrying the intent, and lets the same intent be confirmed again', async () => {
    const err = await gateway
      .createIntent({ ...base, method: 'card', paymentMethodId: 'pm_card_chargeDeclined', confirm: true, idempotencyKey: 'k-decline' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    const ge = err as GatewayError;
    expect(ge.isCardError).toBe(true);
    expect(ge.code).toBe('card_declined');
    expect(ge.intent?.status).toBe('requires_payment_method');
    const retried = await gateway.confirm(ge.intent!.id, { paymentMethodId: 'pm_card_visa', returnUrl: base.returnUrl, idempotencyKey: 'k-retry' });
    expect(retried.status).toBe('succeeded');
  });

  it('returns the 3-D Secure redirect and reads the outcome on return', async () => {
    const pi = await gateway.createIntent({ ...base, method: 'card', paymentMethodId: 'pm_card_threeDSecure2Required', confirm: true, idempotencyKey: 'k-3ds' });
    expect(pi.status).toBe('requires_action');
    expect(pi.redirectUrl).toContain('3d_secure');
    fake.settle(pi.id, 'succeeded');
    expect((await gateway.handleReturn(pi.id)).status).toBe('succeeded');
  });

  it('starts a redirect method, cancels, refunds', async () => {
    const p24 = await gateway.createIntent({ ...base, currency: 'PLN', method: 'p24', confirm: true, idempotencyKey: 'k-p24' });
    expect(p24).toMatchObject({ status: 'requires_action', method: 'p24', currency: 'PLN' });
    expect(p24.redirectUrl).toMatch(/^https:\/\//);
    expect((await gateway.cancel(p24.id)).status).toBe('canceled');
    await expect(gateway.cancel(p24.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    const paid = await gateway.createIntent({ ...base, method: 'card', paymentMethodId: 'pm_card_visa', confirm: true, idempotencyKey: 'k-refund' });
    expect(await gateway.refund(paid.id, 100)).toMatchObject({ amount: 100, status: 'succeeded' });
    await expect(gateway.handleReturn('pi_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('verifies Stripe webhooks', async () => {
    const pi = await gateway.createIntent({ ...base, method: 'card', paymentMethodId: 'pm_card_visa', confirm: true, idempotencyKey: 'k-hook' });
    const { body, signature } = fake.webhook('payment_intent.succeeded', pi.id);
    const event = gateway.parseWebhook(body, signature);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.intent).toMatchObject({ id: pi.id, status: 'succeeded', amount: 12_345 });
    // Flip the signature's first hex digit (always to a different one: a '0' stays '0' otherwise).
    const tampered = signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(() => gateway.parseWebhook(body, tampered)).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses a wrong API key as an outage, not a card problem', async () => {
    const bad = new StripeGateway({ secretKey: 'sk_test_wrong', webhookSecret: 'x', host: '127.0.0.1', port: fake.port, protocol: 'http' });
    await expect(bad.handleReturn('pi_x')).rejects.toMatchObject({ code: 'gateway_unavailable', isCardError: false });
  });
});
