#!/usr/bin/env node
// @ts-check
// `pnpm start`: installs (first time), builds what changed, starts the commerce API on its
// embedded database and serves the composed store at http://localhost:3000.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 3100);
const LANDING_PORT = Number(process.env.LANDING_PORT ?? 3007);

if (!fs.existsSync(path.join(repo, 'node_modules', '.modules.yaml'))) {
  const r = spawnSync('pnpm', ['install', '--frozen-lockfile'], { cwd: repo, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { ensureBuild } = await import('./ensure-build.mjs');
const { serveStore, serveSite } = await import('./lib/static-host.mjs');
const { startApi } = await import('./lib/api-process.mjs');

// --deployed: remotes.json is the deploy store's pointer (.deploy/, see `pnpm deploy:remote`), served
// with the releases on a local CDN at :3006. --allow-overrides: developers may point a remote at
// their dev server (:3001–3005) from the page, as on a staging site. --qa-pseudo-locale: the production
// build shows ?locale=en-XA (packages/i18n/README.md), for checking a page for text that bypasses the catalogues.
const deployed = process.argv.includes('--deployed');
const allowOverrides = process.argv.includes('--allow-overrides');
const qaPseudoLocale = process.argv.includes('--qa-pseudo-locale');
const host = process.env.HOST ?? '127.0.0.1';

await ensureBuild();
const api = await startApi({ repo, port: API_PORT });
const deployStore = path.resolve(repo, process.env.DEPLOY_STORE ?? '.deploy');
const cdn = deployed ? await serveSite({ root: deployStore, port: 3006, host, cors: true }) : null;
const store = await serveStore({
  repo,
  port: PORT,
  apiPort: API_PORT,
  host,
  ...(deployed ? { pointerFile: path.join(deployStore, 'remotes.json') } : {}),
  ...(allowOverrides ? { overrideOrigins: [3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`) } : {}),
  qaPseudoLocale,
  landingPort: LANDING_PORT,
});
console.log(`\n  Packhelp store running at ${store.url}\n  Landing site (help centre, company pages) at ${store.url}/help/ and alone at ${store.landingUrl}/help/\n  API docs at ${store.url}/api/docs\n  Press Ctrl-C to stop.\n`);
if (cdn) console.log(`  Remotes from ${path.relative(repo, deployStore)}/remotes.json, releases served at http://localhost:3006\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await store.close();
  cdn?.closeAllConnections();
  cdn?.close();
  await api.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
