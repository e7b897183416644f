#!/usr/bin/env node
// @ts-check
// Lighthouse mobile lab metrics (default mobile preset: a Moto G Power-sized screen, simulated slow 4G,
// 4× CPU slowdown), median of 3 runs, for the home page, a category, the product page and the cart (issue 18),
// against the production build served as `pnpm start` serves it, in Debian's Chromium. The product
// page keeps its own history table (lighthouse-product-page.mjs wrote it before; this replaces it).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startApi } from '../lib/api-process.mjs';
import { serveStore } from '../lib/static-host.mjs';
import { writeSection } from './report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTES = [
  ['Home (product select)', '/'],
  ['Category', '/packaging/luxury-packaging'],
  ['Product page', '/products/mailer-box'],
  ['Cart', '/cart/'],
].filter(([, route]) => !process.env.LH_ROUTES || process.env.LH_ROUTES.split(',').includes(route ?? ''));
const RUNS = Number(process.env.LH_RUNS ?? 3);
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 3750 + OFFSET;

const AUDITS = /** @type {const} */ ([
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['first-contentful-paint', 'FCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'Speed Index', 'ms'],
]);

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (/** @type {number} */ v, /** @type {string} */ unit) => (unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3));

const load = os.loadavg()[0].toFixed(1);
const api = await startApi({ repo, port: API_PORT, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
// PAGE_HEAD=0 serves index.html as built (no remote table, no preloads), FIRST_READ=0 the head without
// the route's first read (first-read.js), to compare.
const pageHead = process.env.PAGE_HEAD !== '0';
const firstRead = process.env.FIRST_READ !== '0';
const store = await serveStore({ repo, port: 3760 + OFFSET, apiPort: API_PORT, pageHead, firstRead });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
// One request per route first, as a store's API has answered these reads before (its read-through
// cache is warm): the host waits at most 300 ms for a page's first read (first-read.js), which a
// just-started API on PGlite can miss.
for (const [, route] of ROUTES) await fetch(store.url + route).then((r) => r.text());
const rows = [];
/** The LCP phases Lighthouse splits the largest paint into (its `largest-contentful-paint-element` audit). */
const PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];
const phaseRows = [];
try {
  for (const [name, route] of ROUTES) {
    /** @type {Record<string, number[]>} */
    const values = Object.fromEntries([...AUDITS.map(([id]) => [id, []]), ['score', []]]);
    /** @type {Record<string, number[]>} */
    const phases = Object.fromEntries(PHASES.map((p) => [p, []]));
    /** @type {string[]} */
    const elements = [];
    /** @type {number[]} Lighthouse's CPU benchmark index of each run (higher is a faster machine) */
    const benchmark = [];
    for (let i = 0; i < RUNS; i += 1) {
      // On a loaded machine the trace occasionally misses its navigation start (NO_NAVSTART): such a
      // run measured nothing, so it is run again (twice at most) rather than failing the whole bench.
      let lhr;
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(store.url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error('Lighthouse returned no result');
        lhr = result.lhr;
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        console.log(`${route} run ${i + 1}: ${lhr.runtimeError.code}, run again`);
      }
      for (const [id] of AUDITS) values[id]?.push(lhr.audits[id]?.numericValue ?? NaN);
      values.score?.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      benchmark.push(lhr.environment.benchmarkIndex);
      // Which element the largest paint was, and what moved (layout-shifts audit), to find their causes.
      const lcp = /** @type {{ items?: { items?: { node?: { selector?: string } }[] }[] } | undefined} */ (lhr.audits['largest-contentful-paint-element']?.details);
      // The second table of the audit: TTFB, load delay, load time and render delay of the LCP element
      // (a text element has no resource, so only TTFB and render delay).
      const lcpTables = /** @type {{ items?: { phase?: string, timing?: number }[] }[]} */ (/** @type {any} */ (lcp)?.items ?? []);
      const phaseItems = lcpTables[1]?.items ?? [];
      for (const p of PHASES) phases[p]?.push(phaseItems.find((x) => x.phase === p)?.timing ?? 0);
      elements.push(lcp?.items?.[0]?.items?.[0]?.node?.selector ?? '?');
      console.log(`${route} run ${i + 1}: LCP phases ${phaseItems.map((x) => `${x.phase} ${Math.round(x.timing ?? 0)}`).join(', ')}`);
      console.log(`${route} run ${i + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms on ${lcp?.items?.[0]?.items?.[0]?.node?.selector ?? '?'}`);
      const shifts = /** @type {{ items?: { node?: { selector?: string, snippet?: string }, score?: number }[] } | undefined} */ (lhr.audits['layout-shifts']?.details);
      for (const item of shifts?.items ?? []) console.log(`${route} run ${i + 1}: layout shift ${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`);
    }
    const element = [...new Set(elements)].map((e) => `\`${e}\``).join(', ');
    phaseRows.push(`| ${name} | ${PHASES.map((p) => `${Math.round(median(phases[p] ?? []))} ms`).join(' | ')} | ${element} |`);
    rows.push(`| ${name} | \`${route}\` | ${median(values.score ?? [])} | ${AUDITS.map(([id, , unit]) => fmt(median(values[id] ?? []), unit)).join(' | ')} | ${Math.round(Math.min(...benchmark))}–${Math.round(Math.max(...benchmark))} |`);
  }
} finally {
  await chrome.kill();
  await store.close();
  await api.stop();
}

const table = [
  `| Route | Path | Score | ${AUDITS.map(([, label]) => label).join(' | ')} | Benchmark index |`,
  `|---|---|---:|${AUDITS.map(() => '---:').join('|')}|---|`,
  ...rows,
].join('\n');
const phaseTable = [
  `| Route | ${PHASES.join(' | ')} | LCP element |`,
  `|---|${PHASES.map(() => '---:').join('|')}|---|`,
  ...phaseRows,
].join('\n');
console.log(table);
console.log(phaseTable);
// A comparison run (PAGE_HEAD=0, FIRST_READ=0, a subset of routes) is printed only.
if (pageHead && firstRead && !process.env.LH_ROUTES) writeSection(
  repo,
  'Lighthouse (mobile)',
  `Command: \`node scripts/bench/lighthouse-routes.mjs\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)} with ` +
    `Lighthouse 12 (default mobile preset: simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs, in Debian's Chromium; ` +
    'production build served by the local static host (brotli or gzip for text assets, the page head as described under ' +
    `"Cutting the request chain"), API on in-memory PGlite. 1-minute load average ${load} at the start: the machine is ` +
    'shared with other builds and test runs, which stretches the simulated CPU figures (TBT, LCP) between runs; the last column is ' +
    "Lighthouse's own CPU benchmark index of the runs (`lhr.environment.benchmarkIndex`, min–max; higher is a faster machine).\n\n" +
    table +
    '\n\nThe largest paint split into Lighthouse\'s phases (median of each phase over the runs, so they need not add up to ' +
    'the LCP above): **TTFB** until the page\'s first byte; **Load Delay** from then until the LCP resource (the picture) ' +
    'is requested; **Load Time** its download; **Render Delay** from its arrival (or, for text, from TTFB) until it is ' +
    'painted.\n\n' +
    phaseTable,
);
