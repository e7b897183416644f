// The quotes module's face: quote requests, instant quotes and the custom offers that answer them
// (a manager's offer, its review and its acceptance into an order), with their routes.
export { quoteRoutes } from './routes';
export { offerRoutes } from './offer-routes';
