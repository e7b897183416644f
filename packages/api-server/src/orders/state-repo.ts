// The writes of the order's state machine (stateMachine.ts decides; this stores): the order's state
// columns, its payment records' states and the one log of both. Functions take the caller's transaction.
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { designProofs, orderPayments, orderRefunds, orders, orderStateChanges, paymentInstallments, paymentIntents, paymentSchedules, type StateLogMachine } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
export type StateChangeRow = typeof orderStateChanges.$inferSelect;
export type StateChangeInsert = typeof orderStateChanges.$inferInsert;
export type LedgerRow = typeof orderPayments.$inferSelect;
export type InstallmentRow = typeof paymentInstallments.$inferSelect;
export type IntentRow = typeof paymentIntents.$inferSelect;
export type NewLedger = typeof orderPayments.$inferInsert;
export type NewInstallment = typeof paymentInstallments.$inferInsert;
export type NewIntent = typeof paymentIntents.$inferInsert;

/**
 * Writes the order's new state columns with a new lock_version, only if the row is still in the states
 * `order` was read in: undefined when another request changed it first.
 */
export async function moveOrderStates(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'state' | 'paymentState' | 'fulfillmentState'>,
  moved: Partial<Pick<OrderRow, 'state' | 'paymentState' | 'fulfillmentState' | 'completedAt' | 'canceledAt' | 'cancelReason'>>,
  now: Date,
): Promise<OrderRow | undefined> {
  const unchanged: SQL[] = [eq(orders.id, order.id), eq(orders.state, order.state)];
  unchanged.push(order.paymentState === null ? isNull(orders.paymentState) : eq(orders.paymentState, order.paymentState));
  unchanged.push(order.fulfillmentState === null ? isNull(orders.fulfillmentState) : eq(orders.fulfillmentState, order.fulfillmentState));
  const [row] = await tx
    .update(orders)
    .set({ ...moved, lockVersion: sql`${orders.lockVersion} + 1`, updatedAt: now })
    .where(and(...unchanged))
    .returning();
  return row;
}

/** The review state of each design proof of the order (the release to production waits for all to be approved). */
export async function proofStatusesOf(db: Db, orderId: number): Promise<Array<(typeof designProofs.$inferSelect)['status']>> {
  return (await db.select({ status: designProofs.status }).from(designProofs).where(eq(designProofs.orderId, orderId))).map((p) => p.status);
}

/** Money taken for the order (completed ledger rows: a card, store credit, a transfer received) not given back yet. */
export async function unrefundedOf(db: Db, orderId: number): Promise<number> {
  const taken = await db.select({ amount: orderPayments.amount }).from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'completed')));
  const back = await db.select({ amount: orderRefunds.amount }).from(orderRefunds).where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.state, 'failed')));
  return taken.reduce((s, r) => s + r.amount, 0) - back.reduce((s, r) => s + r.amount, 0);
}

/** The order's ledger rows still waiting for money, and its instalments still due (what a cancellation calls off). */
export async function pendingPaymentsOf(db: Db, orderId: number): Promise<{ ledger: LedgerRow[]; installments: InstallmentRow[] }> {
  const ledger = await db.select().from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'pending')));
  const due = await db
    .select({ installment: paymentInstallments })
    .from(paymentInstallments)
    .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstallments.scheduleId))
    .where(and(eq(paymentSchedules.orderId, orderId), eq(paymentInstallments.state, 'pending')));
  return { ledger, installments: due.map((d) => d.installment) };
}

export async function logStateChanges(tx: Db, rows: readonly StateChangeInsert[]): Promise<void> {
  if (rows.length) await tx.insert(orderStateChanges).values([...rows]);
}

/** The log of the given machines for an order, oldest first. */
export async function stateChangesIn(db: Db, orderId: number, machines: readonly StateLogMachine[]): Promise<StateChangeRow[]> {
  return db
    .select()
    .from(orderStateChanges)
    .where(and(eq(orderStateChanges.orderId, orderId), inArray(orderStateChanges.machine, [...machines])))
    .orderBy(asc(orderStateChanges.id));
}

/** The log of the order's payment records (the entries naming a subject), oldest first. */
export async function recordChangesOf(db: Db, orderId: number): Promise<StateChangeRow[]> {
  return db
    .select()
    .from(orderStateChanges)
    .where(and(eq(orderStateChanges.orderId, orderId), sql`${orderStateChanges.subjectId} IS NOT NULL`))
    .orderBy(asc(orderStateChanges.id));
}

export async function insertLedger(tx: Db, values: NewLedger, ifAbsent: boolean): Promise<LedgerRow | undefined> {
  const q = tx.insert(orderPayments).values(values);
  const [row] = await (ifAbsent ? q.onConflictDoNothing() : q).returning();
  return row;
}

export async function insertInstallment(tx: Db, values: NewInstallment): Promise<InstallmentRow> {
  const [row] = await tx.insert(paymentInstallments).values(values).returning();
  if (!row) throw new Error('installment insert returned nothing');
  return row;
}

export async function insertIntent(tx: Db, values: NewIntent): Promise<IntentRow> {
  const [row] = await tx.insert(paymentIntents).values(values).returning();
  if (!row) throw new Error('payment intent insert returned nothing');
  return row;
}

/** Moves a ledger row from the state it was read in; undefined when it is no longer in it. */
export async function moveLedger(tx: Db, row: LedgerRow, to: LedgerRow['state'], now: Date): Promise<LedgerRow | undefined> {
  const [moved] = await tx
    .update(orderPayments)
    .set({ state: to, updatedAt: now })
    .where(and(eq(orderPayments.id, row.id), eq(orderPayments.state, row.state)))
    .returning();
  return moved;
}

export async function moveInstallment(tx: Db, row: InstallmentRow, to: InstallmentRow['state']): Promise<InstallmentRow | undefined> {
  const [moved] = await tx
    .update(paymentInstallments)
    .set({ state: to })
    .where(and(eq(paymentInstallments.id, row.id), eq(paymentInstallments.state, row.state)))
    .returning();
  return moved;
}

export async function moveIntent(tx: Db, row: IntentRow, set: Partial<IntentRow>, now: Date): Promise<IntentRow | undefined> {
  const [moved] = await tx
    .update(paymentIntents)
    .set({ ...set, updatedAt: now })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, row.status)))
    .returning();
  return moved;
}

/** An intent and its history, dropped together in the caller's transaction. */
export async function deleteIntent(tx: Db, intent: Pick<IntentRow, 'id' | 'orderId'>): Promise<void> {
  await tx
    .delete(orderStateChanges)
    .where(and(eq(orderStateChanges.orderId, intent.orderId), eq(orderStateChanges.machine, 'payment_intent'), eq(orderStateChanges.subjectId, intent.id)));
  await tx.delete(paymentIntents).where(eq(paymentIntents.id, intent.id));
}
