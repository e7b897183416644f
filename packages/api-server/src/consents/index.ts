// The consents module's face: what other modules may use of it.
export { insertConsents } from './repository';
export { consentRoutes } from './routes';
export { isGranted, saveConsents } from './service';
