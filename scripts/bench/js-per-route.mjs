#!/usr/bin/env node
// @ts-check
// JavaScript a shopper downloads per route of the composed store: every script response the page
// loads in Chromium (shell, remote entries, shared React, route chunks), raw and gzip -9 bytes.
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveStore } from '../lib/static-host.mjs';
import { startApi } from '../lib/api-process.mjs';
import { writeSection } from './report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTES = [
  ['Home (product select)', '/'],
  ['Category', '/packaging/luxury-packaging'],
  ['Product page', '/products/mailer-box'],
  ['Cart', '/cart/'],
  ['Account orders', '/account/orders'],
  ['Box editor', '/box/design'],
];

export async function measureJsPerRoute() {
  // The pages read the catalogue and the cart: a route without its data would load less than a shopper's.
  const api = await startApi({ repo, port: 3650, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
  const store = await serveStore({ repo, port: 3640, apiPort: 3650 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const [name, route] of ROUTES) {
      const page = await browser.newPage();
      const scripts = new Map();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          const body = await res.body();
          scripts.set(res.url(), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        } catch {
          /* a failed or redirected response has no body */
        }
      });
      await page.goto(store.url + route, { waitUntil: 'networkidle' });
      const sizes = [...scripts.values()];
      rows.push({
        name,
        route,
        files: sizes.length,
        raw: sizes.reduce((a, s) => a + s.raw, 0),
        gzip: sizes.reduce((a, s) => a + s.gzip, 0),
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await store.close();
    await api.stop();
  }
  return rows;
}

const kb = (n) => (n / 1024).toFixed(1);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = await measureJsPerRoute();
  const table = [
    '| Route | Path | Scripts | Raw KB | Gzip KB |',
    '|---|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | \`${r.route}\` | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} |`),
  ].join('\n');
  console.log(table);
  writeSection(
    repo,
    'JavaScript per route',
    `Command: \`node scripts/bench/js-per-route.mjs\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)} ` +
      'against the production build in Chromium (API on in-memory PGlite): every script the page loads until the network is idle, ' +
      'sized raw and with gzip -9. It counts what the budget check (above) adds up from the build, plus what the page loads after its ' +
      'first render (lazy chunks, a language other than English).\n\n' +
      table,
  );
}
