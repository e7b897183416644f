import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { typeParsers } from './type-parsers';

export type Schema = typeof schema;

/**
 * The database handle every repository takes. Both drivers' databases (and their transactions) are
 * `PgDatabase`s, so repositories never know which driver runs.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DriverName = 'pglite' | 'pg';

export interface Database {
  db: Db;
  driver: DriverName;
  /** What a second client (the job queue, LISTEN) needs: the server's URL, or the embedded PGlite itself. */
  raw: { kind: 'pg'; url: string } | { kind: 'pglite'; client: PGlite };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** node-postgres connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory on disk, or `memory://` for an in-memory database. */
  dataDir?: string;
  /** A ready PGlite instance (tests clone a migrated template into one). */
  pglite?: PGlite;
  poolSize?: number;
}

export function createPgliteClient(dataDir: string, loadDataDir?: Blob): PGlite {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return new PGlite(dataDir, { parsers: typeParsers, ...(loadDataDir ? { loadDataDir } : {}) });
}

export function openDatabase(opts: DatabaseOptions): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // Nor may a client that is checked out when the server goes away (a transaction between two of its
    // queries): the pool's own listener covers idle clients only, and an 'error' nobody listens to ends
    // the process. The query in flight still fails (a 503, see db/errors.ts) and the pool discards it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'pg', raw: { kind: 'pg', url: opts.databaseUrl }, close: () => pool.end() };
  }
  const client = opts.pglite ?? createPgliteClient(opts.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', raw: { kind: 'pglite', client }, close: () => client.close() };
}
