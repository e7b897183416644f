// The webhook endpoint: signatures, redeliveries, events out of order, refused completions, and (on
// PostgreSQL) races between concurrent payments and concurrent deliveries.
import { and, eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema/outbox';
import { lineItems } from '../src/db/schema/orders';
import { orderPayments, paymentEvents, paymentIntents, sandboxPaymentIntents } from '../src/db/schema/payments';
import { applyWebhookEvent, intentReference, recordGatewayAnswer, type PaymentDeps } from '../src/payments/service';
import { signPayload } from '../src/payments/webhook-signature';
import type { Db } from '../src/db';
import { toGatewayEvent, type StripeLikeEvent } from '../src/payments/intent-json';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, type PaymentsApp, type PlacedOrder, SEED_TIMEOUT_MS } from './payments.fixtures';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp({ SANDBOX_WEBHOOK_SECRET: 'whsec_webhook_tests' });
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const pay = (o: PlacedOrder, pm: string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: pm } });
const post = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });
const signed = (event: StripeLikeEvent) => {
  const body = JSON.stringify(event);
  return post(body, signPayload(body, 'whsec_webhook_tests', Math.floor(Date.now() / 1000)));
};
const eventsOf = (o: PlacedOrder) => sandboxOf(t).outbox.take().filter((e) => (e.data.object as { metadata: Record<string, string> }).metadata.order_number === o.number);
const ledger = (orderId: number) => t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
const placedEmails = async (o: PlacedOrder) => (await t.app.ctx.db.select().from(outbox)).filter((e) => e.subject.includes(o.number));

describe('signatures', () => {
  it('refuses unsigned, wrongly signed and stale events and stores nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: {} } });
    const before = (await t.app.ctx.db.select().from(paymentEvents)).length;
    for (const res of [
      await post(body),
      await post(body, signPayload(body, 'whsec_wrong', Math.floor(Date.now() / 1000))),
      await post(body, signPayload(body, 'whsec_webhook_tests', Math.floor(Date.now() / 1000) - 3600)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_signature');
    }
    const notJson = 'not json';
    const bad = await post(notJson, signPayload(notJson, 'whsec_webhook_tests', Math.floor(Date.now() / 1000)));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_json');
    expect(await t.app.ctx.db.select().from(paymentEvents)).toHaveLength(before);
  });

  it('accepts and ignores event types it does not act on, and intents it does not know', async () => {
    const other = await signed({ id: 'evt_other_type', object: 'event', type: 'customer.created', created: 1, data: { object: { object: 'customer' } } });
    expect(other.json()).toEqual({ received: true, outcome: 'ignored_type' });
    const intent = { id: 'pi_sbx_unknown', object: 'payment_intent', amount: 1, currency: 'eur', status: 'succeeded', client_secret: null, payment_method_types: ['card'], last_payment_error: null, next_action: null, metadata: {} };
    const unknown = await signed({ id: 'evt_unknown_intent', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: intent } });
    expect(unknown.json()).toEqual({ received: true, outcome: 'unknown_intent' });
  });
});

describe('malformed but validly signed events', () => {
  const intent = { id: 'pi_sbx_malformed', object: 'payment_intent', amount: 1, currency: 'eur', status: 'succeeded', client_secret: null, payment_method_types: ['card'], last_payment_error: null, next_action: null, metadata: {} };
  const event = { id: 'evt_malformed', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: intent } };
  const cases: [string, unknown, RegExp][] = [
    ['a JSON array', [], /^Webhook event: /],
    ['null', null, /^Webhook event: /],
    ['no id', { ...event, id: undefined }, /event id/],
    ['a numeric id', { ...event, id: 42 }, /event id/],
    ['a NUL in the id', { ...event, id: 'evt_\u0000' }, /event id: must not contain control characters/],
    ['no data', { ...event, data: undefined }, /event data/],
    ['created as text', { ...event, created: 'yesterday' }, /event created/],
    ['created beyond year 9999', { ...event, created: 1e15 }, /event created/],
    ['an intent without payment_method_types', { ...event, data: { object: { ...intent, payment_method_types: undefined } } }, null as unknown as RegExp],
    ['an intent without an amount', { ...event, data: { object: { ...intent, amount: undefined } } }, /data\.object\.amount/],
    ['a fractional amount', { ...event, data: { object: { ...intent, amount: 1.5 } } }, /data\.object\.amount/],
    ['a currency that is not a code', { ...event, data: { object: { ...intent, currency: 7 } } }, /data\.object\.currency/],
    ['metadata that is not a map of strings', { ...event, data: { object: { ...intent, metadata: 'x' } } }, /data\.object\.metadata/],
  ];
  it.each(cases)('%s is a 400 invalid_event (or accepted when Stripe may omit the field), never a 500', async (_name, json, message) => {
    const body = JSON.stringify(json);
    const res = await post(body, signPayload(body, 'whsec_webhook_tests', Math.floor(Date.now() / 1000)));
    if (message === null) {
      // Stripe omits optional intent fields in older API versions: defaults apply.
      expect(res.statusCode).toBe(200);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_event', message: expect.stringMatching(message) });
  });
});

describe('redelivery and ordering', () => {
  it('a duplicated success completes the order once', async () => {
    const o = await orderAtConfirm(t);
    await pay(o, await cardPm(t.app, CARDS.visa));
    const [succeeded] = eventsOf(o);
    expect(succeeded?.type).toBe('payment_intent.succeeded');
    expect((await signed(succeeded!)).json().outcome).toBe('applied');
    expect((await signed(succeeded!)).json().outcome).toBe('duplicate');
    await sandboxOf(t).outbox.deliver(succeeded!); // re-signed with a new timestamp, same event id
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await ledger(o.id)).toHaveLength(1);
    expect(await placedEmails(o)).toHaveLength(1);
  });

  it("a success that overtakes the pay call's answer books the payment by the intent's reference", async () => {
    const o = await orderAtConfirm(t);
    await pay(o, await cardPm(t.app, CARDS.visa));
    const [succeeded] = eventsOf(o);
    const gatewayId = (succeeded!.data.object as { id: string }).id;
    // Our row as it is between the gateway's create call and the recording of its answer: no gateway id yet.
    await t.app.ctx.db.update(paymentIntents).set({ gatewayIntentId: null, status: 'requires_payment_method' }).where(eq(paymentIntents.orderId, o.id));
    expect((await signed(succeeded!)).json().outcome).toBe('applied');
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await ledger(o.id)).toEqual([expect.objectContaining({ state: 'completed' })]);
    const [ours] = await t.app.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, o.id));
    expect(ours).toMatchObject({ gatewayIntentId: gatewayId, status: 'succeeded' });
  });

  it("a reference naming another order's intent, or one that already has its gateway id, is not adopted", async () => {
    const a = await orderAtConfirm(t);
    const b = await orderAtConfirm(t);
    await pay(a, await cardPm(t.app, CARDS.visa));
    const [succeeded] = eventsOf(a);
    const object = succeeded!.data.object as { id: string; metadata: Record<string, string> };
    const [rowOfA] = await t.app.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, a.id));
    // A reference that pairs b's order id with a's row: the ids must belong together.
    const forged = { ...object, id: 'pi_sbx_forged_reference', metadata: { ...object.metadata, ph_reference: `order-${b.id}-intent-${rowOfA!.id}` } };
    expect((await signed({ ...succeeded!, id: 'evt_forged_reference', data: { object: forged } })).json().outcome).toBe('unknown_intent');
    // a's row already carries its gateway id: another intent id with a's own reference is not a's.
    const other = { ...object, id: 'pi_sbx_other_intent' };
    expect((await signed({ ...succeeded!, id: 'evt_other_intent', data: { object: other } })).json().outcome).toBe('unknown_intent');
    expect(await orderRow(t, b.id)).toMatchObject({ state: 'confirm' });
  });

  it("a decline's failure arriving after the retry's success does not undo the payment", async () => {
    const o = await orderAtConfirm(t);
    expect((await pay(o, await cardPm(t.app, CARDS.declined))).statusCode).toBe(402);
    expect((await pay(o, await cardPm(t.app, CARDS.visa))).statusCode).toBe(200);
    const events = eventsOf(o);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
    for (const e of [...events].reverse()) await signed(e);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    const outcomes = await t.app.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.gatewayIntentId, (events[0]!.data.object as { id: string }).id));
    expect(outcomes.map((e) => e.outcome).sort()).toEqual(['applied', 'stale']);
  });

  it('a redirect payment whose success overtakes its processing event ends paid', async () => {
    const o = await orderAtConfirm(t, { region: 'eu', currency: 'EUR', country: 'DE' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`,
      headers: auth(o.session),
      payload: { payment_method_type: 'ideal' },
    });
    const id = res.json().payment_intent.id as string;
    await sandboxOf(t).gateway.completeAction(id, true);
    await sandboxOf(t).outbox.runTasks();
    const events = eventsOf(o);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.requires_action', 'payment_intent.processing', 'payment_intent.succeeded']);
    for (const e of [...events].reverse()) await signed(e);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    const status = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_status`, headers: auth(o.session) });
    expect(status.json().data).toMatchObject({ status: 'OK', payment_intent: { status: 'succeeded' } });
  });
});

describe('a payment that arrives for an order that can no longer be placed', () => {
  it('is refunded in full and the order stays open as failed', async () => {
    const o = await orderAtConfirm(t);
    const res = await pay(o, await cardPm(t.app, CARDS.visa));
    const id = res.json().payment_intent.id as string;
    // The order changes behind the payment's back (e.g. an admin edit): its total no longer matches.
    await t.app.ctx.db.update(lineItems).set({ quantity: 5000 }).where(eq(lineItems.orderId, o.id));
    const [succeeded] = eventsOf(o);
    const answer = await signed(succeeded!);
    expect(answer.json().outcome).toBe('completion_refused:total_changed');
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'confirm', paymentState: 'failed' });
    const [gatewaySide] = await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    expect(gatewaySide!.amountRefunded).toBe(gatewaySide!.amount);
    expect(await ledger(o.id)).toEqual([expect.objectContaining({ state: 'void' })]);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('races (PostgreSQL)', () => {
  it('20 concurrent pay attempts on one order charge once', async () => {
    const o = await orderAtConfirm(t);
    const pms = await Promise.all(Array.from({ length: 20 }, () => cardPm(t.app, CARDS.visa)));
    const answers = await Promise.all(pms.map((pm) => pay(o, pm)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    const charged = await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.status, 'succeeded'));
    expect(charged.filter((c) => c.metadata.order_number === o.number)).toHaveLength(1);
    const events = eventsOf(o);
    await Promise.all(events.flatMap((e) => [signed(e), signed(e), signed(e)]));
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await ledger(o.id)).toHaveLength(1);
  });

  it('card payments racing bank transfers: one way wins, money is taken once', async () => {
    const o = await orderAtConfirm(t);
    const pms = await Promise.all(Array.from({ length: 10 }, () => cardPm(t.app, CARDS.visa)));
    const attempts = [
      ...pms.map((pm) => pay(o, pm)),
      ...Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } })),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.every((a) => [200, 409, 422].includes(a.statusCode))).toBe(true);
    await Promise.all(eventsOf(o).flatMap((e) => [signed(e), signed(e)]));
    const charged = (await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.status, 'succeeded'))).filter(
      (c) => c.metadata.order_number === o.number,
    );
    const transfers = await t.app.ctx.db.select().from(orderPayments).where(and(eq(orderPayments.orderId, o.id), eq(orderPayments.method, 'check')));
    expect(charged.length + transfers.length).toBe(1);
    expect((await orderRow(t, o.id)).state).toBe('complete');
    expect(await placedEmails(o)).toHaveLength(1);
  });

  it('a success delivered 10 times at once, with its earlier events late, completes the order once', async () => {
    const o = await orderAtConfirm(t);
    await pay(o, await cardPm(t.app, CARDS.threeDS));
    const [requiresAction] = eventsOf(o);
    const id = (requiresAction!.data.object as { id: string }).id;
    await sandboxOf(t).gateway.completeAction(id, true);
    const [succeeded] = eventsOf(o);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signed(succeeded!)));
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect((await signed(requiresAction!)).json().outcome).toBe('stale');
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await ledger(o.id)).toHaveLength(1);
    expect(await placedEmails(o)).toHaveLength(1);
  });

  it('a success whose intent gets its gateway id between the event\'s two look-ups is booked', async () => {
    // The pay request has asked the gateway (our intent has no gateway id yet) and records the answer
    // just after the event looked our intent up by gateway id and missed: the look-up by reference
    // that follows must still find it. It once asked for a row still without a gateway id, so the
    // event ended `unknown_intent` and the paid order stayed unplaced (the pay race's null
    // payment_state). The interleaving is forced: the answer commits, on another connection, right
    // after the event transaction's first read.
    const o = await orderAtConfirm(t);
    const [row] = await t.app.ctx.db
      .insert(paymentIntents)
      .values({ orderId: o.id, provider: 'sandbox', method: 'card', amount: o.total, currency: o.currency, busySince: new Date(), attempts: 1 })
      .returning();
    const answer = await sandboxOf(t).gateway.createIntent({
      amount: o.total,
      currency: o.currency,
      method: 'card',
      paymentMethodId: await cardPm(t.app, CARDS.visa),
      returnUrl: 'http://shop.test/return',
      confirm: true,
      idempotencyKey: intentReference(o.id, row!.id),
      metadata: { order_id: String(o.id), order_number: o.number },
    });
    const [event] = eventsOf(o);
    const deps = t.runtime.deps;
    const db = deps.db;
    let answered = false;
    const answerAfterFirstRead = (tx: Db): Db => afterFirstSelect(tx, async () => {
      await recordGatewayAnswer(deps, row!.id, answer, null);
      answered = true;
    });
    const racing: PaymentDeps = { ...deps, db: new Proxy(db, { get: (target, prop) => (prop === 'transaction' ? (fn: (tx: Db) => Promise<unknown>) => target.transaction((tx) => fn(answerAfterFirstRead(tx))) : Reflect.get(target, prop, target)) }) };
    expect(await applyWebhookEvent(racing, toGatewayEvent(event))).toBe('applied');
    expect(answered).toBe(true);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await ledger(o.id)).toEqual([expect.objectContaining({ state: 'completed', paymentIntentId: row!.id })]);
  });
});

/** `tx` whose first `select(...)` query runs `hook` once its rows are read, before handing them back. */
function afterFirstSelect(tx: Db, hook: () => Promise<void>): Db {
  let fired = false;
  const wrap = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'then') {
          return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
            (value as (f: (v: unknown) => Promise<unknown>) => Promise<unknown>)
              .call(target, async (rows: unknown) => {
                if (!fired) {
                  fired = true;
                  await hook();
                }
                return rows;
              })
              .then(ok, fail);
        }
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return typeof result === 'object' && result !== null ? wrap(result) : result;
        };
      },
    });
  return new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'select' && typeof value === 'function') return (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(target, args));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
