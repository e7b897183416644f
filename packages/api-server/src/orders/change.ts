// Changing an order: one transaction holding the order's row lock, then a re-pricing (recalculate.ts),
// so concurrent changes serialise and none is lost.
import type { Order } from '@ph/api-contract';
import type { Db } from '../db';
import { Conflict, NotFound, RuleViolation } from '../errors';
import type { Actor } from './actor';
import { loadOrderDocument } from './document';
import { recalculateOrder } from './recalculate';
import * as repo from './repository';
import { transition } from './stateMachine';

/** Locks the caller's order, refusing finished ones; another user's order is a 404. */
export async function lockOwnOrder(db: Db, actor: Actor, orderId: number, opts: { editable?: boolean; lockVersion?: number | undefined } = {}): Promise<repo.OrderRow> {
  const order = await repo.lockOrder(db, orderId);
  if (!order || order.userId !== actor.userId) throw new NotFound('Order not found');
  if (opts.editable !== false && (order.state === 'complete' || order.state === 'canceled')) {
    throw new RuleViolation('order_not_editable', `Order ${order.number} is ${order.state} and cannot be changed`);
  }
  if (opts.lockVersion !== undefined && opts.lockVersion !== order.lockVersion) {
    throw new Conflict('stale_order', `Order ${order.number} was changed by another request (lock_version ${order.lockVersion}, you sent ${opts.lockVersion}); reload it`, 'lock_version');
  }
  return order;
}

/**
 * Runs `change` on the caller's locked order, re-prices it and answers the new document. A cart change
 * is the machine's `cart_changed` (while confirming it sends the checkout back to `payment`).
 */
export async function changeOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  now: Date,
  change: (tx: Db, order: repo.OrderRow) => Promise<void>,
  opts: { lockVersion?: number | undefined; cartChange?: boolean } = {},
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, actor, orderId, { lockVersion: opts.lockVersion });
    await change(tx, order);
    let current = (await repo.findOrder(tx, order.id)) ?? order;
    if (opts.cartChange !== false) current = await transition(tx, current, { type: 'cart_changed' }, { kind: 'customer', userId: actor.userId }, now);
    const updated = await recalculateOrder(tx, current, now);
    return loadOrderDocument(tx, updated, actor.lang ?? undefined);
  });
}

export async function updateOrder(db: Db, actor: Actor, orderId: number, fields: { email?: string | undefined; special_instructions?: string | null | undefined; lock_version?: number | undefined }, now: Date): Promise<Order> {
  return changeOrder(
    db,
    actor,
    orderId,
    now,
    async (tx, order) => {
      const set: Partial<repo.OrderInsert> = { updatedAt: now };
      if (fields.email !== undefined) set.email = fields.email;
      if (fields.special_instructions !== undefined) set.specialInstructions = fields.special_instructions;
      await repo.updateOrderFields(tx, order.id, set);
    },
    { lockVersion: fields.lock_version, cartChange: false },
  );
}
