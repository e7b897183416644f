// The database part of a backup: pg_dump's custom format for a PostgreSQL server (restored with
// pg_restore in one transaction), PGlite's own data-directory tarball for the embedded store.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createPgliteClient } from '../db';
import { BackupError, type DatabaseKind } from './manifest';

export type DatabaseTarget = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

export const dumpFileOf = (kind: DatabaseKind): string => (kind === 'pg' ? 'database.pgdump' : 'database.pglite.tar.gz');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new BackupError(err.code === 'ENOENT' ? `${command} is not installed (it comes with PostgreSQL's client tools, e.g. Debian's postgresql-client)` : `${command}: ${err.message}`)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`))));
  });
}

async function isDirEmpty(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Writes the database to `file`. PGlite must not be open in another process while this reads it. */
export async function dumpDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.kind === 'pg') {
    // Custom format: compressed, and pg_restore can restore it in one transaction.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.url}`]);
    return;
  }
  if (await isDirEmpty(target.dataDir)) throw new BackupError(`There is no embedded database at ${target.dataDir}`);
  const client = createPgliteClient(target.dataDir);
  try {
    const tarball = await client.dumpDataDir('gzip');
    await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Whether the target already holds a store (tables in `public`, or an embedded data directory). */
export async function databaseHoldsData(target: DatabaseTarget): Promise<boolean> {
  if (target.kind === 'pglite') return !(await isDirEmpty(target.dataDir));
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = 'public'");
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads the dump into the target. PostgreSQL: pg_restore in a single transaction (a failure leaves the
 * database as it was), replacing the objects the dump holds. PGlite: the data directory must be empty;
 * `setAside` (a restore with --force) moves an existing one next to it first, never deleting it.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string, o: { setAside: boolean; now: Date }): Promise<{ setAsideTo: string | null }> {
  if (target.kind === 'pg') {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${target.url}`, file]);
    return { setAsideTo: null };
  }
  let setAsideTo: string | null = null;
  if (!(await isDirEmpty(target.dataDir))) {
    if (!o.setAside) throw new BackupError(`${target.dataDir} already holds a database`);
    setAsideTo = `${target.dataDir}.before-restore-${o.now.toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(target.dataDir, setAsideTo);
  }
  await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
  const tarball = new Blob([await fs.readFile(file)]);
  const client = createPgliteClient(target.dataDir, tarball);
  try {
    await client.waitReady;
    await client.query('select 1');
  } finally {
    await client.close();
  }
  return { setAsideTo };
}
