// The idempotency_keys table: one row per (scope, key), claimed by the request that runs it and
// holding its answer once it is sent (hook.ts decides).
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { idempotencyKeys } from '../db/schema';
import { ownerAlive } from '../jobs';

type KeyRow = typeof idempotencyKeys.$inferSelect;

const sameKey = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

export async function dropExpired(db: Db, scope: string, key: string, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(sameKey(scope, key), lt(idempotencyKeys.expiresAt, now)));
}

/** Inserts the key for this request; undefined when it exists already. */
export async function claimKey(db: Db, values: typeof idempotencyKeys.$inferInsert): Promise<{ id: number } | undefined> {
  const [inserted] = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ id: idempotencyKeys.id });
  return inserted;
}

/** The key's row and whether the process that claimed it is alive. */
export async function findKey(db: Db, scope: string, key: string): Promise<{ row: KeyRow; ownerAlive: boolean } | undefined> {
  const [found] = await db
    .select({ row: idempotencyKeys, ownerAlive: ownerAlive(idempotencyKeys.owner) })
    .from(idempotencyKeys)
    .where(sameKey(scope, key));
  return found;
}

/** Takes an abandoned key over, conditional on the owner and timestamp read, so of two retries only one wins. */
export async function takeOver(db: Db, row: KeyRow, owner: string, now: Date): Promise<{ id: number } | undefined> {
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ owner, createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.id, row.id),
        isNull(idempotencyKeys.statusCode),
        eq(idempotencyKeys.createdAt, row.createdAt),
        row.owner === null ? isNull(idempotencyKeys.owner) : eq(idempotencyKeys.owner, row.owner),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return taken;
}

export async function deleteKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

export async function storeAnswer(db: Db, id: number, answer: Pick<KeyRow, 'statusCode' | 'responseBody' | 'contentType'>): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
}
