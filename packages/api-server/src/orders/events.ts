// What happened to an order, for the modules that act on it without the orders module knowing them
// (the invoices module issues documents on these): a listener runs inside the transaction of the
// change, on the locked order row, so what it writes commits or rolls back with the change, and a
// listener that throws refuses the change. Listeners are registered once per process, at start-up.
import type { Db } from '../db';
import type { OrderRow } from './repository';

export interface OrderEvent {
  /**
   * `placed`: the order was placed (confirm → complete), paid already or with its balance due;
   * `paid`: the balance of a placed order was paid (bank transfer, last instalment, a late webhook).
   */
  type: 'placed' | 'paid';
  order: OrderRow;
  now: Date;
  /** Origin of links in e-mails the listeners write. */
  storefrontUrl: string;
}

export type OrderEventListener = (tx: Db, event: OrderEvent) => Promise<void>;

const listeners = new Set<OrderEventListener>();

/** Adds a listener; the same function added twice runs once (every app built in a process adds its own). */
export function onOrderEvent(listener: OrderEventListener): void {
  listeners.add(listener);
}

export async function emitOrderEvent(tx: Db, event: OrderEvent): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
