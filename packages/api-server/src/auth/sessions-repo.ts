import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { authTokens, users } from '../db/schema';
import type { Session } from '../http';
import { generateToken, hashToken, TOKEN_PATTERN } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type { Session };

/** Issues a new session token; only its hash is stored. */
export async function issueToken(db: Db, userId: number, ttlMs: number, now: Date): Promise<string> {
  const token = generateToken();
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export async function findSession(db: Db, token: string, now: Date): Promise<Session | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row ? { user: row.user, tokenId: row.tokenId, token } : null;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Every session of the user but the one given (a password change keeps the device that made it). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)));
}
