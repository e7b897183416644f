/** How a request failed: the four HTTP-wrapper messages of docs/domain.md#errors map one to one. */
export type ApiErrorKind = 'aborted' | 'network' | 'timeout' | 'status' | 'invalidResponse';

/** The JSON error body the commerce API answers with (design §4: 400 names the field, 422 has a code). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  field?: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.statusCode === 'number' && typeof v.message === 'string';
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  url: string;
  status?: number | null;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived (aborted, network, timeout). */
  readonly status: number | null;
  /** The parsed response body (JSON when it was JSON, else the text), undefined without a response. */
  readonly body: unknown;
  /** The server's stable error code (`body.code`) for business-rule violations, when present. */
  readonly code?: string;
  /** The offending request field (`body.field`) for validation errors, when present. */
  readonly field?: string;
  readonly method: string;
  readonly url: string;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    if (isApiErrorBody(init.body)) {
      if (typeof init.body.code === 'string') this.code = init.body.code;
      if (typeof init.body.field === 'string') this.field = init.body.field;
    }
  }
}

/**
 * By shape as well as by class: a subpath of this package bundled into a remote's chunk (`@ph/api-client/orders-desk`)
 * has its own copy of this class, while the request was made by the page's one shared client.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error as ApiError | null)?.name === 'ApiError';
}

/** Thrown before any request is made when an (auth) call has no stored token (docs/domain.md#validation, docs/domain.md#errors). */
export const AUTH_TOKEN_MISSING_MESSAGE = 'Auth token is not defined';
