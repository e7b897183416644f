#!/usr/bin/env node
// @ts-check
// Capacity of the API under a storefront's mix of requests, for one API process pinned to one core and
// for two processes pinned to one core each (`taskset`), behind haproxy on PostgreSQL and Redis:
//   1. the peak: visitors in a closed loop (each starts its next visit as soon as one ends), at rising
//      concurrency; the peak is the most requests per second any level reached without errors;
//   2. the latency at half the peak: visits started at a fixed rate (an open loop, so a slow answer does
//      not slow the arrivals down, as with real shoppers) worth half the peak's requests per second.
// The scaling factor is the two-process peak over the one-process peak. Writes "Capacity: a storefront's
// mix on 1 and 2 pinned API processes" in docs/performance.md.
//
//   node scripts/bench/capacity.mjs     (BENCH_CAPACITY_S=15 seconds per measurement by default)
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { writeSection } from './report.mjs';
import { Api, cardPm, clusterOn, orderAtConfirm, pickVariant, repo } from '../../packages/api-server/test-cluster/support.mjs';

const SECONDS = Number(process.env.BENCH_CAPACITY_S ?? 15);
const LEVELS = [4, 16, 48];
const CATALOGUE_TOKEN = process.env.PUBLIC_CATALOGUE_TOKEN || 'dev-public-catalogue-token';
/** Of the visits: who adds a box to a cart, and of those who pays for it by card (a storefront's funnel, roughly). */
const ADD_TO_CART = 0.3;
const CHECKOUT = 0.35;

if (spawnSync('sh', ['-c', 'command -v taskset'], { stdio: 'ignore' }).status !== 0) {
  console.error('taskset (util-linux) is needed to pin the API processes');
  process.exit(1);
}
const cores = os.cpus().length;
const pins = cores >= 2 ? [[0], [0, 1]] : [[0]];

/** A small deterministic generator, so every run walks the same mix. */
function rng(seed) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** @param {number[]} xs @param {number} p */
function pct(xs, p) {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * One visit: the pages a shopper opens (store, product, its prices, "from" prices, delivery dates),
 * then maybe a cart, then maybe a card payment.
 * @param {Api} api @param {{ id: number, minQuantity: number, sku: string }} variant @param {() => number} random
 */
async function visit(api, variant, random) {
  const pim = { headers: { authorization: `Bearer ${CATALOGUE_TOKEN}` } };
  const reads = await Promise.all([
    api.call('GET', '/api/segmentation?region=eu'),
    api.call('GET', `/pim/products?region=eu&lang=en&variants[sku]=${encodeURIComponent(variant.sku)}&expand=variants`, pim),
    api.call('GET', '/prices/list?region=eu&product=mailer-box'),
    api.call('GET', '/api/prices/minimal?region=eu'),
    api.call('GET', `/v1/delivery_estimates?region=eu&country=DE&variant_skus=${encodeURIComponent(variant.sku)}`),
  ]);
  const failed = reads.find((r) => r.status !== 200);
  if (failed) throw new Error(`browse: ${failed.status} ${failed.text.slice(0, 200)}`);
  if (random() >= ADD_TO_CART) return;
  const pays = random() < CHECKOUT;
  if (!pays) {
    const token = await api.visitor();
    const created = await api.call('POST', '/v2/orders', { token, region: 'eu', body: { currency: 'EUR' } });
    if (created.status !== 201) throw new Error(`create order: ${created.status}`);
    const added = await api.call('POST', `/v2/orders/${created.json.order.id}/line_item`, { token, body: { variant_id: variant.id, quantity: variant.minQuantity } });
    if (added.status !== 201) throw new Error(`add line: ${added.status}`);
    return;
  }
  const order = await orderAtConfirm(api, variant, { payment: 'card' });
  const pm = await cardPm(api);
  const paid = await api.call('POST', `/v2/${order.id}/stripe/payment_intents/pay`, { token: order.token, body: { payment_method_id: pm } });
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text.slice(0, 200)}`);
}

/** @param {number[]} cpus */
async function measure(cpus) {
  const c = await clusterOn({ databaseName: 'ph_bench_capacity', apis: cpus.length, cpus, portBase: 4900 });
  try {
    const picked = await pickVariant(c.db);
    const { rows } = await c.db.query('SELECT sku FROM catalogue_variants WHERE id = $1', [picked.id]);
    const variant = { ...picked, sku: String(rows[0].sku) };
    /** @type {number[]} */
    let samples = [];
    let errors = 0;
    const api = new Api(c.api.base, (_m, _u, ms, status) => {
      if (status >= 500) errors += 1;
      samples.push(ms);
    });
    const random = rng(20261128);
    let visits = 0;
    const safeVisit = () =>
      visit(api, variant, random).then(
        () => void (visits += 1),
        (err) => {
          errors += 1;
          if (errors <= 3) console.warn(String(err));
        },
      );
    const closedLoop = async (/** @type {number} */ concurrency, /** @type {number} */ seconds) => {
      const until = Date.now() + seconds * 1000;
      await Promise.all(Array.from({ length: concurrency }, async () => { while (Date.now() < until) await safeVisit(); }));
    };
    // Warm-up: JIT, pools, the catalogue's response cache.
    await closedLoop(8, 3);
    /** @type {Array<{ concurrency: number, rps: number, p50: number, p99: number, errors: number, perVisit: number }>} */
    const levels = [];
    for (const concurrency of LEVELS) {
      samples = [];
      errors = 0;
      visits = 0;
      const t0 = Date.now();
      await closedLoop(concurrency, SECONDS);
      const s = (Date.now() - t0) / 1000;
      levels.push({ concurrency, rps: samples.length / s, p50: pct(samples, 50), p99: pct(samples, 99), errors, perVisit: samples.length / Math.max(visits, 1) });
      console.log(`  ${cpus.length} process(es), ${concurrency} visitors: ${(samples.length / s).toFixed(0)} req/s, p99 ${pct(samples, 99).toFixed(0)} ms, ${errors} errors`);
    }
    const clean = levels.filter((l) => l.errors === 0);
    const peak = (clean.length ? clean : levels).reduce((a, b) => (b.rps > a.rps ? b : a));
    // Open loop at half the peak: visits arrive on a fixed schedule whatever the answers' speed.
    const visitsPerSecond = peak.rps / 2 / peak.perVisit;
    samples = [];
    errors = 0;
    visits = 0;
    const t0 = Date.now();
    /** @type {Promise<void>[]} */
    const inFlight = [];
    for (let i = 0; ; i += 1) {
      const at = t0 + (i / visitsPerSecond) * 1000;
      if (at > t0 + SECONDS * 1000) break;
      const wait = at - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(safeVisit());
    }
    await Promise.all(inFlight);
    const half = { rps: samples.length / ((Date.now() - t0) / 1000), p50: pct(samples, 50), p99: pct(samples, 99), errors };
    return { cpus, levels, peak, half };
  } finally {
    await c.close();
  }
}

const loadBefore = os.loadavg()[0].toFixed(1);
const results = [];
for (const cpus of pins) {
  console.log(`measuring ${cpus.length} API process(es) pinned to core(s) ${cpus.join(', ')}…`);
  results.push(await measure(cpus));
}
const loadAfter = os.loadavg()[0].toFixed(1);
const f = (/** @type {number} */ n) => n.toFixed(n < 10 ? 1 : 0);
const scaling = results.length === 2 ? (results[1].peak.rps / results[0].peak.rps).toFixed(2) : 'n/a (one core)';
const rows = results.map(
  (r) =>
    `| ${r.cpus.length} (core${r.cpus.length > 1 ? 's' : ''} ${r.cpus.join(', ')}) | ${r.levels.map((l) => `${f(l.rps)} @${l.concurrency}`).join(', ')} | **${f(r.peak.rps)}** | ${f(r.half.rps)} | ${f(r.half.p50)} | ${f(r.half.p99)} | ${r.half.errors} |`,
);
const body = `
Command: \`pnpm bench\` (this part alone: \`node scripts/bench/capacity.mjs\`) — measured ${new Date().toISOString().slice(0, 10)} on ${cores} CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version};
1-minute load average ${loadBefore} before and ${loadAfter} after.

The built API (\`dist/main.js\`) behind haproxy on the machine's PostgreSQL 15 and Redis, each process pinned to one core with
\`taskset -c\` (PostgreSQL, Redis, haproxy and the load generator are not pinned and share both cores). The mix is a storefront
visit: the store, the product (\`pim/products\`), its price list, the "from" prices and the delivery dates, in parallel as the
product page loads them; ${ADD_TO_CART * 100}% of visits then create a cart and add a box, and ${CHECKOUT * 100}% of those walk the four
checkout steps and pay with the sandbox card. Peak: visitors in a closed loop at ${LEVELS.join(', ')} at a time for ${SECONDS} s each,
the best requests per second without a 5xx. Then visits started at a fixed rate worth half the peak (an open loop) for ${SECONDS} s:
the latency a shopper sees when the store runs at half its capacity. Latencies are per request, client-side, through haproxy.

| API processes | closed loop: req/s @ visitors | peak req/s | half-peak req/s | p50 at half (ms) | p99 at half (ms) | 5xx at half |
|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

Scaling factor of two pinned processes over one: **${scaling}**. The load generator, PostgreSQL and haproxy take their share of
the same two cores, so the factor is what a second core gives this whole machine, not the API tier alone.
`;
console.log(body);
writeSection(repo, "Capacity: a storefront's mix on 1 and 2 pinned API processes", body);
console.log('written to docs/performance.md');
if (results.some((r) => r.half.errors > 0)) process.exitCode = 1;
