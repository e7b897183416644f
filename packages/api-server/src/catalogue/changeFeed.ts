// The catalogue's changes as a stream of server-sent events (`GET /api/catalogue/changes`), for whoever
// keeps something made from the catalogue outside the API: the edge that serves server-rendered pages
// drops its rendered pages on each event (docs/architecture.md#server-rendering). An event is sent
// whenever this process drops its own catalogue cache, which every process does on the catalogue's
// NOTIFY (invalidation.ts), so any process's stream reports every change.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';

const listeners = new WeakMap<AppContext, Set<() => void>>();

/** Called whenever this process's catalogue cache is dropped (responseCache.ts `invalidateCatalogue`). */
export function publishCatalogueChange(ctx: AppContext): void {
  for (const listener of [...(listeners.get(ctx) ?? [])]) listener();
}

function subscribe(ctx: AppContext, listener: () => void): () => void {
  let set = listeners.get(ctx);
  if (!set) {
    set = new Set();
    listeners.set(ctx, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** A comment line every so often, so proxies keep an idle stream open. */
const HEARTBEAT_MS = 25_000;

export async function catalogueChangeRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<FastifyReply>();
  // An open stream would hold the server's close: the streams end first.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
  });
  app.get(
    '/catalogue/changes',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Server-sent events: `ready` once connected, then `changed` whenever the catalogue or its prices change',
        response: { 200: z.string().describe('text/event-stream: `event: ready`, then `event: changed` per change') },
      },
    },
    async (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      reply.raw.write('event: ready\ndata: {}\n\n');
      const unsubscribe = subscribe(app.ctx, () => reply.raw.write('event: changed\ndata: {}\n\n'));
      const heartbeat = setInterval(() => reply.raw.write(': still here\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      open.add(reply);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(reply);
      });
    },
  );
}
