// Payments that complete the order before the money arrives: bank transfer (`check`) and instalments.
// The order is placed with payment_state balance_due (status WAITING) and shows where to transfer.
import type { Db } from '../db';
import { BadInput, NotFound, RuleViolation } from '../errors';
import { completeOrder, loadOrderForPayment, markOrderPaid, type OrderForPayment } from '../orders';
import { transitionRecord, type StateActor } from '../orders';
import { bankDetailsFor, type BankDetails } from './bank-details';
import * as repo from './intents-repo';
import { assertMethodAllowed } from './methods';
import { assertPayable, BUSY_TIMEOUT_MS, orderIdForNumber, paymentInProgress, type PaymentDeps } from './service';
import type { ScheduleOptions } from '@ph/api-contract';

export const MAX_INSTALLMENTS = 6;
export const MAX_SCHEDULE_DAYS = 120;
/**
 * Smallest amount due that may be split into instalments, per currency (about 100 EUR: below that
 * the bookkeeping of several transfers costs more than the credit helps).
 */
export const MIN_SCHEDULE_TOTAL: Readonly<Record<string, number>> = { EUR: 10_000, GBP: 8_500, PLN: 45_000, RON: 50_000, SEK: 110_000 };
/** The plans the storefront offers: the first instalment now, the next ones every 30 days. */
export const OFFERED_PLANS = [2, 3] as const;
export const PLAN_INTERVAL_DAYS = 30;

/** An order to be paid by bank transfer: what is expected (the ledger row) and its instalments (presented by `present.ts`). */
export interface Transfer {
  orderNumber: string;
  bankDetails: BankDetails;
  ledger: repo.LedgerRow;
  installments: repo.InstallmentRow[];
  status: 'WAITING' | 'OK';
}

/** An order's instalment schedule (none when it is not paid in instalments). */
export interface Schedule {
  orderNumber: string;
  currency: string;
  installments: repo.InstallmentRow[];
}

/**
 * Before placing an order to be paid offline: no card payment may be under way, and an open intent of
 * an earlier attempt is dropped (canceled at the gateway after commit).
 */
async function dropOpenIntent(tx: Db, order: OrderForPayment, now: Date, actor: StateActor): Promise<string | null> {
  const open = await repo.openIntentOf(tx, order.id, true);
  if (!open) return null;
  if (open.status === 'succeeded' || open.status === 'processing') {
    throw new RuleViolation('payment_in_progress', 'A card or bank payment for this order is already under way');
  }
  if (open.busySince && now.getTime() - open.busySince.getTime() < BUSY_TIMEOUT_MS) {
    throw paymentInProgress(order.number);
  }
  await transitionRecord(tx, { machine: 'payment_intent', event: 'replaced', row: open, to: 'canceled', set: { busySince: null } }, actor, now);
  return open.gatewayIntentId;
}

async function transferOf(tx: Db, order: OrderForPayment, ledger: repo.LedgerRow, status: Transfer['status'] = 'WAITING'): Promise<Transfer> {
  return { orderNumber: order.number, bankDetails: bankDetailsFor(order.currency)!, ledger, installments: await repo.installmentsOf(tx, order.id), status };
}

function offlineLedger(rows: repo.LedgerRow[]): repo.LedgerRow | undefined {
  return rows.find((r) => (r.method === 'check' || r.method === 'installments') && r.state !== 'void');
}

async function prepareOffline(tx: Db, order: OrderForPayment, now: Date, field: string, actor: StateActor): Promise<{ due: number; cancel: string | null }> {
  assertPayable(order);
  assertMethodAllowed(order, 'check', field);
  if (!bankDetailsFor(order.currency)) {
    throw new RuleViolation('bank_transfer_unavailable', `Bank transfer is not available in ${order.currency}`, field);
  }
  const cancel = await dropOpenIntent(tx, order, now, actor);
  const due = await repo.amountDueOf(tx, order);
  if (due <= 0) throw new RuleViolation('nothing_to_pay', 'Store credit already covers this order');
  return { due, cancel };
}

/** Books what is now expected by transfer (a pending ledger row) and places the order with its balance due. */
async function placeAwaitingTransfer(tx: Db, deps: PaymentDeps, order: OrderForPayment, method: 'check' | 'installments', due: number, actor: StateActor): Promise<Transfer> {
  const ledger = await transitionRecord(
    tx,
    { machine: 'order_payment', event: 'create', values: { orderId: order.id, method, amount: due, currency: order.currency, state: 'pending', reference: order.number } },
    actor,
    deps.now(),
  );
  await completeOrder(tx, { orderId: order.id, paymentState: 'balance_due', expectedTotal: order.total, now: deps.now(), storefrontUrl: deps.storefrontUrl, actor });
  return transferOf(tx, order, ledger!);
}

async function cancelAtGateway(deps: PaymentDeps, id: string | null): Promise<void> {
  if (!id) return;
  await deps.gateway.cancel(id).catch((err: unknown) => deps.warn({ err, intent: id }, 'could not cancel a replaced intent'));
}

/**
 * `POST check_payments`: place the order to be paid by bank transfer. A repeat for an order already
 * placed this way answers the same details; with `reject_payment_schedule: true` an order placed
 * with instalments switches to one transfer of the whole balance (pay in full).
 */
export async function payByBankTransfer(
  deps: PaymentDeps,
  args: { orderNumber: string; userId: number; rejectPaymentSchedule: boolean },
): Promise<Transfer> {
  const orderId = await orderIdForNumber(deps.db, args.orderNumber, args.userId);
  let cancel: string | null = null;
  const view = await deps.db.transaction(async (tx) => {
    const order = await loadOrderForPayment(tx, { orderId, userId: args.userId });
    const existing = offlineLedger(await repo.ledgerOf(tx, order.id));
    if (order.state === 'complete' && existing) {
      if (existing.method === 'installments' && args.rejectPaymentSchedule) {
        // The shopper gives up the instalments and pays the whole balance by one transfer.
        // The instalments go with their schedule; their history stays in the log (what was planned).
        await repo.deleteSchedule(tx, order.id);
        const switched = await repo.switchLedgerMethod(tx, existing.id, 'check', deps.now());
        return transferOf(tx, order, switched);
      }
      return transferOf(tx, order, existing);
    }
    const actor: StateActor = { kind: 'customer', userId: args.userId };
    const prepared = await prepareOffline(tx, order, deps.now(), 'order_number', actor);
    cancel = prepared.cancel;
    return placeAwaitingTransfer(tx, deps, order, 'check', prepared.due, actor);
  });
  await cancelAtGateway(deps, cancel);
  return view;
}

/** Splits `total` into `n` parts that differ by at most one minor unit (the first ones get the extra). */
export function splitEvenly(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface InstallmentInput {
  due_date: string;
  amount?: number | undefined;
}

/** Validates a schedule against what is due; amounts are all given (summing to the due) or all split evenly. */
export function planInstallments(due: number, items: InstallmentInput[], today: string): Array<{ amount: number; dueDate: string }> {
  if (items.length < 2 || items.length > MAX_INSTALLMENTS) {
    throw new BadInput('installments_attributes', `A schedule has 2 to ${MAX_INSTALLMENTS} instalments`);
  }
  const given = items.filter((i) => i.amount !== undefined).length;
  if (given !== 0 && given !== items.length) {
    throw new BadInput('installments_attributes', 'Give an amount for every instalment or for none (then the total is split evenly)');
  }
  const latest = addDays(today, MAX_SCHEDULE_DAYS);
  items.forEach((item, i) => {
    if (item.due_date < today) throw new RuleViolation('installment_due_date_past', `Instalment ${i + 1} is due in the past`, `installments_attributes.${i}.due_date`);
    if (item.due_date > latest) {
      throw new RuleViolation('installment_due_date_too_late', `Instalments must be due within ${MAX_SCHEDULE_DAYS} days`, `installments_attributes.${i}.due_date`);
    }
    const prev = items[i - 1];
    if (prev && item.due_date <= prev.due_date) {
      throw new RuleViolation('installment_dates_not_ascending', 'Instalment due dates must be in ascending order', `installments_attributes.${i}.due_date`);
    }
  });
  const amounts = given === 0 ? splitEvenly(due, items.length) : items.map((i) => i.amount!);
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (given !== 0 && sum !== due) {
    throw new RuleViolation('installments_do_not_add_up', `Instalments add up to ${sum} but ${due} is due`, 'installments_attributes');
  }
  if (amounts.some((a) => a <= 0)) throw new RuleViolation('installment_amount_invalid', 'Every instalment must be more than zero', 'installments_attributes');
  return amounts.map((amount, i) => ({ amount, dueDate: items[i]!.due_date }));
}

function assertScheduleAllowed(due: number, currency: string): void {
  const minimum = MIN_SCHEDULE_TOTAL[currency];
  if (minimum === undefined || due < minimum) {
    throw new RuleViolation('installments_not_eligible', `Instalments are offered from ${minimum ?? '-'} (minor units of ${currency}) due; ${due} is due`, 'order_id');
  }
}

export type { ScheduleOptions };

/**
 * `GET payment_schedules/options`: whether the order may be paid in instalments and the plans the
 * API would create (dates and amounts computed here, exactly as `POST payment_schedules` will with
 * those dates and no amounts). Read-only: nothing is reserved or changed.
 */
export async function scheduleOptions(deps: PaymentDeps, args: { orderId: number; userId: number }): Promise<ScheduleOptions> {
  return deps.db.transaction(async (tx) => {
    const order = await loadOrderForPayment(tx, { orderId: args.orderId, userId: args.userId });
    const due = await repo.amountDueOf(tx, order);
    const minimum = bankDetailsFor(order.currency) ? (MIN_SCHEDULE_TOTAL[order.currency] ?? null) : null;
    const base = { amount_due: due, currency: order.currency, minimum };
    try {
      assertPayable(order);
      assertMethodAllowed(order, 'check', 'order_id');
      if (!bankDetailsFor(order.currency)) throw new RuleViolation('bank_transfer_unavailable', `Bank transfer is not available in ${order.currency}`);
      if (due <= 0) throw new RuleViolation('nothing_to_pay', 'Store credit already covers this order');
      assertScheduleAllowed(due, order.currency);
    } catch (err) {
      if (!(err instanceof RuleViolation)) throw err;
      return { ...base, eligible: false, reason: { code: err.code, message: err.message }, plans: [] };
    }
    const today = deps.now().toISOString().slice(0, 10);
    const plans = OFFERED_PLANS.map((count) => {
      const dates = Array.from({ length: count }, (_, i) => ({ due_date: addDays(today, i * PLAN_INTERVAL_DAYS) }));
      const plan = planInstallments(due, dates, today);
      return { count, installments: plan.map((p, i) => ({ position: i + 1, due_date: p.dueDate, amount: p.amount })) };
    });
    return { ...base, eligible: true, reason: null, plans };
  });
}

/**
 * `GET v2/orders/{number}/payment_schedule`: the instalments of the caller's order (due dates, amounts,
 * which are paid) for the payment summary; none when the order is not paid in instalments (a shopper who
 * switched to one transfer has no schedule any more). Another user's order is a 404.
 */
export async function paymentScheduleOf(deps: PaymentDeps, args: { orderNumber: string; userId: number }): Promise<Schedule> {
  const orderId = await orderIdForNumber(deps.db, args.orderNumber, args.userId);
  const order = await repo.orderStatesOf(deps.db, orderId);
  if (!order) throw new NotFound('Order not found');
  const installments = await repo.installmentsOf(deps.db, orderId);
  return { orderNumber: order.number, currency: order.currency, installments };
}

/** `POST payment_schedules`: place the order to be paid by bank transfer in instalments. */
export async function createPaymentSchedule(
  deps: PaymentDeps,
  args: { orderId: number; userId: number; installments: InstallmentInput[] },
): Promise<Transfer> {
  let cancel: string | null = null;
  const view = await deps.db.transaction(async (tx) => {
    const order = await loadOrderForPayment(tx, { orderId: args.orderId, userId: args.userId });
    if (await repo.scheduleOf(tx, order.id)) throw new RuleViolation('payment_schedule_exists', 'The order already has a payment schedule');
    const actor: StateActor = { kind: 'customer', userId: args.userId };
    const prepared = await prepareOffline(tx, order, deps.now(), 'order_id', actor);
    cancel = prepared.cancel;
    assertScheduleAllowed(prepared.due, order.currency);
    const plan = planInstallments(prepared.due, args.installments, deps.now().toISOString().slice(0, 10));
    const schedule = await repo.createSchedule(tx, order.id);
    for (const [i, p] of plan.entries()) {
      await transitionRecord(
        tx,
        { machine: 'installment', event: 'create', orderId: order.id, values: { scheduleId: schedule.id, position: i + 1, amount: p.amount, dueDate: p.dueDate } },
        actor,
        deps.now(),
      );
    }
    return placeAwaitingTransfer(tx, deps, order, 'installments', prepared.due, actor);
  });
  await cancelAtGateway(deps, cancel);
  return view;
}

/**
 * A manager records a transfer that reached the bank account: the whole balance of a bank-transfer
 * order, or the next instalment of a schedule (other amounts are a 422: partial or odd transfers are
 * settled by hand). When nothing is left the order becomes paid (`markOrderPaid`, "payment received"
 * e-mail).
 */
export async function recordTransferReceived(
  deps: PaymentDeps,
  args: { orderNumber: string; amount: number; managerId: number },
): Promise<Transfer & { paymentState: 'paid' | 'balance_due' }> {
  const ref = await repo.orderRefByNumber(deps.db, args.orderNumber);
  if (!ref) throw new NotFound('Order not found');
  return deps.db.transaction(async (tx) => {
    const order = await loadOrderForPayment(tx, { orderId: ref.id, userId: ref.userId });
    const expectation = (await repo.ledgerOf(tx, order.id)).find((r) => (r.method === 'check' || r.method === 'installments') && r.state === 'pending');
    if (order.state !== 'complete' || order.paymentState !== 'balance_due' || !expectation) {
      throw new RuleViolation('no_transfer_expected', `Order ${order.number} is not waiting for a bank transfer`, 'order_number');
    }
    const manager: StateActor = { kind: 'manager', userId: args.managerId };
    let settled = true;
    if (expectation.method === 'installments') {
      const rows = await repo.installmentsOf(tx, order.id);
      const next = rows.find((r) => r.state === 'pending');
      if (!next || next.amount !== args.amount) {
        throw new RuleViolation('amount_mismatch', `Instalment ${next?.position ?? '?'} is ${next?.amount ?? 0}; record it alone`, 'amount');
      }
      await transitionRecord(tx, { machine: 'installment', event: 'received', orderId: order.id, row: next, to: 'paid' }, manager, deps.now());
      settled = rows.every((r) => r.id === next.id || r.state === 'paid');
    } else if (args.amount !== expectation.amount) {
      throw new RuleViolation('amount_mismatch', `The transfer expected is ${expectation.amount}`, 'amount');
    }
    let ledger = expectation;
    if (settled) {
      ledger = (await transitionRecord(tx, { machine: 'order_payment', event: 'received', row: expectation, to: 'completed' }, manager, deps.now()))!;
      await markOrderPaid(tx, { orderId: order.id, now: deps.now(), storefrontUrl: deps.storefrontUrl, actor: manager });
    }
    const transfer = await transferOf(tx, order, ledger, settled ? 'OK' : 'WAITING');
    return { ...transfer, paymentState: settled ? 'paid' : 'balance_due' };
  });
}
