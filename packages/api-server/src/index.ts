export { buildApp, type App, type BuildAppOptions } from './app';
export { loadConfig, type AppConfig } from './config';
export type { AppContext } from './context';
export { openDatabase, type Database, type Db } from './db';
export { runMigrations } from './db';
