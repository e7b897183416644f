import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Applies the committed drizzle-kit migrations (idempotent: drizzle records applied ones). */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  // The casts only pick the driver-specific migrator for the handle `openDatabase` created.
  if (database.driver === 'pg') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
