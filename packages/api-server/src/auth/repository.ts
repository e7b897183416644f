// The auth domain's queries not about tokens: the record of an anonymous visitor merged into the
// account they signed in to. Session tokens are `sessions-repo.ts` (auth_tokens), one-time tokens
// `action-tokens-repo.ts` (user_action_tokens); users themselves are the users module's repository.
import type { Db } from '../db';
import { anonymousMerges } from '../db/schema';

export async function recordAnonymousMerge(db: Db, anonymousUserId: number, userId: number, now: Date): Promise<void> {
  await db.insert(anonymousMerges).values({ anonymousUserId, userId, mergedAt: now });
}
