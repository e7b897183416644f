import { AppError } from '../errors';

/** PostgreSQL errors (both drivers expose SQLSTATE as `code`; drizzle may wrap them in `cause`). */
export interface PgErrorLike {
  code: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

export function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgErrorLike;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a client waits before trying again while the database is unreachable (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATEs of a database that is not there (not of a request it refused): connection exceptions
// (class 08), the server shutting down or starting (57P01–57P03), no connection slot left (53300).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
// What node-postgres and Node's sockets say when the server is gone or unreachable.
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error/i;

/**
 * Whether an error means the database cannot be reached (stopped, restarting, unreachable) rather than
 * that it refused the request: the API answers 503 with Retry-After then, never 500, and the pool
 * connects again by itself once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Maps a database error caused by the request to a 4xx. Constraints are the last line of defence
 * behind the services' own checks (and the only one under races), so each class gets a stable code.
 */
export function mapPgError(error: unknown): AppError | undefined {
  const pgError = findPgError(error);
  if (!pgError) return undefined;
  const field = pgError.column;
  switch (pgError.code) {
    case '23505':
      return new AppError(409, 'already_exists', 'A record with these values already exists', field, {
        constraint: pgError.constraint,
      });
    case '23503':
      return new AppError(422, 'invalid_reference', 'The request refers to a record that does not exist', field, {
        constraint: pgError.constraint,
      });
    case '23514':
    case '23502':
    case '23P01':
      return new AppError(422, 'constraint_violation', 'The request breaks a data rule', field, {
        constraint: pgError.constraint,
      });
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return new AppError(400, 'invalid_value', 'A value has the wrong format or is out of range', field);
    case '40001':
    case '40P01':
    case '55P03':
      return new AppError(409, 'concurrent_update', 'The record was changed by another request; retry');
    default:
      return undefined;
  }
}
