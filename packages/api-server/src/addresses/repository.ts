import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { addresses } from '../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

/** Only the owner's address: another user's id answers undefined, like a missing one. */
export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, userId: number, values: AddressValues, now: Date): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(db: Db, userId: number, id: number, values: AddressValues, now: Date): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
