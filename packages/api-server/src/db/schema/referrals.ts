// The referral programme (docs/domain.md#referrals): each customer's stable referral code, the
// newcomers who ordered with one, and the store credit each referral earned its referrer.
import { sql } from 'drizzle-orm';
import { bigint, char, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

export const REFERRAL_STATUSES = ['applied', 'placed', 'paid', 'credited', 'void'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/**
 * Why a referral earns nothing: the order was refunded or canceled, or the newcomer is the referrer
 * after all (same account, e-mail, address, or a payment card both have paid with).
 */
export const REFERRAL_VOID_REASONS = ['refunded', 'canceled', 'same_user', 'same_email', 'same_address', 'same_card'] as const;
export type ReferralVoidReason = (typeof REFERRAL_VOID_REASONS)[number];

/** One code per customer, made on first use and never changed (links already shared keep working). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upper-case letters and digits; matched case-insensitively. */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code), check('referral_codes_code_format', sql`${t.code} ~ '^[A-Z0-9]{6,16}$'`)],
);

/**
 * A newcomer's first order made with a referrer's code. One per newcomer and one per order (unique
 * indexes: two concurrent redemptions cannot both stand). The credit is granted once the refund window
 * after `paid_at` has ended (its length is configuration), if the order is still paid and not refunded.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    referredUserId: bigint('referred_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('applied'),
    voidReason: text('void_reason', { enum: REFERRAL_VOID_REASONS }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_user_key').on(t.referredUserId),
    uniqueIndex('referrals_order_key').on(t.orderId),
    index('referrals_referrer_idx').on(t.referrerId),
    index('referrals_due_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.referredUserId}`),
    check('referrals_void_has_reason', sql`(${t.status} = 'void') = (${t.voidReason} IS NOT NULL)`),
  ],
);

/**
 * The credit a referral earned: its primary key is the referral, so however many processes or
 * requests qualify it at once, one credit is written (the losers' transactions roll back).
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    referralId: bigint('referral_id', { mode: 'number' })
      .primaryKey()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('referral_credits_amount_positive', sql`${t.amount} > 0`)],
);
