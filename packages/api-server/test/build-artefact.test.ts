// The production artefact: `node build.mjs` bundles the API into dist/, which plain `node` runs
// (no tsx, no TypeScript workspace sources), applying the migrations from the package's drizzle/.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/paths';
import { livePaymentsEnv } from './helpers/production';

const dist = path.join(PACKAGE_ROOT, 'dist');

type Run = { output: () => string; done: () => boolean; exited: Promise<number | null>; stop: () => void };

function runBuilt(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
    cwd: PACKAGE_ROOT,
    // Production refuses to start without a real payment gateway (src/payments/config.ts).
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', ...livePaymentsEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  return { output: () => out, done: () => done, exited, stop: () => child.kill('SIGTERM') };
}

async function listeningUrl(run: Run): Promise<string> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output());
    if (m) return m[1]!;
    if (run.done() || Date.now() > deadline) throw new Error(`the built API did not listen:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Production refuses to start without a real gateway; a staging set-up (Stripe test keys, allowed
 * explicitly) is the closest this offline test can come. Made up per run, so no key-shaped secret
 * is written in the repository.
 */
function stagingPayments(): Record<string, string> {
  const token = () => randomBytes(24).toString('hex');
  return {
    STRIPE_SECRET_KEY: `sk_test_${token()}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${token()}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${token()}`,
    PAYMENTS_ALLOW_TEST_MODE: 'true',
    PAYMENTS_TOKEN_SECRET: token(),
  };
}

beforeAll(() => {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
});

test('the bundle imports npm packages and node built-ins only, never a workspace TypeScript source', () => {
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  expect(files).toEqual(expect.arrayContaining(['main.js', 'server.js', 'promote-manager.js', 'promote-operator.js']));
  for (const f of files) {
    const code = fs.readFileSync(path.join(dist, f), 'utf8');
    expect(code).not.toMatch(/from\s+["']@ph\//);
    expect(code).not.toMatch(/from\s+["'][^"']+\.tsx?["']/);
    if (f !== 'main.js') expect(fs.existsSync(path.join(dist, `${f}.map`))).toBe(true);
  }
});

test('`node dist/main.js` migrates a fresh database, seeds the catalogue and answers', async () => {
  const run = runBuilt({ PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'info', PUBLIC_CATALOGUE_TOKEN: 'artefact-test', ...stagingPayments() });
  try {
    const url = await listeningUrl(run);
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', driver: 'pglite' });
    expect(run.output()).toContain('catalogue seeded');
    const patterns = await fetch(`${url}/api/v2/products/patterns?region=eu`);
    expect(patterns.status).toBe(200);
    expect(JSON.stringify(await patterns.json()).length).toBeGreaterThan(100);
  } finally {
    run.stop();
    await run.exited;
  }
});

test('stack traces of the built API name the TypeScript sources', async () => {
  const run = runBuilt({ LOG_LEVEL: 'loud', DATA_DIR: 'memory://' });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('LOG_LEVEL must be one of');
  expect(run.output()).toMatch(/src\/config\.ts:\d+:\d+/);
});
