#!/usr/bin/env node
// @ts-check
// `pnpm bench`: every benchmark of the project, one after the other (they share two cores, so never
// in parallel). Each writes its own section of docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (label, cmd, args, cwd = repo) => {
  console.log(`\n== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${label} failed (exit ${r.status})`);
    process.exitCode = 1;
  }
};

run('build', 'node', ['scripts/ensure-build.mjs']);
run('API throughput', 'pnpm', ['--filter', '@ph/api-server', 'bench']);
run('Cart and checkout on 1 and 2 API processes', 'node', ['scripts/bench/cluster-checkout.mjs']);
run("Capacity: a storefront's mix on 1 and 2 pinned API processes", 'node', ['scripts/bench/capacity.mjs']);
run('Print file', 'pnpm', ['--filter', '@ph/api-server', 'bench:print']);
run('Invoices: one invoice end to end, issuing in one series', 'pnpm', ['--filter', '@ph/api-server', 'bench:invoices']);
run("Orders desk: the operators' queue, filters and search on 100,000 orders", 'pnpm', ['--filter', '@ph/api-server', 'bench:orders-desk']);
run('JavaScript budgets (from the build)', 'node', ['scripts/check-budgets.mjs']);
run('JavaScript per route (in Chromium)', 'node', ['scripts/bench/js-per-route.mjs']);
run('Box editor: initial JS, 3D chunk, dragging an image', 'node', ['scripts/bench/editor.mjs']);
run('Configurator interactions (price table, sizes, custom size)', 'node', ['scripts/bench/configurator.mjs']);
run('Request chain of the product page', 'node', ['scripts/bench/request-chain.mjs']);
run('Server rendering (issue 33): Lighthouse before/after, HTML response time under load, JS before a tap', 'node', ['scripts/bench/server-render.mjs']);
run('Lighthouse (mobile), home, a category, product page, cart', 'node', ['scripts/bench/lighthouse-routes.mjs']);
run('Lighthouse (mobile), every kind of landing page', 'node', ['scripts/bench/lighthouse-landing.mjs']);
// Benchmarks owned by single apps, when present.
for (const [label, file] of [
  ['Consent bundle size', 'mf-consent/bench/consent-size.mjs'],
  ['Product page', 'scripts/bench-product-page.mjs'],
]) {
  if (fs.existsSync(path.join(repo, file))) run(label, 'node', [file]);
}
