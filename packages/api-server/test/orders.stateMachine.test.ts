// The order's life through the API: every allowed transition of orders/stateMachine.ts is walked by
// the route that causes it and leaves one history row per change (from, to, event, actor, time, in the
// same transaction); every forbidden one is refused with a 422 naming why and writes nothing — the
// order row and its history stay exactly as they were. The life after placing (production,
// cancellation) is walked in fulfillment.test.ts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@ph/api-contract';
import { lineItems, orders, orderStateChanges } from '../src/db/schema/orders';
import { orderPayments, paymentInstallments, paymentIntents, paymentSchedules } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import type { PaymentRecordEvent } from '../src/db/schema/orders';
import { recordAllows, recordChangesOf, RECORD_STATES, transition, transitionRecord, SYSTEM, type RecordChange, type RecordMachine } from '../src/orders/stateMachine';
import { anonymousUser, registeredUser, type TestSession } from './helpers/app';
import { acceptTerms, addItem, checkout, createCart, pickVariant, type PickedVariant, type SeededApp } from './orders.fixtures';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, sandboxOf, SEED_TIMEOUT_MS, type PaymentsApp, type PlacedOrder } from './payments.fixtures';

let t: PaymentsApp;
let mailer: PickedVariant;
beforeAll(async () => {
  t = await createPaymentsApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

function notUsed(): never {
  throw new Error('not used here');
}
/** The orders fixtures take a seeded app; these tests use only its `app`. */
const seeded = (): SeededApp => ({ ...t, productId: notUsed, variant: notUsed, bundleId: notUsed });

type Entry = [machine: string, from: string | null, to: string, event: string, actor: string];
/** The order's own history (state, payment state, fulfilment); its payment records' changes are below. */
async function history(orderId: number): Promise<Entry[]> {
  const rows = await t.app.ctx.db
    .select()
    .from(orderStateChanges)
    .where(and(eq(orderStateChanges.orderId, orderId), inArray(orderStateChanges.machine, ['order', 'payment', 'fulfillment'])))
    .orderBy(asc(orderStateChanges.id));
  return rows.map((r) => [r.machine, r.fromState, r.toState, r.event, r.actor]);
}
/** Every log row of the order, payment records included. */
async function rawHistory(orderId: number) {
  return t.app.ctx.db.select().from(orderStateChanges).where(eq(orderStateChanges.orderId, orderId)).orderBy(asc(orderStateChanges.id));
}
async function row(orderId: number) {
  const [r] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return r!;
}
/** The order row and its history, to prove a refused request wrote nothing. */
async function snapshot(orderId: number) {
  return { order: await row(orderId), history: await rawHistory(orderId) };
}
const newEntries = async (orderId: number, before: number) => (await history(orderId)).slice(before);

const flush = async () => {
  const sb = sandboxOf(t);
  await sb.outbox.runTasks();
  await sb.outbox.flush();
};
const payByCard = async (o: PlacedOrder, card: string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: await cardPm(t.app, card), reject_payment_schedule: false } });
const payByTransfer = (o: PlacedOrder) => t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
const payByWallet = (o: PlacedOrder) => t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });
async function manager() {
  const m = await registeredUser(t.app);
  await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.userId));
  return m;
}
const transferReceived = (m: TestSession, o: PlacedOrder, amount: number) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: m.headers, payload: { order_number: o.number, amount } });

const FIELDS: Record<string, Record<string, unknown>> = {
  cart: {},
  address: { email: 'life@example.com', bill_address: { first_name: 'Ada', last_name: 'Lovelace', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' }, use_billing: true },
  delivery: { shipping_method: 'shipping-method-courier' },
  payment: { payments_attributes: [{ payment_method_id: 'check' }] },
  confirm: {},
};
const STEPS = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const;

async function cart(s?: TestSession): Promise<{ s: TestSession; order: Order }> {
  const session = s ?? (await anonymousUser(t.app));
  const c = await createCart(seeded(), session, 'eu', 'EUR');
  return { s: session, order: await addItem(seeded(), session, c.id, { variant_id: mailer.id, quantity: mailer.minQuantity }) };
}

/** Moves an open order forward with `PUT checkouts/{id}` until it is in `state`. */
async function forwardTo(s: TestSession, orderId: number, state: (typeof STEPS)[number]) {
  for (let current = (await row(orderId)).state; current !== state; current = (await row(orderId)).state) {
    const res = await checkout(seeded(), s, orderId, null, FIELDS[current]!);
    expect(res.statusCode).toBe(200);
  }
}

async function expectRefused(orderId: number, request: () => Promise<{ statusCode: number; json: () => { code: string; message: string } }>, code: string) {
  const before = await snapshot(orderId);
  const res = await request();
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code, message: expect.any(String) });
  expect(res.json().message.length).toBeGreaterThan(10);
  expect(await snapshot(orderId)).toEqual(before);
}

describe('the checkout', () => {
  it('logs the creation and every step forward, by the customer, in order', async () => {
    const s = await anonymousUser(t.app);
    const { order } = await cart(s);
    expect(await history(order.id)).toEqual([['order', null, 'cart', 'create', 'customer']]);
    await forwardTo(s, order.id, 'confirm');
    expect(await history(order.id)).toEqual([
      ['order', null, 'cart', 'create', 'customer'],
      ['order', 'cart', 'address', 'next', 'customer'],
      ['order', 'address', 'delivery', 'next', 'customer'],
      ['order', 'delivery', 'payment', 'next', 'customer'],
      ['order', 'payment', 'confirm', 'next', 'customer'],
    ]);
    const rows = await rawHistory(order.id);
    expect(rows.every((r) => r.actorUserId === s.userId)).toBe(true);
    // The state written and the last logged state agree, and the time is the request's.
    expect((await row(order.id)).state).toBe('confirm');
    expect(rows.at(-1)!.createdAt.getTime()).toBe((await row(order.id)).updatedAt.getTime());
  });

  it.each(STEPS.slice(1).flatMap((from) => STEPS.slice(0, STEPS.indexOf(from)).map((to) => [from, to] as const)))(
    'goes back from %s to %s (a step already reached), then forward one step',
    async (from, to) => {
      const { s, order } = await cart();
      await forwardTo(s, order.id, from);
      const before = (await history(order.id)).length;
      const res = await checkout(seeded(), s, order.id, to, FIELDS[to]!);
      expect(res.statusCode).toBe(200);
      const next = STEPS[STEPS.indexOf(to) + 1]!;
      expect(res.json().order.state).toBe(next);
      expect(await newEntries(order.id, before)).toEqual([
        ['order', from, to, 'back', 'customer'],
        ['order', to, next, 'next', 'customer'],
      ]);
    },
  );

  it.each(STEPS.slice(0, -1).flatMap((from) => STEPS.slice(STEPS.indexOf(from) + 1).map((to) => [from, to] as const)))(
    'refuses skipping from %s ahead to %s (cannot_skip_step), writing nothing',
    async (from, to) => {
      const { s, order } = await cart();
      await forwardTo(s, order.id, from);
      await expectRefused(order.id, () => checkout(seeded(), s, order.id, to, FIELDS[to]!), 'cannot_skip_step');
    },
  );

  it('refuses each step forward whose guard fails, and the step after confirm (payment_required)', async () => {
    const s = await anonymousUser(t.app);
    const empty = await createCart(seeded(), s, 'eu', 'EUR');
    await expectRefused(empty.id, () => checkout(seeded(), s, empty.id, null, {}), 'order_empty');

    const { order } = await cart(s);
    await forwardTo(s, order.id, 'address');
    await expectRefused(order.id, () => checkout(seeded(), s, order.id, null, { email: 'life@example.com' }), 'address_missing');
    await forwardTo(s, order.id, 'delivery');
    await expectRefused(order.id, () => checkout(seeded(), s, order.id, null, {}), 'shipping_method_missing');
    await expectRefused(order.id, () => checkout(seeded(), s, order.id, null, { shipping_method: 'shipping-method-courier-free' }), 'shipping_method_missing');
    await forwardTo(s, order.id, 'payment');
    await expectRefused(order.id, () => checkout(seeded(), s, order.id, null, {}), 'payment_method_missing');
    await forwardTo(s, order.id, 'confirm');
    await expectRefused(order.id, () => checkout(seeded(), s, order.id, null, {}), 'payment_required');
  });
});

describe('changes the server makes while confirming', () => {
  it('a cart change in confirm goes back to payment (cart_changed); earlier it changes no state', async () => {
    const { s, order } = await cart();
    const before = (await history(order.id)).length;
    await addItem(seeded(), s, order.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    expect(await newEntries(order.id, before)).toEqual([]);
    await forwardTo(s, order.id, 'confirm');
    const atConfirm = (await history(order.id)).length;
    const changed = await addItem(seeded(), s, order.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    expect(changed.state).toBe('payment');
    expect(await newEntries(order.id, atConfirm)).toEqual([['order', 'confirm', 'payment', 'cart_changed', 'customer']]);
  });

  it('a shipping method the cart no longer qualifies for is dropped and the checkout goes back to delivery (shipping_dropped, by the server)', async () => {
    const { s, order } = await cart();
    const lines: number[] = [order.line_items[0]!.id];
    let current = order;
    while (current.item_total < 40_000) {
      current = await addItem(seeded(), s, order.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
      lines.push(current.line_items.at(-1)!.id);
    }
    await forwardTo(s, order.id, 'delivery');
    expect((await checkout(seeded(), s, order.id, null, { shipping_method: 'shipping-method-courier-free' })).statusCode).toBe(200);
    await forwardTo(s, order.id, 'confirm');
    const atConfirm = (await history(order.id)).length;
    while ((await row(order.id)).state !== 'delivery') {
      const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/orders/${order.id}/line_items/${lines.pop()!}`, headers: s.headers });
      expect(del.statusCode).toBe(200);
    }
    expect(await newEntries(order.id, atConfirm)).toEqual([
      ['order', 'confirm', 'payment', 'cart_changed', 'customer'],
      ['order', 'payment', 'delivery', 'shipping_dropped', 'system'],
    ]);
    expect((await row(order.id)).shippingMethod).toBeNull();
  });
});

describe('placing and paying', () => {
  it('card: confirm → complete and (none) → paid when the gateway says so', async () => {
    const o = await orderAtConfirm(t);
    const before = (await history(o.id)).length;
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    expect(await newEntries(o.id, before)).toEqual([]);
    await flush();
    expect(await newEntries(o.id, before)).toEqual([
      ['order', 'confirm', 'complete', 'complete', 'gateway'],
      ['payment', null, 'paid', 'complete', 'gateway'],
      ['fulfillment', null, 'artwork_check', 'complete', 'gateway'],
    ]);
    const placed = await row(o.id);
    expect(placed.completedAt).not.toBeNull();
  });

  it('bank transfer from the payment step: payment → complete, (none) → balance_due; the manager records the money: balance_due → paid', async () => {
    const { s, order } = await cart();
    await forwardTo(s, order.id, 'confirm');
    await acceptTerms(seeded(), s, order.id);
    await addItem(seeded(), s, order.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const o: PlacedOrder = { id: order.id, number: order.number, total: (await row(order.id)).total, currency: 'EUR', session: s };
    expect((await row(o.id)).state).toBe('payment');
    const before = (await history(o.id)).length;
    expect((await payByTransfer(o)).statusCode).toBe(200);
    expect(await newEntries(o.id, before)).toEqual([
      ['order', 'payment', 'complete', 'complete', 'customer'],
      ['payment', null, 'balance_due', 'complete', 'customer'],
      ['fulfillment', null, 'artwork_check', 'complete', 'customer'],
    ]);
    const m = await manager();
    const placed = (await history(o.id)).length;
    expect((await transferReceived(m, o, o.total)).statusCode).toBe(200);
    expect(await newEntries(o.id, placed)).toEqual([['payment', 'balance_due', 'paid', 'payment_received', 'manager']]);
    expect((await rawHistory(o.id)).at(-1)!.actorUserId).toBe(m.userId);
  });

  it('store credit covering the total: confirm → complete, (none) → paid, by the customer', async () => {
    const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
    const m = await manager();
    const credit = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: m.headers, payload: { user_id: o.session.userId, currency: 'EUR', amount: o.total, note: 'Goodwill' } });
    expect(credit.statusCode).toBeLessThan(300);
    const before = (await history(o.id)).length;
    expect((await payByWallet(o)).statusCode).toBe(200);
    expect(await newEntries(o.id, before)).toEqual([
      ['order', 'confirm', 'complete', 'complete', 'customer'],
      ['payment', null, 'paid', 'complete', 'customer'],
      ['fulfillment', null, 'artwork_check', 'complete', 'customer'],
    ]);
  });

  it('a declined card: (none) → failed; a second card then places it: failed → paid', async () => {
    const o = await orderAtConfirm(t);
    const before = (await history(o.id)).length;
    expect((await payByCard(o, CARDS.declined)).statusCode).toBe(402);
    await flush();
    expect(await newEntries(o.id, before)).toEqual([['payment', null, 'failed', 'payment_failed', 'gateway']]);
    // A repeated failure report changes nothing.
    const failed = await snapshot(o.id);
    expect((await payByCard(o, CARDS.declined)).statusCode).toBe(402);
    await flush();
    expect(await rawHistory(o.id)).toEqual(failed.history);
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    await flush();
    expect(await newEntries(o.id, before + 1)).toEqual([
      ['order', 'confirm', 'complete', 'complete', 'gateway'],
      ['payment', 'failed', 'paid', 'complete', 'gateway'],
      ['fulfillment', null, 'artwork_check', 'complete', 'gateway'],
    ]);
  });

  it('a declined card, then a bank transfer: failed → balance_due', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    expect((await payByCard(o, CARDS.declined)).statusCode).toBe(402);
    await flush();
    const before = (await history(o.id)).length;
    expect((await payByTransfer(o)).statusCode).toBe(200);
    expect(await newEntries(o.id, before)).toEqual([
      ['order', 'confirm', 'complete', 'complete', 'customer'],
      ['payment', 'failed', 'balance_due', 'complete', 'customer'],
      ['fulfillment', null, 'artwork_check', 'complete', 'customer'],
    ]);
  });

  it('a placed transfer order paid by card: a declined card balance_due → failed, a good one failed → paid', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    expect((await payByTransfer(o)).statusCode).toBe(200);
    const before = (await history(o.id)).length;
    expect((await payByCard(o, CARDS.declined)).statusCode).toBe(402);
    await flush();
    expect(await newEntries(o.id, before)).toEqual([['payment', 'balance_due', 'failed', 'payment_failed', 'gateway']]);
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    await flush();
    expect(await newEntries(o.id, before + 1)).toEqual([['payment', 'failed', 'paid', 'payment_received', 'gateway']]);
  });
});

describe('forbidden transitions through the API change nothing', () => {
  it('placing an order before the payment step (order_not_ready)', async () => {
    const { s, order } = await cart();
    const o: PlacedOrder = { id: order.id, number: order.number, total: order.total, currency: 'EUR', session: s };
    for (const step of ['cart', 'address', 'delivery'] as const) {
      await forwardTo(s, order.id, step);
      await expectRefused(order.id, () => payByTransfer(o), 'order_not_ready');
      await expectRefused(order.id, () => payByWallet(o), 'order_not_ready');
      await expectRefused(order.id, () => payByCard(o, CARDS.visa), 'order_not_ready');
    }
  });

  it('placing a placed order again, changing it, or recording money it does not wait for', async () => {
    const o = await orderAtConfirm(t);
    await payByCard(o, CARDS.visa);
    await flush();
    expect((await row(o.id)).state).toBe('complete');
    await expectRefused(o.id, () => payByTransfer(o), 'order_already_placed');
    await expectRefused(o.id, () => payByWallet(o), 'order_already_placed');
    await expectRefused(o.id, () => checkout(seeded(), o.session, o.id, null, {}), 'order_not_editable');
    await expectRefused(o.id, () => checkout(seeded(), o.session, o.id, 'cart', {}), 'order_not_editable');
    await expectRefused(o.id, () => t.app.inject({ method: 'POST', url: `/api/v2/orders/${o.id}/line_item`, headers: o.session.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity } }), 'order_not_editable');
    const m = await manager();
    await expectRefused(o.id, () => transferReceived(m, o, o.total), 'no_transfer_expected');
  });

  it('recording a transfer for an order still in the checkout (no_transfer_expected)', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const m = await manager();
    await expectRefused(o.id, () => transferReceived(m, o, o.total), 'no_transfer_expected');
  });

  it('anything on a canceled order (the shopper canceled it while the transfer was awaited)', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    expect((await payByTransfer(o)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/orders/${o.number}/cancel`, headers: o.session.headers, payload: {} })).statusCode).toBe(200);
    await expectRefused(o.id, () => payByTransfer(o), 'order_canceled');
    await expectRefused(o.id, () => payByWallet(o), 'order_canceled');
    await expectRefused(o.id, () => payByCard(o, CARDS.visa), 'order_canceled');
    await expectRefused(o.id, () => checkout(seeded(), o.session, o.id, null, {}), 'order_not_editable');
    await expectRefused(o.id, () => checkout(seeded(), o.session, o.id, 'cart', {}), 'order_not_editable');
    await expectRefused(o.id, () => t.app.inject({ method: 'POST', url: `/api/v2/orders/${o.id}/line_item`, headers: o.session.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity } }), 'order_not_editable');
  });
});

describe('transition itself', () => {
  it('refuses to write from a stale copy of the order (409) and writes nothing', async () => {
    const { s, order } = await cart();
    const stale = await row(order.id);
    await forwardTo(s, order.id, 'address');
    const before = await snapshot(order.id);
    await expect(t.app.ctx.db.transaction((tx) => transition(tx, stale, { type: 'next' }, { kind: 'customer', userId: s.userId }))).rejects.toMatchObject({
      statusCode: 409,
      code: 'stale_order',
    });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('rolls the log back with the transaction that wrote the state', async () => {
    const { s, order } = await cart();
    const before = await snapshot(order.id);
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        await transition(tx, locked!, { type: 'next' }, { kind: 'customer', userId: s.userId });
        expect(await tx.select().from(orderStateChanges).where(eq(orderStateChanges.orderId, order.id))).toHaveLength(2);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await snapshot(order.id)).toEqual(before);
  });
});

describe('GET orders/{number}', () => {
  it('answers the history, oldest first, with no user ids', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    await payByTransfer(o);
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${o.number}`, headers: auth(o.session) });
    expect(res.statusCode).toBe(200);
    const changes = res.json().order.state_changes as Array<Record<string, unknown>>;
    expect(changes.map((c) => [c.machine, c.from, c.to, c.event, c.actor])).toEqual(await history(o.id));
    expect(changes.every((c) => typeof c.created_at === 'string' && !('actor_user_id' in c))).toBe(true);
    // Lists and other answers stay as they were.
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: auth(o.session) });
    expect(mine.json().orders[0]).not.toHaveProperty('state_changes');
  });
});

// ---- the order's payment records: ledger rows, instalments, payment intents ----

async function recordHistory(orderId: number): Promise<Entry[]> {
  return (await recordChangesOf(t.app.ctx.db, orderId)).map((r) => [r.machine, r.fromState, r.toState, r.event, r.actor]);
}
/** The order, its payment records and the whole log: what a refused request must leave as it was. */
async function recordsSnapshot(orderId: number) {
  const db = t.app.ctx.db;
  const [schedule] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.orderId, orderId));
  return {
    ...(await snapshot(orderId)),
    ledger: await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id)),
    intents: await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId)).orderBy(asc(paymentIntents.id)),
    installments: schedule ? await db.select().from(paymentInstallments).where(eq(paymentInstallments.scheduleId, schedule.id)).orderBy(asc(paymentInstallments.id)) : [],
  };
}
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const payInInstalments = (o: PlacedOrder) =>
  t.app.inject({ method: 'POST', url: '/api/payment_schedules', headers: auth(o.session), payload: { order_id: o.id, installments_attributes: [{ due_date: day(0) }, { due_date: day(30) }] } });

describe('the payment records through the API', () => {
  it('card: the customer creates the intent, the gateway moves it and books the captured money once', async () => {
    const o = await orderAtConfirm(t);
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    await flush();
    await flush();
    expect(await recordHistory(o.id)).toEqual([
      ['payment_intent', null, 'requires_payment_method', 'create', 'customer'],
      ['payment_intent', 'requires_payment_method', 'succeeded', 'gateway_update', 'gateway'],
      ['order_payment', null, 'completed', 'create', 'gateway'],
    ]);
    const subjects = (await recordChangesOf(t.app.ctx.db, o.id)).map((r) => r.subjectId);
    const records = await recordsSnapshot(o.id);
    expect(subjects).toEqual([records.intents[0]!.id, records.intents[0]!.id, records.ledger[0]!.id]);
  });

  it('a declined card keeps its intent (no change logged); another method replaces it', async () => {
    const o = await orderAtConfirm(t);
    expect((await payByCard(o, CARDS.declined)).statusCode).toBe(402);
    await flush();
    expect(await recordHistory(o.id)).toEqual([['payment_intent', null, 'requires_payment_method', 'create', 'customer']]);
    const redirect = await t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`, headers: auth(o.session), payload: { payment_method_type: 'ideal' } });
    expect(redirect.statusCode).toBe(200);
    expect((await recordHistory(o.id)).slice(1)).toEqual([
      ['payment_intent', 'requires_payment_method', 'canceled', 'replaced', 'customer'],
      ['payment_intent', null, 'requires_payment_method', 'create', 'customer'],
      ['payment_intent', 'requires_payment_method', 'requires_action', 'gateway_update', 'gateway'],
    ]);
  });

  it('bank transfer: the customer promises the money, the manager records it', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    expect((await payByTransfer(o)).statusCode).toBe(200);
    expect(await recordHistory(o.id)).toEqual([['order_payment', null, 'pending', 'create', 'customer']]);
    const m = await manager();
    expect((await transferReceived(m, o, o.total)).statusCode).toBe(200);
    expect((await recordHistory(o.id)).slice(1)).toEqual([['order_payment', 'pending', 'completed', 'received', 'manager']]);
  });

  it('instalments: each is created pending and received in turn; the ledger completes with the last', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const placed = await payInInstalments(o);
    expect(placed.statusCode).toBe(200);
    expect(await recordHistory(o.id)).toEqual([
      ['installment', null, 'pending', 'create', 'customer'],
      ['installment', null, 'pending', 'create', 'customer'],
      ['order_payment', null, 'pending', 'create', 'customer'],
    ]);
    const m = await manager();
    const [first, second] = placed.json().data.installments as Array<{ amount: number }>;
    // A transfer that is not the next instalment changes nothing.
    const before = await recordsSnapshot(o.id);
    const odd = await transferReceived(m, o, first!.amount + 1);
    expect(odd.statusCode).toBe(422);
    expect(odd.json().code).toBe('amount_mismatch');
    expect(await recordsSnapshot(o.id)).toEqual(before);
    expect((await transferReceived(m, o, first!.amount)).statusCode).toBe(200);
    expect((await transferReceived(m, o, second!.amount)).statusCode).toBe(200);
    expect((await recordHistory(o.id)).slice(3)).toEqual([
      ['installment', 'pending', 'paid', 'received', 'manager'],
      ['installment', 'pending', 'paid', 'received', 'manager'],
      ['order_payment', 'pending', 'completed', 'received', 'manager'],
    ]);
  });

  it('instalments paid off by card: the transfer is superseded, the instalments settled, the card money booked', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    expect((await payInInstalments(o)).statusCode).toBe(200);
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    await flush();
    expect((await recordHistory(o.id)).slice(3)).toEqual([
      ['payment_intent', null, 'requires_payment_method', 'create', 'customer'],
      ['payment_intent', 'requires_payment_method', 'succeeded', 'gateway_update', 'gateway'],
      ['order_payment', null, 'completed', 'create', 'gateway'],
      ['order_payment', 'pending', 'void', 'superseded', 'gateway'],
      ['installment', 'pending', 'paid', 'superseded', 'gateway'],
      ['installment', 'pending', 'paid', 'superseded', 'gateway'],
    ]);
  });

  it('store credit: booked by the customer, and an open intent is replaced', async () => {
    const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
    expect((await payByCard(o, CARDS.declined)).statusCode).toBe(402);
    const m = await manager();
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: m.headers, payload: { user_id: o.session.userId, currency: 'EUR', amount: o.total, note: 'Goodwill' } });
    expect((await payByWallet(o)).statusCode).toBe(200);
    expect((await recordHistory(o.id)).slice(1)).toEqual([
      ['order_payment', null, 'completed', 'create', 'customer'],
      ['payment_intent', 'requires_payment_method', 'canceled', 'replaced', 'customer'],
    ]);
  });

  it('money for an order that can no longer be placed is booked and then refunded', async () => {
    const o = await orderAtConfirm(t);
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    await t.app.ctx.db.update(lineItems).set({ quantity: 5000 }).where(eq(lineItems.orderId, o.id));
    await flush();
    expect((await recordHistory(o.id)).slice(2)).toEqual([
      ['order_payment', null, 'completed', 'create', 'gateway'],
      ['order_payment', 'completed', 'void', 'refunded', 'gateway'],
    ]);
  });

  it('a captured intent cannot be replaced by store credit or a transfer (payment_in_progress), and nothing is written', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' }, await registeredUser(t.app));
    const m = await manager();
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: m.headers, payload: { user_id: o.session.userId, currency: 'EUR', amount: o.total, note: 'Goodwill' } });
    expect((await payByCard(o, CARDS.visa)).statusCode).toBe(200);
    // The webhook has not arrived: the order is still open, the intent already succeeded.
    const before = await recordsSnapshot(o.id);
    expect(before.intents[0]!.status).toBe('succeeded');
    for (const attempt of [() => payByWallet(o), () => payByTransfer(o), () => payInInstalments(o)]) {
      const res = await attempt();
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('payment_in_progress');
      expect(await recordsSnapshot(o.id)).toEqual(before);
    }
  });
});

describe('transitionRecord: every allowed move is written and logged, every other one refused', () => {
  const STATES: Record<RecordMachine, string[]> = {
    order_payment: Object.keys(RECORD_STATES.order_payment),
    installment: Object.keys(RECORD_STATES.installment),
    payment_intent: Object.keys(RECORD_STATES.payment_intent),
  };
  const EVENTS: Array<Exclude<PaymentRecordEvent, 'create'>> = ['received', 'superseded', 'refunded', 'replaced', 'gateway_update'];

  /** An open order with one row of each record, inserted directly (the walk sets their states directly too). */
  async function records() {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const db = t.app.ctx.db;
    const [ledger] = await db.insert(orderPayments).values({ orderId: o.id, method: 'check', amount: 100, currency: 'EUR', state: 'pending' }).returning();
    const [schedule] = await db.insert(paymentSchedules).values({ orderId: o.id }).returning();
    const [installment] = await db.insert(paymentInstallments).values({ scheduleId: schedule!.id, position: 1, amount: 100, dueDate: day(0) }).returning();
    const [intent] = await db.insert(paymentIntents).values({ orderId: o.id, provider: 'sandbox', method: 'card', amount: 100, currency: 'EUR' }).returning();
    return { o, ids: { order_payment: ledger!.id, installment: installment!.id, payment_intent: intent!.id } };
  }

  async function put(machine: RecordMachine, id: number, state: string) {
    const db = t.app.ctx.db;
    if (machine === 'order_payment') return (await db.update(orderPayments).set({ state: state as 'pending' }).where(eq(orderPayments.id, id)).returning())[0]!;
    if (machine === 'installment') return (await db.update(paymentInstallments).set({ state: state as 'pending' }).where(eq(paymentInstallments.id, id)).returning())[0]!;
    return (await db.update(paymentIntents).set({ status: state as 'processing' }).where(eq(paymentIntents.id, id)).returning())[0]!;
  }

  function changeOf(machine: RecordMachine, orderId: number, row: Awaited<ReturnType<typeof put>>, event: Exclude<PaymentRecordEvent, 'create'>, to: string): RecordChange {
    // The casts pair each machine with its row type, which `put` answers as a union.
    if (machine === 'order_payment') return { machine, event, row: row as typeof orderPayments.$inferSelect, to: to as 'void' };
    if (machine === 'installment') return { machine, event, orderId, row: row as typeof paymentInstallments.$inferSelect, to: to as 'paid' };
    return { machine, event, row: row as typeof paymentIntents.$inferSelect, to: to as 'canceled' };
  }
  const stateOf = (machine: RecordMachine, row: Record<string, unknown>) => (machine === 'payment_intent' ? row.status : row.state);

  it.each(['order_payment', 'installment', 'payment_intent'] as const)('%s: every (from, event, to)', async (machine) => {
    const { o, ids } = await records();
    let allowed = 0;
    for (const from of STATES[machine]) {
      for (const event of EVENTS) {
        for (const to of STATES[machine]) {
          const row = await put(machine, ids[machine], from);
          const before = await recordsSnapshot(o.id);
          const logBefore = (await recordHistory(o.id)).length;
          const change = changeOf(machine, o.id, row, event, to);
          if (recordAllows(machine, event, from, to)) {
            allowed += 1;
            const written = await t.app.ctx.db.transaction((tx) => transitionRecord(tx, change, SYSTEM));
            expect([from, event, to, stateOf(machine, written as Record<string, unknown>)]).toEqual([from, event, to, to]);
            const logged = (await recordHistory(o.id)).slice(logBefore);
            expect(logged).toEqual(from === to ? [] : [[machine, from, to, event, 'system']]);
          } else {
            const refused = await t.app.ctx.db.transaction((tx) => transitionRecord(tx, change, SYSTEM)).then(
              () => null,
              (err: { statusCode?: number; code?: string }) => [err.statusCode, err.code],
            );
            expect([from, event, to, refused]).toEqual([from, event, to, [422, 'transition_not_allowed']]);
            expect(await recordsSnapshot(o.id)).toEqual(before);
          }
        }
      }
    }
    expect(allowed).toBeGreaterThan(0);
  });

  it('creates only in a first state, and a stale copy is a 409 that writes nothing', async () => {
    const { o, ids } = await records();
    const db = t.app.ctx.db;
    const before = await recordsSnapshot(o.id);
    const refusedCreates: RecordChange[] = [
      { machine: 'order_payment', event: 'create', values: { orderId: o.id, method: 'check', amount: 1, currency: 'EUR', state: 'void' } },
      { machine: 'installment', event: 'create', orderId: o.id, values: { scheduleId: before.installments[0]!.scheduleId, position: 2, amount: 1, dueDate: day(1), state: 'paid' } },
      { machine: 'payment_intent', event: 'create', values: { orderId: o.id, provider: 'sandbox', method: 'card', amount: 1, currency: 'EUR', status: 'succeeded' } },
    ];
    for (const change of refusedCreates) {
      await expect(db.transaction((tx) => transitionRecord(tx, change, SYSTEM))).rejects.toMatchObject({ statusCode: 422, code: 'transition_not_allowed' });
      expect(await recordsSnapshot(o.id)).toEqual(before);
    }
    const created = await db.transaction((tx) =>
      transitionRecord(tx, { machine: 'order_payment', event: 'create', values: { orderId: o.id, method: 'installments', amount: 1, currency: 'EUR', state: 'pending' } }, SYSTEM),
    );
    expect((await recordHistory(o.id)).at(-1)).toEqual(['order_payment', null, 'pending', 'create', 'system']);
    expect((await recordChangesOf(db, o.id)).at(-1)!.subjectId).toBe(created!.id);

    const [stale] = await db.update(orderPayments).set({ state: 'pending' }).where(eq(orderPayments.id, ids.order_payment)).returning();
    await put('order_payment', ids.order_payment, 'completed');
    const current = await recordsSnapshot(o.id);
    await expect(db.transaction((tx) => transitionRecord(tx, { machine: 'order_payment', event: 'superseded', row: stale!, to: 'void' }, SYSTEM))).rejects.toMatchObject({
      statusCode: 409,
      code: 'stale_payment_record',
    });
    expect(await recordsSnapshot(o.id)).toEqual(current);
  });
});
