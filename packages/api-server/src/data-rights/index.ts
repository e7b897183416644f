// The data-rights module's face: shoppers' "download my data" and "delete my account" (GDPR articles
// 15, 17 and 20), for themselves or run by an operator; its routes and its background jobs.
export { dataRightsRoutes } from './routes';
export { registerDataRightsJobs } from './exports';
