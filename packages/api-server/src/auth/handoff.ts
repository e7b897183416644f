// "Continue on your phone" (docs/domain.md#roles): the QR code dialog shows a link holding a one-time code
// (never the session token); the phone redeems it for a session of its own for the same anonymous visitor,
// so it opens the same cart and designs. Single use, 15 minutes; a registered shopper signs in on the
// phone instead (the code would otherwise be a password-less sign-in to an account).
import type { HandoffResponse } from '@ph/api-contract';
import { RuleViolation } from '../errors';
import { lockUser, type UserRow } from '../users';
import { ACTION_TOKEN_TTL_MS, consumeActionToken, issueActionToken } from './action-tokens-repo';
import type { AuthDeps, SignedIn } from './service';
import { issueToken, type Session } from './sessions-repo';

const INVALID = () => new RuleViolation('handoff_invalid', 'This code has expired or was used already; show a new QR code on the other device', 'token');

export async function issueHandoff(deps: AuthDeps, session: Session): Promise<HandoffResponse> {
  if (session.user.kind !== 'anonymous') {
    throw new RuleViolation('handoff_signed_in', 'A signed-in shopper signs in on the other device instead');
  }
  const now = deps.now();
  const token = await deps.db.transaction((tx) => issueActionToken(tx, session.user.id, 'handoff', now));
  return { token, expires_at: new Date(now.getTime() + ACTION_TOKEN_TTL_MS.handoff).toISOString() };
}

export async function redeemHandoff(deps: AuthDeps, token: string): Promise<SignedIn> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const userId = await consumeActionToken(tx, token, 'handoff', now);
    if (userId === null) throw INVALID();
    const user: UserRow | undefined = await lockUser(tx, userId);
    // Signed up or merged into an account since the code was shown: the account signs in itself.
    if (!user || user.kind !== 'anonymous' || user.mergedIntoUserId !== null) throw INVALID();
    return { user, token: await issueToken(tx, user.id, deps.sessionTtlMs.anonymous, now) };
  });
}
