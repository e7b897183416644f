import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { userActionTokens } from '../db/schema';
import { generateToken, hashToken } from './tokens';

export type ActionPurpose = (typeof userActionTokens.$inferSelect)['purpose'];

export const ACTION_TOKEN_TTL_MS: Record<ActionPurpose, number> = {
  confirm_email: 7 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  // A QR code shown on a screen is scanned at once; a photo of it must not work for long.
  handoff: 15 * 60 * 1000,
};

/** Issues a one-time token; earlier unused tokens of the same purpose stop working. */
export async function issueActionToken(db: Db, userId: number, purpose: ActionPurpose, now: Date): Promise<string> {
  await db
    .update(userActionTokens)
    .set({ usedAt: now })
    .where(and(eq(userActionTokens.userId, userId), eq(userActionTokens.purpose, purpose), isNull(userActionTokens.usedAt)));
  const token = generateToken();
  await db.insert(userActionTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACTION_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Marks a valid token used and answers its user id, or null when the token is unknown, used or
 * expired. The conditional UPDATE makes a token usable exactly once even under concurrent requests.
 */
export async function consumeActionToken(db: Db, token: string, purpose: ActionPurpose, now: Date): Promise<number | null> {
  const [row] = await db
    .update(userActionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userActionTokens.tokenHash, hashToken(token)),
        eq(userActionTokens.purpose, purpose),
        isNull(userActionTokens.usedAt),
        gt(userActionTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userActionTokens.userId });
  return row?.userId ?? null;
}
