// API throughput benchmark: catalogue reads of the real app (PGlite, seeded) against bare Fastify
// routes, same connections and duration, loopback only.
//
//   pnpm --filter @ph/api-server bench          (BENCH_DURATION=5 BENCH_CONNECTIONS=10 by default)
//
// The servers run in a child process and autocannon in this one, so the load generator does not
// steal the event loop it measures. Each read is measured with the response cache off (every request
// queries the database and serializes through zod) and on (the default), each time right after fresh
// runs of the bare routes. Requests carry `Accept-Encoding: gzip, deflate, br` like a browser's. The
// table is printed and written to docs/performance.md under "API throughput".
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { catalogueCacheOf } from '../src/catalogue/responseCache';
import { loadConfig } from '../src/config';
import { catalogueProducts } from '../src/db/schema/catalogue';
import { REPO_ROOT } from '../src/paths';
import { seedCatalogue } from '../src/seed';

const TOKEN = 'bench-public-catalogue-token';
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Rounds per read; the table shows medians. The machine is shared, so single runs are noisy. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const JSON_TYPE = 'application/json; charset=utf-8';

interface Target {
  route: string;
  /** Path and query on the app. */
  path: string;
  headers: Record<string, string>;
  jsonBytes: number;
  gzipBytes: number;
}

interface Ready {
  type: 'ready';
  appPort: number;
  barePort: number;
  targets: Target[];
}

type Control = { type: 'cache'; enabled: boolean };

// ------------------------------------------------------------------------------------------------
// Child: the servers

async function serve(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }, { publicCatalogueToken: TOKEN });
  const app = await buildApp({ config, mailTransport: null, vies: null });
  await seedCatalogue(app.ctx.db);
  const [product] = await app.ctx.db.select({ id: catalogueProducts.id }).from(catalogueProducts).where(eq(catalogueProducts.sku, 'mailer-box'));
  const ids = Array.from({ length: 20 }, (_, i) => `external_pim_id[]=${1001 + i}`).join('&');
  const targets: Target[] = [
    { route: '`GET prices/list?region=de&product=mailer-box`', path: '/api/prices/list?region=de&product=mailer-box&cache_buster=v3', headers: {}, jsonBytes: 0, gzipBytes: 0 },
    {
      route: '`GET pim/products/{id}?expand[]=variants,variants.volume_pricings,configurable_properties`',
      path: `/api/pim/products/${product?.id ?? 0}?region=de&expand[]=variants&expand[]=variants.volume_pricings&expand[]=configurable_properties`,
      headers: { authorization: `Bearer ${TOKEN}` },
      jsonBytes: 0,
      gzipBytes: 0,
    },
    { route: '`GET v2/variants?region=pl&per_page=100` (20 ids)', path: `/api/v2/variants?region=pl&per_page=100&${ids}`, headers: {}, jsonBytes: 0, gzipBytes: 0 },
  ];

  // The bare server: a tiny JSON answer, and per read a plain route that sends the very bytes the
  // app sends (JSON, or its gzip when the request accepts it) from memory: the cheapest way Fastify
  // can move that answer, so the size of the answer is taken out of the comparison.
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, data: { id: 1, sku: 'mailer-box' } }));
  for (const [index, target] of targets.entries()) {
    const res = await app.inject({ method: 'GET', url: target.path, headers: target.headers });
    if (res.statusCode !== 200) throw new Error(`${target.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const json = res.body;
    const gzip = gzipSync(json);
    target.jsonBytes = Buffer.byteLength(json);
    target.gzipBytes = gzip.length;
    bare.get(`/bare/${index}/json`, async (_request, reply) => reply.type(JSON_TYPE).send(json));
    bare.get(`/bare/${index}/gzip`, async (_request, reply) => reply.type(JSON_TYPE).header('content-encoding', 'gzip').send(gzip));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (address: ReturnType<typeof app.server.address>): number => (typeof address === 'object' && address ? address.port : 0);
  const cache = catalogueCacheOf(app.ctx);
  process.on('message', (message: Control) => {
    if (message.type === 'cache') {
      cache.setEnabled(message.enabled);
      process.send?.({ type: 'ack' });
    }
  });
  process.on('disconnect', () => {
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  });
  const ready: Ready = { type: 'ready', appPort: portOf(app.server.address()), barePort: portOf(bare.server.address()), targets };
  process.send?.(ready);
}

// ------------------------------------------------------------------------------------------------
// Parent: the load

interface Measurement {
  reqPerSec: number;
  p99: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { reqPerSec: result.requests.average, p99: result.latency.p99 };
}

/** Median by throughput (the upper median for an even count); p99 comes from the same run. */
function median(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

function send(child: ChildProcess, message: Control): Promise<void> {
  return new Promise((resolve) => {
    child.once('message', () => resolve());
    child.send(message);
  });
}

interface Row {
  target: Target;
  cache: 'off' | 'on';
  read: Measurement;
  bareTiny: Measurement;
  bareSame: Measurement;
}

const ratio = (a: Measurement, b: Measurement): string => (a.reqPerSec / b.reqPerSec).toFixed(2);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: Row[]): string {
  return [
    '| Read | Answer (JSON / gzip) | Cache | req/s | p99 (ms) | bare tiny req/s | ratio to bare tiny | bare same-bytes req/s | ratio to same-bytes |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.target.route} | ${kb(r.target.jsonBytes)} / ${kb(r.target.gzipBytes)} | ${r.cache} | ${Math.round(r.read.reqPerSec)} | ${r.read.p99} | ${Math.round(r.bareTiny.reqPerSec)} | **${ratio(r.read, r.bareTiny)}** | ${Math.round(r.bareSame.reqPerSec)} | ${ratio(r.read, r.bareSame)} |`,
    ),
  ].join('\n');
}

function writeReport(markdown: string): string {
  const file = path.join(REPO_ROOT, 'docs', 'performance.md');
  const heading = '## API throughput';
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const start = existing.indexOf(heading);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${markdown}\n`;
  } else {
    // Replace only this section: up to the next heading of the same level.
    const after = existing.indexOf('\n## ', start + heading.length);
    next = `${existing.slice(0, start)}${markdown}\n${after === -1 ? '' : existing.slice(after + 1)}`;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
  return file;
}

async function run(): Promise<void> {
  const child = fork(import.meta.filename, ['--serve'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m: Ready) => resolve(m));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    const app = `http://127.0.0.1:${ready.appPort}`;
    const bare = `http://127.0.0.1:${ready.barePort}`;
    const rows: Row[] = [];
    for (const cache of ['off', 'on'] as const) {
      await send(child, { type: 'cache', enabled: cache === 'on' });
      for (const [index, target] of ready.targets.entries()) {
        const url = `${app}${target.path}`;
        const headers = { ...BROWSER_HEADERS, ...target.headers };
        // With the cache off the app sends plain JSON (no compression plugin); with it on, gzip.
        // The same-bytes route gets the read's query string too, so both sides parse the same request.
        const sameUrl = `${bare}/bare/${index}/${cache === 'on' ? 'gzip' : 'json'}${target.path.slice(target.path.indexOf('?'))}`;
        // Warm-up: JIT, connections and (with the cache on) the cache entry itself.
        await autocannon({ url, connections: CONNECTIONS, amount: 200, headers });
        await autocannon({ url: sameUrl, connections: CONNECTIONS, amount: 200, headers: BROWSER_HEADERS });
        const runs: Array<{ read: Measurement; bareTiny: Measurement; bareSame: Measurement }> = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          // Alternate the order so neither side always runs in the other's wake.
          const bareTiny = await measure(`${bare}/bare`, BROWSER_HEADERS);
          const read = await measure(url, headers);
          const bareSame = await measure(sameUrl, BROWSER_HEADERS);
          runs.push({ read, bareTiny, bareSame });
        }
        const read = median(runs.map((r) => r.read));
        const bareTiny = median(runs.map((r) => r.bareTiny));
        const bareSame = median(runs.map((r) => r.bareSame));
        rows.push({ target, cache, read, bareTiny, bareSame });
        console.log(`cache ${cache}: ${Math.round(read.reqPerSec)} req/s, bare tiny ${Math.round(bareTiny.reqPerSec)}, bare same bytes ${Math.round(bareSame.reqPerSec)}  ${target.path.slice(0, 80)}`);
      }
    }

    const date = new Date().toISOString().slice(0, 10);
    const markdown = [
      '## API throughput',
      '',
      `Command: \`pnpm --filter @ph/api-server bench\` — measured ${date} on ${os.cpus().length} shared CPU cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version};`,
      `1-minute load average ${loadBefore.toFixed(1)} before and ${(os.loadavg()[0] ?? 0).toFixed(1)} after the run (other work shares the machine, so absolute figures vary between runs).`,
      '',
      `Each read runs ${ROUNDS} × ${DURATION} s with ${CONNECTIONS} connections (autocannon in the parent process, loopback; medians shown) against the real app`,
      '(in-memory PGlite, seeded catalogue) in a child process, interleaved with runs of two bare Fastify routes served by another',
      'Fastify instance of that child: **bare tiny** answers `{"ok":true,…}` (60 bytes); **bare same-bytes** sends, from memory, exactly the bytes the',
      'read sends, for a request with the same query string. Requests carry `Accept-Encoding: gzip, deflate, br` like a browser.',
      '',
      '- **Cache off**: every request queries the database (5 queries for the PIM read, 2 for the price reads, one at a time on PGlite)',
      '  and serializes through the zod response schema.',
      '- **Cache on** (the default): the read-through cache answers from precomputed JSON, gzipped once per entry for clients that',
      '  accept gzip; a URL answered before is answered in `onRequest` (after the bearer check of PIM reads, before query parsing',
      '  and validation). See packages/api-server/src/catalogue/README.md, "Catalogue response cache".',
      '',
      'Target: a catalogue read reaches at least half of the bare route’s throughput.',
      '',
      table(rows),
      '',
    ].join('\n');
    console.log(`\n${markdown}`);
    console.log(`written to ${writeReport(markdown)}`);
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  run().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
