#!/usr/bin/env node
// @ts-check
// Builds the commerce API (packages/api-server/dist, run with plain `node`), the shell, the
// remotes and the landing site (landing/dist) whose sources changed since their last build, two at a time (the machines have two
// cores). `pnpm start` and the e2e suite reuse an up-to-date build.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-catalogue', 'mf-cart-checkout', 'mf-account', 'mf-consent', 'mf-editor-host'];
const STAMP = '.build-stamp';

/** The newest modification time (ms) of the sources under a path, skipping builds, dependencies and tests. @param {string} p */
function newestMtime(p) {
  let newest = 0;
  const walk = (/** @type {string} */ f) => {
    let st;
    try {
      st = fs.statSync(f);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const base = path.basename(f);
      if (base === 'node_modules' || base === 'dist' || base.startsWith('.')) return;
      for (const e of fs.readdirSync(f)) walk(path.join(f, e));
    } else if (!/\.test\.tsx?$/.test(f)) newest = Math.max(newest, st.mtimeMs);
  };
  walk(p);
  return newest;
}

/** Inputs every app shares: the browser-side workspace packages, the build config and the lockfile. */
function sharedInputsMtime() {
  const pkgs = fs.readdirSync(path.join(repo, 'packages')).filter((d) => d !== 'api-server');
  return Math.max(
    ...pkgs.map((d) => newestMtime(path.join(repo, 'packages', d))),
    newestMtime(path.join(repo, 'pnpm-lock.yaml')),
  );
}

const API = 'packages/api-server';
const LANDING = 'landing';

/** The landing site is made from its content, templates and scripts and from the packages whose facts it states. */
export function landingIsStale() {
  const stamp = path.join(repo, LANDING, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const inputs = ['content', 'lib', 'src', 'package.json', 'eleventy.config.mjs'].map((f) => newestMtime(path.join(repo, LANDING, f)));
  return Math.max(sharedInputsMtime(), ...inputs) > fs.statSync(stamp).mtimeMs;
}

/**
 * The API bundles the workspace packages it imports, so any package source, its own sources, its
 * build script and the lockfile are its inputs.
 */
export function apiIsStale() {
  const stamp = path.join(repo, API, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const inputs = ['src', 'package.json', 'build.mjs'].map((f) => newestMtime(path.join(repo, API, f)));
  return Math.max(sharedInputsMtime(), ...inputs) > fs.statSync(stamp).mtimeMs;
}

export function staleApps() {
  const shared = sharedInputsMtime();
  return APPS.filter((app) => {
    const stamp = path.join(repo, app, 'dist', STAMP);
    if (!fs.existsSync(stamp)) return true;
    const built = fs.statSync(stamp).mtimeMs;
    const configs = fs.readdirSync(path.join(repo, app)).filter((f) => /^webpack.*\.c?js$/.test(f));
    const inputs = [path.join(repo, app, 'src'), path.join(repo, app, 'package.json'), ...configs.map((f) => path.join(repo, app, f))];
    return Math.max(shared, ...inputs.map(newestMtime)) > built;
  });
}

/** @param {string} app a folder of the repository (shell, mf-…, packages/api-server, landing) */
function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', `./${app}`, 'run', 'build'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build of ${app} failed:\n${out}`));
      fs.writeFileSync(path.join(repo, app, 'dist', STAMP), new Date().toISOString());
      console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(undefined);
    });
  });
}

export async function ensureBuild() {
  const queue = [...(apiIsStale() ? [API] : []), ...staleApps(), ...(landingIsStale() ? [LANDING] : [])];
  if (queue.length === 0) {
    console.log('builds are up to date');
    return;
  }
  console.log(`building ${queue.join(', ')}`);
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  await Promise.all([worker(), worker()]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureBuild().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
