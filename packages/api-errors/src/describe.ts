import type { MessageDescriptor } from '@formatjs/intl';
import { apiErrorMessages, MESSAGE_BY_CODE } from './messages';

/** What describeApiError needs of react-intl's `IntlShape` (or @formatjs/intl's, on a server). */
export interface MessageFormatter {
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, string | number>): string;
}

/**
 * The fields of `@ph/api-client`'s ApiError read here, by shape rather than `instanceof`: the
 * page-wide client may come from another remote's bundle, whose ApiError class is not this one.
 */
interface ApiErrorShape {
  name: 'ApiError';
  kind?: string;
  status: number | null;
  code?: string;
  field?: string;
}

export interface DescribedApiError {
  /** The text to show, in the shopper's language. */
  message: string;
  /** The API's stable code, when it sent one (for tracking; never shown). */
  code?: string;
  /** The request field the API blamed, to show the message next to it. */
  field?: string;
  /** HTTP status; null when no answer arrived. */
  status: number | null;
}

export interface DescribeOptions {
  /**
   * What to say when the code is not one the shopper can act on (a refusal the screen knows better
   * how to word, e.g. "The service could not be changed. Try again."), as a descriptor or already
   * formatted. Defaults to the status's text.
   */
  fallback?: MessageDescriptor | string;
}

/** The ApiError behind `error`: itself, or the `cause` of an error wrapping it (a catalogue failure). */
export function apiErrorOf(error: unknown): ApiErrorShape | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const candidate = e as Partial<ApiErrorShape> & { cause?: unknown };
    if (candidate.name === 'ApiError' && 'status' in candidate) return candidate as ApiErrorShape;
    e = candidate.cause;
  }
  return undefined;
}

/** The shopper's message for one of the API's (or a payment provider's) codes; undefined for others. */
export function messageForCode(intl: MessageFormatter, code: string | null | undefined): string | undefined {
  const key = code ? MESSAGE_BY_CODE[code] : undefined;
  return key ? intl.formatMessage(apiErrorMessages[key]) : undefined;
}

/**
 * The one way a failed API call becomes a message (issue #12): by the API's stable `code`, else by
 * how the request failed (no connection, timeout, status). The server's English `message` is never
 * shown. Anything that is not an ApiError is a bug on our side and says so.
 */
export function describeApiError(intl: MessageFormatter, error: unknown, options: DescribeOptions = {}): DescribedApiError {
  const e = apiErrorOf(error);
  if (!e) return { message: intl.formatMessage(apiErrorMessages.server), status: null };
  const base = { status: e.status, ...(e.code ? { code: e.code } : {}), ...(e.field ? { field: e.field } : {}) };
  const say = (text: MessageDescriptor | string): DescribedApiError => ({ ...base, message: typeof text === 'string' ? text : intl.formatMessage(text) });
  if (e.kind === 'network' || e.kind === 'aborted') return say(apiErrorMessages.network);
  if (e.kind === 'timeout') return say(apiErrorMessages.timeout);
  const byCode = messageForCode(intl, e.code);
  if (byCode) return { ...base, message: byCode };
  const status = e.status ?? 0;
  if (status === 429) return say(apiErrorMessages.rateLimited);
  if (status === 401) return say(apiErrorMessages.sessionExpired);
  if (status === 404) return say(options.fallback ?? apiErrorMessages.notFound);
  if (status >= 500 || status === 0) return say(options.fallback ?? apiErrorMessages.server);
  if (status === 400 && e.field) return say(apiErrorMessages.invalidInput);
  return say(options.fallback ?? apiErrorMessages.refused);
}
