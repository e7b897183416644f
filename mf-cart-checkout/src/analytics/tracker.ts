// The cart's tracker is the page tracker every remote uses (@ph/remote-kit/page-tracker): consent-gated,
// @ph/analytics loaded with the first event.
export { pageTracker as checkoutTracker, type PageTracker as CheckoutTracker } from '@ph/remote-kit/page-tracker';
