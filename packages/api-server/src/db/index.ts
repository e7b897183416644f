// The db module's face: the client (`Db`, opening a PGlite or PostgreSQL database), its errors, the
// migrator and the closed vocabularies the tables store. The tables are db/schema's face, for repositories.
export { type Database, type Db, type DriverName, createPgliteClient, openDatabase } from './client';
export { DATABASE_RETRY_AFTER_SECONDS, findPgError, isDatabaseUnavailable, mapPgError } from './errors';
export { runMigrations } from './migrate';
export { withStartupLock } from './startup-lock';
export { INTENT_METHODS, INTENT_STATUSES, STATE_LOG_MACHINES, type IntentMethod, type IntentStatus, type StateLogMachine } from './vocabulary';
