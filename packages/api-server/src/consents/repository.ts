import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { consentRecords, users } from '../db/schema';

export type ConsentRow = typeof consentRecords.$inferSelect;
export type NewConsentRow = typeof consentRecords.$inferInsert;

export async function insertConsents(db: Db, rows: NewConsentRow[]): Promise<ConsentRow[]> {
  return db.insert(consentRecords).values(rows).returning();
}

export async function consentsOfUser(db: Db, userId: number, name?: string): Promise<ConsentRow[]> {
  const where = name ? and(eq(consentRecords.userId, userId), eq(consentRecords.name, name)) : eq(consentRecords.userId, userId);
  return db.select().from(consentRecords).where(where).orderBy(desc(consentRecords.id));
}

/** The newest record per name among `names`, for one user. */
export async function latestConsents(db: Db, userId: number, names: readonly string[]): Promise<Map<string, ConsentRow>> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), inArray(consentRecords.name, [...names])))
    .orderBy(desc(consentRecords.id));
  const out = new Map<string, ConsentRow>();
  for (const r of rows) if (!out.has(r.name)) out.set(r.name, r);
  return out;
}

/** The newest record per name among `names` given for an e-mail address (any user). */
export async function latestConsentsForEmail(db: Db, email: string, names: readonly string[]): Promise<Map<string, ConsentRow>> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.email, email), inArray(consentRecords.name, [...names])))
    .orderBy(desc(consentRecords.id));
  const out = new Map<string, ConsentRow>();
  for (const r of rows) if (!out.has(r.name)) out.set(r.name, r);
  return out;
}

export async function moveConsents(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(consentRecords).set({ userId: toUserId }).where(eq(consentRecords.userId, fromUserId));
}

/** The id of the account registered with `email`, if any. */
export async function accountIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return account?.id;
}
