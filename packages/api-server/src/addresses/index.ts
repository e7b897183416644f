// The addresses module's face: what other modules may use of it.
export { findAddress } from './repository';
export { addressRoutes } from './routes';
export { validateAddress } from './validation';
