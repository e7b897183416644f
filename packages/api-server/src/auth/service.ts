import type { SignInBody, SignUpBody } from '@ph/api-contract';
import { routePath, storeOrigin, type RegionCode } from '@ph/region-config';
import type { Db } from '../db';
import { findPgError } from '../db';
import { enqueueEmail } from '../email';
import { emailLanguage } from '../email';
import { confirmationEmail, passwordResetEmail } from '../email';
import { RuleViolation, Unauthorized } from '../errors';
import type { UserHooks } from '../users';
import { findUserByEmail, insertUser, lockUser, updateUser, type UserRow } from '../users';
import { consumeActionToken, issueActionToken } from './action-tokens-repo';
import { passwordChangedEmail } from './emails';
import { recordAnonymousMerge } from './repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { issueToken, revokeAllTokens, revokeOtherTokens, revokeToken, type Session } from './sessions-repo';

export interface AuthDeps {
  db: Db;
  userHooks: UserHooks;
  now: () => Date;
  storefrontUrl: string;
  sessionTtlMs: { anonymous: number; registered: number };
}

export interface SignedIn {
  user: UserRow;
  token: string;
}

const EMAIL_TAKEN = () => new RuleViolation('email_taken', 'An account with this e-mail address already exists', 'email');

function isEmailUniqueViolation(err: unknown): boolean {
  const pg = findPgError(err);
  return pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === 'users_email_unique');
}

/**
 * An e-mail's link to a page of the store the request came from (its route in that store: the Polish
 * store's pages have Polish paths, `/auth/potwierdzenie-email/`); scripts/check-links.mjs checks them.
 */
export function authLink(storefrontUrl: string, route: 'confirmEmail' | 'setPasswordAfterReset' | 'signIn', region: RegionCode, token?: string): string {
  return `${storeOrigin(storefrontUrl, region)}${routePath(route, region)}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/** A visitor token that can hand its data over: anonymous and not merged already. */
function anonymousVisitor(session: Session | null): Session | null {
  return session && session.user.kind === 'anonymous' && session.user.mergedIntoUserId === null ? session : null;
}

/**
 * Creates an account. A visitor signing up with its anonymous token becomes the account itself (same
 * id), so everything it owns stays with it; its anonymous tokens are revoked and a new one is issued.
 */
export async function signUp(deps: AuthDeps, body: SignUpBody, session: Session | null, region: RegionCode): Promise<SignedIn> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) throw EMAIL_TAKEN();
      const account = {
        kind: 'registered' as const,
        email: body.email,
        passwordHash,
        firstName: body.first_name ?? null,
        lastName: body.last_name ?? null,
        customerType: body.customer_type ?? null,
        locale: body.locale ?? null,
        lastSignInAt: now,
      };
      const visitor = anonymousVisitor(session);
      let user: UserRow;
      const locked = visitor ? await lockUser(tx, visitor.user.id) : undefined;
      if (locked && locked.kind === 'anonymous' && locked.mergedIntoUserId === null) {
        await revokeAllTokens(tx, locked.id, now);
        user = await updateUser(tx, locked.id, account, now);
      } else {
        user = await insertUser(tx, { ...account, createdAt: now, updatedAt: now });
      }
      const confirmToken = await issueActionToken(tx, user.id, 'confirm_email', now);
      await enqueueEmail(tx, confirmationEmail(body.email, authLink(deps.storefrontUrl, 'confirmEmail', region, confirmToken), emailLanguage(body.locale)));
      const token = await issueToken(tx, user.id, deps.sessionTtlMs.registered, now);
      return { user, token };
    });
  } catch (err) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same answer.
    if (isEmailUniqueViolation(err)) throw EMAIL_TAKEN();
    throw err;
  }
}

/**
 * Signs in with e-mail and password and issues a new token (rotation: the token the request carried
 * is revoked). An anonymous visitor's data is merged into the account: an `anonymous_merges` row is
 * written and `userMerged` subscribers move their rows, in the same transaction.
 */
export async function signIn(deps: AuthDeps, body: SignInBody, session: Session | null): Promise<SignedIn> {
  const candidate = await findUserByEmail(deps.db, body.email);
  const passwordOk = await verifyPassword(body.password, candidate?.passwordHash ?? (await dummyPasswordHash()));
  if (!candidate || candidate.kind !== 'registered' || !passwordOk) {
    throw new Unauthorized('E-mail or password is incorrect', 'invalid_credentials');
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, candidate.id);
    if (!user) throw new Unauthorized('E-mail or password is incorrect', 'invalid_credentials');
    const visitor = anonymousVisitor(session);
    if (visitor && visitor.user.id !== user.id) {
      const anonymous = await lockUser(tx, visitor.user.id);
      if (anonymous && anonymous.kind === 'anonymous' && anonymous.mergedIntoUserId === null) {
        await recordAnonymousMerge(tx, anonymous.id, user.id, now);
        await updateUser(tx, anonymous.id, { mergedIntoUserId: user.id }, now);
        await revokeAllTokens(tx, anonymous.id, now);
        await deps.userHooks.emitUserMerged(tx, { anonymousUserId: anonymous.id, userId: user.id });
      }
    } else if (session && session.user.id === user.id) {
      await revokeToken(tx, session.tokenId, now);
    }
    const updated = await updateUser(tx, user.id, { lastSignInAt: now }, now);
    const token = await issueToken(tx, user.id, deps.sessionTtlMs.registered, now);
    return { user: updated, token };
  });
}

export async function signOut(deps: AuthDeps, session: Session): Promise<void> {
  await revokeToken(deps.db, session.tokenId, deps.now());
}

/** Sends a reset link when the account exists; answers the same either way (no account probing). */
export async function requestPasswordReset(deps: AuthDeps, email: string, region: RegionCode): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.kind !== 'registered' || !user.email) return false;
    const token = await issueActionToken(tx, user.id, 'reset_password', now);
    await enqueueEmail(tx, passwordResetEmail(user.email, authLink(deps.storefrontUrl, 'setPasswordAfterReset', region, token), emailLanguage(user.locale)));
    return true;
  });
}

const INVALID_LINK = () => new RuleViolation('invalid_token', 'The link is invalid or has expired', 'token');

/**
 * Sets a new password from an e-mailed token: every existing session is revoked (a stolen session
 * dies with the old password), the e-mail counts as confirmed, and a fresh session is returned.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<SignedIn> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const userId = await consumeActionToken(tx, token, 'reset_password', now);
    if (userId === null) throw INVALID_LINK();
    const user = await lockUser(tx, userId);
    if (!user) throw INVALID_LINK();
    await revokeAllTokens(tx, userId, now);
    const updated = await updateUser(tx, userId, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now }, now);
    const sessionToken = await issueToken(tx, userId, deps.sessionTtlMs.registered, now);
    return { user: updated, token: sessionToken };
  });
}

/**
 * Changes the password of a signed-in account that proves it knows the current one. The session
 * making the change stays; every other session is revoked and the owner is told by e-mail.
 */
export async function changePassword(deps: AuthDeps, session: Session, currentPassword: string, password: string, region: RegionCode): Promise<UserRow> {
  const { user } = session;
  if (user.kind !== 'registered' || !user.email || !user.passwordHash) {
    throw new RuleViolation('not_registered', 'Only registered accounts have a password to change');
  }
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new RuleViolation('invalid_current_password', 'The current password is incorrect', 'current_password');
  }
  if (await verifyPassword(password, user.passwordHash)) {
    throw new RuleViolation('password_unchanged', 'The new password must differ from the current one', 'password');
  }
  const passwordHash = await hashPassword(password);
  const email = user.email;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockUser(tx, user.id);
    // Another request changed it between the check and here: the old password no longer proves anything.
    if (!locked || locked.passwordHash !== user.passwordHash) {
      throw new RuleViolation('invalid_current_password', 'The current password is incorrect', 'current_password');
    }
    await revokeOtherTokens(tx, user.id, session.tokenId, now);
    const updated = await updateUser(tx, user.id, { passwordHash }, now);
    await enqueueEmail(tx, passwordChangedEmail(email, authLink(deps.storefrontUrl, 'signIn', region), emailLanguage(locked.locale)));
    return updated;
  });
}

export async function confirmEmail(deps: AuthDeps, token: string): Promise<UserRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const userId = await consumeActionToken(tx, token, 'confirm_email', now);
    if (userId === null) throw INVALID_LINK();
    const user = await lockUser(tx, userId);
    if (!user) throw INVALID_LINK();
    return updateUser(tx, userId, { emailConfirmedAt: user.emailConfirmedAt ?? now }, now);
  });
}

export async function resendConfirmation(deps: AuthDeps, user: UserRow, region: RegionCode): Promise<void> {
  if (user.kind !== 'registered' || !user.email) {
    throw new RuleViolation('not_registered', 'Only registered accounts have an e-mail address to confirm');
  }
  if (user.emailConfirmedAt) throw new RuleViolation('already_confirmed', 'The e-mail address is already confirmed');
  const email = user.email;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const token = await issueActionToken(tx, user.id, 'confirm_email', now);
    await enqueueEmail(tx, confirmationEmail(email, authLink(deps.storefrontUrl, 'confirmEmail', region, token), emailLanguage(user.locale)));
  });
}

/** A new anonymous visitor (a user of kind `anonymous`) and its session token. */
export async function createAnonymousUser(
  db: Db,
  ttlMs: number,
  now: Date,
): Promise<{ user: UserRow; token: string }> {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { kind: 'anonymous', createdAt: now, updatedAt: now });
    const token = await issueToken(tx, user.id, ttlMs, now);
    return { user, token };
  });
}
