import { z } from 'zod';
import { Email } from './common';

/** Consent types of docs/domain.md#what-the-store-keeps plus the cookie-banner categories recorded by the consent remote. */
export const CONSENT_NAMES = [
  'terms_and_conditions_and_privacy_policy',
  'terms_and_conditions_plus',
  'marketing',
  'newsletter',
  'envelope',
  'instant_service',
  'cookies_functional',
  'cookies_marketing_and_analytics',
  'cookies_advertising',
  // The contact form's "you may contact me about this request" (the support module records it).
  'contact_request',
] as const;
export const ConsentName = z.enum(CONSENT_NAMES);
export type ConsentName = z.infer<typeof ConsentName>;

/** Consents asked for once per e-mail address, whatever the store (`global_consents_needed`). */
export const GLOBAL_CONSENT_NAMES = ['terms_and_conditions_and_privacy_policy', 'marketing'] as const satisfies readonly ConsentName[];

const IdString = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]).transform(String);

export const ConsentItem = z.strictObject({
  name: ConsentName,
  value: z.enum(['granted', 'declined']),
  displayed_text: z.string().trim().min(1).max(4000),
});

export const SaveConsentsBody = z
  .strictObject({
    consents: z.array(ConsentItem).min(1).max(20),
    region: z.string().trim().min(2).max(8),
    locale: z.string().trim().min(2).max(16),
    user_id: IdString.optional(),
    anonymous_id: IdString.optional(),
    email: Email.optional(),
    location: z.string().trim().min(1).max(2000),
    consent_id: z.string().trim().min(1).max(100),
    policy_version: z.number().int().positive().max(1_000_000),
    /** `automatic`: the site runs with consent handling off (`consentDisabled`), so everything was accepted without asking. */
    acceptance_method: z.enum(['by-cta-click', 'manual', 'automatic']).default('by-cta-click'),
  })
  .refine((b) => new Set(b.consents.map((c) => c.name)).size === b.consents.length, {
    message: 'each consent name may appear once',
    path: ['consents'],
  });
export type SaveConsentsBody = z.input<typeof SaveConsentsBody>;

export const ConsentRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.enum(['granted', 'declined']),
  displayed_text: z.string(),
  email: z.string().nullable(),
  region: z.string(),
  locale: z.string(),
  location: z.string(),
  consent_id: z.string(),
  policy_version: z.number().int(),
  acceptance_method: z.enum(['by-cta-click', 'manual', 'automatic']),
  user_id: z.number().int(),
  created_at: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const SaveConsentsResponse = z.object({ consents: z.array(ConsentRecord) });
export type SaveConsentsResponse = z.infer<typeof SaveConsentsResponse>;

export const ConsentRecordsQuery = z.strictObject({ name: ConsentName.optional() });
export const ConsentRecordsResponse = z.object({
  /** Every record of the current user, newest first. */
  consents: z.array(ConsentRecord),
  /** The value in force per consent name (the newest record). */
  current: z.record(z.string(), z.enum(['granted', 'declined'])),
});
export type ConsentRecordsResponse = z.infer<typeof ConsentRecordsResponse>;

export const GlobalConsentsNeededQuery = z.strictObject({ email: Email });
export const GlobalConsentsNeededResponse = z.object({ consents_needed: z.array(ConsentName) });
export type GlobalConsentsNeededResponse = z.infer<typeof GlobalConsentsNeededResponse>;

// ---- tracking ----

const Properties = z.record(z.string(), z.unknown()).default({});
const ClientTimestamp = z.iso.datetime({ offset: true }).optional();

export const TrackBody = z.strictObject({
  event: z.string().trim().min(1).max(200),
  properties: Properties,
  anonymous_id: IdString.nullable().optional(),
  user_email: z.string().nullable().optional(),
  timestamp: ClientTimestamp,
});
export type TrackBody = z.input<typeof TrackBody>;

export const IdentifyBody = z.strictObject({
  anonymous_id: IdString.nullable().optional(),
  traits: Properties,
  timestamp: ClientTimestamp,
});

export const ProductAddedConversionBody = z.strictObject({
  anonymous_id: IdString.nullable().optional(),
  properties: Properties,
  timestamp: ClientTimestamp,
});

export const SegmentDataBody = z.strictObject({
  anonymous_id: IdString.nullable().optional(),
  data: z.record(z.string(), z.unknown()),
});

export const FirstTouchBody = z.strictObject({
  type: z.string().max(100).nullable().optional(),
  source: z.string().max(500).nullable().optional(),
  medium: z.string().max(500).nullable().optional(),
  campaign: z.string().max(500).nullable().optional(),
  content: z.string().max(500).nullable().optional(),
  term: z.string().max(500).nullable().optional(),
  clientId: z.string().max(200).nullable().optional(),
});
export type FirstTouchBody = z.input<typeof FirstTouchBody>;

export const SessionAppendBody = z.strictObject({
  session_id: z.uuid(),
  events: z
    .array(z.strictObject({ event: z.string().trim().min(1).max(200), properties: Properties, timestamp: ClientTimestamp }))
    .min(1)
    .max(100),
});

export const AffiliationQuery = z.strictObject({ affiliation: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - only') });

export const TrackedEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  event: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  session_id: z.string().nullable(),
  client_timestamp: z.string().nullable(),
  created_at: z.string(),
});
export type TrackedEvent = z.infer<typeof TrackedEvent>;
export const TrackingAcceptedResponse = z.object({ accepted: z.literal(true), id: z.number().int() });
export const SessionCreatedResponse = z.object({ session_id: z.string() });
export const TrackedEventsQuery = z.strictObject({ kind: z.string().optional() });
export const TrackedEventsResponse = z.object({ events: z.array(TrackedEvent) });
export type TrackedEventsResponse = z.infer<typeof TrackedEventsResponse>;
