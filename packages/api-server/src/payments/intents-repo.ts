// Queries on our record of PaymentIntents, the order ledger, instalment schedules and webhook events.
// Their states (intent status, ledger and instalment state) are written only by `transitionRecord`
// (orders/stateMachine.ts); the writes here touch other fields.
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { orders } from '../db/schema';
import { orderPayments, paymentEvents, paymentInstallments, paymentIntents, paymentSchedules, type PaymentProvider } from '../db/schema';
import { ownerAlive } from '../jobs';
import { walletAppliedTo } from '../orders';
import type { GatewayEvent } from './gateway';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type LedgerRow = typeof orderPayments.$inferSelect;

export async function openIntentOf(db: Db, orderId: number, lock = false): Promise<IntentRow | undefined> {
  const q = db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), ne(paymentIntents.status, 'canceled')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function latestIntentOf(db: Db, orderId: number): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .orderBy(desc(paymentIntents.id))
    .limit(1);
  return row;
}

export async function intentByGatewayId(db: Db, provider: PaymentProvider, gatewayIntentId: string, lock = false): Promise<IntentRow | undefined> {
  const q = db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.gatewayIntentId, gatewayIntentId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/**
 * The row a create call's reference names (our row id and its order): what a webhook that overtook
 * the create call's answer belongs to. Not filtered on a missing gateway id: the answer may commit
 * between the caller's look-up by gateway id and this one, and the row must still be found (the
 * caller compares the gateway id once it holds the row's lock).
 */
export async function intentByReference(db: Db, provider: PaymentProvider, q: { orderId: number; intentRowId: number }): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, q.intentRowId), eq(paymentIntents.orderId, q.orderId), eq(paymentIntents.provider, provider)));
  return row;
}

export async function ledgerOf(db: Db, orderId: number): Promise<LedgerRow[]> {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id);
}

/** What is left to pay on the order: its total less the store credit spent on it (the order's `amount_due`). */
export async function amountDueOf(db: Db, order: { id: number; total: number }): Promise<number> {
  return order.total - (await walletAppliedTo(db, order.id));
}

/** Finds an order's id and owner by its public number (no lock; the caller locks through the orders module). */
export async function orderRefByNumber(db: Db, number: string): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.number, number));
  return row;
}

export async function orderOwner(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}

export type InstallmentRow = typeof paymentInstallments.$inferSelect;
export type ScheduleRow = typeof paymentSchedules.$inferSelect;

/** Our intent row by id, unlocked (to learn its order before locking both in order). */
export async function findIntentById(db: Db, id: number): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

export async function lockIntent(db: Db, id: number): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update');
  return row;
}

/** Claims the intent for a gateway call by this process (`busy_owner`), counting the attempt. */
export async function markIntentBusy(db: Db, id: number, now: Date, owner: string | null): Promise<IntentRow> {
  const [row] = await db
    .update(paymentIntents)
    .set({ busySince: now, busyOwner: owner, attempts: sql`${paymentIntents.attempts} + 1`, updatedAt: now })
    .where(eq(paymentIntents.id, id))
    .returning();
  if (!row) throw new Error(`payment intent ${id} vanished`);
  return row;
}

export async function releaseBusy(db: Db, id: number, now: Date): Promise<void> {
  await db.update(paymentIntents).set({ busySince: null, busyOwner: null, updatedAt: now }).where(eq(paymentIntents.id, id));
}

/** Writes an intent's fields other than its status (the gateway's id, client secret, busy lock). */
export async function updateIntentFields(db: Db, id: number, set: Omit<Partial<IntentRow>, 'status'>, now: Date): Promise<IntentRow> {
  const [row] = await db.update(paymentIntents).set({ ...set, updatedAt: now }).where(eq(paymentIntents.id, id)).returning();
  if (!row) throw new Error(`payment intent ${id} vanished`);
  return row;
}

/** The ledger row that booked a captured intent, if any. */
export async function ledgerOfIntent(db: Db, intentId: number): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.paymentIntentId, intentId));
  return row;
}

/** Changes how a pending expectation is paid (instalments → one transfer); its state stays. */
export async function switchLedgerMethod(db: Db, id: number, method: LedgerRow['method'], now: Date): Promise<LedgerRow> {
  const [row] = await db.update(orderPayments).set({ method, updatedAt: now }).where(eq(orderPayments.id, id)).returning();
  if (!row) throw new Error(`ledger row ${id} vanished`);
  return row;
}

export async function scheduleOf(db: Db, orderId: number): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(paymentSchedules).where(eq(paymentSchedules.orderId, orderId));
  return row;
}

export async function createSchedule(db: Db, orderId: number): Promise<ScheduleRow> {
  const [row] = await db.insert(paymentSchedules).values({ orderId }).returning();
  return row!;
}

/** Drops the order's schedule and, with it, its instalments (the shopper pays in one transfer instead). */
export async function deleteSchedule(db: Db, orderId: number): Promise<void> {
  await db.delete(paymentSchedules).where(eq(paymentSchedules.orderId, orderId));
}

/** The order's instalments by position; none without a schedule. */
export async function installmentsOf(db: Db, orderId: number): Promise<InstallmentRow[]> {
  const schedule = await scheduleOf(db, orderId);
  if (!schedule) return [];
  return db.select().from(paymentInstallments).where(eq(paymentInstallments.scheduleId, schedule.id)).orderBy(paymentInstallments.position);
}

export async function orderStatesOf(db: Db, orderId: number): Promise<{ number: string; currency: string; state: string; paymentState: string | null } | undefined> {
  const [row] = await db
    .select({ number: orders.number, currency: orders.currency, state: orders.state, paymentState: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Records a verified webhook event; undefined when it was seen before (a redelivery). */
export async function recordEventOnce(db: Db, provider: PaymentProvider, event: GatewayEvent): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentEvents)
    .values({
      provider,
      eventId: event.id,
      type: event.type,
      gatewayIntentId: event.intent?.id ?? null,
      outcome: 'received',
      payload: { type: event.type, intent: event.intent, ...(event.refund ? { refund: event.refund } : {}) } as Record<string, unknown>,
      eventCreatedAt: event.created,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export async function setEventOutcome(db: Db, id: number, outcome: string): Promise<void> {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}

/**
 * Open intents locked by nobody alive: a dead owner process, or an ownerless lock older than
 * `busyTimeoutMs` (of one order, or of all).
 */
export async function deadLockedIntents(db: Db, q: { orderId?: number; now: Date; busyTimeoutMs: number; limit: number }): Promise<IntentRow[]> {
  const dead = and(
    isNotNull(paymentIntents.busySince),
    or(
      and(isNotNull(paymentIntents.busyOwner), sql`NOT ${ownerAlive(paymentIntents.busyOwner)}`),
      and(isNull(paymentIntents.busyOwner), lt(paymentIntents.busySince, new Date(q.now.getTime() - q.busyTimeoutMs))),
    ),
  );
  const ofOrder = q.orderId === undefined ? undefined : eq(paymentIntents.orderId, q.orderId);
  return db.select().from(paymentIntents).where(and(ofOrder, ne(paymentIntents.status, 'canceled'), dead)).limit(q.limit);
}

/** Whether the intent still holds the lock taken at `busySince` (nobody recovered or retook it). */
export async function stillLockedAs(db: Db, id: number, busySince: Date): Promise<boolean> {
  const rows = await db.select({ id: paymentIntents.id }).from(paymentIntents).where(and(eq(paymentIntents.id, id), eq(paymentIntents.busySince, busySince)));
  return rows.length > 0;
}

/** Open, unlocked intents known to the gateway, untouched since `untouchedSince`, with no booking yet. */
export async function unbookedOpenIntents(db: Db, q: { untouchedSince: Date; createdAfter: Date; limit: number }): Promise<IntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        isNotNull(paymentIntents.gatewayIntentId),
        ne(paymentIntents.status, 'canceled'),
        isNull(paymentIntents.busySince),
        lt(paymentIntents.updatedAt, q.untouchedSince),
        gt(paymentIntents.createdAt, q.createdAfter),
        notExists(db.select({ one: sql`1` }).from(orderPayments).where(eq(orderPayments.paymentIntentId, paymentIntents.id))),
      ),
    )
    .limit(q.limit);
}
