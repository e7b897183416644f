#!/usr/bin/env node
// @ts-check
// How long the product page's request chain is, with and without the page head the host writes
// (packages/deploy/src/page-head.js): when the catalogue's remoteEntry.js, the product read and the
// product picture are requested, and when the largest paint happens, in Chromium throttled like
// Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 4× CPU slowdown). Median of 3 loads each.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startApi } from '../lib/api-process.mjs';
import { serveStore } from '../lib/static-host.mjs';
import { writeSection } from './report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTE = '/products/mailer-box';
const RUNS = 3;
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const api = await startApi({ repo, port: 3630, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** @type {{ label: string, entry: number, read: number, picture: number, lcp: number }[]} */
const rows = [];
try {
  for (const [label, pageHead] of /** @type {const} */ ([['index.html as built', false], ['with the page head', true]])) {
    const store = await serveStore({ repo, port: 3620, apiPort: 3630, pageHead });
    /** @type {Record<'entry' | 'read' | 'picture' | 'lcp', number[]>} */
    const runs = { entry: [], read: [], picture: [], lcp: [] };
    try {
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) /** @type {any} */ (window).__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(store.url + ROUTE, { waitUntil: 'load' });
        await page.locator('.cat-gallery img').waitFor();
        await page.waitForLoadState('networkidle');
        const t = await page.evaluate(() => {
          const entries = performance.getEntriesByType('resource');
          const start = (/** @type {RegExp} */ re) => entries.find((e) => re.test(e.name))?.startTime ?? NaN;
          return {
            entry: start(/:\d+1\/remoteEntry\.js/),
            read: start(/\/pim\/products[/?]/),
            picture: start(/\/products\/[^/]+\/main\.svg/),
            lcp: /** @type {any} */ (window).__lcp ?? NaN,
          };
        });
        for (const k of /** @type {const} */ (['entry', 'read', 'picture', 'lcp'])) runs[k].push(t[k]);
        await context.close();
      }
    } finally {
      await store.close();
    }
    rows.push({ label, entry: median(runs.entry), read: median(runs.read), picture: median(runs.picture), lcp: median(runs.lcp) });
  }
} finally {
  await browser.close();
  await api.stop();
}

const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
const table = [
  '| Page | catalogue remoteEntry.js requested | product read requested | product picture requested | largest paint |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.label} | ${ms(r.entry)} | ${ms(r.read)} | ${ms(r.picture)} | ${ms(r.lcp)} |`),
].join('\n');
console.log(table);
writeSection(
  repo,
  'Request chain of the product page',
  `Command: \`node scripts/bench/request-chain.mjs\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)}: ` +
    `\`${ROUTE}\` in Chromium throttled like Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown, cache off), ` +
    `times from navigation start, median of ${RUNS} loads; the same build served with index.html as built and with the head ` +
    'the host writes (see "Cutting the request chain"). The machine is shared with other work, so absolute times vary.\n\n' +
    table,
);
