// The idempotency module's face: what other modules may use of it.
export { idempotencyPlugin } from './hook';
