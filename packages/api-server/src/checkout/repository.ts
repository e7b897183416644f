// Queries of the checkout: it works on the order row (the orders module's table), through these two.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { orders } from '../db/schema';
import type { OrderRow } from '../orders';

/** The id of the user's order named by its id (digits) or its number; undefined when it is not theirs. */
export async function ownOrderId(db: Db, userId: number, idOrNumber: string): Promise<number | undefined> {
  const [ref] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), /^\d+$/.test(idOrNumber) ? eq(orders.id, Number(idOrNumber)) : eq(orders.number, idOrNumber)));
  return ref?.id;
}

/** Writes the fields a checkout step collected (never the state: that is `transition`'s). */
export async function writeCheckoutFields(db: Db, orderId: number, set: Partial<Omit<OrderRow, 'state' | 'paymentState'>>, now: Date): Promise<OrderRow> {
  const [applied] = await db.update(orders).set({ ...set, updatedAt: now }).where(eq(orders.id, orderId)).returning();
  if (!applied) throw new Error('order vanished');
  return applied;
}
