#!/usr/bin/env node
// @ts-check
// `pnpm test:budgets`: the JavaScript each route and app loads first, from the production build
// (scripts/ensure-build.mjs), against budgets.json. Exits 1 when a budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { measureBudgets, formatBudgets } = require('../packages/build-config/budgets.cjs');

const budgets = JSON.parse(fs.readFileSync(path.join(repo, 'budgets.json'), 'utf8'));
const distOf = (/** @type {string} */ app) => path.join(repo, app === 'shell' ? 'shell' : `mf-${app}`, 'dist');
const result = measureBudgets(budgets, distOf);
console.log(formatBudgets(result, budgets.goalKb));
if (!result.ok) {
  console.error('\nJavaScript budget exceeded (budgets.json). Ship less, or raise the budget with the reason in docs/performance.md.');
  process.exit(1);
}
