// Errors the domain raises. They carry an HTTP status and a stable code, but no Fastify types, so
// services stay framework-free; the HTTP error handler turns them into responses.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The request field the error is about, when there is one. */
    readonly field?: string,
    /** Extra properties merged into the error body (stable, documented per route). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 422: the request is well-formed but breaks a business rule. */
export class RuleViolation extends AppError {
  constructor(code: string, message: string, field?: string) {
    super(422, code, message, field);
  }
}

/** 400 raised by a service for input a schema cannot express (e.g. an unknown country code). */
export class BadInput extends AppError {
  constructor(field: string, message: string) {
    super(400, 'invalid_input', message, field);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Auth token is not defined', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super(403, 'forbidden', message);
  }
}

export class Conflict extends AppError {
  constructor(code: string, message: string, field?: string) {
    super(409, code, message, field);
  }
}

export class ServiceUnavailable extends AppError {
  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(503, code, message, undefined, details);
  }
}
