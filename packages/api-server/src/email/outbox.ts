import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

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
