import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@ph/api-contract';
import { shopperMessageOf } from '@ph/api-errors/server';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, mapPgError } from '../db';
import { AppError } from '../errors';

function reason(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

function body(statusCode: number, code: string, message: string, field?: string, details?: Record<string, unknown>): ErrorBody {
  return {
    ...(details ?? {}),
    statusCode,
    error: reason(statusCode),
    code,
    message,
    ...(field ? { field } : {}),
  };
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns a schema issue into a dotted field name: `body.address.zip_code` → `address.zip_code`. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys) && issue.params.keys.length > 0) {
    path.push(String(issue.params.keys[0]));
  }
  return path.length > 0 ? path.join('.') : (context ?? 'body');
}

function validationBody(error: FastifyError): ErrorBody {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  const context = error.validationContext;
  if (!first) return body(400, 'invalid_input', error.message, context);
  const field = fieldOf(first, context);
  const message =
    first.keyword === 'unrecognized_keys' ? `Unknown field "${field}"` : `${field}: ${first.message ?? 'is invalid'}`;
  return body(400, 'invalid_input', message, field, {
    issues: issues.map((i) => ({ field: fieldOf(i, context), message: i.message ?? 'is invalid' })),
  });
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};

/** Maps every error to a JSON body; only genuine bugs become a 500 (logged, message hidden). */
export function toErrorResponse(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return body(error.statusCode, error.code, error.message, error.field, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationBody(error as unknown as FastifyError);
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) return validationBody(fastifyError as FastifyError);
  if (isDatabaseUnavailable(error)) {
    return body(503, 'database_unavailable', 'The database cannot be reached right now; nothing was changed. Try again in a few seconds.');
  }
  const dbError = mapPgError(error);
  if (dbError) return body(dbError.statusCode, dbError.code, dbError.message, dbError.field, dbError.details);
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return body(400, 'invalid_json', 'Body is not valid JSON');
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code =
      status === 429 ? 'rate_limited' : (fastifyError.code && FASTIFY_CODES[fastifyError.code]) || reason(status).toLowerCase().replace(/\W+/g, '_');
    return body(status, code, fastifyError.message ?? reason(status));
  }
  return body(500, 'internal_error', 'Internal server error');
}

/**
 * A refusal the shopper can act on, in the language the request asked for (issue #13): `message` is
 * the storefront's own wording of the stable `code` (@ph/api-errors), the server's English stays as
 * `detail` for developers. A caller that names no language (scripts, tools) reads the English.
 */
export function inAskedLanguage(response: ErrorBody, request: Pick<FastifyRequest, 'askedLanguage'>): ErrorBody {
  const lang = request.askedLanguage;
  const shopper = lang ? shopperMessageOf(response.code, lang) : undefined;
  return shopper === undefined ? response : { ...response, message: shopper, detail: response.message };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const response = inAskedLanguage(toErrorResponse(error), request);
    if (response.statusCode === 503) {
      // An outage of something the API depends on (database, file store, VIES), not a bug: logged as a
      // warning, and the client is told when to come back.
      request.log.warn({ err: error, code: response.code }, 'dependency unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (response.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: response.code, statusCode: response.statusCode }, response.message);
    return reply.status(response.statusCode).send(response);
  });
  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send(body(404, 'route_not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
