// Usage (from the repository root):
//   pnpm backup [--to <folder>]            the database and every stored file, one timestamped folder
//   pnpm restore <backup folder> [--force] back into the configured store (DATABASE_URL / DATA_DIR, FILE_STORAGE…)
// The same configuration as the API (its environment variables), so a backup is of the store it names.
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { REPO_ROOT } from '../paths';
import { openStorage, S3Storage } from '../files';
import { backupStore, BackupError, restoreStore, type DatabaseTarget } from './index';

function databaseOf(config: AppConfig): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'pg', url: config.databaseUrl };
  if (config.dataDir.startsWith('memory://')) throw new BackupError('DATA_DIR is an in-memory database: there is nothing on disk to back up or restore');
  return { kind: 'pglite', dataDir: config.dataDir };
}

/** The embedded database is one process's: refuse while the store's API answers on its port. */
async function refuseWhileEmbeddedStoreRuns(config: AppConfig, database: DatabaseTarget): Promise<void> {
  if (database.kind !== 'pglite') return;
  const url = `http://127.0.0.1:${config.port}/api/health`;
  const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new BackupError(`The store is running (${url} answers): stop it first — the embedded database can be open in one process only`);
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new BackupError(`${name} needs a value`);
  return value;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const database = databaseOf(config);
  const storage = openStorage(config.fileStorage);
  try {
    if (command === 'backup') {
      await refuseWhileEmbeddedStoreRuns(config, database);
      const to = path.resolve(REPO_ROOT, flag(args, '--to') ?? process.env.BACKUP_DIR ?? path.join('.data', 'backups'));
      const { dir, manifest } = await backupStore({ database, storage, to });
      console.log(`backup written to ${dir}: ${manifest.database.kind} database (${manifest.database.bytes} bytes), ${manifest.files.count} stored files (${manifest.files.bytes} bytes)`);
    } else if (command === 'restore') {
      const from = args.find((a) => !a.startsWith('--'));
      if (!from) throw new BackupError('usage: pnpm restore <backup folder> [--force]');
      await refuseWhileEmbeddedStoreRuns(config, database);
      const { manifest, setAsideTo } = await restoreStore({ from: path.resolve(process.cwd(), from), database, storage, force: args.includes('--force') });
      console.log(`restored the backup of ${manifest.createdAt}: ${manifest.files.count} stored files${setAsideTo ? `; the replaced database was moved to ${setAsideTo}` : ''}`);
    } else {
      throw new BackupError('usage: backup [--to <folder>] | restore <backup folder> [--force]');
    }
  } finally {
    if (storage instanceof S3Storage) storage.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
});
