// The proof reminders' queries (proof-reminders.ts decides and writes the e-mails).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { designProofs, lineItems, orders } from '../db/schema';

export interface ReminderSchedule {
  now: Date;
  /** Delays in hours: the first from the proof's creation, each next from the previous reminder. */
  delaysHours: readonly number[];
}

type ProofRow = typeof designProofs.$inferSelect;

/** SQL: the proof's next reminder is due (the delay for its count of reminders has passed since the last e-mail). */
function dueCondition(opts: ReminderSchedule) {
  const delays = sql.join(opts.delaysHours.map((h) => sql`${h}`), sql`, `);
  // Arrays are 1-based: reminder n + 1 waits delays[n + 1]; past the end the element is null and nothing is due.
  return sql`coalesce(${designProofs.remindedAt}, ${designProofs.createdAt}) + (ARRAY[${delays}]::float8[])[${designProofs.remindersSent} + 1] * interval '1 hour' <= ${opts.now}`;
}

/** Pending proofs of complete orders whose next reminder is due, oldest first. */
export async function dueProofs(db: Db, opts: ReminderSchedule, limit: number): Promise<Array<{ id: string; remindersSent: number }>> {
  return db
    .select({ id: designProofs.id, remindersSent: designProofs.remindersSent })
    .from(designProofs)
    .innerJoin(orders, eq(orders.id, designProofs.orderId))
    .where(and(eq(designProofs.status, 'pending'), eq(orders.state, 'complete'), dueCondition(opts)))
    .orderBy(asc(designProofs.createdAt))
    .limit(limit);
}

/** Counts the next reminder of a proof, only while it is pending, its order complete and the count unchanged. */
export async function claimReminder(tx: Db, proofId: string, alreadySent: number, now: Date): Promise<ProofRow | undefined> {
  const [claimed] = await tx
    .update(designProofs)
    .set({ remindersSent: alreadySent + 1, remindedAt: now })
    .where(
      and(
        eq(designProofs.id, proofId),
        eq(designProofs.status, 'pending'),
        eq(designProofs.remindersSent, alreadySent),
        sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${designProofs.orderId} AND ${orders.state} = 'complete')`,
      ),
    )
    .returning();
  return claimed;
}

/** The order of a proof and the design snapshot of its line. */
export async function orderOfProofLine(tx: Db, proof: Pick<ProofRow, 'orderId' | 'lineItemId'>) {
  const [row] = await tx
    .select({ order: orders, snapshot: lineItems.designSnapshot })
    .from(orders)
    .innerJoin(lineItems, eq(lineItems.id, proof.lineItemId))
    .where(eq(orders.id, proof.orderId));
  return row;
}
