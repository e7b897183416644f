import { z } from 'zod';
import { CountryIso, Text } from './common';
import { RegionCodeSchema } from './catalogue';
import { ONBOARDING_SURVEY, type OnboardingSurveyKey } from './onboardingSurvey';
import { PHONE_PATTERN } from './patterns';

export const LocationValue = z.object({
  country_iso: z.string(),
  zip_code: z.string().nullable(),
});
export type LocationValue = z.infer<typeof LocationValue>;

export { ONBOARDING_SURVEY, ONBOARDING_SURVEY_KEYS, type OnboardingSurveyKey } from './onboardingSurvey';

const surveyAnswer = <K extends OnboardingSurveyKey>(key: K) =>
  z.enum(ONBOARDING_SURVEY[key], { error: `must be one of: ${ONBOARDING_SURVEY[key].join(', ')}` });

const surveyAnswers = {
  company_size_employees: surveyAnswer('company_size_employees'),
  customer_best_description: surveyAnswer('customer_best_description'),
  customer_coming_from: surveyAnswer('customer_coming_from'),
  industry_v2: surveyAnswer('industry_v2'),
  packaging_cost_yearly: surveyAnswer('packaging_cost_yearly'),
  packaging_volume_monthly: surveyAnswer('packaging_volume_monthly'),
  packhelp_the_only_supplier: surveyAnswer('packhelp_the_only_supplier'),
  role: surveyAnswer('role'),
};
type SurveyAnswers = typeof surveyAnswers;

/** Answers given so far; a question not answered is absent. */
export const OnboardingSurvey = z.object(surveyAnswers).partial();
export type OnboardingSurvey = z.infer<typeof OnboardingSurvey>;

/** In `PUT users/{id}`: only the keys sent change; `null` withdraws an answer; an unknown key is a 400. */
export const OnboardingSurveyPatch = z.strictObject(
  Object.fromEntries(Object.entries(surveyAnswers).map(([key, answer]) => [key, answer.nullish()])) as {
    [K in keyof SurveyAnswers]: z.ZodOptional<z.ZodNullable<SurveyAnswers[K]>>;
  },
);
export type OnboardingSurveyPatch = z.infer<typeof OnboardingSurveyPatch>;

/**
 * Plan types of docs/domain.md#the-store-and-its-customers. `plus`: the customer joined Packhelp Plus (self sign-up in a store with
 * Plus, accepting `terms_and_conditions_plus`); `studio`: a plan an account manager gives a design studio
 * or agency. Both open the signed-in Plus dashboard; what each unlocks is in api-server's README ("Plans").
 */
export const PLAN_TYPES = ['plus', 'studio'] as const;
export const PlanType = z.enum(PLAN_TYPES, { error: (i) => `Unknown plan type ${JSON.stringify(i.input)}` });
export type PlanType = z.infer<typeof PlanType>;

export const User = z.object({
  id: z.number().int(),
  /** True for a visitor who has not signed up; such users have no e-mail. */
  anonymous: z.boolean(),
  role: z.enum(['customer', 'manager', 'operator']),
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  customer_type: z.enum(['b2b', 'b2c']).nullable(),
  vat_id: z.string().nullable(),
  locale: z.string().nullable(),
  default_address_id: z.number().int().nullable(),
  /** Public key for `get_user_first_name` (analytics personalisation). */
  segmentation_token: z.string(),
  last_used_location: LocationValue.nullable(),
  shipping_destination: LocationValue.nullable(),
  onboarding_survey: OnboardingSurvey,
  /** null: no plan. */
  plan_type: PlanType.nullable(),
  /** When the current plan began; null without a plan. */
  plan_since: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

/**
 * `POST v2/users/me/plus`: join Packhelp Plus. Records `terms_and_conditions_plus` as granted with the
 * text the customer saw, and gives the account the plus plan, in one transaction.
 */
export const PlusSignUpBody = z.strictObject({
  region: RegionCodeSchema.describe('the store the customer signs up in; it must offer Plus'),
  locale: z.string().trim().min(2).max(16),
  displayed_text: z.string().trim().min(1).max(4000).describe('the terms-of-Plus text the customer accepted'),
  location: z.string().trim().min(1).max(2000).describe('the page address'),
  policy_version: z.number().int().positive().max(1_000_000),
});
export type PlusSignUpBody = z.input<typeof PlusSignUpBody>;

/** `PUT v2/users/{id}/plan` (managers only): give or take away a plan. */
export const SetPlanBody = z.strictObject({ plan_type: PlanType.nullable() });
export type SetPlanBody = z.input<typeof SetPlanBody>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** `GET users/anonymous`, sign-in, sign-up and password reset answer a fresh session token. */
export const SessionResponse = z.object({ token: z.string(), user: User });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** `GET users/me`: `error` is null on success; `api_key` is the session token the request carried. */
export const CurrentUserResponse = z.object({
  error: z.string().nullable(),
  user: User,
  api_key: z.string(),
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

export const Phone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, 'must be a phone number (digits, spaces, + ( ) . / -)');

/** `PUT users/{id}`: contact information; every field optional, null clears it. */
export const UpdateContactBody = z.strictObject({
  first_name: Text(100).nullish(),
  last_name: Text(100).nullish(),
  phone: Phone.nullish(),
  company_name: Text(200).nullish(),
  customer_type: z.enum(['b2b', 'b2c']).nullish(),
  vat_id: z.string().trim().min(2).max(20).nullish(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag like de-DE')
    .nullish(),
  onboarding_survey: OnboardingSurveyPatch.optional(),
});
export type UpdateContactBody = z.infer<typeof UpdateContactBody>;

export const RfmResponse = z.object({
  data: z.object({
    /** Days since the last completed order; null without completed orders. */
    recency_days: z.number().int().nullable(),
    last_order_at: z.string().nullable(),
    /** Number of completed orders. */
    frequency: z.number().int(),
    /** Sum of completed orders per currency, integer minor units. */
    monetary: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  }),
});
export type RfmResponse = z.infer<typeof RfmResponse>;

export const ManagerResponse = z.object({
  manager: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
  }),
});
export type ManagerResponse = z.infer<typeof ManagerResponse>;

/** `GET operators/current`: the signed-in user as a back-office operator (403 for everyone else). */
export const OperatorResponse = z.object({
  operator: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
  }),
});
export type OperatorResponse = z.infer<typeof OperatorResponse>;

export const FirstNameQuery = z.strictObject({
  segmentation_token: z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a segmentation token'),
});
export const FirstNameResponse = z.object({ first_name: z.string().nullable() });
export type FirstNameResponse = z.infer<typeof FirstNameResponse>;

export const UserIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export { CountryIso };
