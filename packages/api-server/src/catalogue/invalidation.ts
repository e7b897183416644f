// The catalogue response cache of every API process is dropped when any catalogue table changes:
// triggers (migration 0013) NOTIFY `catalogue_changed`, and each process LISTENs. On PostgreSQL that is
// one dedicated connection per process (a pooled one would lose the LISTEN when returned); on the
// embedded PGlite, its own `listen`. A lost connection is re-opened with backoff, and the cache is
// dropped on every (re)connection, since notifications sent while it was down are gone.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface ChangeWatcher {
  /**
   * Resolves once every notification sent before the call has been handled here (a marker sent on the
   * channel comes back after them): tests wait on it after writing the catalogue.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

const BARRIER = 'barrier:';

interface Logger {
  warn(obj: object, msg: string): void;
}

export async function watchCatalogueChanges(database: Database, onChange: () => void, log: Logger): Promise<ChangeWatcher> {
  const waiting = new Map<string, () => void>();
  const handle = (payload: string | undefined): void => {
    if (payload?.startsWith(BARRIER)) {
      waiting.get(payload)?.();
      waiting.delete(payload);
      return;
    }
    onChange();
  };
  const barrier = async (send: (payload: string) => Promise<unknown>): Promise<void> => {
    const payload = `${BARRIER}${randomUUID()}`;
    const seen = new Promise<void>((resolve) => waiting.set(payload, resolve));
    await send(payload);
    await seen;
  };
  if (database.raw.kind === 'pglite') {
    const pglite = database.raw.client;
    const unlisten = await pglite.listen(CATALOGUE_CHANNEL, handle);
    return {
      barrier: () => barrier((payload) => pglite.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, payload])),
      close: () => unlisten(),
    };
  }
  const url = database.raw.url;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'ph-api-listen' });
    c.on('notification', (msg) => {
      if (msg.channel === CATALOGUE_CHANNEL) handle(msg.payload);
    });
    c.on('error', (err) => {
      log.warn({ err }, 'catalogue change listener lost its connection; reconnecting');
      reconnect(c);
    });
    c.on('end', () => reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    client = c;
    retryMs = 500;
    onChange();
  };

  const scheduleConnect = (): void => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((err: unknown) => {
        log.warn({ err }, 'catalogue change listener could not reconnect');
        retryMs = Math.min(retryMs * 2, 30_000);
        scheduleConnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  const reconnect = (dead: pg.Client): void => {
    if (closed || client !== dead) return;
    client = null;
    dead.end().catch(() => undefined);
    scheduleConnect();
  };

  await connect();
  return {
    barrier: () =>
      barrier(async (payload) => {
        if (!client) throw new Error('the catalogue listener is not connected');
        return client.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, payload]);
      }),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
