import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { promotions } from '../db/schema';

export type PromotionInsert = typeof promotions.$inferInsert;

/** Inserts the codes; a code already there only gets its names' translations refreshed (counts and limits stay). */
export async function upsertPromotionNames(db: Db, rows: PromotionInsert[]): Promise<void> {
  await db
    .insert(promotions)
    .values(rows)
    .onConflictDoUpdate({ target: promotions.code, set: { nameTranslations: sql`excluded.name_translations` } });
}
