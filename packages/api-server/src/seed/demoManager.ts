// The order manager of the embedded (PGlite) default store: without one nobody could open the desk or
// answer a quote request on a fresh local run. Seeded at start-up outside production only (main.ts);
// an existing account with the e-mail is promoted, never overwritten. Production managers are
// promoted by an operator (`promote-manager <email>`), see README "Quotes and offers".
import { hashPassword } from '../auth';
import type { Db } from '../db';
import { findUserByEmail, insertUser, updateUser } from '../users';

export const DEMO_MANAGER = { email: 'manager@packhelp.test', firstName: 'Maria', lastName: 'Manager' } as const;

export async function seedDemoManager(db: Db, password: string, now: Date): Promise<void> {
  const existing = await findUserByEmail(db, DEMO_MANAGER.email);
  if (existing) {
    if (existing.role !== 'manager') await updateUser(db, existing.id, { role: 'manager' }, now);
    return;
  }
  await insertUser(db, {
    kind: 'registered',
    role: 'manager',
    email: DEMO_MANAGER.email,
    passwordHash: await hashPassword(password),
    emailConfirmedAt: now,
    firstName: DEMO_MANAGER.firstName,
    lastName: DEMO_MANAGER.lastName,
    locale: 'en',
    createdAt: now,
    updatedAt: now,
  });
}
