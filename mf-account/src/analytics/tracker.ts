// The account's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event.
export { pageTracker as accountTracker } from '@ph/remote-kit/page-tracker';

/** docs/domain.md#regions-languages-and-routes "Analytics page sources": the account's saved designs are the dashboard. */
export const ACCOUNT_PAGE_SOURCE = 'dashboard';
