export { pageApiClient } from './client';
export { ensureSession, refreshSession, type Session, type SessionOptions } from './bootstrap';
export { loadOpenOrder, publishCart, syncCartSummary } from './cart';
