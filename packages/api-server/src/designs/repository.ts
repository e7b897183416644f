import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { boxDesigns, designProofs, type DesignStatus } from '../db/schema';

export type BoxDesignRow = typeof boxDesigns.$inferSelect;

export async function insertDesign(db: Db, values: typeof boxDesigns.$inferInsert): Promise<BoxDesignRow> {
  const [row] = await db.insert(boxDesigns).values(values).returning();
  if (!row) throw new Error('design insert returned nothing');
  return row;
}

export async function findDesign(db: Db, id: string): Promise<BoxDesignRow | undefined> {
  const [row] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id));
  return row;
}

export async function lockDesign(db: Db, id: string): Promise<BoxDesignRow | undefined> {
  const [row] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id)).for('update');
  return row;
}

export async function listDesigns(db: Db, userId: number, status: DesignStatus | undefined, page: number, perPage: number) {
  const filter = status ? and(eq(boxDesigns.userId, userId), eq(boxDesigns.status, status)) : eq(boxDesigns.userId, userId);
  const rows = await db.select().from(boxDesigns).where(filter).orderBy(desc(boxDesigns.updatedAt), desc(boxDesigns.id)).limit(perPage).offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(boxDesigns).where(filter);
  return { rows, count: total?.n ?? 0 };
}

/** Writes only when the stored version is still `version`; returns the new row or undefined (stale). */
export async function updateIfVersion(db: Db, id: string, version: number, set: Partial<typeof boxDesigns.$inferInsert>): Promise<BoxDesignRow | undefined> {
  const [row] = await db
    .update(boxDesigns)
    .set({ ...set, version: version + 1 })
    .where(and(eq(boxDesigns.id, id), eq(boxDesigns.version, version)))
    .returning();
  return row;
}

export async function deleteDesign(db: Db, id: string): Promise<void> {
  await db.delete(boxDesigns).where(eq(boxDesigns.id, id));
}

export async function moveDesigns(db: Db, fromUserId: number, toUserId: number): Promise<BoxDesignRow[]> {
  return db.update(boxDesigns).set({ userId: toUserId, claimTokenHash: null }).where(eq(boxDesigns.userId, fromUserId)).returning();
}

/** Sets the share token unless one exists (two concurrent shares end with the same token). */
export async function setShareTokenOnce(db: Db, id: string, token: string, now: Date): Promise<void> {
  await db.update(boxDesigns).set({ shareToken: token, updatedAt: now }).where(and(eq(boxDesigns.id, id), isNull(boxDesigns.shareToken)));
}

/** Hands a visitor's print proofs to the account it signed in to. */
export async function moveProofs(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(designProofs).set({ userId: toUserId }).where(eq(designProofs.userId, fromUserId));
}
