// A placed order's life in the works: the operator releases it to production and starts it; the
// shopper (while nothing is in production) or an operator (at any time, with a reason) cancels it.
// Every step is one `transition` of orders/stateMachine.ts under the order's row lock, so two requests
// racing (a shopper's cancellation and an operator's start of production) are decided one after the
// other: the first wins, the second is refused with a 409 by the machine. A repeated step is a no-op.
import type { Order } from '@ph/api-contract';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { lockOrderByNumber, orderWithHistory, pendingPaymentsOf, transition, transitionRecord, type OrderRow, type StateActor } from '../orders';

export type OperatorStep = 'release' | 'start_production';

async function lockByNumber(tx: Db, number: string): Promise<OrderRow> {
  const row = await lockOrderByNumber(tx, number);
  if (!row) throw new NotFound('Order not found');
  return row;
}

/** An operator's step of production (release, start); the machine checks the proofs and the payment. */
export async function operatorStep(db: Db, number: string, step: OperatorStep, operatorId: number, now: Date): Promise<Order> {
  const moved = await db.transaction(async (tx) => {
    const order = await lockByNumber(tx, number);
    return transition(tx, order, { type: step }, { kind: 'operator', userId: operatorId }, now);
  });
  return orderWithHistory(db, moved);
}

/**
 * Cancels a placed order. `owner`: the shopper's own order only (another's is a 404, as reading it is).
 * What was still expected (a pending transfer, instalments) is canceled with it in the same transaction.
 */
export async function cancelOrder(
  db: Db,
  number: string,
  who: { actor: Extract<StateActor, { kind: 'customer' | 'operator' }>; reason: string | null },
  now: Date,
): Promise<Order> {
  const moved = await db.transaction(async (tx) => {
    const order = await lockByNumber(tx, number);
    if (who.actor.kind === 'customer' && order.userId !== who.actor.userId) throw new NotFound('Order not found');
    const canceled = await transition(tx, order, { type: 'cancel', reason: who.reason }, who.actor, now);
    if (canceled === order) return order;
    const pending = await pendingPaymentsOf(tx, order.id);
    for (const row of pending.ledger) await transitionRecord(tx, { machine: 'order_payment', event: 'canceled', row, to: 'void' }, who.actor, now);
    for (const row of pending.installments) {
      await transitionRecord(tx, { machine: 'installment', event: 'canceled', orderId: order.id, row, to: 'canceled' }, who.actor, now);
    }
    return canceled;
  });
  return orderWithHistory(db, moved);
}
