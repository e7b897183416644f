// The account's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event; event names and page sources from its registry.
import { PAGE_SOURCES } from '@ph/remote-kit/page-tracker';

export { pageTracker as accountTracker, STORE_EVENTS } from '@ph/remote-kit/page-tracker';

/** docs/domain.md#regions-languages-and-routes "Analytics page sources": the account's pages are the dashboard. */
export const ACCOUNT_PAGE_SOURCE = PAGE_SOURCES.dashboard;
