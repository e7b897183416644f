import type { UpdateContactBody } from '@ph/api-contract';
import type { Db } from '../db';
import { NotFound } from '../errors';
import type { CompletedOrderStats, OrderStatsSource } from './order-stats';
import { findUserByEmail, findUserBySegmentationToken, lockUser, updateUser, type UserRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applies only the fields present in the body; `null` clears a field (and withdraws a survey answer). */
export async function updateContactInformation(db: Db, userId: number, body: UpdateContactBody, now: Date): Promise<UserRow> {
  const fields: Parameters<typeof updateUser>[2] = {};
  if (body.first_name !== undefined) fields.firstName = body.first_name;
  if (body.last_name !== undefined) fields.lastName = body.last_name;
  if (body.phone !== undefined) fields.phone = body.phone;
  if (body.company_name !== undefined) fields.companyName = body.company_name;
  if (body.customer_type !== undefined) fields.customerType = body.customer_type;
  if (body.vat_id !== undefined) fields.vatId = body.vat_id === null ? null : body.vat_id.replace(/[\s.-]/g, '').toUpperCase();
  if (body.locale !== undefined) fields.locale = body.locale;
  const survey = body.onboarding_survey;
  if (!survey) return updateUser(db, userId, fields, now);
  // Survey answers merge into the stored ones; the row lock keeps two tabs from losing each other's answers.
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new NotFound('User not found');
    const answers: Record<string, string> = { ...user.onboardingSurvey };
    for (const [key, value] of Object.entries(survey)) {
      if (value === null) delete answers[key];
      else if (value !== undefined) answers[key] = value;
    }
    return updateUser(tx, userId, { ...fields, onboardingSurvey: answers }, now);
  });
}

export interface Rfm {
  recencyDays: number | null;
  lastOrderAt: Date | null;
  frequency: number;
  monetary: { currency: string; amount: number }[];
}

/** Recency in whole days since the last completed order, frequency and monetary value per currency. */
export function rfmFrom(stats: CompletedOrderStats, now: Date): Rfm {
  return {
    recencyDays: stats.lastCompletedAt ? Math.max(0, Math.floor((now.getTime() - stats.lastCompletedAt.getTime()) / DAY_MS)) : null,
    lastOrderAt: stats.lastCompletedAt,
    frequency: stats.count,
    monetary: [...stats.totals].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

export async function userRfm(db: Db, source: OrderStatsSource, userId: number, now: Date): Promise<Rfm> {
  return rfmFrom(await source.completedOrderStats(db, userId), now);
}

export async function firstNameBySegmentationToken(db: Db, token: string): Promise<string | null> {
  const user = await findUserBySegmentationToken(db, token);
  if (!user) throw new NotFound('No user with this segmentation token');
  return user.firstName;
}

/** Gives a registered account the manager role (order managers attached to custom offers). */
export async function promoteToManager(db: Db, email: string, now: Date): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user || user.kind !== 'registered') throw new NotFound(`No registered account with e-mail ${email}`);
  return updateUser(db, user.id, { role: 'manager' }, now);
}
