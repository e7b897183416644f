// `Idempotency-Key` on POST/PUT/PATCH/DELETE (design §4): the first request with a key runs and its
// answer is stored; a retry with the same key and the same request gets that answer again for 24 h;
// the same key with another request is a 422; a 5xx is never stored (the retry runs again).
import { HEADERS } from '@ph/contracts/http';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/orders';
import { AppError, BadInput, Conflict } from '../errors';
import { tokenFrom } from '../http/auth';
import { fingerprint, scopeOf } from './fingerprint';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A stored "in progress" row older than this belongs to a request that died; a retry may take over. */
export const ABANDONED_AFTER_MS = 60 * 1000;
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_HEADER = HEADERS.idempotencyKey.toLowerCase();
const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRowId?: number;
  }
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[KEY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (key === undefined) return undefined;
  if (key.length === 0 || key.length > 255) throw new BadInput(HEADERS.idempotencyKey, 'Idempotency-Key must be 1 to 255 characters');
  return key;
}

const idempotency: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db } = app.ctx;

  app.addHook('preHandler', async (request, reply) => {
    if (!METHODS.has(request.method)) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const scope = scopeOf(tokenFrom(request));
    const fp = fingerprint({ method: request.method, url: request.url, body: request.body, scope });
    const now = app.ctx.now();
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.expiresAt, now)));
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint: fp, method: request.method, path: request.url, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) {
      request.idempotencyRowId = inserted.id;
      return;
    }
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (!stored) throw new Conflict('idempotency_key_in_progress', 'A request with this Idempotency-Key is still running; retry shortly');
    if (stored.fingerprint !== fp) {
      throw new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request', HEADERS.idempotencyKey);
    }
    if (stored.statusCode === null) {
      const abandoned = stored.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS;
      if (!abandoned) throw new Conflict('idempotency_key_in_progress', 'A request with this Idempotency-Key is still running; retry shortly');
      // Conditional on the old timestamp, so two retries cannot both take over.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(and(eq(idempotencyKeys.id, stored.id), eq(idempotencyKeys.createdAt, stored.createdAt)))
        .returning({ id: idempotencyKeys.id });
      if (!taken) throw new Conflict('idempotency_key_in_progress', 'A request with this Idempotency-Key is still running; retry shortly');
      request.idempotencyRowId = taken.id;
      return;
    }
    reply.code(stored.statusCode).header(REPLAYED_HEADER, 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply.send(stored.responseBody ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyRowId;
    if (id === undefined) return payload;
    request.idempotencyRowId = undefined;
    if (reply.statusCode >= 500 || (payload !== null && payload !== undefined && typeof payload !== 'string')) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, responseBody: payload ?? null, contentType: typeof contentType === 'string' ? contentType : null })
      .where(eq(idempotencyKeys.id, id));
    return payload;
  });
};

// Not encapsulated (what fastify-plugin does): the hooks must see every route of the /api scope.
export const idempotencyPlugin = Object.assign(idempotency, { [Symbol.for('skip-override')]: true });
