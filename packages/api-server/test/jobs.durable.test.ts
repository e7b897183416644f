// Background work on pg-boss (src/jobs): e-mails, sandbox webhooks and bank settlements are jobs in
// the database, retried with backoff; reconciliation books payments whose webhook was lost and
// recovers the lock of a payment call whose process died. Runs on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { orderPayments, paymentIntents, sandboxPaymentIntents, sandboxWebhookEvents } from '../src/db/schema/payments';
import { type MailTransport, OutboxSender } from '../src/email/sender';
import type { Jobs } from '../src/jobs/queue';
import { paymentsRuntime } from '../src/payments/runtime';
import { reconcilePayments } from '../src/payments/reconcile';
import { createTestApp, type TestApp } from './helpers/app';
import { auth, cardPm, CARDS, orderAtConfirm, orderRow, SEED_TIMEOUT_MS } from './payments.fixtures';

jest.setTimeout(120_000);

interface Sent {
  to: string;
  subject: string;
  messageId?: string | undefined;
}

/** An SMTP stand-in that refuses its first `failures` messages. */
function flakyTransport(failures: number): MailTransport & { sent: Sent[]; refused: number } {
  const t = {
    sent: [] as Sent[],
    refused: 0,
    async sendMail(m: { to: string; subject: string; messageId?: string }) {
      if (t.refused < failures) {
        t.refused += 1;
        throw new Error('421 try again later');
      }
      t.sent.push({ to: m.to, subject: m.subject, messageId: m.messageId });
      return {};
    },
  };
  return t;
}

// Generous: on PostgreSQL beside the rest of the suite, the stored webhook's delivery job once took over
// 60 s to complete the order (clean-clone CI, 2026-11-29; alone it takes 1–8 s, and 45 s was seen once).
// Where the time goes (the delivery job's pickup or its retries) is not found yet: a defect to mend.
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 150_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function jobsApp(env: NodeJS.ProcessEnv, transport: MailTransport): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const t = await createTestApp({ config: { storefrontUrl: 'http://shop.test', backgroundJobs: true }, mailTransport: transport, image: 'catalogue' });
    return t;
  } finally {
    process.env = saved;
  }
}

describe('background jobs (sandbox webhooks delivered by jobs)', () => {
  let t: TestApp;
  const transport = flakyTransport(2);
  beforeAll(async () => {
    t = await jobsApp({ SANDBOX_WEBHOOK_DELIVERY: 'async', SANDBOX_SETTLE_DELAY_MS: '20' }, transport);
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('a card payment completes the order through a stored webhook event, and its e-mail arrives once despite SMTP refusals', async () => {
    const order = await orderAtConfirm(t);
    await t.app.inject({ method: 'PATCH', url: `/api/v2/orders/${order.id}`, headers: auth(order.session), payload: { email: 'jobs-buyer@example.com' } });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${order.id}/stripe/payment_intents/pay`,
      headers: auth(order.session),
      payload: { payment_method_id: await cardPm(t.app, CARDS.visa) },
    });
    expect(paid.statusCode).toBe(200);
    await until('the order to be paid', async () => (await orderRow(t, order.id)).paymentState === 'paid');
    const events = await t.app.ctx.db.select().from(sandboxWebhookEvents).where(eq(sandboxWebhookEvents.intentId, paid.json().payment_intent.id));
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    expect(events[0]!.deliveredAt).not.toBeNull();

    const rows = await until('the order e-mails to be sent', async () => {
      const mails = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, (await orderRow(t, order.id)).email ?? ''));
      return mails.length > 0 && mails.every((m) => m.sentAt) ? mails : null;
    });
    // The first two deliveries were refused; pg-boss retried with backoff and each e-mail went out once.
    expect(transport.refused).toBe(2);
    for (const row of rows) {
      expect(transport.sent.filter((s) => s.messageId === `<${row.messageKey}@localhost>`)).toHaveLength(1);
    }
  }, 320_000);

  it('a bank payment settles through a delayed job', async () => {
    const order = await orderAtConfirm(t);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${order.id}/stripe/payment_intents/initiate_stripe_redirect_payment`,
      headers: auth(order.session),
      payload: { payment_method_type: 'eps' },
    });
    await t.app.inject({ method: 'POST', url: `${started.json().payment_intent.next_action.redirect_to_url.url}/authorize`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await until('the bank payment to settle', async () => (await orderRow(t, order.id)).paymentState === 'paid');
  });

  it('an e-mail claimed by a live process is left to it; one claimed by a dead process is sent at once, with its one Message-ID', async () => {
    const claimedUntil = new Date(Date.now() + 5 * 60_000);
    const row = async (to: string, claimedBy: string) => {
      const [r] = await t.app.ctx.db
        .insert(outbox)
        .values({ kind: 'test', to, subject: `claim ${to}`, text: 't', html: '<p>t</p>', claimedBy, claimedUntil, queuedAt: new Date() })
        .returning();
      return r!;
    };
    const live = await row('live-claim@example.com', t.app.ctx.instance.bootId);
    const dead = await row('dead-claim@example.com', randomUUID());
    await t.app.ctx.jobs!.send('email.deliver', { outboxId: live.id });
    await t.app.ctx.jobs!.send('email.deliver', { outboxId: dead.id });
    await until('the dead process\'s e-mail to be sent', async () => transport.sent.some((m) => m.to === 'dead-claim@example.com'));
    await new Promise((r) => setTimeout(r, 1000));
    expect(transport.sent.filter((m) => m.to === 'dead-claim@example.com').map((m) => m.messageId)).toEqual([`<${dead.messageKey}@localhost>`]);
    expect(transport.sent.filter((m) => m.to === 'live-claim@example.com')).toHaveLength(0);
    const [stillClaimed] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.id, live.id));
    expect(stillClaimed).toMatchObject({ sentAt: null, claimedBy: t.app.ctx.instance.bootId });
  });

  it('a dispatch cut off before its delivery jobs were queued leaves the rows to the next dispatch, not to the 10-minute requeue', async () => {
    const [row] = await t.app.ctx.db.insert(outbox).values({ kind: 'test', to: 'cut-dispatch@example.com', subject: 'cut', text: 't', html: '<p>t</p>' }).returning();
    // A process killed in the middle of dispatching: its queue never takes the jobs.
    const killed: Jobs = {
      send: () => Promise.reject(new Error('killed')),
      work: () => Promise.resolve(),
      schedule: () => Promise.resolve(),
      stop: () => Promise.resolve(),
    };
    const dying = new OutboxSender(t.app.ctx.db, transport, 'shop@localhost', { warn: () => undefined }, randomUUID());
    await dying.attach(killed);
    await expect(dying.dispatch()).rejects.toThrow('killed');
    const [left] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(left).toMatchObject({ queuedAt: null, sentAt: null });

    await t.app.ctx.mailer.dispatch();
    await until('the e-mail to be sent', async () => transport.sent.some((m) => m.to === 'cut-dispatch@example.com'), 60_000);
    expect(transport.sent.filter((m) => m.to === 'cut-dispatch@example.com').map((m) => m.messageId)).toEqual([`<${row!.messageKey}@localhost>`]);
  });
});

describe('reconciliation (webhooks held, as if lost)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await jobsApp({ SANDBOX_WEBHOOK_DELIVERY: 'manual' }, flakyTransport(0));
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  function deps(nowOffsetMs = 0) {
    const runtime = paymentsRuntime(t.app.ctx);
    return {
      db: t.app.ctx.db,
      gateway: runtime.gateway,
      now: () => new Date(Date.now() + nowOffsetMs),
      storefrontUrl: 'http://shop.test',
      warn: () => undefined,
      bootId: t.app.ctx.instance.bootId,
    };
  }

  it('books a charged intent whose webhook never came, exactly once', async () => {
    const order = await orderAtConfirm(t);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${order.id}/stripe/payment_intents/pay`,
      headers: auth(order.session),
      payload: { payment_method_id: await cardPm(t.app, CARDS.visa) },
    });
    expect(paid.json().payment_intent.status).toBe('succeeded');
    expect((await orderRow(t, order.id)).state).toBe('confirm');
    // Too fresh: the webhook may still be on its way.
    expect((await reconcilePayments(deps())).booked).toBe(0);
    const later = deps(5 * 60_000);
    expect((await reconcilePayments(later)).booked).toBe(1);
    expect((await reconcilePayments(later)).booked).toBe(0);
    expect(await orderRow(t, order.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    // The webhook arriving after all changes nothing.
    await paymentsRuntime(t.app.ctx).sandbox!.outbox.flush();
    const booked = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(booked).toHaveLength(1);
  });

  it('a payment locked by a process that died is recovered at once, not after 60 s', async () => {
    const order = await orderAtConfirm(t);
    const pm = await cardPm(t.app, CARDS.visa);
    const paid = await t.app.inject({ method: 'POST', url: `/api/v2/${order.id}/stripe/payment_intents/pay`, headers: auth(order.session), payload: { payment_method_id: pm } });
    const gatewayId = paid.json().payment_intent.id as string;
    // As if a process had started a call for this intent and died before the answer came back.
    await t.app.ctx.db
      .update(paymentIntents)
      .set({ busySince: new Date(), busyOwner: randomUUID(), gatewayIntentId: null, status: 'requires_payment_method' })
      .where(eq(paymentIntents.gatewayIntentId, gatewayId));
    const again = await t.app.inject({ method: 'POST', url: `/api/v2/${order.id}/stripe/payment_intents/pay`, headers: auth(order.session), payload: { payment_method_id: pm } });
    // The gateway is asked by the create call's key: the charge it made is the answer, no second charge.
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_intent).toMatchObject({ id: gatewayId, status: 'succeeded' });
    const charged = await t.app.ctx.db.select().from(sandboxPaymentIntents).where(sql`${sandboxPaymentIntents.metadata}->>'order_id' = ${String(order.id)}`);
    expect(charged).toHaveLength(1);
  });

  it('a lock whose owner is alive still answers 409', async () => {
    const order = await orderAtConfirm(t);
    const pm = await cardPm(t.app, CARDS.declined);
    await t.app.inject({ method: 'POST', url: `/api/v2/${order.id}/stripe/payment_intents/pay`, headers: auth(order.session), payload: { payment_method_id: pm } });
    await t.app.ctx.db.update(paymentIntents).set({ busySince: new Date(), busyOwner: t.app.ctx.instance.bootId }).where(eq(paymentIntents.orderId, order.id));
    const again = await t.app.inject({ method: 'POST', url: `/api/v2/${order.id}/stripe/payment_intents/pay`, headers: auth(order.session), payload: { payment_method_id: pm } });
    expect(again.statusCode).toBe(409);
  });
});
