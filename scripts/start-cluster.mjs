#!/usr/bin/env node
// @ts-check
// `pnpm start:cluster [--apis N]`: the store with N API processes (default 2) on PostgreSQL and Redis
// behind haproxy, at http://localhost:3000 (README "Several API processes"). DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/packhelp, created when missing) and REDIS_URL (default
// redis://127.0.0.1:6379) must reach running servers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const apis = Number(arg('apis', process.env.API_PROCESSES ?? '2'));
if (!Number.isInteger(apis) || apis < 1 || apis > 16) {
  console.error('--apis must be a whole number from 1 to 16');
  process.exit(2);
}
const PORT = Number(process.env.PORT ?? 3000);
const LB_PORT = Number(process.env.API_PORT ?? 3100);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/packhelp';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const { ensureBuild } = await import('./ensure-build.mjs');
const { serveStore } = await import('./lib/static-host.mjs');
const { ensureDatabase, startCluster } = await import('./lib/cluster.mjs');

await ensureBuild();
await ensureDatabase(repo, databaseUrl);
const cluster = await startCluster({ repo, apis, lbPort: LB_PORT, apiBasePort: LB_PORT + 10, databaseUrl, redisUrl });
const store = await serveStore({ repo, port: PORT, apiPort: LB_PORT, host: process.env.HOST ?? '127.0.0.1' });
console.log(`\n  Packhelp store running at ${store.url}`);
console.log(`  ${apis} API processes (${cluster.apis.map((a) => `:${a.port}`).join(', ')}) behind haproxy at :${LB_PORT}`);
console.log(`  PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}\n  Press Ctrl-C to stop.\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await store.close();
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
