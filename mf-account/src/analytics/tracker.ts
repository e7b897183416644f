// The account's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event.
export { pageTracker as accountTracker } from '@ph/remote-kit/page-tracker';

/** storefront-config §2 "Analytics page sources": the account's saved designs are the dashboard. */
export const ACCOUNT_PAGE_SOURCE = 'dashboard';
