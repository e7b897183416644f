import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { outbox } from '../db/schema';
import { ownerAlive } from '../jobs';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Writes the e-mail with the caller's transaction, so it exists exactly when the change commits. */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const [row] = await db.insert(outbox).values(email).returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export type OutboxRow = typeof outbox.$inferSelect;

export async function recentEmails(db: Db, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** Unsent rows with no delivery job yet, or one queued before `requeueBefore` (its job may have been lost). */
export async function unqueued(db: Db, opts: { maxAttempts: number; requeueBefore: Date; limit: number }): Promise<Array<{ id: number }>> {
  return db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, opts.maxAttempts), or(isNull(outbox.queuedAt), lt(outbox.queuedAt, opts.requeueBefore))))
    .orderBy(asc(outbox.id))
    .limit(opts.limit);
}

/** Records that these rows have a delivery job, so the next dispatch leaves them alone. */
export async function markQueued(db: Db, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(outbox).set({ queuedAt: at }).where(inArray(outbox.id, ids));
}

export async function unsent(db: Db, maxAttempts: number, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

/** Claims an unsent row for this process: free, expired, or held by a process that died. */
export async function claim(db: Db, id: number, c: { by: string; now: Date; until: Date; maxAttempts: number }): Promise<OutboxRow | undefined> {
  const [mail] = await db
    .update(outbox)
    .set({ claimedUntil: c.until, claimedBy: c.by })
    .where(
      and(
        eq(outbox.id, id),
        isNull(outbox.sentAt),
        lt(outbox.attempts, c.maxAttempts),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, c.now), and(isNotNull(outbox.claimedBy), not(ownerAlive(outbox.claimedBy)))),
      ),
    )
    .returning();
  return mail;
}

export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null, claimedUntil: null, claimedBy: null })
    .where(eq(outbox.id, id));
}

/** One more failed attempt; `giveUpAt` (the attempt limit) marks a row that is not to be tried again. */
export async function markFailed(db: Db, id: number, error: string, giveUpAt?: number): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: giveUpAt === undefined ? sql`${outbox.attempts} + 1` : giveUpAt, lastError: error, claimedUntil: null, claimedBy: null })
    .where(eq(outbox.id, id));
}
