// The whole life of an order in one file (Spree's order/checkout.rb is the model): every state of the
// order, of its payment and of its way through the works, every allowed transition with its guard, and
// `transition`, the one function that moves `orders.state`, `orders.payment_state` and
// `orders.fulfillment_state` (state-repo.ts stores what it decides). Each change is logged in
// `order_state_changes` (from, to, event, actor, reason, time) in the caller's transaction, so a refused
// or rolled-back change leaves neither the order nor its log changed. State names are the API's
// (@ph/api-contract); a state added there does not compile here until its meaning is written below.
//
//   order:       cart ─next→ address ─next→ delivery ─next→ payment ─next→ confirm
//                (back to any step already reached)          payment|confirm ─complete→ complete
//                confirm ─cart_changed→ payment               payment|confirm ─shipping_dropped→ delivery
//                complete ─cancel→ canceled   (the shopper: while nothing is in production; an operator:
//                                              at any time, with a reason)
//   payment:     (none)|failed ─complete→ paid | balance_due
//                balance_due|failed ─payment_received→ paid   (none)|balance_due ─payment_failed→ failed
//                balance_due|failed ─cancel→ void             (nothing was taken, or it was all given back)
//                paid|partially_refunded ─refund→ partially_refunded | refunded (operators; a paid order's cancellation)
//                balance_due ─refund→ refunded   (the cancellation of an order in instalments: those received go back)
//   fulfillment: (none) ─complete→ artwork_check ─release→ ready_for_production ─start_production→ in_production
//                (release and start_production: operators; release waits for every proof and the payment)
//                in_production|partially_shipped ─ship→ partially_shipped | shipped   (operators: a shipment of
//                                                          some or the last of the boxes, shipments/)
//                shipped ─deliver→ delivered   (the carrier's webhook or an operator, once every shipment is delivered)
//
// The order's payment records have their own small machines, declared and written at the end of this
// file by `transitionRecord` into the same log (so one reading and one history cover the order's life):
//
//   order_payment  (ledger):  (new) ─create→ pending (bank transfer, instalments) | completed (store credit, captured card)
//                             pending ─received→ completed     pending ─superseded→ void (paid by card instead)
//                             completed ─refunded→ void (money taken but the order could not be placed)
//                             pending ─canceled→ void (the order was canceled before the money came)
//   installment:              (new) ─create→ pending ─received | superseded→ paid
//                             pending ─canceled→ canceled (the order was canceled)
//   payment_intent:           (new) ─create→ requires_payment_method
//                             open ─gateway_update→ what the gateway reports   open ─replaced→ canceled
//                             (open: not succeeded or canceled; which report wins is payments/status-merge.ts)
import type { CheckoutStateEnum, FulfillmentStateEnum, OrderStateEnum, PaymentStateEnum } from '@ph/api-contract';
import type { z } from 'zod';
import type { Db } from '../db';
import type { PaymentRecordEvent } from '../db/schema';
import { INTENT_STATUSES, STATE_LOG_MACHINES, type IntentStatus } from '../db';
import { Conflict, RuleViolation, type AppError } from '../errors';
import { shippingPrice } from '../pricing';
import * as repo from './repository';
import * as stateRepo from './state-repo';
import type { InstallmentRow, IntentRow, LedgerRow, NewInstallment, NewIntent, NewLedger, StateChangeRow } from './state-repo';

export type OrderState = z.infer<typeof OrderStateEnum>;
export type PaymentState = z.infer<typeof PaymentStateEnum>;
export type CheckoutStep = z.infer<typeof CheckoutStateEnum>;
export type FulfillmentState = z.infer<typeof FulfillmentStateEnum>;

// ---- states ----

export const ORDER_STATES = {
  cart: 'the shopper fills the cart',
  address: 'checkout: e-mail, billing and delivery address',
  delivery: 'checkout: shipping method',
  payment: 'checkout: payment method',
  confirm: 'checkout: the shopper reviews the order and pays',
  complete: 'placed: paid, or payment promised (bank transfer, instalments); `fulfillment_state` says where it is in the works',
  canceled: 'canceled after it was placed, by the shopper or an operator (`cancel_reason`); it keeps when it was placed',
} as const satisfies Record<OrderState, string>;

/** `orders.payment_state`; null until the order is placed or a payment fails. */
export const PAYMENT_STATES = {
  balance_due: 'placed, the money is still to come (bank transfer, instalments)',
  paid: 'the whole total has been received',
  failed: 'the last payment attempt failed or was refused; the shopper may pay again',
  void: 'the order was canceled before anything was paid: nothing is owed either way',
  pending: 'Spree vocabulary kept by the API; no transition leads here',
  partially_refunded: 'paid, and part of the money was given back (an operator\'s partial refund)',
  refunded: 'everything taken was given back (sent to the card or the wallet, or owed by transfer): the refunds say which',
} as const satisfies Record<PaymentState, string>;

/** `orders.fulfillment_state`; null until the order is placed. */
export const FULFILLMENT_STATES = {
  artwork_check: 'placed: our team checks the artwork; designed lines wait for the shopper\'s proof approval (client_approval_filesets)',
  ready_for_production: 'artwork approved and the order paid: released to the works, waiting for its production slot',
  in_production: 'being printed and made: the shopper can no longer cancel it',
  partially_shipped: 'some of the boxes left in a shipment (with its carrier and tracking number); the rest are still being made',
  shipped: 'every box is on its way: each shipment has its carrier and tracking link',
  delivered: 'the carrier delivered every shipment (or an operator recorded the delivery)',
} as const satisfies Record<FulfillmentState, string>;

/** The checkout steps in order: `PUT checkouts/{id}?state=X` may go back to one already reached, never skip ahead. */
export const CHECKOUT_STEPS = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const satisfies readonly CheckoutStep[];

/** The order fields each step owns (`PUT checkouts/{id}` refuses others with `field_not_allowed`). */
export const FIELDS_BY_STEP: Readonly<Record<CheckoutStep, readonly string[]>> = {
  cart: ['email'],
  address: ['email', 'customer_type', 'bill_address', 'ship_address', 'use_billing'],
  delivery: ['shipping_method'],
  payment: ['payments_attributes', 'payment_source'],
  confirm: [],
};

export function stepIndex(state: OrderState): number {
  return (CHECKOUT_STEPS as readonly string[]).indexOf(state);
}

export function isCheckoutStep(state: string): state is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(state);
}

// ---- events and who causes them ----

export type OrderEvent =
  | { type: 'next' }
  | { type: 'back'; to: CheckoutStep }
  | { type: 'cart_changed' }
  | { type: 'shipping_dropped' }
  | { type: 'complete'; paymentState: 'paid' | 'balance_due' }
  | { type: 'payment_received' }
  | { type: 'payment_failed' }
  | { type: 'release' }
  | { type: 'start_production' }
  | { type: 'ship'; fulfillmentState: 'partially_shipped' | 'shipped' }
  | { type: 'deliver' }
  | { type: 'cancel'; reason: string | null }
  | { type: 'refund'; paymentState: 'partially_refunded' | 'refunded' };
export type EventName = OrderEvent['type'];

export type StateActor =
  | { kind: 'customer'; userId: number }
  | { kind: 'manager'; userId: number }
  | { kind: 'operator'; userId: number }
  | { kind: 'gateway' }
  | { kind: 'system' };
export const SYSTEM: StateActor = { kind: 'system' };
function actorUserIdOf(actor: StateActor): number | null {
  return actor.kind === 'customer' || actor.kind === 'manager' || actor.kind === 'operator' ? actor.userId : null;
}
export const GATEWAY: StateActor = { kind: 'gateway' };

// ---- guards: what must be true before a transition (each throws a 422 naming what is missing) ----

type GuardOrder = repo.OrderRow;
type Guard = (tx: Db, order: GuardOrder) => Promise<void> | void;

const hasItems: Guard = async (tx, order) => {
  if ((await repo.linesOf(tx, order.id)).length === 0) throw new RuleViolation('order_empty', 'Add an item before checking out');
};

const hasEmailAndAddresses: Guard = (_tx, order) => {
  if (!order.email) throw new RuleViolation('email_missing', 'An e-mail address is required', 'order.email');
  if (!order.billAddress) throw new RuleViolation('address_missing', 'A billing address is required', 'order.bill_address');
  if (!order.shipAddress) throw new RuleViolation('address_missing', 'A shipping address is required', 'order.ship_address');
};

/** The method is offered for the region, the delivery country and this cart (threshold, sample packs). */
const shippingMethodOffered: Guard = async (tx, order) => {
  if (!order.shippingMethod) throw new RuleViolation('shipping_method_missing', 'Choose a shipping method', 'order.shipping_method');
  const lines = await repo.linesOf(tx, order.id);
  const productNet = lines.reduce((s, l) => s + (l.line.kind === 'product' || l.line.kind === 'sample_pack' ? l.line.itemNet : 0), 0);
  const onlySamples = lines.length > 0 && lines.every((l) => l.line.kind !== 'product');
  await shippingPrice(tx, order, order.shippingMethod, productNet, onlySamples);
};

const paymentMethodChosen: Guard = (_tx, order) => {
  if (!order.paymentMethod) throw new RuleViolation('payment_method_missing', 'Choose a payment method', 'order.payments_attributes');
};

/**
 * The shopper accepted the terms and the privacy policy on this order (`POST v2/orders/consents`,
 * docs/domain.md#consent-and-analytics): no order is placed on a declined or missing acceptance.
 */
export async function assertOrderConsentGiven(tx: Db, orderId: number): Promise<void> {
  const terms = await repo.newestOrderConsent(tx, orderId, 'terms_and_conditions_and_privacy_policy');
  if (terms?.value !== 'granted') {
    throw new RuleViolation('consent_required', 'Accept the terms and conditions and the privacy policy before placing the order', 'consents');
  }
}

/** Everything the checkout collects is still there when the order is placed. */
const readyToPlace: Guard = async (tx, order) => {
  if ((await repo.linesOf(tx, order.id)).length === 0) throw new RuleViolation('order_empty', 'The order has no items');
  if (!order.email) throw new RuleViolation('email_missing', 'The order has no e-mail address', 'email');
  if (!order.shipAddress || !order.billAddress) throw new RuleViolation('address_missing', 'The order has no address', 'ship_address');
  if (!order.shippingMethod) throw new RuleViolation('shipping_method_missing', 'Choose a shipping method', 'shipping_method');
  if (!order.paymentMethod) throw new RuleViolation('payment_method_missing', 'Choose a payment method', 'payment_method');
  await assertOrderConsentGiven(tx, order.id);
};

/** Production starts from approved artwork that is paid for (the same rule as the order's `production_state`). */
const artworkApprovedAndPaid: Guard = async (tx, order) => {
  const proofs = await stateRepo.proofStatusesOf(tx, order.id);
  const waiting = proofs.filter((status) => status !== 'approved').length;
  if (waiting > 0) throw new RuleViolation('proofs_not_approved', `${waiting} of the order's ${proofs.length} proofs are not approved yet`, 'proofs');
  if (order.paymentState !== 'paid') throw new RuleViolation('payment_outstanding', `Order ${order.number} is not paid yet (payment ${order.paymentState ?? 'none'})`, 'payment_state');
};

/** Cancelling gives nothing back by itself: the money taken must have been refunded first (fulfillment's cancel does). */
const nothingTaken: Guard = async (tx, order) => {
  if ((await stateRepo.unrefundedOf(tx, order.id)) > 0) throw new RuleViolation('order_paid', `Money was taken for order ${order.number}; it is canceled with a refund`, 'payment_state');
};

// ---- transitions ----

type ActorKind = StateActor['kind'];

interface Rule<S> {
  event: EventName;
  from: readonly S[];
  to: S;
  guard?: Guard;
  /** The order must be in one of these states (payment transitions that belong to placed orders). */
  orderIn?: readonly OrderState[];
  /** The order's fulfilment must be in one of these states (how far the works may be for this rule). */
  fulfillmentIn?: ReadonlyArray<FulfillmentState | null>;
  /** Only these actors may cause it (back-office events; the shopper's cancellation). */
  by?: readonly ActorKind[];
}

export const ORDER_TRANSITIONS: ReadonlyArray<Rule<OrderState>> = [
  // The checkout moves one step forward when the step's data is complete…
  { event: 'next', from: ['cart'], to: 'address', guard: hasItems },
  { event: 'next', from: ['address'], to: 'delivery', guard: hasEmailAndAddresses },
  { event: 'next', from: ['delivery'], to: 'payment', guard: shippingMethodOffered },
  { event: 'next', from: ['payment'], to: 'confirm', guard: paymentMethodChosen },
  // …or back to any step already reached (`PUT checkouts/{id}?state=X`).
  { event: 'back', from: ['address', 'delivery', 'payment', 'confirm'], to: 'cart' },
  { event: 'back', from: ['delivery', 'payment', 'confirm'], to: 'address' },
  { event: 'back', from: ['payment', 'confirm'], to: 'delivery' },
  { event: 'back', from: ['confirm'], to: 'payment' },
  // The server sends the shopper back when what they were confirming changed: a cart change shows
  // the new total first; a shipping method the cart no longer qualifies for must be chosen again.
  { event: 'cart_changed', from: ['confirm'], to: 'payment' },
  { event: 'shipping_dropped', from: ['payment', 'confirm'], to: 'delivery' },
  // Placing the order: the payment module calls it when money is paid or promised (orders/completion.ts).
  { event: 'complete', from: ['payment', 'confirm'], to: 'complete', guard: readyToPlace },
  // Cancelling: the shopper while nothing is in production; an operator at any time (with a reason).
  { event: 'cancel', from: ['complete'], to: 'canceled', by: ['customer'], fulfillmentIn: ['artwork_check', 'ready_for_production'], guard: nothingTaken },
  { event: 'cancel', from: ['complete'], to: 'canceled', by: ['operator'], guard: nothingTaken },
];

export const PAYMENT_TRANSITIONS: ReadonlyArray<Rule<PaymentState | null>> = [
  { event: 'complete', from: [null, 'failed'], to: 'paid' },
  { event: 'complete', from: [null, 'failed'], to: 'balance_due' },
  // Money that arrives after the order was placed: a bank transfer, the last instalment, a card payment.
  { event: 'payment_received', from: ['balance_due', 'failed'], to: 'paid', orderIn: ['complete'] },
  // A failure keeps the order's checkout state so the shopper can pay again.
  { event: 'payment_failed', from: [null, 'balance_due'], to: 'failed' },
  // A canceled order whose money never came owes nothing (the pending transfer or instalments are canceled with it).
  { event: 'cancel', from: ['balance_due', 'failed'], to: 'void', orderIn: ['complete'] },
  // Money given back on a placed (or canceled) order: all of it, or part.
  { event: 'refund', from: ['paid', 'partially_refunded'], to: 'partially_refunded', orderIn: ['complete', 'canceled'] },
  { event: 'refund', from: ['paid', 'partially_refunded'], to: 'refunded', orderIn: ['complete', 'canceled'] },
  // An order in instalments canceled after some arrived: all of those go back (owed by transfer) before
  // it is canceled, so its payment reads `refunded`, not `void` (which says nothing was paid).
  { event: 'refund', from: ['balance_due'], to: 'refunded', orderIn: ['complete'] },
];

export const FULFILLMENT_TRANSITIONS: ReadonlyArray<Rule<FulfillmentState | null>> = [
  { event: 'complete', from: [null], to: 'artwork_check' },
  { event: 'release', from: ['artwork_check'], to: 'ready_for_production', orderIn: ['complete'], by: ['operator'], guard: artworkApprovedAndPaid },
  { event: 'start_production', from: ['ready_for_production'], to: 'in_production', orderIn: ['complete'], by: ['operator'] },
  { event: 'ship', from: ['in_production', 'partially_shipped'], to: 'partially_shipped', orderIn: ['complete'], by: ['operator'] },
  { event: 'ship', from: ['in_production', 'partially_shipped'], to: 'shipped', orderIn: ['complete'], by: ['operator'] },
  { event: 'deliver', from: ['shipped'], to: 'delivered', orderIn: ['complete'], by: ['operator', 'system'] },
];

/**
 * Events that change nothing in these states: a cart change before `confirm`, a dropped shipping
 * method before it was confirmed, a repeated "paid", and a failure reported after the success (webhooks
 * arrive out of order: a paid order stays paid).
 */
const NO_OPS: Partial<Record<EventName, { order?: readonly OrderState[]; payment?: ReadonlyArray<PaymentState | null>; fulfillment?: ReadonlyArray<FulfillmentState | null> }>> = {
  cart_changed: { order: ['cart', 'address', 'delivery', 'payment'] },
  shipping_dropped: { order: ['cart', 'address', 'delivery'] },
  payment_received: { payment: ['paid'] },
  payment_failed: { payment: ['paid', 'failed'] },
  // Asked twice (a retry, a double click), the back-office steps and the cancellation change nothing more.
  release: { fulfillment: ['ready_for_production'] },
  start_production: { fulfillment: ['in_production'] },
  deliver: { fulfillment: ['delivered'] },
  cancel: { order: ['canceled'], payment: ['void', 'refunded'] },
};

type Machine = 'order' | 'payment' | 'fulfillment';

/** Which columns an event moves: the order's state, its payment state, or both. */
const MACHINES_OF: Readonly<Record<EventName, readonly Machine[]>> = {
  next: ['order'],
  back: ['order'],
  cart_changed: ['order'],
  shipping_dropped: ['order'],
  complete: ['order', 'payment', 'fulfillment'],
  payment_received: ['payment'],
  payment_failed: ['payment'],
  release: ['fulfillment'],
  start_production: ['fulfillment'],
  ship: ['fulfillment'],
  deliver: ['fulfillment'],
  cancel: ['order', 'payment'],
  refund: ['payment'],
};

/** The state an event names as its target, when it names one (back to a step; placed as paid or not). */
function targetOf(machine: Machine, event: OrderEvent): string | undefined {
  if (machine === 'order' && event.type === 'back') return event.to;
  if (machine === 'payment' && (event.type === 'complete' || event.type === 'refund')) return event.paymentState;
  if (machine === 'fulfillment' && event.type === 'ship') return event.fulfillmentState;
  return undefined;
}

// ---- deciding ----

/** The events of a placed order's life, and who may cause each (the shopper only cancels). */
const AFTER_PLACEMENT_BY: Partial<Record<EventName, readonly ActorKind[]>> = {
  release: ['operator'],
  start_production: ['operator'],
  ship: ['operator'],
  // The system: a carrier's delivery event (shipments/).
  deliver: ['operator', 'system'],
  cancel: ['customer', 'operator'],
};
const isAfterPlacement = (e: EventName) => e in AFTER_PLACEMENT_BY;

/** What deciding reads; callers that only pay or check out may leave the fulfilment out (it is null until placed). */
type Current = Pick<repo.OrderRow, 'number' | 'state' | 'paymentState'> & { fulfillmentState?: FulfillmentState | null };

export interface Change {
  machine: Machine;
  from: string | null;
  to: string;
  guard?: Guard | undefined;
}

/**
 * Why `event` cannot happen to an order in `order.state`: the stable code the API has always answered.
 * After the order is placed a refusal is a 409: the order moved on (another request, an operator, the
 * works) and the caller should read it again — e.g. a shopper's cancellation that lost the race to the
 * start of production.
 */
function refusal(order: Current, event: OrderEvent, actor: StateActor): AppError {
  const { state } = order;
  if (isAfterPlacement(event.type)) {
    if (state === 'canceled') return new Conflict('order_canceled', `Order ${order.number} has been canceled`, 'state');
    if (state !== 'complete') return new RuleViolation('order_not_placed', `Order ${order.number} is ${state}; only a placed order can be ${event.type === 'cancel' ? 'canceled' : 'produced'}`, 'state');
    if (!AFTER_PLACEMENT_BY[event.type]?.includes(actor.kind)) {
      return new RuleViolation('not_allowed_for_actor', `A ${actor.kind} may not ${event.type.replace('_', ' ')} order ${order.number}`, 'actor');
    }
    if (event.type === 'cancel' && actor.kind === 'customer' && order.fulfillmentState !== 'artwork_check' && order.fulfillmentState !== 'ready_for_production') {
      return new Conflict('order_in_production', `Order ${order.number} is ${(order.fulfillmentState ?? '').replace(/_/g, ' ')}; it can no longer be canceled here, please contact us`, 'state');
    }
    if (event.type === 'cancel' && (order.paymentState === 'paid' || order.paymentState === 'partially_refunded')) {
      return new RuleViolation('order_paid', `Order ${order.number} is paid; it is canceled with a refund`, 'payment_state');
    }
    return new Conflict('transition_not_allowed', `Order ${order.number} is ${order.fulfillmentState ?? 'not placed'} (payment ${order.paymentState ?? 'none'}); it cannot ${event.type.replace('_', ' ')} from there`, 'fulfillment_state');
  }
  if (event.type === 'complete') {
    if (state === 'canceled') return new RuleViolation('order_canceled', 'The order has been canceled');
    if (state === 'complete') return new RuleViolation('order_already_placed', `Order ${order.number} is already placed (payment ${order.paymentState ?? 'none'})`);
    if (!isCheckoutStep(state) || stepIndex(state) < stepIndex('payment')) {
      return new RuleViolation('order_not_ready', `The order is in state ${state}; finish the checkout first`, 'state');
    }
  }
  if ((event.type === 'next' || event.type === 'back' || event.type === 'cart_changed') && !isCheckoutStep(state)) {
    return new RuleViolation('order_not_editable', `Order ${order.number} is ${state} and cannot be changed`);
  }
  if (event.type === 'next' && state === 'confirm') {
    return new RuleViolation('payment_required', 'The order is completed by paying for it (see the payment calls)');
  }
  if (event.type === 'back') {
    return new RuleViolation('cannot_skip_step', `The order is in ${state}; it cannot jump to ${event.to}`, 'state');
  }
  if (event.type === 'payment_received' && state !== 'complete') {
    return new RuleViolation('order_not_placed', `Order ${order.number} is ${state}; only a placed order can be paid later`, 'state');
  }
  return new RuleViolation(
    'transition_not_allowed',
    `Order ${order.number} (state ${state}, payment ${order.paymentState ?? 'none'}) does not allow ${event.type}`,
    'state',
  );
}

/**
 * The changes `event` makes to an order as it is now, without guards (they need the database): an
 * empty list when the event changes nothing here, a 422 when the machine does not allow it.
 */
export function decide(order: Current, event: OrderEvent, actor: StateActor = SYSTEM): Change[] {
  if (isAfterPlacement(event.type)) {
    // Cancelling a canceled order changes nothing (a retry); the other events refuse a canceled order
    // before their no-ops could answer as if it were still in the works.
    if (event.type === 'cancel' && order.state === 'canceled') return [];
    if (order.state !== 'complete' || !AFTER_PLACEMENT_BY[event.type]?.includes(actor.kind)) throw refusal(order, event, actor);
  }
  const changes: Change[] = [];
  for (const machine of MACHINES_OF[event.type]) {
    const current = machine === 'order' ? order.state : machine === 'payment' ? order.paymentState : (order.fulfillmentState ?? null);
    const noOps: ReadonlyArray<string | null> = NO_OPS[event.type]?.[machine] ?? [];
    if (noOps.includes(current)) continue;
    const rules: ReadonlyArray<Rule<string | null>> = machine === 'order' ? ORDER_TRANSITIONS : machine === 'payment' ? PAYMENT_TRANSITIONS : FULFILLMENT_TRANSITIONS;
    const target = targetOf(machine, event);
    const rule = rules.find(
      (r) =>
        r.event === event.type &&
        r.from.includes(current) &&
        (target === undefined || r.to === target) &&
        (!r.orderIn || r.orderIn.includes(order.state)) &&
        (!r.fulfillmentIn || r.fulfillmentIn.includes(order.fulfillmentState ?? null)) &&
        (!r.by || r.by.includes(actor.kind)),
    );
    if (!rule || rule.to === null) throw refusal(order, event, actor);
    changes.push({ machine, from: current, to: rule.to, guard: rule.guard });
  }
  if (event.type === 'cancel' && actor.kind === 'operator' && changes.length > 0 && !event.reason?.trim()) {
    throw new RuleViolation('reason_required', 'Say why the order is canceled', 'reason');
  }
  return changes;
}

/** Refuses `event` as `transition` would, without guards and without writing (pre-checks before work). */
export function assertAllowed(order: Current, event: OrderEvent, actor: StateActor = SYSTEM): void {
  decide(order, event, actor);
}

/** Refuses `event` as `transition` would, guards included, without writing. */
export async function assertCan(tx: Db, order: repo.OrderRow, event: OrderEvent, actor: StateActor = SYSTEM): Promise<void> {
  for (const c of decide(order, event, actor)) await c.guard?.(tx, order);
}

// ---- the one writer ----

/**
 * Moves the order (row-locked by the caller) by `event`: checks the machine and the guards, writes the
 * new state(s) (with `completed_at` on completion and a new `lock_version`), and logs each change.
 * Answers the updated row, or the same row when the event changes nothing in this state.
 */
export async function transition(tx: Db, order: repo.OrderRow, event: OrderEvent, actor: StateActor, now: Date = new Date()): Promise<repo.OrderRow> {
  const changes = decide(order, event, actor);
  if (changes.length === 0) return order;
  for (const c of changes) await c.guard?.(tx, order);

  const moved: { state?: OrderState; paymentState?: PaymentState; fulfillmentState?: FulfillmentState; completedAt?: Date; canceledAt?: Date; cancelReason?: string | null } = {};
  for (const c of changes) {
    if (c.machine === 'order') moved.state = c.to as OrderState;
    else if (c.machine === 'payment') moved.paymentState = c.to as PaymentState;
    else moved.fulfillmentState = c.to as FulfillmentState;
  }
  const reason = event.type === 'cancel' ? event.reason?.trim() || null : null;
  if (moved.state === 'complete') moved.completedAt = now;
  if (moved.state === 'canceled') Object.assign(moved, { canceledAt: now, cancelReason: reason });
  // The row must still be in the states decided on: a caller holding a stale copy gets a 409, not a wrong log.
  const row = await stateRepo.moveOrderStates(tx, order, moved, now);
  if (!row) throw new Conflict('stale_order', `Order ${order.number} was changed by another request; reload it`);

  const actorUserId = actorUserIdOf(actor);
  await stateRepo.logStateChanges(
    tx,
    changes.map((c) => ({ orderId: order.id, machine: c.machine, fromState: c.from, toState: c.to, event: event.type, actor: actor.kind, actorUserId, reason, createdAt: now })),
  );
  return row;
}

/** A new order starts in `cart`: the first entry of its history (called in the insert's transaction). */
export async function recordCreation(tx: Db, order: Pick<repo.OrderRow, 'id' | 'state'>, actor: StateActor, now: Date): Promise<void> {
  const actorUserId = actorUserIdOf(actor);
  await stateRepo.logStateChanges(tx, [{ orderId: order.id, machine: 'order', fromState: null, toState: order.state, event: 'create', actor: actor.kind, actorUserId, createdAt: now }]);
}

export type { StateChangeRow };

/** The order's own history (its state, payment state and fulfilment), oldest first: what order details show. */
export async function stateChangesOf(db: Db, orderId: number): Promise<StateChangeRow[]> {
  return stateRepo.stateChangesIn(db, orderId, ORDER_MACHINES);
}

const ORDER_MACHINES = STATE_LOG_MACHINES.filter((m) => m === 'order' || m === 'payment' || m === 'fulfillment');

// ---- payment records: the ledger, instalments, payment intents ----

export type { LedgerRow, InstallmentRow, IntentRow };
export type LedgerState = LedgerRow['state'];
export type InstallmentState = InstallmentRow['state'];
export type RecordMachine = 'order_payment' | 'installment' | 'payment_intent';

export const RECORD_STATES = {
  order_payment: {
    pending: 'money promised: a bank transfer or instalments the store waits for',
    completed: 'money held: store credit spent, a captured card or redirect payment, a transfer received',
    void: 'no longer counts: the transfer is not expected any more (paid otherwise, or the order was canceled), or the money was given back',
    failed: 'declared by the schema; no transition leads here (a failed card attempt is the intent\'s, not the ledger\'s)',
  },
  installment: {
    pending: 'due on its date',
    paid: 'received, or no longer needed because the whole order was paid by card',
    canceled: 'no longer due: the order was canceled before it came',
  },
  payment_intent: {
    requires_payment_method: 'created, or the last card was declined: a card is needed',
    requires_confirmation: 'the gateway waits for confirmation',
    requires_action: 'the shopper must complete 3-D Secure or the bank page',
    processing: 'the bank has the payment and settles it later',
    succeeded: 'captured (final)',
    canceled: 'dropped: replaced by another attempt or payment (final)',
  },
} as const satisfies { order_payment: Record<LedgerState, string>; installment: Record<InstallmentState, string>; payment_intent: Record<IntentStatus, string> };


const OPEN_INTENT: readonly IntentStatus[] = INTENT_STATUSES.filter((s) => s !== 'succeeded' && s !== 'canceled');

interface RecordRule {
  machine: RecordMachine;
  event: PaymentRecordEvent;
  /** null: the record does not exist yet (`create` inserts it). */
  from: ReadonlyArray<string | null>;
  to: readonly string[];
}

export const RECORD_TRANSITIONS: readonly RecordRule[] = [
  // The ledger: what the order was paid with, or is to be paid with.
  { machine: 'order_payment', event: 'create', from: [null], to: ['pending', 'completed'] },
  { machine: 'order_payment', event: 'received', from: ['pending'], to: ['completed'] },
  { machine: 'order_payment', event: 'superseded', from: ['pending'], to: ['void'] },
  { machine: 'order_payment', event: 'refunded', from: ['completed'], to: ['void'] },
  { machine: 'order_payment', event: 'canceled', from: ['pending'], to: ['void'] },
  // Instalments of a bank-transfer schedule.
  { machine: 'installment', event: 'create', from: [null], to: ['pending'] },
  { machine: 'installment', event: 'received', from: ['pending'], to: ['paid'] },
  { machine: 'installment', event: 'superseded', from: ['pending'], to: ['paid'] },
  { machine: 'installment', event: 'canceled', from: ['pending'], to: ['canceled'] },
  // Our record of the gateway's PaymentIntent: it follows the gateway until it is final.
  { machine: 'payment_intent', event: 'create', from: [null], to: ['requires_payment_method'] },
  { machine: 'payment_intent', event: 'gateway_update', from: OPEN_INTENT, to: INTENT_STATUSES },
  { machine: 'payment_intent', event: 'replaced', from: OPEN_INTENT, to: ['canceled'] },
];

/** Whether the machine lets `event` move a record from `from` (null: not yet created) to `to`. */
export function recordAllows(machine: RecordMachine, event: PaymentRecordEvent, from: string | null, to: string): boolean {
  return RECORD_TRANSITIONS.some((r) => r.machine === machine && r.event === event && r.from.includes(from) && r.to.includes(to));
}

/**
 * One change of a payment record. `create` inserts it (its state in `values`); the others move an
 * existing row (as read under the caller's lock) to `to`, with the intent's other fields in `set`.
 * `ifAbsent`: a ledger row that may already exist (a captured intent is booked once) changes nothing then.
 */
export type RecordChange =
  | { machine: 'order_payment'; event: 'create'; values: NewLedger & { state: LedgerState }; ifAbsent?: boolean }
  | { machine: 'order_payment'; event: Exclude<PaymentRecordEvent, 'create'>; row: LedgerRow; to: LedgerState }
  | { machine: 'installment'; event: 'create'; orderId: number; values: NewInstallment }
  | { machine: 'installment'; event: Exclude<PaymentRecordEvent, 'create'>; orderId: number; row: InstallmentRow; to: InstallmentState }
  | { machine: 'payment_intent'; event: 'create'; values: NewIntent }
  | { machine: 'payment_intent'; event: Exclude<PaymentRecordEvent, 'create'>; row: IntentRow; to: IntentStatus; set?: Partial<IntentRow> };

type Written<C extends RecordChange> = C['machine'] extends 'order_payment' ? LedgerRow : C['machine'] extends 'installment' ? InstallmentRow : IntentRow;

function refuseRecord(machine: RecordMachine, event: PaymentRecordEvent, from: string | null, to: string, id: number | null): RuleViolation {
  const which = id === null ? `A new ${machine}` : `${machine} ${id}`;
  return new RuleViolation('transition_not_allowed', `${which} (state ${from ?? 'none'}) cannot go to ${to} by ${event}`, 'state');
}

/**
 * The one writer of a payment record's state: checks the machine, inserts or updates the row (an update
 * only if the row is still in the state it was read in — else a 409), and logs the change with the
 * record's id. An intent update that keeps its status (a new error, a client secret) writes the other
 * fields and logs nothing: the state did not change. Answers the written row (undefined for an
 * `ifAbsent` ledger row that already existed).
 */
export async function transitionRecord<C extends RecordChange>(
  tx: Db,
  change: C,
  actor: StateActor,
  now?: Date,
): Promise<Written<C> | undefined>;
export async function transitionRecord(tx: Db, change: RecordChange, actor: StateActor, now: Date = new Date()): Promise<LedgerRow | InstallmentRow | IntentRow | undefined> {
  const log = async (orderId: number, subjectId: number, from: string | null, to: string) => {
    await stateRepo.logStateChanges(tx, [{ orderId, subjectId, machine: change.machine, fromState: from, toState: to, event: change.event, actor: actor.kind, actorUserId: actorUserIdOf(actor), createdAt: now }]);
  };
  const stale = (id: number) => new Conflict('stale_payment_record', `${change.machine} ${id} was changed by another request; try again`);

  if (change.event === 'create') {
    const to: string = change.machine === 'payment_intent' ? (change.values.status ?? 'requires_payment_method') : change.machine === 'installment' ? (change.values.state ?? 'pending') : change.values.state;
    if (!recordAllows(change.machine, 'create', null, to)) throw refuseRecord(change.machine, 'create', null, to, null);
    if (change.machine === 'order_payment') {
      const row = await stateRepo.insertLedger(tx, { ...change.values, createdAt: now, updatedAt: now }, change.ifAbsent ?? false);
      if (row) await log(row.orderId, row.id, null, to);
      return row;
    }
    if (change.machine === 'installment') {
      const row = await stateRepo.insertInstallment(tx, change.values);
      await log(change.orderId, row.id, null, to);
      return row;
    }
    const row = await stateRepo.insertIntent(tx, { ...change.values, createdAt: now, updatedAt: now });
    await log(row.orderId, row.id, null, to);
    return row;
  }

  const from: string = change.machine === 'payment_intent' ? change.row.status : change.row.state;
  if (!recordAllows(change.machine, change.event, from, change.to)) throw refuseRecord(change.machine, change.event, from, change.to, change.row.id);
  if (change.machine === 'order_payment') {
    const row = await stateRepo.moveLedger(tx, change.row, change.to, now);
    if (!row) throw stale(change.row.id);
    await log(row.orderId, row.id, from, change.to);
    return row;
  }
  if (change.machine === 'installment') {
    const row = await stateRepo.moveInstallment(tx, change.row, change.to);
    if (!row) throw stale(change.row.id);
    await log(change.orderId, row.id, from, change.to);
    return row;
  }
  const row = await stateRepo.moveIntent(tx, change.row, { ...change.set, status: change.to }, now);
  if (!row) throw stale(change.row.id);
  if (from !== change.to) await log(row.orderId, row.id, from, change.to);
  return row;
}

/** A record's history, oldest first (tests and audits; order details show the order's own machines). */
export async function recordChangesOf(db: Db, orderId: number): Promise<StateChangeRow[]> {
  return stateRepo.recordChangesOf(db, orderId);
}

/**
 * An intent the gateway never created is dropped as if nothing had been tried (payments/service.ts):
 * its row and its history go together, in the caller's transaction.
 */
export async function discardIntent(tx: Db, intent: Pick<IntentRow, 'id' | 'orderId'>): Promise<void> {
  await stateRepo.deleteIntent(tx, intent);
}
