// The preHandlers that decide who the caller is (this folder's auth.ts, the catalogue's token check):
// marked here so the input guard runs them before validation without knowing the modules they live in.
import type { FastifyReply, FastifyRequest } from 'fastify';

type AuthHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const AUTH_HANDLERS = new WeakSet<AuthHandler>();

/** Marks `handler` as an authentication preHandler (input-guard.ts moves it before validation). */
export function authenticates<H extends AuthHandler>(handler: H): H {
  AUTH_HANDLERS.add(handler);
  return handler;
}

export function isAuthHandler(handler: unknown): boolean {
  return typeof handler === 'function' && AUTH_HANDLERS.has(handler as AuthHandler);
}
