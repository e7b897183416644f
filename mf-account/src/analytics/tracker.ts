// The account's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event; event names and page sources from its registry.
import type { PageSource } from '@ph/remote-kit/page-tracker';

export { pageTracker as accountTracker, orderFields } from '@ph/remote-kit/page-tracker';

/** docs/domain.md#regions-languages-and-routes "Analytics page sources": the account's pages are the dashboard. */
export const ACCOUNT_PAGE_SOURCE: PageSource = 'dashboard';

/** The traits an identify call carries after sign-in or registration: who the account is, and how it arrived. */
export function identifyTraits(
  user: { id: number; email: string | null; first_name: string | null; last_name: string | null; customer_type: string | null; locale: string | null },
  method: 'sign_in' | 'registration',
): Record<string, unknown> {
  return { user_id: String(user.id), email: user.email, first_name: user.first_name, last_name: user.last_name, customer_type: user.customer_type, locale: user.locale, method };
}
