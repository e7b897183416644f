import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
export type UserUpdate = Partial<Omit<UserInsert, 'id' | 'createdAt'>>;

export function newSegmentationToken(): string {
  return randomBytes(18).toString('base64url');
}

export async function insertUser(db: Db, values: Omit<UserInsert, 'segmentationToken'>): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, segmentationToken: newSegmentationToken() })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Locks the user row for the rest of the transaction (sign-in/merge, default address changes). */
export async function lockUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserBySegmentationToken(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.segmentationToken, token)).limit(1);
  return row;
}

export async function updateUser(db: Db, id: number, values: UserUpdate, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}
