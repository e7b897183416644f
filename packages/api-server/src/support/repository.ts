import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { supportRequests } from '../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
type SupportRequestInsert = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(db: Db, values: SupportRequestInsert): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  if (!row) throw new Error('support request insert returned nothing');
  return row;
}

export async function findSupportRequest(db: Db, id: number): Promise<SupportRequestRow | undefined> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id)).limit(1);
  return row;
}

/** Newest first. */
export async function listSupportRequests(db: Db, page: number, perPage: number): Promise<{ rows: SupportRequestRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(supportRequests),
  ]);
  return { rows, total: total?.n ?? 0 };
}
