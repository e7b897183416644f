#!/usr/bin/env node
// @ts-check
// How long the product page's request chain is, with and without the page head the host writes
// (packages/deploy/src/page-head.js) and the route's first read it inlines (first-read.js): when the catalogue's remoteEntry.js, the product read and the
// product picture are requested, and when the largest paint happens, in Chromium throttled like
// Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 4× CPU slowdown). Median of 3 loads each.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startApi } from '../lib/api-process.mjs';
import { serveStore } from '../lib/static-host.mjs';
import { writeSection } from './report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTE = '/products/mailer-box';
const RUNS = 3;
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const api = await startApi({ repo, port: 3630 + OFFSET, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** @type {{ label: string, ttfb: number, entry: number, read: number, picture: number, lcp: number }[]} */
const rows = [];
try {
  const setups = /** @type {const} */ ([
    ['index.html as built', false, false],
    ['with the page head, without the first read', true, false],
    ['with the page head and the first read', true, true],
  ]);
  for (const [label, pageHead, firstRead] of setups) {
    const store = await serveStore({ repo, port: 3620 + OFFSET, apiPort: 3630 + OFFSET, pageHead, firstRead });
    // The API has answered this read before, as a store's API has (first-read.js waits 300 ms at most).
    await fetch(store.url + ROUTE).then((r) => r.text());
    /** @type {Record<'ttfb' | 'entry' | 'read' | 'picture' | 'lcp', number[]>} */
    const runs = { ttfb: [], entry: [], read: [], picture: [], lcp: [] };
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
        await page.locator('img.cat-gallery__main').waitFor();
        await page.waitForLoadState('networkidle');
        const t = await page.evaluate(() => {
          const entries = performance.getEntriesByType('resource');
          const start = (/** @type {RegExp} */ re) => entries.find((e) => re.test(e.name))?.startTime ?? NaN;
          const nav = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
          return {
            ttfb: nav?.responseStart ?? NaN,
            entry: start(/:\d+1\/remoteEntry\.js/),
            read: start(/\/pim\/products[/?]/),
            picture: start(/\/products\/[^/]+\/main\.svg/),
            lcp: /** @type {any} */ (window).__lcp ?? NaN,
          };
        });
        for (const k of /** @type {const} */ (['ttfb', 'entry', 'read', 'picture', 'lcp'])) runs[k].push(t[k]);
        await context.close();
      }
    } finally {
      await store.close();
    }
    rows.push({ label, ttfb: median(runs.ttfb), entry: median(runs.entry), read: median(runs.read), picture: median(runs.picture), lcp: median(runs.lcp) });
  }
} finally {
  await browser.close();
  await api.stop();
}

// With the first read inline the page makes no product read of its own ("from the page").
const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'from the page');
const table = [
  '| Page | first byte of the page | catalogue remoteEntry.js requested | product read requested | product picture requested | largest paint |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.label} | ${ms(r.ttfb)} | ${ms(r.entry)} | ${ms(r.read)} | ${ms(r.picture)} | ${ms(r.lcp)} |`),
].join('\n');
console.log(table);
writeSection(
  repo,
  'Request chain of the product page',
  `Command: \`node scripts/bench/request-chain.mjs\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)}: ` +
    `\`${ROUTE}\` in Chromium throttled like Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown, cache off), ` +
    `times from navigation start, median of ${RUNS} loads; the same build served with index.html as built, with the head ` +
    'the host writes (see "Cutting the request chain"), and with the head and the product read the host makes and inlines ' +
    '("The route\'s first data read"; the API answered that read once before measuring, as a running store\'s API has). ' +
    `The machine is shared with other work, so absolute times vary (1-minute load average ${os.loadavg()[0].toFixed(1)} at the end).\n\n` +
    table,
);
