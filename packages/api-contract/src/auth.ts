import { z } from 'zod';
import { Email, Text } from './common';

export const Password = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

export const SignUpBody = z.strictObject({
  email: Email,
  password: Password,
  first_name: Text(100).optional(),
  last_name: Text(100).optional(),
  customer_type: z.enum(['b2b', 'b2c']).optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag like de-DE')
    .optional(),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.strictObject({
  email: Email,
  password: z.string().min(1, 'must not be empty').max(128),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const RecoverPasswordBody = z.strictObject({ email: Email });
export type RecoverPasswordBody = z.infer<typeof RecoverPasswordBody>;

/** Tokens from e-mailed links (43 base64url characters). */
export const LinkToken = z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from the e-mailed link');

export const ResetPasswordBody = z.strictObject({ token: LinkToken, password: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ConfirmEmailBody = z.strictObject({ token: LinkToken });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const ConfirmEmailResponse = z.object({ email: z.string(), email_confirmed: z.literal(true) });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

/** Answer of calls that send an e-mail; deliberately the same whether or not the account exists. */
export const AcceptedResponse = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof AcceptedResponse>;

/** `PUT users/{id}/password`: the current password proves it is the owner, not just a stolen session. */
export const ChangePasswordBody = z.strictObject({
  current_password: z.string().min(1, 'must not be empty').max(128),
  password: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * "Continue on your phone" (the QR code dialog, docs/domain.md#roles): a one-time code that lets another
 * device take over an anonymous visitor's session, valid 15 minutes. Never the session token itself.
 */
export const HandoffResponse = z.object({ token: z.string(), expires_at: z.string() });
export type HandoffResponse = z.infer<typeof HandoffResponse>;
export const RedeemHandoffBody = z.strictObject({ token: LinkToken });
export type RedeemHandoffBody = z.infer<typeof RedeemHandoffBody>;
