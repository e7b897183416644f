import { isApiError } from '@ph/api-client';

// Failed calls become messages through @ph/api-errors' describeApiError (one mapping for the store).

export function isNotFound(err: unknown): boolean {
  return isApiError(err) && err.status === 404;
}
