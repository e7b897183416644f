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
