// `pnpm backup` and `pnpm restore`: the database and every stored file in one timestamped folder,
// written as `<name>.partial` and renamed when whole, with a manifest of checksums a restore verifies
// before it changes anything.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../files';
import { databaseHoldsData, dumpDatabase, dumpFileOf, restoreDatabase, type DatabaseTarget } from './database';
import { BackupError, FORMAT, MANIFEST, sha256, verifiedManifest, type BackupManifest } from './manifest';

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

/** `store-20261128T171500Z`: sorts by time, one per second at most (a second backup then waits). */
export const backupName = (at: Date): string => `store-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}`;

export async function backupStore(o: { database: DatabaseTarget; storage: FileStorage; to: string; now?: Date }): Promise<BackupResult> {
  const at = o.now ?? new Date();
  const dir = path.join(o.to, backupName(at));
  const partial = `${dir}.partial`;
  if (await exists(dir)) throw new BackupError(`${dir} exists already`);
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.join(partial, 'files'), { recursive: true });
  try {
    const dumpFile = dumpFileOf(o.database.kind);
    await dumpDatabase(o.database, path.join(partial, dumpFile));
    const dump = await fs.readFile(path.join(partial, dumpFile));
    const entries: BackupManifest['files']['entries'] = [];
    for await (const key of o.storage.keys()) {
      const bytes = await o.storage.get(key);
      if (!bytes) continue; // deleted while the backup ran
      const target = path.join(partial, 'files', ...key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
      entries.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
    }
    entries.sort((a, b) => a.key.localeCompare(b.key));
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: at.toISOString(),
      database: { kind: o.database.kind, file: dumpFile, bytes: dump.length, sha256: sha256(dump) },
      files: { count: entries.length, bytes: entries.reduce((n, e) => n + e.bytes, 0), entries },
    };
    await fs.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    throw err;
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where a replaced embedded database was moved (restore --force), or null. */
  setAsideTo: string | null;
}

/**
 * Verifies the backup whole, then loads the database, then puts every file back. Refuses a target that
 * already holds a store unless `force` (the backup's kind of database must match the target's).
 */
export async function restoreStore(o: { from: string; database: DatabaseTarget; storage: FileStorage; force?: boolean; now?: Date }): Promise<RestoreResult> {
  const manifest = await verifiedManifest(o.from);
  if (manifest.database.kind !== o.database.kind) {
    throw new BackupError(`The backup holds a ${label(manifest.database.kind)} database; the store is configured for ${label(o.database.kind)} (set or unset DATABASE_URL)`);
  }
  if (!o.force && (await databaseHoldsData(o.database))) {
    throw new BackupError('The store already holds data: restore replaces it only with --force (stop the store first)');
  }
  const { setAsideTo } = await restoreDatabase(o.database, path.join(o.from, manifest.database.file), { setAside: Boolean(o.force), now: o.now ?? new Date() });
  for (const entry of manifest.files.entries) {
    // The backup does not keep content types: the API serves stored files with the type its database records.
    await o.storage.put(entry.key, await fs.readFile(path.join(o.from, 'files', ...entry.key.split('/'))), 'application/octet-stream');
  }
  return { manifest, setAsideTo };
}

const label = (kind: 'pg' | 'pglite') => (kind === 'pg' ? 'PostgreSQL' : 'embedded (PGlite)');

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}
