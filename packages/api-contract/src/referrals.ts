// The referral programme (the API's src/referrals): a customer's code and invitations, and applying a
// referral code to a newcomer's cart.
import { z } from 'zod';

export const ReferralCodeBody = z.strictObject({
  referral_code: z.string().trim().min(1).max(64).describe('The referrer’s code, as taken from the `?ref=` of their link'),
});

export const REFERRAL_STATUSES = ['applied', 'placed', 'paid', 'credited', 'void'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_VOID_REASONS = ['refunded', 'canceled', 'same_user', 'same_email', 'same_address', 'same_card'] as const;
export type ReferralVoidReason = (typeof REFERRAL_VOID_REASONS)[number];

const Money = z.object({ currency: z.string(), amount: z.number().int() });

export const ReferralInvitation = z.object({
  id: z.number().int(),
  /** The friend's e-mail, masked (`ja•••@example.com`), or their first name; null when neither is known. */
  friend: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  void_reason: z.enum(REFERRAL_VOID_REASONS).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** When the credit is granted if the order is not refunded (paid invitations only). */
  credit_due_at: z.string().nullable(),
  credit: Money.nullable(),
});
export type ReferralInvitation = z.infer<typeof ReferralInvitation>;

export const ReferralOverview = z.object({
  code: z.string(),
  /** The newcomer's first-order discount. */
  discount_percent: z.number(),
  refund_window_days: z.number().int(),
  /** The referrer's credit per referred order, by the currency of that order (minor units). */
  rewards: z.array(Money),
  invitations: z.array(ReferralInvitation),
  /** Credit earned so far, per currency. */
  credits: z.array(Money),
});
export type ReferralOverview = z.infer<typeof ReferralOverview>;

export const ReferralOverviewResponse = z.object({ data: ReferralOverview });
