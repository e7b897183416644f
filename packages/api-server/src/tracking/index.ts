// The tracking module's face: what other modules may use of it.
export { trackingRoutes } from './routes';
export { trackingReportRoutes } from './report-routes';
