// The tracking module's face: what other modules may use of it.
export { trackingRoutes } from './routes';
