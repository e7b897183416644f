// Reading orders: one by number (its owner or its token holder) and a user's list.
import { timingSafeEqual } from 'node:crypto';
import type { Order } from '@ph/api-contract';
import type { Language } from '../catalogue';
import type { Db } from '../db';
import { NotFound } from '../errors';
import { loadOrderDocument } from './document';
import { presentStateChange } from './present';
import * as repo from './repository';
import { stateChangesOf, type OrderState } from './stateMachine';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The order and its history if the caller owns it or holds its token; a 404 otherwise (no probing of numbers). */
export async function viewOrder(db: Db, number: string, viewer: { userId: number | null; token: string | undefined }, lang?: Language): Promise<Order> {
  const order = await repo.findOrderByNumber(db, number);
  const allowed = order && ((viewer.userId !== null && order.userId === viewer.userId) || (viewer.token !== undefined && sameSecret(viewer.token, order.token)));
  if (!order || !allowed) throw new NotFound('Order not found');
  return orderWithHistory(db, order, lang);
}

/** The order document with its history, oldest first (what `GET orders/{number}` answers). */
export async function orderWithHistory(db: Db, order: repo.OrderRow, lang?: Language): Promise<Order> {
  return { ...(await loadOrderDocument(db, order, lang)), state_changes: (await stateChangesOf(db, order.id)).map(presentStateChange) };
}

export async function listMine(db: Db, userId: number, states: readonly string[] | undefined, page: number, perPage: number, lang?: Language) {
  const { rows, total } = await repo.ordersOfUser(db, userId, states as OrderState[] | undefined, { limit: perPage, offset: (page - 1) * perPage });
  return { orders: await Promise.all(rows.map((r) => loadOrderDocument(db, r, lang))), count: total };
}
