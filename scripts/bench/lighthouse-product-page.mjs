#!/usr/bin/env node
// @ts-check
// Lighthouse mobile lab metrics of the product page (issue 5, acceptance 3), against the production
// build served as `pnpm start` serves it, in Debian's Chromium. Lighthouse's default mobile preset:
// a Moto G Power-sized screen, simulated slow 4G and 4× CPU slowdown. The local static host sends
// files uncompressed, so transfer-based figures are pessimistic next to a CDN with gzip/brotli.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startApi } from '../lib/api-process.mjs';
import { serveStore } from '../lib/static-host.mjs';
import { writeSection } from './report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTE = '/products/mailer-box';
const RUNS = 3;
const API_PORT = 3750;

const AUDITS = [
  ['first-contentful-paint', 'First Contentful Paint', 'ms'],
  ['largest-contentful-paint', 'Largest Contentful Paint', 'ms'],
  ['total-blocking-time', 'Total Blocking Time', 'ms'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift', ''],
  ['speed-index', 'Speed Index', 'ms'],
  ['interactive', 'Time to Interactive', 'ms'],
];

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const api = await startApi({ repo, port: API_PORT, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
const store = await serveStore({ repo, port: 3760, apiPort: API_PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
/** @type {Record<string, number[]>} */
const values = Object.fromEntries([...AUDITS.map(([id]) => [id, []]), ['score', []]]);
try {
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(store.url + ROUTE, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    for (const [id] of AUDITS) values[id]?.push(lhr.audits[id]?.numericValue ?? NaN);
    values.score?.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
  }
} finally {
  await chrome.kill();
  await store.close();
  await api.stop();
}

const fmt = (/** @type {number} */ v, /** @type {string} */ unit) => (unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3));
const table = [
  '| Metric | Median of ' + RUNS + ' runs |',
  '|---|---:|',
  `| Performance score | ${median(values.score ?? [])} |`,
  ...AUDITS.map(([id, name, unit]) => `| ${name} | ${fmt(median(values[id] ?? []), unit ?? '')} |`),
].join('\n');
console.log(table);
writeSection(
  repo,
  'Product page Lighthouse (mobile)',
  `Command: \`node scripts/bench/lighthouse-product-page.mjs\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)} ` +
    `on \`${ROUTE}\` with Lighthouse ${'12'} (default mobile preset: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, ` +
    'production build served by the local static host (brotli or gzip for text assets, as a CDN would), API on in-memory PGlite.\n\n' +
    table,
);
