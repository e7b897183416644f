// The checkout module's face: what other modules may use of it.
export { checkoutRoutes } from './routes';
