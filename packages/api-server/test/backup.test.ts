// `pnpm backup` / `pnpm restore` (src/backup): a store with an order, a design and its files is backed
// up, destroyed and restored, and reads the same order and the same print file — on the embedded
// database (PGlite on disk) and, with DATABASE_URL, on PostgreSQL (pg_dump / pg_restore).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { BackupError, backupStore, restoreStore, type DatabaseTarget } from '../src/backup';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { LocalDiskStorage } from '../src/files/storage';
import { seedCatalogue } from '../src/seed';
import { adminQuery, registeredUser } from './helpers/app';
import { png, uploaded } from './helpers/files';
import { createDesign, image, variantOf } from './designs.fixtures';
import { orderAtConfirm } from './payments.fixtures';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-backup-'));
const filesDir = path.join(work, 'files');
const backupsDir = path.join(work, 'backups');
const serverUrl = process.env.DATABASE_URL;
const dbName = `test_backup_${randomBytes(5).toString('hex')}`;
const target: DatabaseTarget = serverUrl ? { kind: 'pg', url: withDatabase(serverUrl, dbName) } : { kind: 'pglite', dataDir: path.join(work, 'pglite') };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const admin = (statement: string) => adminQuery(serverUrl!, statement);

/** The store on `target` with its files in `filesDir`, as the API runs it. */
async function openStore(): Promise<{ app: App; database: Database; close(): Promise<void> }> {
  const database = openDatabase(target.kind === 'pg' ? { databaseUrl: target.url, poolSize: 3 } : { dataDir: target.dataDir });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { databaseUrl: target.kind === 'pg' ? target.url : undefined, dataDir: target.kind === 'pglite' ? target.dataDir : 'memory://', fileStorage: { kind: 'local', dir: filesDir } });
  const app = await buildApp({ mailTransport: null, vies: null, config, database });
  await app.ready();
  return { app, database, close: async () => { await app.close(); await database.close(); } };
}

/** What the shopper reads: the order, the design's artwork file and its print PDF (dates left out: pdf-lib stamps the time it wrote it). */
async function read(app: App, s: { headers: Record<string, string> }, ids: { number: string; design: string; file: string }) {
  const order = await app.inject({ method: 'GET', url: `/api/orders/${ids.number}`, headers: s.headers });
  const file = await app.inject({ method: 'GET', url: `/api/box_designs/${ids.design}/files/${ids.file}`, headers: s.headers });
  const print = await app.inject({ method: 'GET', url: `/api/box_designs/${ids.design}/print_file`, headers: s.headers });
  expect([order.statusCode, file.statusCode, print.statusCode]).toEqual([200, 200, 200]);
  const undated = print.rawPayload.toString('latin1').replace(/\/(CreationDate|ModDate) \([^)]*\)/g, '');
  return { order: order.json(), file: file.rawPayload, print: undated };
}

let before: Awaited<ReturnType<typeof read>>;
let owner: Awaited<ReturnType<typeof registeredUser>>;
let ids: { number: string; design: string; file: string };
let backupDir: string;

beforeAll(async () => {
  if (serverUrl) await admin(`CREATE DATABASE ${dbName}`);
  const store = await openStore();
  try {
    await seedCatalogue(store.app.ctx.db);
    owner = await registeredUser(store.app);
    const variant = await variantOf(store.app.ctx.db, 'mailer-box');
    const file = await uploaded(store.app, owner.headers, 'logo.png', await png(900, 450));
    const { box_design: design } = await createDesign(store.app, owner.headers, { variant_id: variant.id, faces: { front: { background: '#ffcc00', objects: [image('logo', file, { width: 120, height: 60 })] } } });
    const order = await orderAtConfirm({ app: store.app, database: store.database, close: store.close }, {}, owner);
    ids = { number: order.number, design: design.id, file };
    before = await read(store.app, owner, ids);
  } finally {
    await store.close();
  }
  backupDir = (await backupStore({ database: target, storage: new LocalDiskStorage(filesDir), to: backupsDir })).dir;
}, 180_000);

afterAll(async () => {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes one timestamped folder with the database, every stored file and a manifest of their checksums', () => {
    expect(path.basename(backupDir)).toMatch(/^store-\d{8}T\d{6}Z$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database.kind).toBe(target.kind);
    expect(manifest.files.entries.map((e: { key: string }) => e.key).some((k: string) => k.includes(ids.file))).toBe(true);
    expect(fs.readdirSync(backupsDir).filter((d) => d.endsWith('.partial'))).toEqual([]);
  });

  it('refuses to restore over a store that holds data, and changes nothing', async () => {
    await expect(restoreStore({ from: backupDir, database: target, storage: new LocalDiskStorage(filesDir) })).rejects.toThrow(/already holds data/);
  });

  it('refuses a damaged backup before it changes anything', async () => {
    const damaged = `${backupDir}-damaged`;
    fs.cpSync(backupDir, damaged, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damaged, 'manifest.json'), 'utf8'));
    const stored = path.join(damaged, 'files', ...manifest.files.entries[0].key.split('/'));
    fs.appendFileSync(stored, 'x');
    await expect(restoreStore({ from: damaged, database: target, storage: new LocalDiskStorage(filesDir), force: true })).rejects.toThrow(BackupError);
    await expect(restoreStore({ from: damaged, database: target, storage: new LocalDiskStorage(filesDir), force: true })).rejects.toThrow(/damaged/);
    await expect(restoreStore({ from: path.join(work, 'nothing-here'), database: target, storage: new LocalDiskStorage(filesDir) })).rejects.toThrow(/not a backup/);
  });

  it('gives back a working store after the database and the files are destroyed: the same order, artwork and print file', async () => {
    if (target.kind === 'pg') {
      await admin(`DROP DATABASE ${dbName} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${dbName}`);
    } else {
      fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(filesDir, { recursive: true, force: true });

    await restoreStore({ from: backupDir, database: target, storage: new LocalDiskStorage(filesDir) });
    const store = await openStore();
    try {
      const after = await read(store.app, owner, ids);
      expect(after.order).toEqual(before.order);
      expect(after.file.equals(before.file)).toBe(true);
      expect(after.print).toBe(before.print);
      // The restored store takes new work: the shopper's session still signs them in and a new cart opens.
      const cart = await store.app.inject({ method: 'POST', url: '/api/v2/orders', headers: owner.headers, payload: { currency: 'EUR' } });
      expect(cart.statusCode).toBeLessThan(300);
    } finally {
      await store.close();
    }
  }, 120_000);
});
