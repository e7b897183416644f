// The order's state machine on its own (no database): every event in every combination of order,
// payment and fulfilment state (as the database allows them: a fulfilment only once placed), by every
// kind of actor where who asks matters, against the life the README describes, written here as a plain
// list so that a change of the machine's table shows up as a failing case.
import { CheckoutStateEnum, FulfillmentStateEnum, OrderStateEnum, PaymentStateEnum } from '@ph/api-contract';
import { INTENT_STATUSES } from '../src/db';
import type { PaymentRecordEvent } from '../src/db/schema/orders';
import { AppError } from '../src/errors';
import {
  CHECKOUT_STEPS,
  decide,
  FULFILLMENT_STATES,
  FULFILLMENT_TRANSITIONS,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  RECORD_STATES,
  RECORD_TRANSITIONS,
  recordAllows,
  type OrderEvent,
  type RecordMachine,
  type FulfillmentState,
  type OrderState,
  type PaymentState,
  type StateActor,
} from '../src/orders/stateMachine';

const ORDER: OrderState[] = ['cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled'];
const PAYMENT: Array<PaymentState | null> = [null, 'balance_due', 'paid', 'failed', 'void', 'pending', 'partially_refunded', 'refunded'];
const STEPS = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const;
const FULFILLMENT: FulfillmentState[] = ['artwork_check', 'ready_for_production', 'in_production', 'partially_shipped', 'shipped', 'delivered'];
/** Fulfilment exists exactly for placed (and canceled) orders, as the database's check says. */
const fulfillmentsOf = (s: OrderState): Array<FulfillmentState | null> => (s === 'complete' || s === 'canceled' ? FULFILLMENT : [null]);
const ACTORS: StateActor[] = [{ kind: 'customer', userId: 1 }, { kind: 'operator', userId: 2 }, { kind: 'manager', userId: 3 }, { kind: 'system' }];

const EVENTS: OrderEvent[] = [
  { type: 'next' },
  ...STEPS.map((to) => ({ type: 'back', to }) as const),
  { type: 'cart_changed' },
  { type: 'shipping_dropped' },
  { type: 'complete', paymentState: 'paid' },
  { type: 'complete', paymentState: 'balance_due' },
  { type: 'payment_received' },
  { type: 'payment_failed' },
  { type: 'release' },
  { type: 'start_production' },
  { type: 'ship', fulfillmentState: 'partially_shipped' },
  { type: 'ship', fulfillmentState: 'shipped' },
  { type: 'deliver' },
  { type: 'cancel', reason: 'Ordered twice' },
  { type: 'cancel', reason: null },
  { type: 'refund', paymentState: 'partially_refunded' },
  { type: 'refund', paymentState: 'refunded' },
];
/** Events whose outcome depends on who asks: tried by every kind of actor; the others by the system. */
const BY_ANYONE = new Set(['release', 'start_production', 'ship', 'deliver', 'cancel']);

type Outcome = { order?: OrderState; payment?: PaymentState; fulfillment?: FulfillmentState } | 'no-op' | { refused: string; status: number };
const refused = (code: string, status = 422) => ({ refused: code, status });

/** The life of an order, as the README tells it. */
function expected(state: OrderState, payment: PaymentState | null, fulfillment: FulfillmentState | null, e: OrderEvent, actor: StateActor): Outcome {
  const step = (STEPS as readonly string[]).indexOf(state);
  const placedEvent = (who: ReadonlyArray<StateActor['kind']>): Outcome | undefined => {
    if (state === 'canceled') return refused('order_canceled', 409);
    if (state !== 'complete') return refused('order_not_placed');
    if (!who.includes(actor.kind)) return refused('not_allowed_for_actor');
    return undefined;
  };
  switch (e.type) {
    case 'next':
      if (state === 'confirm') return refused('payment_required');
      if (step < 0) return refused('order_not_editable');
      return { order: STEPS[step + 1]! };
    case 'back':
      if (step < 0) return refused('order_not_editable');
      return STEPS.indexOf(e.to) < step ? { order: e.to } : refused('cannot_skip_step');
    case 'cart_changed':
      if (state === 'confirm') return { order: 'payment' };
      return step < 0 ? refused('order_not_editable') : 'no-op';
    case 'shipping_dropped':
      if (state === 'payment' || state === 'confirm') return { order: 'delivery' };
      return step < 0 ? refused('transition_not_allowed') : 'no-op';
    case 'complete':
      if (state === 'canceled') return refused('order_canceled');
      if (state === 'complete') return refused('order_already_placed');
      if (state !== 'payment' && state !== 'confirm') return refused('order_not_ready');
      return payment === null || payment === 'failed' ? { order: 'complete', payment: e.paymentState, fulfillment: 'artwork_check' } : refused('transition_not_allowed');
    case 'payment_received':
      if (payment === 'paid') return 'no-op';
      if (state !== 'complete') return refused('order_not_placed');
      return payment === 'balance_due' || payment === 'failed' ? { payment: 'paid' } : refused('transition_not_allowed');
    case 'payment_failed':
      if (payment === 'paid' || payment === 'failed') return 'no-op';
      return payment === null || payment === 'balance_due' ? { payment: 'failed' } : refused('transition_not_allowed');
    case 'release':
      return placedEvent(['operator']) ?? (fulfillment === 'ready_for_production' ? 'no-op' : fulfillment === 'artwork_check' ? { fulfillment: 'ready_for_production' } : refused('transition_not_allowed', 409));
    case 'start_production':
      return placedEvent(['operator']) ?? (fulfillment === 'in_production' ? 'no-op' : fulfillment === 'ready_for_production' ? { fulfillment: 'in_production' } : refused('transition_not_allowed', 409));
    case 'ship':
      return placedEvent(['operator']) ?? (fulfillment === 'in_production' || fulfillment === 'partially_shipped' ? { fulfillment: e.fulfillmentState } : refused('transition_not_allowed', 409));
    case 'deliver':
      return placedEvent(['operator', 'system']) ?? (fulfillment === 'delivered' ? 'no-op' : fulfillment === 'shipped' ? { fulfillment: 'delivered' } : refused('transition_not_allowed', 409));
    case 'cancel': {
      if (state === 'canceled') return 'no-op';
      const early = placedEvent(['customer', 'operator']);
      if (early) return early;
      if (actor.kind === 'customer' && fulfillment !== 'artwork_check' && fulfillment !== 'ready_for_production') return refused('order_in_production', 409);
      if (payment === 'paid' || payment === 'partially_refunded') return refused('order_paid');
      if (payment !== 'balance_due' && payment !== 'failed' && payment !== 'void' && payment !== 'refunded') return refused('transition_not_allowed', 409);
      if (actor.kind === 'operator' && !e.reason) return refused('reason_required');
      return payment === 'void' || payment === 'refunded' ? { order: 'canceled' } : { order: 'canceled', payment: 'void' };
    }
    case 'refund':
      if (state === 'complete' && payment === 'balance_due' && e.paymentState === 'refunded') return { payment: 'refunded' };
      return (state === 'complete' || state === 'canceled') && (payment === 'paid' || payment === 'partially_refunded') ? { payment: e.paymentState } : refused('transition_not_allowed');
  }
}

function actual(state: OrderState, payment: PaymentState | null, fulfillment: FulfillmentState | null, e: OrderEvent, actor: StateActor): Outcome {
  try {
    const changes = decide({ number: 'R000000001', state, paymentState: payment, fulfillmentState: fulfillment }, e, actor);
    if (changes.length === 0) return 'no-op';
    const out: { order?: OrderState; payment?: PaymentState; fulfillment?: FulfillmentState } = {};
    for (const c of changes) {
      if (c.machine === 'order') out.order = c.to as OrderState;
      else if (c.machine === 'payment') out.payment = c.to as PaymentState;
      else out.fulfillment = c.to as FulfillmentState;
    }
    return out;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    expect(err.message.length).toBeGreaterThan(10);
    return refused(err.code, err.statusCode);
  }
}

const label = (e: OrderEvent) =>
  e.type === 'back' ? `back to ${e.to}` : e.type === 'complete' || e.type === 'refund' ? `${e.type} (${e.paymentState})` : e.type === 'cancel' ? `cancel (${e.reason ? 'with' : 'without'} a reason)` : e.type;

describe('the order state machine', () => {
  const cases = ORDER.flatMap((s) =>
    PAYMENT.flatMap((p) =>
      fulfillmentsOf(s).flatMap((f) => EVENTS.flatMap((e) => (BY_ANYONE.has(e.type) ? ACTORS : [{ kind: 'system' } as StateActor]).map((a) => [s, p, f, e, a] as const))),
    ),
  );

  it.each(cases.map(([s, p, f, e, a]) => [label(e), a.kind, s, p ?? 'none', f ?? 'none', e, a, p, f] as const))(
    '%s by %s from %s (payment %s, fulfillment %s)',
    (_l, _k, s, _p, _f, e, a, p, f) => {
      expect(actual(s, p, f, e, a)).toEqual(expected(s, p, f, e, a));
    },
  );

  it('covers every state of the API contract, and nothing else', () => {
    expect(Object.keys(ORDER_STATES).sort()).toEqual([...OrderStateEnum.options].sort());
    expect(Object.keys(PAYMENT_STATES).sort()).toEqual([...PaymentStateEnum.options].sort());
    expect(Object.keys(FULFILLMENT_STATES).sort()).toEqual([...FulfillmentStateEnum.options].sort());
    expect([...CHECKOUT_STEPS]).toEqual([...CheckoutStateEnum.options]);
    expect(ORDER.sort()).toEqual([...OrderStateEnum.options].sort());
  });

  it('reaches every declared transition from every state it lists (none is shadowed by a no-op or another rule)', () => {
    const reaches = (machine: 'order' | 'payment' | 'fulfillment', event: string, from: string | null, to: string | null) =>
      cases.some(([s, p, f, e, a]) => (machine === 'order' ? s : machine === 'payment' ? p : f) === from && e.type === event && (actual(s, p, f, e, a) as Record<string, string>)[machine] === to);
    for (const [machine, rules] of [['order', ORDER_TRANSITIONS], ['payment', PAYMENT_TRANSITIONS], ['fulfillment', FULFILLMENT_TRANSITIONS]] as const) {
      for (const r of rules) {
        for (const from of r.from) expect([machine, r.event, from, r.to, reaches(machine, r.event, from, r.to)]).toEqual([machine, r.event, from, r.to, true]);
      }
    }
  });
});

// The payment records' machines, as the README's table tells them.
const RECORD_EVENTS: PaymentRecordEvent[] = ['create', 'received', 'superseded', 'refunded', 'replaced', 'gateway_update', 'canceled'];
const RECORD_STATE_LISTS: Record<RecordMachine, string[]> = {
  order_payment: ['pending', 'completed', 'failed', 'void'],
  installment: ['pending', 'paid', 'canceled'],
  payment_intent: [...INTENT_STATUSES],
};

function recordExpected(machine: RecordMachine, event: PaymentRecordEvent, from: string | null, to: string): boolean {
  const openIntent = from !== null && from !== 'succeeded' && from !== 'canceled';
  switch (machine) {
    case 'order_payment':
      return (
        (event === 'create' && from === null && (to === 'pending' || to === 'completed')) ||
        (event === 'received' && from === 'pending' && to === 'completed') ||
        (event === 'superseded' && from === 'pending' && to === 'void') ||
        (event === 'refunded' && from === 'completed' && to === 'void') ||
        (event === 'canceled' && from === 'pending' && to === 'void')
      );
    case 'installment':
      return (
        (event === 'create' && from === null && to === 'pending') ||
        ((event === 'received' || event === 'superseded') && from === 'pending' && to === 'paid') ||
        (event === 'canceled' && from === 'pending' && to === 'canceled')
      );
    case 'payment_intent':
      return (
        (event === 'create' && from === null && to === 'requires_payment_method') ||
        (event === 'gateway_update' && openIntent) ||
        (event === 'replaced' && openIntent && to === 'canceled')
      );
  }
}

describe('the payment records\' machines', () => {
  const machines = Object.keys(RECORD_STATE_LISTS) as RecordMachine[];
  const cases = machines.flatMap((m) =>
    RECORD_EVENTS.flatMap((e) => [null, ...RECORD_STATE_LISTS[m]].flatMap((from) => RECORD_STATE_LISTS[m].map((to) => [m, e, from, to] as const))),
  );

  it.each(cases.map(([m, e, from, to]) => [m, e, from ?? '(new)', to, from] as const))('%s: %s from %s to %s', (m, e, _f, to, from) => {
    expect(recordAllows(m, e, from, to)).toBe(recordExpected(m, e, from, to));
  });

  it('declares every state the schema has, and every state a transition names', () => {
    for (const m of machines) {
      expect(Object.keys(RECORD_STATES[m]).sort()).toEqual([...RECORD_STATE_LISTS[m]].sort());
      for (const r of RECORD_TRANSITIONS.filter((t) => t.machine === m)) {
        for (const s of [...r.from, ...r.to]) if (s !== null) expect(RECORD_STATE_LISTS[m]).toContain(s);
      }
    }
  });
});
