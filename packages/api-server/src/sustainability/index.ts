// The sustainability module's face: what other modules may use of it.
export { sustainabilityRoutes } from './routes';
