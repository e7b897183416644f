// Several API processes starting at once (a deployment rolling out N containers, `pnpm start:cluster`)
// must not migrate or seed the same database at the same time: the first takes a session advisory
// lock on a connection of its own, the others wait for it and then find the work done.
import pg from 'pg';

/** Arbitrary, fixed: the key every API process agrees on. */
const STARTUP_LOCK_KEY = 7_300_101;

/** `databaseUrl` undefined: the embedded PGlite, one process's own database, so nobody to wait for. */
export async function withStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ph-api-startup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock is never sent.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
