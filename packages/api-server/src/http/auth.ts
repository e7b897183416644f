import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '@ph/contracts/http';
import type { users } from '../db/schema';
import { Forbidden, NotFound, Unauthorized } from '../errors';
import { authenticates } from './auth-handlers';

/** A request's signed-in (or anonymous) user, found by its token (`AppContext.findSession`). */
export interface Session {
  user: typeof users.$inferSelect;
  tokenId: number;
  /** The token as the client sent it (returned as `api_key` by `users/me`). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`/`optionalUser`; null when the request carries no valid token. */
    session: Session | null;
  }
}

const TOKEN_HEADER = HEADERS.apiToken.toLowerCase();

/** The token from `X-Api-Token`, or `Authorization: Bearer` as a fallback for tools. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value.trim();
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return undefined;
}

async function resolve(request: FastifyRequest): Promise<Session | null> {
  const token = tokenFrom(request);
  if (!token) return null;
  const { ctx } = request.server;
  const session = await ctx.findSession(token, ctx.now());
  if (!session) throw new Unauthorized('Auth token is invalid or expired', 'invalid_token');
  return session;
}

/** preHandler: 401 without a valid token; afterwards `currentSession(request)` is safe. */
export const requireUser = authenticates(async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  const session = await resolve(request);
  if (!session) throw new Unauthorized();
  request.session = session;
});

/** preHandler: resolves a token when one is sent (an invalid one is still a 401). */
export const optionalUser = authenticates(async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  request.session = await resolve(request);
});

/**
 * preHandler for sign-in/sign-up: a stale or invalid token must not block signing in, so it is
 * treated as absent instead of a 401.
 */
export const lenientUser = authenticates(async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  const token = tokenFrom(request);
  request.session = token ? await request.server.ctx.findSession(token, request.server.ctx.now()) : null;
});

/** preHandler: 401 without a token, 403 for anyone but an (order) manager. */
export const requireManager = authenticates(async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  await requireUser(request, reply);
  if (request.session?.user.role !== 'manager') throw new Forbidden('Only managers may do this');
});

/**
 * preHandler of every back-office call: 401 without a valid token, 403 for anyone but an operator
 * (customers, visitors and order managers alike: a manager prices offers, an operator runs orders).
 * Here beside the other auth guards so the input guard runs it before validation; other modules take
 * it from the operators module's face (`src/operators/index.ts`).
 */
export const requireOperator = authenticates(async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  await requireUser(request, reply);
  if (request.session?.user.role !== 'operator') throw new Forbidden('Only operators may do this');
});

export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw new Unauthorized();
  return request.session;
}

/**
 * Object-level authorisation for `users/{userId}/…` paths: another user's id is a 404, exactly like
 * an id that does not exist, so ids cannot be probed.
 */
export function assertOwnUser(request: FastifyRequest, userId: number): Session {
  const session = currentSession(request);
  if (session.user.id !== userId) throw new NotFound('User not found');
  return session;
}
