import type { z } from 'zod';
import { GLOBAL_CONSENT_NAMES, SaveConsentsBody as SaveConsentsBodySchema, type ConsentName, type ConsentRecord } from '@ph/api-contract';
import type { Db } from '../db';
import type { users } from '../db/schema';
import { Forbidden } from '../errors';
import { accountIdByEmail, consentsOfUser, insertConsents, latestConsents, latestConsentsForEmail, type ConsentRow } from './repository';

type User = typeof users.$inferSelect;

type ParsedSave = z.output<typeof SaveConsentsBodySchema>;

export function presentConsent(r: ConsentRow): ConsentRecord {
  return {
    id: r.id,
    name: r.name,
    value: r.value,
    displayed_text: r.displayedText,
    email: r.email,
    region: r.region,
    locale: r.locale,
    location: r.location,
    consent_id: r.consentId,
    policy_version: r.policyVersion,
    acceptance_method: r.acceptanceMethod,
    user_id: r.userId,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Stores a visitor's answers. The record belongs to the session's user: a `user_id` or
 * `anonymous_id` naming someone else is refused (a visitor cannot consent for another). The
 * e-mail is the body's, else the account's.
 */
export async function saveConsents(db: Db, user: User, body: ParsedSave, now: Date): Promise<ConsentRecord[]> {
  for (const claimed of [body.user_id, body.anonymous_id]) {
    if (claimed !== undefined && claimed !== String(user.id)) {
      throw new Forbidden('Consents can only be recorded for the signed-in visitor');
    }
  }
  const email = body.email ?? user.email ?? null;
  const rows = await insertConsents(
    db,
    body.consents.map((c) => ({
      userId: user.id,
      name: c.name,
      value: c.value,
      displayedText: c.displayed_text,
      email,
      region: body.region,
      locale: body.locale,
      location: body.location,
      consentId: body.consent_id,
      policyVersion: body.policy_version,
      acceptanceMethod: body.acceptance_method,
      createdAt: now,
    })),
  );
  return rows.map(presentConsent);
}

export async function listConsents(db: Db, userId: number, name?: ConsentName) {
  const rows = await consentsOfUser(db, userId, name);
  const current: Record<string, 'granted' | 'declined'> = {};
  for (const r of rows) current[r.name] ??= r.value;
  return { consents: rows.map(presentConsent), current };
}

/** Whether `name` is granted for the user now (their newest record says so). */
export async function isGranted(db: Db, userId: number, name: ConsentName): Promise<boolean> {
  return (await latestConsents(db, userId, [name])).get(name)?.value === 'granted';
}

/**
 * The global consents an e-mail address is still to be asked for, judged by the newest record for
 * that address (given by any visitor using it, or by its account): the terms until they are granted;
 * marketing until it is answered at all, since a shopper who declined it is not asked again
 * (docs/domain.md#consent-and-analytics).
 */
export async function globalConsentsNeeded(db: Db, email: string): Promise<ConsentName[]> {
  const byEmail = await latestConsentsForEmail(db, email, GLOBAL_CONSENT_NAMES);
  const accountId = await accountIdByEmail(db, email);
  const byAccount = accountId !== undefined ? await latestConsents(db, accountId, GLOBAL_CONSENT_NAMES) : new Map<string, ConsentRow>();
  return GLOBAL_CONSENT_NAMES.filter((name) => {
    const candidates = [byEmail.get(name), byAccount.get(name)].filter((r): r is ConsentRow => r !== undefined);
    const newest = candidates.sort((a, b) => b.id - a.id)[0];
    if (name === 'marketing') return newest === undefined;
    return newest?.value !== 'granted';
  });
}
