// The order's state machine on its own (no database): every event in every combination of order and
// payment state, against the life the README describes, written here as a plain list so that a change
// of the machine's table shows up as a failing case.
import { CheckoutStateEnum, OrderStateEnum, PaymentStateEnum } from '@ph/api-contract';
import { INTENT_STATUSES } from '../src/db/schema/payments';
import type { PaymentRecordEvent } from '../src/db/schema/orders';
import { RuleViolation } from '../src/errors';
import {
  CHECKOUT_STEPS,
  decide,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  RECORD_STATES,
  RECORD_TRANSITIONS,
  recordAllows,
  type OrderEvent,
  type RecordMachine,
  type OrderState,
  type PaymentState,
} from '../src/orders/stateMachine';

const ORDER: OrderState[] = ['cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled'];
const PAYMENT: Array<PaymentState | null> = [null, 'balance_due', 'paid', 'failed', 'void', 'pending'];
const STEPS = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const;

const EVENTS: OrderEvent[] = [
  { type: 'next' },
  ...STEPS.map((to) => ({ type: 'back', to }) as const),
  { type: 'cart_changed' },
  { type: 'shipping_dropped' },
  { type: 'complete', paymentState: 'paid' },
  { type: 'complete', paymentState: 'balance_due' },
  { type: 'payment_received' },
  { type: 'payment_failed' },
];

type Outcome = { order?: OrderState; payment?: PaymentState } | 'no-op' | { refused: string };

/** The life of an order, as the README tells it. */
function expected(state: OrderState, payment: PaymentState | null, e: OrderEvent): Outcome {
  const step = (STEPS as readonly string[]).indexOf(state);
  switch (e.type) {
    case 'next':
      if (state === 'confirm') return { refused: 'payment_required' };
      if (step < 0) return { refused: 'order_not_editable' };
      return { order: STEPS[step + 1]! };
    case 'back':
      if (step < 0) return { refused: 'order_not_editable' };
      return STEPS.indexOf(e.to) < step ? { order: e.to } : { refused: 'cannot_skip_step' };
    case 'cart_changed':
      if (state === 'confirm') return { order: 'payment' };
      return step < 0 ? { refused: 'order_not_editable' } : 'no-op';
    case 'shipping_dropped':
      if (state === 'payment' || state === 'confirm') return { order: 'delivery' };
      return step < 0 ? { refused: 'transition_not_allowed' } : 'no-op';
    case 'complete':
      if (state === 'canceled') return { refused: 'order_canceled' };
      if (state === 'complete') return { refused: 'order_already_placed' };
      if (state !== 'payment' && state !== 'confirm') return { refused: 'order_not_ready' };
      return payment === null || payment === 'failed' ? { order: 'complete', payment: e.paymentState } : { refused: 'transition_not_allowed' };
    case 'payment_received':
      if (payment === 'paid') return 'no-op';
      if (state !== 'complete') return { refused: 'order_not_placed' };
      return payment === 'balance_due' || payment === 'failed' ? { payment: 'paid' } : { refused: 'transition_not_allowed' };
    case 'payment_failed':
      if (payment === 'paid' || payment === 'failed') return 'no-op';
      return payment === null || payment === 'balance_due' ? { payment: 'failed' } : { refused: 'transition_not_allowed' };
  }
}

function actual(state: OrderState, payment: PaymentState | null, e: OrderEvent): Outcome {
  try {
    const changes = decide({ number: 'R000000001', state, paymentState: payment }, e);
    if (changes.length === 0) return 'no-op';
    const out: { order?: OrderState; payment?: PaymentState } = {};
    for (const c of changes) {
      if (c.machine === 'order') out.order = c.to as OrderState;
      else out.payment = c.to as PaymentState;
    }
    return out;
  } catch (err) {
    if (!(err instanceof RuleViolation)) throw err;
    expect(err.statusCode).toBe(422);
    expect(err.message.length).toBeGreaterThan(10);
    return { refused: err.code };
  }
}

const label = (e: OrderEvent) => (e.type === 'back' ? `back to ${e.to}` : e.type === 'complete' ? `complete (${e.paymentState})` : e.type);

describe('the order state machine', () => {
  const cases = ORDER.flatMap((s) => PAYMENT.flatMap((p) => EVENTS.map((e) => [s, p, e] as const)));

  it.each(cases.map(([s, p, e]) => [label(e), s, p ?? 'none', e, p] as const))('%s from %s (payment %s)', (_l, s, _p, e, p) => {
    expect(actual(s, p, e)).toEqual(expected(s, p, e));
  });

  it('covers every state of the API contract, and nothing else', () => {
    expect(Object.keys(ORDER_STATES).sort()).toEqual([...OrderStateEnum.options].sort());
    expect(Object.keys(PAYMENT_STATES).sort()).toEqual([...PaymentStateEnum.options].sort());
    expect([...CHECKOUT_STEPS]).toEqual([...CheckoutStateEnum.options]);
    expect(ORDER.sort()).toEqual([...OrderStateEnum.options].sort());
  });

  it('reaches every declared transition from every state it lists (none is shadowed by a no-op or another rule)', () => {
    for (const r of ORDER_TRANSITIONS) {
      for (const from of r.from) {
        const hit = cases.some(([s, p, e]) => s === from && e.type === r.event && (actual(s, p, e) as { order?: string }).order === r.to);
        expect([r.event, from, r.to, hit]).toEqual([r.event, from, r.to, true]);
      }
    }
    for (const r of PAYMENT_TRANSITIONS) {
      for (const from of r.from) {
        const hit = cases.some(([s, p, e]) => p === from && e.type === r.event && (actual(s, p, e) as { payment?: string }).payment === r.to);
        expect([r.event, from, r.to, hit]).toEqual([r.event, from, r.to, true]);
      }
    }
  });
});

// The payment records' machines, as the README's table tells them.
const RECORD_EVENTS: PaymentRecordEvent[] = ['create', 'received', 'superseded', 'refunded', 'replaced', 'gateway_update'];
const RECORD_STATE_LISTS: Record<RecordMachine, string[]> = {
  order_payment: ['pending', 'completed', 'failed', 'void'],
  installment: ['pending', 'paid'],
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
        (event === 'refunded' && from === 'completed' && to === 'void')
      );
    case 'installment':
      return (event === 'create' && from === null && to === 'pending') || ((event === 'received' || event === 'superseded') && from === 'pending' && to === 'paid');
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
