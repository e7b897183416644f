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
  /** What the database holds before the app starts: the schema only (default), or the seeded demo catalogue. */
  image?: DatabaseImage;
}

// From the package root, not __dirname: the benchmarks load these helpers as ES modules (tsx), where there is none.
const EMPTY_HELP_POSTS = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'help-posts.empty.json');

/**
 * Images of an in-memory PGlite's data directory, made once for all test files and workers: files in the
 * system's temporary folder named by a hash of what made them, so a changed migration (or, for the
 * seeded image, any change to the API's source) makes a new one. Each test app loads one, which is far
 * faster than booting, migrating and seeding in every file:
 * - `migrated`: the schema, no rows;
 * - `catalogue`: migrated, then `seedCatalogue`: the demo catalogue most suites order from (seeding it
 *   took each of ~40 files about 2 s of a busy worker).
 */
export type DatabaseImage = 'migrated' | 'catalogue';
const images = new Map<DatabaseImage, Promise<Blob>>();

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
}

function imageFile(image: DatabaseImage): string {
  // The salt names how the image is made: bump it when that changes (a checkpointed image since v2).
  const hash = createHash('sha256').update('v2').update(image);
  hash.update((JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version);
  hashTree(hash, MIGRATIONS_DIR);
  // The seed's rows come from its data files and from catalogue code (image addresses, variants): any
  // source change may change them, and hashing the whole source (~40 ms) is cheaper than being wrong.
  if (image === 'catalogue') hashTree(hash, path.join(PACKAGE_ROOT, 'src'));
  return path.join(os.tmpdir(), `ph-api-pglite-${image}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeImage(image: DatabaseImage): Promise<Blob> {
  const client = image === 'migrated' ? new PGlite('memory://', { parsers: typeParsers }) : new PGlite('memory://', { parsers: typeParsers, loadDataDir: await pgliteImage('migrated') });
  const database = openDatabase({ pglite: client });
  if (image === 'migrated') await runMigrations(database);
  else await (await import('../../src/seed')).seedCatalogue(database.db);
  // Checkpointed first: a data directory dumped with its changes only in the WAL makes every load
  // replay them (crash recovery), which doubled the time each test file spent opening it.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

function pgliteImage(image: DatabaseImage): Promise<Blob> {
  let made = images.get(image);
  if (!made) {
    made = (async () => {
      const file = imageFile(image);
      if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
      const dump = await makeImage(image);
      // Written aside and renamed: another worker may be reading or writing the same image.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
      return dump;
    })();
    images.set(image, made);
  }
  return made;
}

async function freshPglite(image: DatabaseImage): Promise<Database> {
  const client = new PGlite('memory://', { parsers: typeParsers, loadDataDir: await pgliteImage(image) });
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
async function freshPostgres(databaseUrl: string, image: DatabaseImage): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(database);
  if (image === 'catalogue') await (await import('../../src/seed')).seedCatalogue(database.db);
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
  const { config: _ignored, beforeReady, image = 'migrated', ...buildOpts } = opts;
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  if (databaseUrl) {
    ({ database, drop } = await freshPostgres(databaseUrl, image));
  } else {
    database = await freshPglite(image);
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
