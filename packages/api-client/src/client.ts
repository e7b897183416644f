import { API_BASE_PATH, API_TIMEOUT_MS, HEADERS } from '@ph/contracts/http';
import { ApiError, AUTH_TOKEN_MISSING_MESSAGE, type ApiErrorKind } from './errors';
import { encodeQuery, type ArrayFormat, type QueryValue } from './query';
import { createWebTokenStore, type TokenStore } from './tokenStore';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** API base: `/api` by default (the storefront's own origin); may be absolute (`http://host/api`). */
  baseUrl?: string;
  /** The storefront region sent as `X-Region`; a function is read on every request (region switcher). */
  region: string | (() => string);
  /** Where the session token lives; the browser token store (localStorage + remember flag) by default. */
  tokenStore?: TokenStore;
  /**
   * The shopper's interface language tag (`de-DE`, `pt-PT`), sent as `Accept-Language` so the API
   * writes names, options and refusals in it; read on every request (the language switcher). By
   * default the page's `<html lang>`, which the shell sets to the active locale; nothing is sent
   * without one (the API then answers in the store's language).
   */
  language?: () => string | null;
  /** The analytics (gtag) client id, sent as `X-Analytics-Client-Id` when it returns a value. */
  getAnalyticsClientId?: () => string | null;
  /** Per-request timeout; 65000 ms by default (docs/domain.md#constants-and-limits). */
  timeoutMs?: number;
  /** Array encoding in query strings; `bracket` by default. */
  arrayFormat?: ArrayFormat;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'error'>;
}

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON-encoded unless it is FormData, Blob, URLSearchParams, ArrayBuffer or a string. */
  body?: unknown;
  /**
   * `true`: the call needs the session token (commerce-core "(auth)"); without a stored token the
   * promise rejects with `Error('Auth token is not defined')` and nothing is sent.
   * `undefined` (default): the token is sent when one is stored (user-owned rows need it).
   * `false`: the token is never sent (public calls that must not be tied to the visitor).
   */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` so a retried POST/PUT/PATCH/DELETE replays instead of repeating. */
  idempotencyKey?: string;
  arrayFormat?: ArrayFormat;
  timeoutMs?: number;
}

export type RequestOptionsWithoutBody = Omit<RequestOptions, 'body'>;
type Authed<O> = O & { auth: true };

/**
 * Results are `T | undefined`: a 204 or empty answer is `undefined`, and so is a 401/403/404 for a
 * visitor without a token (docs/domain.md#roles: "returns nothing"). With `auth: true` a token was
 * sent, so those statuses throw and only an empty answer can be `undefined`: there the result is
 * typed `T` and an endpoint that answers 204 should be called with `T = void`.
 */
export interface ApiClient {
  request<T>(method: HttpMethod, path: string, opts: Authed<RequestOptions>): Promise<T>;
  request<T>(method: HttpMethod, path: string, opts?: RequestOptions): Promise<T | undefined>;
  get<T>(path: string, opts: Authed<RequestOptionsWithoutBody>): Promise<T>;
  get<T>(path: string, opts?: RequestOptionsWithoutBody): Promise<T | undefined>;
  post<T>(path: string, body: unknown, opts: Authed<RequestOptionsWithoutBody>): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptionsWithoutBody): Promise<T | undefined>;
  put<T>(path: string, body: unknown, opts: Authed<RequestOptionsWithoutBody>): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptionsWithoutBody): Promise<T | undefined>;
  patch<T>(path: string, body: unknown, opts: Authed<RequestOptionsWithoutBody>): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptionsWithoutBody): Promise<T | undefined>;
  delete<T>(path: string, opts: Authed<RequestOptions>): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T | undefined>;
  readonly tokens: TokenStore;
}

/** Rejected (before anything is sent) when an (auth) call finds no stored token. */
export class AuthTokenMissingError extends Error {
  override readonly name = 'AuthTokenMissingError';
  constructor() {
    super(AUTH_TOKEN_MISSING_MESSAGE);
  }
}

/** Statuses that mean "nothing for you" and resolve to `undefined` for a visitor without a token. */
const NOTHING_FOR_VISITOR = new Set([401, 403, 404]);

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url);
}

function joinPath(base: string, path: string): string {
  if (isAbsolute(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function parseBody(text: string, contentType: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  if (contentType && /[/+]json\b/i.test(contentType)) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false };
    }
  }
  return { ok: true, value: text };
}

function readOptional(read: (() => string | null) | undefined): string | null {
  if (!read) return null;
  try {
    return read();
  } catch {
    // The analytics id comes from gtag, which ad blockers remove; a request must not fail for it.
    return null;
  }
}

/** The page's `<html lang>`, where there is a page. */
function pageLanguage(): string | null {
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  return doc?.documentElement?.lang?.trim() || null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl ?? API_BASE_PATH;
  const tokens = options.tokenStore ?? createWebTokenStore();
  const logger = options.logger ?? console;
  const defaultTimeout = options.timeoutMs ?? API_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const region = typeof options.region === 'function' ? options.region : () => options.region as string;

  function resolveUrl(path: string, opts: RequestOptions): string {
    let url = joinPath(base, path);
    if (!isAbsolute(url)) {
      const origin = (globalThis as { location?: { href: string } }).location?.href;
      if (!origin) {
        throw new Error(`@ph/api-client: baseUrl "${base}" is relative and there is no page location; pass an absolute baseUrl`);
      }
      url = new URL(url, origin).toString();
    }
    const qs = opts.query ? encodeQuery(opts.query, opts.arrayFormat ?? options.arrayFormat) : '';
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    return url;
  }

  async function request(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<unknown> {
    const token = opts.auth === false ? null : tokens.get();
    const fail = (error: Error): never => {
      // A caller that aborts (a screen unmounting) knows why; only real failures are logged.
      const callerAborted = error instanceof ApiError && error.kind === 'aborted';
      if (!callerAborted) logger.error(`[api-client] ${method} ${path}: ${error.message}`, error);
      throw error;
    };

    if (opts.auth === true && !token) fail(new AuthTokenMissingError());

    const url = resolveUrl(path, opts);
    const headers: Record<string, string> = { Accept: 'application/json', [HEADERS.region]: region() };
    const language = readOptional(options.language ?? pageLanguage);
    if (language) headers['Accept-Language'] = language;
    const clientId = readOptional(options.getAnalyticsClientId);
    if (clientId) headers[HEADERS.analyticsClientId] = clientId;
    if (token) headers[HEADERS.apiToken] = token;
    if (opts.idempotencyKey) headers[HEADERS.idempotencyKey] = opts.idempotencyKey;

    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (isRawBody(opts.body)) {
        body = opts.body;
      } else {
        body = JSON.stringify(opts.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    Object.assign(headers, opts.headers);

    const transportError = (kind: ApiErrorKind, message: string, cause?: unknown): ApiError =>
      new ApiError(message, { kind, method, url, cause });

    const timeoutMs = opts.timeoutMs ?? defaultTimeout;
    if (opts.signal?.aborted) fail(transportError('aborted', 'Request aborted', opts.signal.reason));

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = (): void => controller.abort();
    opts.signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { method, headers, body, signal: controller.signal });
      // The timeout covers the body too: a server that stalls mid-answer is as dead as a silent one.
      text = await response.text();
    } catch (cause) {
      if (timedOut) return fail(transportError('timeout', `timeout of ${timeoutMs}ms exceeded`, cause));
      if (opts.signal?.aborted) return fail(transportError('aborted', 'Request aborted', cause));
      return fail(transportError('network', 'Network Error', cause));
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forwardAbort);
    }

    const parsed = parseBody(text, response.headers.get('content-type'));
    if (!response.ok) {
      if (!token && NOTHING_FOR_VISITOR.has(response.status)) return undefined;
      return fail(
        new ApiError(`Request failed with status code ${response.status}`, {
          kind: 'status',
          method,
          url,
          status: response.status,
          body: parsed.ok ? parsed.value : text,
        }),
      );
    }
    if (!parsed.ok) {
      return fail(
        new ApiError('Invalid JSON in response', { kind: 'invalidResponse', method, url, status: response.status, body: text }),
      );
    }
    return parsed.value;
  }

  const withBody =
    (method: HttpMethod) =>
    (path: string, body?: unknown, opts?: RequestOptionsWithoutBody): Promise<unknown> =>
      request(method, path, { ...opts, body });

  // The overloads of ApiClient only narrow the result type; one implementation serves them all.
  return {
    request,
    get: (path: string, opts?: RequestOptionsWithoutBody) => request('GET', path, opts),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (path: string, opts?: RequestOptions) => request('DELETE', path, opts),
    tokens,
  } as ApiClient;
}

/** A fresh `Idempotency-Key` value for one logical POST/PUT/PATCH/DELETE (reuse it on retry). */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
