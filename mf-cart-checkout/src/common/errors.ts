import { isApiErrorBody } from '@ph/api-client';

/**
 * The fields of @ph/api-client's ApiError this remote reads. Checked by shape, not `instanceof`:
 * the page-wide client (@ph/session) may have been created by another remote's bundle, whose
 * ApiError class is not this bundle's.
 */
interface ApiErrorShape {
  name: 'ApiError';
  status: number | null;
  body: unknown;
  code?: string;
  field?: string;
}

export function asApiError(err: unknown): ApiErrorShape | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as Partial<ApiErrorShape>;
  return e.name === 'ApiError' && 'status' in e ? (e as ApiErrorShape) : null;
}

/**
 * The API's own English reason of a refused request (a 4xx body's `message`), for analytics
 * properties only: what a shopper reads comes from @ph/api-errors' describeApiError.
 */
export function apiReasonForAnalytics(err: unknown): string | null {
  const e = asApiError(err);
  if (!e || e.status === null || e.status >= 500) return null;
  return isApiErrorBody(e.body) && e.body.message ? e.body.message : null;
}

export function apiField(err: unknown): string | null {
  return asApiError(err)?.field ?? null;
}

/** The intent a card decline (402) answers with, so the retry confirms it instead of starting anew. */
export function declinedIntentId(err: unknown): string | null {
  const e = asApiError(err);
  if (!e || e.status !== 402 || typeof e.body !== 'object' || e.body === null) return null;
  const intent = (e.body as { payment_intent?: { id?: unknown } }).payment_intent;
  return typeof intent?.id === 'string' ? intent.id : null;
}
