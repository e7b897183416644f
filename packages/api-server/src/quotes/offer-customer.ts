import type { UserRow } from '../users';
import type { OfferRow } from './offers-repo';

/**
 * The offer's customer: the account it was made for, or a registered account that confirmed the offer's
 * e-mail address (an anonymous visitor or an unconfirmed address cannot claim someone's offer).
 */
export function isCustomerOf(row: OfferRow, user: UserRow): boolean {
  if (row.userId === user.id) return true;
  return user.kind === 'registered' && user.emailConfirmedAt !== null && user.email !== null && user.email === row.email.toLowerCase();
}
