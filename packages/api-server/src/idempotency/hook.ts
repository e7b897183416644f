// `Idempotency-Key` on POST/PUT/PATCH/DELETE (design §4): the first request with a key runs and its
// answer is stored; a retry with the same key and the same request gets that answer again for 24 h;
// the same key with another request is a 422; a 5xx is never stored (the retry runs again).
//
// While a request runs, its key is "in progress" and owned by the process running it (its boot id,
// src/jobs/instance.ts): a retry gets 409 while that process lives, and takes the key over at once
// when it died (`kill -9`, a crash, a restart), instead of waiting for a timeout.
import { HEADERS } from '@ph/contracts/http';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, BadInput, Conflict } from '../errors';
import { tokenFrom } from '../http';
import { fingerprint, scopeOf } from './fingerprint';
import * as repo from './repository';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * An "in progress" row whose owner process is alive but that is older than this belongs to a request
 * lost inside that process (it never reached `onSend`); a retry may take over. A dead owner's row is
 * taken over at once; a row without owner (written before owners were recorded) after 60 s.
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const OWNERLESS_ABANDONED_AFTER_MS = 60 * 1000;
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
  const me = app.ctx.instance.bootId;
  const inProgress = () => new Conflict('idempotency_key_in_progress', 'A request with this Idempotency-Key is still running; retry shortly');

  app.addHook('preHandler', async (request, reply) => {
    if (!METHODS.has(request.method)) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const scope = scopeOf(tokenFrom(request));
    const fp = fingerprint({ method: request.method, url: request.url, body: request.body, scope });
    const now = app.ctx.now();
    await repo.dropExpired(db, scope, key, now);
    const inserted = await repo.claimKey(db, { scope, key, fingerprint: fp, method: request.method, path: request.url, owner: me, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) });
    if (inserted) {
      request.idempotencyRowId = inserted.id;
      return;
    }
    const found = await repo.findKey(db, scope, key);
    if (!found) throw inProgress();
    const { row } = found;
    if (row.fingerprint !== fp) {
      throw new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request', HEADERS.idempotencyKey);
    }
    if (row.statusCode === null) {
      const age = now.getTime() - row.createdAt.getTime();
      const abandoned = row.owner === null ? age > OWNERLESS_ABANDONED_AFTER_MS : !found.ownerAlive || age > ABANDONED_AFTER_MS;
      if (!abandoned) throw inProgress();
      // Conditional on the owner and timestamp read above, so of two retries only one takes over.
      const taken = await repo.takeOver(db, row, me, now);
      if (!taken) throw inProgress();
      request.log.warn({ key, previousOwner: row.owner }, 'Idempotency-Key taken over from an abandoned request (its process died, or it never answered)');
      request.idempotencyRowId = taken.id;
      return;
    }
    reply.code(row.statusCode).header(REPLAYED_HEADER, 'true');
    if (row.contentType) reply.header('content-type', row.contentType);
    return reply.send(row.responseBody ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyRowId;
    if (id === undefined) return payload;
    request.idempotencyRowId = undefined;
    if (reply.statusCode >= 500 || (payload !== null && payload !== undefined && typeof payload !== 'string')) {
      await repo.deleteKey(db, id);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await repo.storeAnswer(db, id, { statusCode: reply.statusCode, responseBody: payload ?? null, contentType: typeof contentType === 'string' ? contentType : null });
    return payload;
  });
};

// Not encapsulated (what fastify-plugin does): the hooks must see every route of the /api scope.
export const idempotencyPlugin = Object.assign(idempotency, { [Symbol.for('skip-override')]: true });
