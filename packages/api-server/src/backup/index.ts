export { backupStore, restoreStore, backupName, type BackupResult, type RestoreResult } from './store';
export { BackupError, type BackupManifest } from './manifest';
export type { DatabaseTarget } from './database';
