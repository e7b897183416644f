import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { artworkFiles } from '../db/schema';

export type ArtworkFileRow = typeof artworkFiles.$inferSelect;

export async function insertFile(db: Db, values: typeof artworkFiles.$inferInsert): Promise<ArtworkFileRow> {
  const [row] = await db.insert(artworkFiles).values(values).returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

/** The user's file; another user's (or no) file is undefined. */
export async function findOwnFile(db: Db, userId: number, id: string): Promise<ArtworkFileRow | undefined> {
  const [row] = await db.select().from(artworkFiles).where(and(eq(artworkFiles.id, id), eq(artworkFiles.userId, userId)));
  return row;
}

export async function findFiles(db: Db, ids: string[]): Promise<ArtworkFileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(artworkFiles).where(inArray(artworkFiles.id, ids));
}

export async function moveFiles(db: Db, ids: string[], fromUserId: number, toUserId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(artworkFiles).set({ userId: toUserId }).where(and(inArray(artworkFiles.id, ids), eq(artworkFiles.userId, fromUserId)));
}

/** Records variants stored after the upload (a print form made on first print). */
export async function addVariants(db: Db, row: Pick<ArtworkFileRow, 'id' | 'variants'>, names: string[]): Promise<string[]> {
  const variants = [...new Set([...row.variants, ...names])];
  await db.update(artworkFiles).set({ variants }).where(eq(artworkFiles.id, row.id));
  return variants;
}
