import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { addresses } from './addresses';

// Ids are bigint identities read as JS numbers (safe below 2^53; see README "Numbers").
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    kind: text('kind', { enum: ['anonymous', 'registered'] }).notNull().default('anonymous'),
    role: text('role', { enum: ['customer', 'manager', 'operator'] }).notNull().default('customer'),
    /** Stored lower-cased; unique among registered users. */
    email: text('email'),
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    companyName: text('company_name'),
    customerType: text('customer_type', { enum: ['b2b', 'b2c'] }),
    vatId: text('vat_id'),
    locale: text('locale'),
    avatarUrl: text('avatar_url'),
    /** Public lookup key for `get_user_first_name` (analytics/e-mail personalisation); reveals only the first name. */
    segmentationToken: text('segmentation_token').notNull(),
    defaultAddressId: bigint('default_address_id', { mode: 'number' }).references(
      (): AnyPgColumn => addresses.id,
      { onDelete: 'set null' },
    ),
    lastUsedCountryIso: text('last_used_country_iso'),
    lastUsedZipCode: text('last_used_zip_code'),
    shippingCountryIso: text('shipping_country_iso'),
    shippingZipCode: text('shipping_zip_code'),
    partnerstackKey: text('partnerstack_key'),
    /** Onboarding survey answers by question key (docs/domain.md#what-the-store-keeps); keys and values checked by the contract. */
    onboardingSurvey: jsonb('onboarding_survey').$type<Record<string, string>>().notNull().default({}),
    /** Set on an anonymous user whose data was taken over by a registered account at sign-in. */
    mergedIntoUserId: bigint('merged_into_user_id', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Plan type (docs/domain.md#the-store-and-its-customers: plus, studio); null for a customer on no plan. See the README, "Plans". */
    planType: text('plan_type', { enum: ['plus', 'studio'] }),
    planSince: timestamp('plan_since', { withTimezone: true }),
    /** When the account was erased (data rights): its personal data is gone, the row stays for its orders. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_segmentation_token_unique').on(t.segmentationToken),
    check(
      'users_registered_have_credentials',
      sql`${t.kind} = 'anonymous' OR ${t.erasedAt} IS NOT NULL OR (${t.email} IS NOT NULL AND ${t.passwordHash} IS NOT NULL)`,
    ),
    check('users_email_lower_case', sql`${t.email} IS NULL OR ${t.email} = lower(${t.email})`),
  ],
);

/** Session tokens (X-Api-Token). Only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** One-time tokens sent by e-mail (confirmation, password reset). Only the hash is stored. */
export const userActionTokens = pgTable(
  'user_action_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password', 'handoff'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_action_tokens_hash_unique').on(t.tokenHash), index('user_action_tokens_user_idx').on(t.userId)],
);

/**
 * An anonymous visitor whose data was taken over by an account at sign-in. Modules that own user data
 * (orders, designs) reassign their rows in a `userMerged` hook; this row is the durable record of it.
 */
export const anonymousMerges = pgTable(
  'anonymous_merges',
  {
    id: id(),
    anonymousUserId: bigint('anonymous_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergedAt: createdAt(),
  },
  (t) => [uniqueIndex('anonymous_merges_anonymous_unique').on(t.anonymousUserId), index('anonymous_merges_user_idx').on(t.userId)],
);
