import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { promoteToOperator } from '../../src/operators';
import { typeParsers } from '../../src/db/type-parsers';
import { MIGRATIONS_DIR, PACKAGE_ROOT } from '../../src/paths';
import { HEADERS } from '@ph/contracts/http';

export interface TestApp {
  app: App;
  database: Database;
  /** Closes the app and drops the per-test database. */
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  /** Config overrides on top of the test defaults. */
  config?: Partial<AppConfig>;
  /** Runs before `ready()`: register test-only routes or hooks. */
  beforeReady?: (app: App) => void | Promise<void>;
}

// From the package root, not __dirname: the benchmarks load these helpers as ES modules (tsx), where there is none.
const EMPTY_HELP_POSTS = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'help-posts.empty.json');

/**
 * A migrated in-memory PGlite's data directory, made once for all test files and workers: a file in the
 * system's temporary folder named by a hash of the migrations and PGlite's version, so a changed
 * migration makes a new one. Each test app loads it (faster than booting and migrating in every file).
 */
let pgliteTemplate: Promise<Blob> | undefined;

function templateFile(): string {
  // The salt names how the image is made: bump it when that changes (a checkpointed image since v2).
  const hash = createHash('sha256').update('v2');
  hash.update((JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version);
  for (const name of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return path.join(os.tmpdir(), `ph-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = templateFile();
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const client = new PGlite('memory://', { parsers: typeParsers });
    const database = openDatabase({ pglite: client });
    await runMigrations(database);
    // Checkpointed first: a data directory dumped with its changes only in the WAL makes every load
    // replay them (crash recovery), which doubled the time each test file spent opening it.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: another worker may be reading or writing the same template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

async function freshPglite(): Promise<Database> {
  const client = new PGlite('memory://', { parsers: typeParsers, loadDataDir: await migratedPgliteDump() });
  return openDatabase({ pglite: client });
}

/** Runs one statement on its own connection to `serverUrl` (creating, dropping or closing databases). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of DATABASE_URL: `CREATE DATABASE test_<random>`, dropped on close. */
async function freshPostgres(databaseUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(database);
  return {
    database,
    drop: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, a throw-away PostgreSQL database when
 * `DATABASE_URL` is set. Test files can run in parallel. Call `close()` in `afterAll`.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  // Uploaded files go to a throw-away folder per app (removed by close()).
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-files-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    // Help articles come from the landing site's build, which a fresh clone's unit tests run before:
    // an empty set stands in (test/help.test.ts brings its own articles).
    { databaseUrl, dataDir: 'memory://', fileStorage: { kind: 'local', dir: filesDir }, helpPostsFile: EMPTY_HELP_POSTS, ...opts.config },
  );
  const { config: _ignored, beforeReady, ...buildOpts } = opts;
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  if (databaseUrl) {
    ({ database, drop } = await freshPostgres(databaseUrl));
  } else {
    database = await freshPglite();
  }
  // Migrations already ran above; buildApp re-checks them (a no-op) to exercise the start-up path.
  const app = await buildApp({ mailTransport: null, vies: null, ...buildOpts, config, database });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export interface TestSession {
  token: string;
  userId: number;
  headers: Record<string, string>;
}

function sessionOf(body: { token: string; user: { id: number } }): TestSession {
  return { token: body.token, userId: body.user.id, headers: { [HEADERS.apiToken]: body.token } };
}

/** A new anonymous visitor (`GET /api/users/anonymous`). */
export async function anonymousUser(app: App): Promise<TestSession> {
  const res = await app.inject({ method: 'GET', url: '/api/users/anonymous' });
  if (res.statusCode !== 200) throw new Error(`anonymous user: ${res.statusCode} ${res.body}`);
  return sessionOf(res.json());
}

let emailCounter = 0;
let ipCounter = 0;

/** A distinct client address per call, so tests never share a rate-limit bucket by accident. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A unique e-mail address for a test. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const TEST_PASSWORD = 'correct horse battery staple';

/** A registered (signed-up) customer with a session token. */
export async function registeredUser(
  app: App,
  opts: { email?: string; password?: string; firstName?: string } = {},
): Promise<TestSession & { email: string; password: string }> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/sign_up',
    // Each sign-up comes from its own address so helpers never trip the per-IP+e-mail rate limit.
    remoteAddress: uniqueIp(),
    payload: { email, password, ...(opts.firstName ? { first_name: opts.firstName } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`sign up: ${res.statusCode} ${res.body}`);
  return { ...sessionOf(res.json()), email, password };
}

/** A registered account promoted to back-office operator, as `promote-operator <email>` does. */
export async function registeredOperator(app: App): Promise<TestSession & { email: string; password: string }> {
  const user = await registeredUser(app);
  await promoteToOperator(app.ctx.db, user.email, new Date());
  return user;
}
