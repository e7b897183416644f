#!/usr/bin/env node
// @ts-check
// Lighthouse mobile (default mobile preset: simulated slow 4G, 4× CPU slowdown) for every kind of
// landing page (landing/: the help centre, an article, the blog, a post, contact, the company and legal
// pages, in an English, a German-speaking, the Polish and a path-based store), as the store's host serves
// them (under the store's paths, with the standalone consent banner). Each result names Lighthouse's
// benchmark index (its measure of this machine's CPU, `environment.benchmarkIndex`), because the
// simulated CPU figures scale with it. Exits 1 when a page scores below 98 (the landing site's target).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startApi } from '../lib/api-process.mjs';
import { serveStore } from '../lib/static-host.mjs';
import { writeSection } from './report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TARGET = 98;
/** One page of each kind; the stores differ in slugs, language and payment facts, not in the template. */
const PAGES = [
  ['Help centre', '/help/'],
  ['Help article', '/help/dpi-and-resolution/'],
  ['Help article (de, ?locale=)', '/help/accepted-file-types/?locale=de'],
  ['Help centre (nl store)', '/nl-nl/help/'],
  ['Help search (results drawn by help-search.js)', '/help/search/?q=shipping'],
  ['Blog', '/blog/'],
  ['Blog post', '/blog/print-ready-checklist/'],
  ['Contact', '/contact/'],
  ['About us', '/about-us/'],
  ['Careers', '/careers/'],
  ['Press', '/press/'],
  ['Leadership', '/leadership/'],
  ['FSC', '/fsc/'],
  ['Sustainability', '/sustainability/'],
  ['Eco badge', '/eco-badge/'],
  ['Terms of service', '/terms-of-service/'],
  ['Privacy policy', '/privacy-policy/'],
].filter(([, p]) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(p ?? ''));
const RUNS = Number(process.env.LH_RUNS ?? 1);
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 3770 + OFFSET;

const AUDITS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
]);
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (/** @type {number} */ v, /** @type {string} */ unit) => (unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3));

const load = os.loadavg()[0].toFixed(1);
const api = await startApi({ repo, port: API_PORT, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
const store = await serveStore({ repo, port: 3780 + OFFSET, apiPort: API_PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows = [];
/** @type {number[]} */
const benchmarkIndexes = [];
let below = 0;
try {
  for (const [name, page] of PAGES) {
    /** @type {Record<string, number[]>} */
    const values = Object.fromEntries([...AUDITS.map(([id]) => [id, []]), ['score', []]]);
    for (let i = 0; i < RUNS; i += 1) {
      let lhr;
      // A trace that missed its navigation start on a loaded machine measured nothing: run it again.
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(store.url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error('Lighthouse returned no result');
        lhr = result.lhr;
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      }
      for (const [id] of AUDITS) values[id]?.push(lhr.audits[id]?.numericValue ?? NaN);
      values.score?.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      console.log(`${page} run ${i + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, benchmark index ${lhr.environment.benchmarkIndex}`);
    }
    const score = median(values.score ?? []);
    if (score < TARGET) below += 1;
    rows.push(`| ${name} | \`${page}\` | ${score} | ${AUDITS.map(([id, , unit]) => fmt(median(values[id] ?? []), unit)).join(' | ')} |`);
  }
} finally {
  await chrome.kill();
  await store.close();
  await api.stop();
}

const table = [`| Page | Path | Score | ${AUDITS.map(([, label]) => label).join(' | ')} |`, `|---|---|---:|${AUDITS.map(() => '---:').join('|')}|`, ...rows].join('\n');
const index = Math.round(median(benchmarkIndexes));
console.log(table);
console.log(`benchmark index (median): ${index}; load average ${load}`);
if (!process.env.LH_PAGES) {
  writeSection(
    repo,
    'Lighthouse (mobile), landing pages',
    `Command: \`node scripts/bench/lighthouse-landing.mjs\` (part of \`pnpm bench\`), measured ${new Date().toISOString().slice(0, 10)} with ` +
      `Lighthouse 12 (default mobile preset: simulated slow 4G, 4× CPU slowdown), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page, in Debian's Chromium; ` +
      "the landing site (landing/) as the store's host serves it, under the store's paths, each page with the standalone consent banner " +
      `(\`/consent.js\`, its only script but two inline lines). Lighthouse's benchmark index of this machine: ${index} (median over the runs; ` +
      `Lighthouse calibrates its simulated 4× slowdown for an index around 1,000–2,000); 1-minute load average ${load} at the start. Target: ${TARGET} on every page.\n\n` +
      table,
  );
}
if (below > 0) {
  console.error(`${below} landing page(s) scored below ${TARGET}`);
  process.exitCode = 1;
}
