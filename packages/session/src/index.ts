export { pageApiClient, visitorServerApiClient } from './client';
export { ensureSession, forgetServerVisitor, refreshSession, serverVisitor, type Session, type SessionOptions } from './bootstrap';
export { addToCart, loadOpenOrder, openCart, publishCart, syncCartSummary } from './cart';
export { HANDOFF_PARAM, phoneLink, takeHandoff } from './handoff';
export { captureArrival } from './arrival';
