// The desk's queries (drizzle): the queue of placed orders and what the order view adds to the order
// document. The queue reads only the orders table, through the partial indexes of migration 0026.
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { orders, orderStateChanges, users } from '../db/schema';

export type QueueOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'completedAt' | 'state' | 'paymentState' | 'fulfillmentState' | 'region' | 'currency' | 'total' | 'itemCount' | 'email' | 'billAddress'
>;

export interface QueueFilter {
  states?: ReadonlyArray<'complete' | 'canceled'>;
  fulfillmentStates?: ReadonlyArray<NonNullable<QueueOrderRow['fulfillmentState']>>;
  paymentStates?: ReadonlyArray<NonNullable<QueueOrderRow['paymentState']>>;
  regions?: readonly string[];
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  before?: Date;
  /** Lower-cased; matched anywhere in the search text. */
  search?: string;
  /** The id of the last order of the previous page. */
  afterId?: number;
  limit: number;
}

/**
 * What the search reads: the same expression as the trigram index of migration 0026
 * (orders_placed_search_idx), so PostgreSQL can use it.
 */
const searchText = sql`lower(${orders.number} || ' ' || coalesce(${orders.email}, '') || ' ' || coalesce(${orders.billAddress} ->> 'company_name', ''))`;

/** `%`, `_` and `\` are LIKE's own characters: searched for as themselves. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether the order with this id is a placed order (a cursor must be one). */
export async function isPlacedOrder(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), isNotNull(orders.completedAt)));
  return row !== undefined;
}

/** One page of the queue, newest placed first (ties by id), `limit + 1` rows so the caller knows if more follow. */
export async function queuePage(db: Db, f: QueueFilter): Promise<QueueOrderRow[]> {
  return queueQuery(db, f);
}

/** The queue's query, not yet run: `queuePage` runs it, the bench (bench/orders-desk.ts) EXPLAINs it. */
export function queueQuery(db: Db, f: QueueFilter) {
  const where: SQL[] = [isNotNull(orders.completedAt)];
  if (f.states?.length) where.push(inArray(orders.state, [...f.states]));
  if (f.fulfillmentStates?.length) where.push(inArray(orders.fulfillmentState, [...f.fulfillmentStates]));
  if (f.paymentStates?.length) where.push(inArray(orders.paymentState, [...f.paymentStates]));
  if (f.regions?.length) where.push(inArray(orders.region, [...f.regions]));
  if (f.from) where.push(gte(orders.completedAt, f.from));
  if (f.before) where.push(lt(orders.completedAt, f.before));
  if (f.search) where.push(sql`${searchText} LIKE ${`%${likeEscaped(f.search)}%`}`);
  if (f.afterId !== undefined) {
    // Read from the row itself, not from a timestamp sent back and forth: the column keeps microseconds.
    where.push(sql`(${orders.completedAt}, ${orders.id}) < (SELECT o.completed_at, o.id FROM orders o WHERE o.id = ${f.afterId})`);
  }
  return db
    .select({
      id: orders.id,
      number: orders.number,
      completedAt: orders.completedAt,
      state: orders.state,
      paymentState: orders.paymentState,
      fulfillmentState: orders.fulfillmentState,
      region: orders.region,
      currency: orders.currency,
      total: orders.total,
      itemCount: orders.itemCount,
      email: orders.email,
      billAddress: orders.billAddress,
    })
    .from(orders)
    .where(and(...where))
    // NULLS LAST as the indexes of migration 0026 are built (drizzle writes them so), or PostgreSQL would
    // sort every matching row instead of reading the first page off an index.
    .orderBy(sql`${orders.completedAt} DESC NULLS LAST`, sql`${orders.id} DESC NULLS LAST`)
    .limit(f.limit + 1);
}

export type StateLogRow = Pick<typeof orderStateChanges.$inferSelect, 'machine' | 'fromState' | 'toState' | 'event' | 'actor' | 'reason' | 'createdAt'> & { actorEmail: string | null };

/** The order's own machines' history (order, payment, fulfilment), oldest first, with who made each change. */
export async function stateLogOf(db: Db, orderId: number): Promise<StateLogRow[]> {
  return db
    .select({
      machine: orderStateChanges.machine,
      fromState: orderStateChanges.fromState,
      toState: orderStateChanges.toState,
      event: orderStateChanges.event,
      actor: orderStateChanges.actor,
      reason: orderStateChanges.reason,
      createdAt: orderStateChanges.createdAt,
      actorEmail: users.email,
    })
    .from(orderStateChanges)
    .leftJoin(users, eq(users.id, orderStateChanges.actorUserId))
    .where(and(eq(orderStateChanges.orderId, orderId), inArray(orderStateChanges.machine, ['order', 'payment', 'fulfillment'])))
    .orderBy(asc(orderStateChanges.id));
}
