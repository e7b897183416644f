export { metricsRoutes, registerRequestMetrics } from './routes';
