import { isApiError, isApiErrorBody } from '@ph/api-client';

/**
 * The text to show for a refused request: the API's own reason (a 4xx body carries a readable
 * `message`), else null so the caller shows its generic, translated message.
 */
export function apiReason(err: unknown): string | null {
  if (!isApiError(err) || err.status === null || err.status >= 500) return null;
  if (isApiErrorBody(err.body) && typeof err.body.message === 'string' && err.body.message) return err.body.message;
  return err.message && err.kind !== 'status' ? err.message : null;
}

export function apiCode(err: unknown): string | null {
  return isApiError(err) && err.code ? err.code : null;
}

export function apiField(err: unknown): string | null {
  return isApiError(err) && err.field ? err.field : null;
}
