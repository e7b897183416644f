#!/usr/bin/env node
// @ts-check
// JavaScript of the product page (issue 5, acceptance 3): every script the composed store loads in
// Chromium for `/products/mailer-box` until the configurator shows its prices and the network is
// idle, sized raw and with gzip -9, split by origin (shell, each remote). Needs a production build
// (`node scripts/ensure-build.mjs`); starts its own API on an in-memory database.
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startApi } from './lib/api-process.mjs';
import { serveStore } from './lib/static-host.mjs';
import { writeSection } from './bench/report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTE = '/products/mailer-box';
const API_PORT = 3650;

const api = await startApi({ repo, port: API_PORT, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
const store = await serveStore({ repo, port: 3660, apiPort: API_PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** @type {Map<string, { raw: number, gzip: number }>} */
const scripts = new Map();
try {
  const page = await browser.newPage();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      scripts.set(res.url(), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    } catch {
      /* a failed or redirected response has no body */
    }
  });
  await page.goto(store.url + ROUTE, { waitUntil: 'networkidle' });
  await page.getByRole('table').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
} finally {
  await browser.close();
  await store.close();
  await api.stop();
}

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
/** @type {Map<string, { files: number, raw: number, gzip: number }>} */
const byOrigin = new Map();
for (const [url, s] of scripts) {
  const origin = new URL(url).port;
  const row = byOrigin.get(origin) ?? { files: 0, raw: 0, gzip: 0 };
  byOrigin.set(origin, { files: row.files + 1, raw: row.raw + s.raw, gzip: row.gzip + s.gzip });
}
const PORT_NAMES = { 3660: 'shell', 3661: 'mf-catalogue', 3662: 'mf-cart-checkout', 3663: 'mf-account', 3664: 'mf-consent', 3665: 'mf-editor-host' };
const total = [...scripts.values()].reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
const table = [
  '| Served by | Scripts | Raw KB | Gzip KB |',
  '|---|---:|---:|---:|',
  ...[...byOrigin.entries()].map(([port, r]) => `| ${PORT_NAMES[/** @type {keyof typeof PORT_NAMES} */ (Number(port))] ?? port} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} |`),
  `| **All** | **${scripts.size}** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
].join('\n');
console.log(table);
writeSection(
  repo,
  'Product page',
  `Command: \`node scripts/bench-product-page.mjs\`, measured ${new Date().toISOString().slice(0, 10)} against the production build in ` +
    `Chromium: every script loaded by \`${ROUTE}\` until the configurator's price table is shown and the network is idle, ` +
    'sized raw and with gzip -9. Lighthouse mobile lab metrics: the next section.\n\n' +
    table,
);
