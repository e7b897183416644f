import type { Db } from '../db';
import { NotFound } from '../errors';
import { hashPassword } from '../auth';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '../users';

/** Gives a registered account the operator role (the back office: production, shipping, refunds). */
export async function promoteToOperator(db: Db, email: string, now: Date): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user || user.kind !== 'registered') throw new NotFound(`No registered account with e-mail ${email}`);
  return updateUser(db, user.id, { role: 'operator' }, now);
}

export const DEMO_OPERATOR = { email: 'operator@packhelp.test', firstName: 'Olek', lastName: 'Operator' } as const;

/**
 * The back-office operator of the embedded (PGlite) default store, so a fresh local run can release,
 * ship and refund orders. Seeded at start-up outside production only (main.ts); an existing account
 * with the e-mail is promoted, never overwritten. Production operators are promoted with
 * `promote-operator <email>`.
 */
export async function seedDemoOperator(db: Db, password: string, now: Date): Promise<void> {
  const existing = await findUserByEmail(db, DEMO_OPERATOR.email);
  if (existing) {
    if (existing.role !== 'operator') await updateUser(db, existing.id, { role: 'operator' }, now);
    return;
  }
  await insertUser(db, {
    kind: 'registered',
    role: 'operator',
    email: DEMO_OPERATOR.email,
    passwordHash: await hashPassword(password),
    emailConfirmedAt: now,
    firstName: DEMO_OPERATOR.firstName,
    lastName: DEMO_OPERATOR.lastName,
    locale: 'en',
    createdAt: now,
    updatedAt: now,
  });
}
