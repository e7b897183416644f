import type { z } from 'zod';
import { PLUS_REGIONS, type RegionCode } from '@ph/region-config';
import type { PlanType, PlusSignUpBody as PlusSignUpBodySchema } from '@ph/api-contract';
import type { Db } from '../db';
import { NotFound, RuleViolation, Unauthorized } from '../errors';
import { insertConsents } from '../consents';
import { lockUser, updateUser, type UserRow } from './repository';

type PlusSignUp = z.output<typeof PlusSignUpBodySchema>;

/**
 * Joins Packhelp Plus: the `terms_and_conditions_plus` consent (with the text shown, append-only like
 * every consent) and the plus plan are written in one transaction, so there is never a Plus customer
 * without the recorded acceptance. A studio customer keeps studio (it includes what plus opens).
 */
export async function signUpForPlus(db: Db, userId: number, body: PlusSignUp, now: Date): Promise<UserRow> {
  if (!PLUS_REGIONS.includes(body.region as RegionCode)) {
    throw new RuleViolation('plus_not_available', `Packhelp Plus is not offered in the ${body.region} store`, 'region');
  }
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new NotFound('User not found');
    if (user.kind !== 'registered') throw new Unauthorized('Sign in or create an account to join Packhelp Plus', 'sign_in_required');
    await insertConsents(tx, [
      {
        userId: user.id,
        name: 'terms_and_conditions_plus',
        value: 'granted',
        displayedText: body.displayed_text,
        email: user.email,
        region: body.region,
        locale: body.locale,
        location: body.location,
        consentId: `plus-${user.id}-${now.getTime()}`,
        policyVersion: body.policy_version,
        acceptanceMethod: 'manual',
        createdAt: now,
      },
    ]);
    if (user.planType !== null) return user;
    return updateUser(tx, user.id, { planType: 'plus', planSince: now }, now);
  });
}

/** A manager gives a registered customer a plan, or takes it away (`null`). */
export async function setPlan(db: Db, userId: number, planType: PlanType | null, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user || user.kind !== 'registered') throw new NotFound('User not found');
    if (user.planType === planType) return user;
    return updateUser(tx, user.id, { planType, planSince: planType === null ? null : now }, now);
  });
}
