export { pageApiClient } from './client';
export { ensureSession, refreshSession, type Session, type SessionOptions } from './bootstrap';
export { publishCart, syncCartSummary } from './cart';
