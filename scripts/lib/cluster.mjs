// @ts-check
// N commerce API processes on PostgreSQL and Redis behind haproxy (Debian's package), as
// `pnpm start:cluster`, the cluster tests and `pnpm bench` run them. haproxy balances round robin,
// checks /api/health every second, and retries a request whose connection failed on another process.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** haproxy from Debian's packages: installed with apt-get when missing (root, or sudo). */
export function ensureHaproxy() {
  if (spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0) return;
  console.log('haproxy is missing: installing it from Debian\'s packages (apt-get install haproxy)');
  const root = process.getuid?.() === 0;
  const run = (/** @type {[string, ...string[]]} */ args) => {
    const [command, ...rest] = args;
    const r = spawnSync(root ? command : 'sudo', root ? rest : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed; install haproxy yourself (apt-get install haproxy)`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
}

/** node-postgres from the API package (the root workspace has no pg of its own). */
function pgModule(/** @type {string} */ repo) {
  return createRequire(path.join(repo, 'packages/api-server/package.json'))('pg');
}

/** Creates the database of `url` when the server does not have it yet. */
export async function ensureDatabase(/** @type {string} */ repo, /** @type {string} */ url, /** @type {{ fresh?: boolean }} */ opts = {}) {
  const pg = pgModule(repo);
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}" must be lower-case letters, digits and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (opts.fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** A pg client on `url` for tests and the bench (close it with `end()`). */
export async function connect(/** @type {string} */ repo, /** @type {string} */ url) {
  const pg = pgModule(repo);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function waitForHealth(/** @type {number} */ port, /** @type {() => boolean} */ alive, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the process behind :${port} exited while starting`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`:${port} did not answer /api/health within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * @typedef {{ name: string, port: number, pid: () => number | undefined, running: () => boolean,
 *   kill: (signal?: NodeJS.Signals) => Promise<void>, start: () => Promise<void> }} ApiProcess
 */

/**
 * @param {{ repo: string, apis?: number, lbPort: number, apiBasePort: number, databaseUrl: string,
 *   redisUrl: string, env?: Record<string, string>, quiet?: boolean, cpus?: number[] }} o
 *   `cpus`: pin API process i to core `cpus[i % cpus.length]` with `taskset` (the capacity bench
 *   measures one core per process); unpinned when absent.
 * @returns {Promise<{ lbPort: number, apis: ApiProcess[], stop: () => Promise<void> }>}
 */
export async function startCluster(o) {
  ensureHaproxy();
  const count = o.apis ?? 2;
  const main = path.join(o.repo, 'packages/api-server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('packages/api-server/dist/main.js is missing: run `pnpm --filter @ph/api-server build`');
  // Every process must sign and check workflow tokens with the same secret.
  const tokenSecret = process.env.PAYMENTS_TOKEN_SECRET || crypto.randomBytes(32).toString('hex');
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = ['ignore', o.quiet ? 'ignore' : 'inherit', 'inherit'];

  /** @type {ApiProcess[]} */
  const apis = Array.from({ length: count }, (_, i) => {
    const port = o.apiBasePort + i;
    const name = `api-${i + 1}`;
    /** @type {import('node:child_process').ChildProcess | null} */
    let child = null;
    /** @type {Promise<unknown> | null} */
    let exited = null;
    return {
      name,
      port,
      pid: () => child?.pid,
      running: () => child !== null && child.exitCode === null && child.signalCode === null,
      async start() {
        const cpu = o.cpus?.length ? String(o.cpus[i % o.cpus.length]) : null;
        const c = spawn(cpu === null ? process.execPath : 'taskset', cpu === null ? [main] : ['-c', cpu, process.execPath, main], {
          cwd: path.join(o.repo, 'packages/api-server'),
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: o.databaseUrl,
            REDIS_URL: o.redisUrl,
            API_INSTANCE_ID: name,
            // The store's proxy and haproxy stand between the browser and the API: the client is two hops out.
            TRUST_PROXY: '2',
            PAYMENTS_TOKEN_SECRET: tokenSecret,
            ...o.env,
          },
          stdio,
        });
        child = c;
        exited = new Promise((resolve) => c.once('exit', resolve));
        await waitForHealth(port, () => c.exitCode === null && c.signalCode === null);
      },
      async kill(signal = 'SIGTERM') {
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        child.kill(signal);
        await exited;
      },
    };
  });

  // The first migrates and seeds (under an advisory lock anyway); the others then start together.
  try {
    const [first, ...others] = apis;
    if (!first) throw new Error('a cluster needs one API process at least');
    await first.start();
    await Promise.all(others.map((a) => a.start()));
  } catch (err) {
    await Promise.all(apis.map((a) => a.kill()));
    throw err;
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  // When no process is ready (the database is down for all of them), haproxy answers itself: with the
  // API's own 503 body and Retry-After, so a client sees one kind of outage answer, never an HTML page.
  const unavailable = path.join(dir, '503.http');
  const body = JSON.stringify({ statusCode: 503, error: 'Service Unavailable', code: 'database_unavailable', message: 'The database cannot be reached right now; nothing was changed. Try again in a few seconds.' });
  fs.writeFileSync(unavailable, ['HTTP/1.1 503 Service Unavailable', 'Content-Type: application/json; charset=utf-8', 'Retry-After: 5', 'Cache-Control: no-store', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n'));
  fs.writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      '  option redispatch',
      // Only connection failures are retried (haproxy's default retry-on): a request the API received is never sent twice.
      '  retries 3',
      `  errorfile 503 ${unavailable}`,
      'frontend api',
      `  bind 127.0.0.1:${o.lbPort}`,
      '  default_backend apis',
      'backend apis',
      '  balance roundrobin',
      // Readiness, not liveness: a process whose database is unreachable gets no traffic until it is back.
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      ...apis.map((a) => `  server ${a.name} 127.0.0.1:${a.port} check inter 1s fall 2 rise 1`),
      '',
    ].join('\n'),
  );
  const lb = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', o.quiet ? 'ignore' : 'inherit'] });
  const lbExited = new Promise((resolve) => lb.once('exit', resolve));
  try {
    await waitForHealth(o.lbPort, () => lb.exitCode === null && lb.signalCode === null, 20_000);
  } catch (err) {
    lb.kill();
    await Promise.all(apis.map((a) => a.kill()));
    throw err;
  }

  return {
    lbPort: o.lbPort,
    apis,
    async stop() {
      if (lb.exitCode === null) lb.kill('SIGTERM');
      await lbExited;
      await Promise.all(apis.map((a) => a.kill()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
