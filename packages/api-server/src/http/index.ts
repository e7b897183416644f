// The http module's face: what other modules may use of it.
export { authenticates } from './auth-handlers';
export { type Session, assertOwnUser, currentSession, lenientUser, optionalUser, requireManager, requireOperator, requireUser, tokenFrom } from './auth';
export { registerErrorHandling } from './error-handler';
export { findControlChars, registerInputGuard } from './input-guard';
export { languageFor, registerRequestLanguage } from './language';
export { parseQueryString } from './querystring';
export { openRedis } from './redis';
export { REQUEST_ID_HEADER, genReqId } from './request-id';
export { NoContent, errors, tokenAuth } from './schemas';
export { docsPolicy, registerSecurityHeaders } from './security-headers';
export { redisWithLocalFallback } from './rate-limit-store';
