// The cart's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event; event names and page sources from its registry.
export { pageTracker as checkoutTracker, type PageTracker as CheckoutTracker } from '@ph/remote-kit/page-tracker';
