// The JavaScript budget: adds up, from the build output alone, the gzipped JavaScript a route makes
// the page load before its first render (the shell, the route's remote and the remotes mounted on
// every page), using each app's dist/initial-js.json (initial-js-plugin.cjs) and mf-manifest.json.
//
// Shared modules are loaded once per page. The shell registers its share scope first and the
// store shares with `loaded-first`, so a shared module the shell provides comes from the shell's
// build; one only a remote provides comes from that remote's.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/**
 * @typedef {{ app: string, entry: string[], own: string[], shared: Record<string, string[]>, messages: string[], provided?: Record<string, string[]> }} InitialReport
 * @typedef {{ name: string, path: string, remote: string, maxKb: number }} RouteBudget
 * @typedef {{ goalKb?: number, alwaysMounted: string[], routes: RouteBudget[], apps: Record<string, { maxKb: number }> }} Budgets
 * @typedef {{ report: InitialReport, provides: Map<string, string[]>, dist: string }} AppBuild
 */

/** @param {string} dist an app's dist folder @returns {AppBuild} */
function readAppBuild(dist) {
  const reportFile = path.join(dist, 'initial-js.json');
  if (!fs.existsSync(reportFile)) throw new Error(`${reportFile} is missing: build the app first (node scripts/ensure-build.mjs)`);
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : { shared: [] };
  /** @type {Map<string, string[]>} */
  const provides = new Map(
    report.provided ? Object.entries(report.provided) : (manifest.shared ?? []).map((s) => [s.name, s.assets?.js?.sync ?? []]),
  );
  return { report, provides, dist };
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
function gzipSize(file) {
  const stat = fs.statSync(file);
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  const hit = gzipCache.get(key);
  if (hit !== undefined) return hit;
  const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipCache.set(key, size);
  return size;
}

/**
 * The files (absolute paths) a page with these apps mounted loads first.
 * @param {AppBuild} shell
 * @param {AppBuild[]} remotes
 */
function initialFiles(shell, remotes) {
  const files = new Set();
  const add = (/** @type {AppBuild} */ app, /** @type {string[]} */ names) => names.forEach((f) => files.add(path.join(app.dist, f)));
  add(shell, [...shell.report.own, ...shell.report.messages, ...Object.values(shell.report.shared).flat()]);
  for (const remote of remotes) {
    add(remote, [...remote.report.own, ...remote.report.messages]);
    for (const [key, own] of Object.entries(remote.report.shared)) {
      const fromShell = shell.provides.get(key);
      if (fromShell) add(shell, fromShell);
      else add(remote, own);
    }
  }
  return [...files];
}

const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * @param {Budgets} budgets
 * @param {(app: string) => string} distOf the dist folder of `shell` or a remote key (`catalogue`)
 */
function measureBudgets(budgets, distOf) {
  const builds = new Map();
  const build = (/** @type {string} */ app) => {
    if (!builds.has(app)) builds.set(app, readAppBuild(distOf(app)));
    return builds.get(app);
  };
  const shell = build('shell');
  const routes = budgets.routes.map((r) => {
    const mounted = [...new Set([r.remote, ...budgets.alwaysMounted])].map(build);
    const files = initialFiles(shell, mounted);
    const gzipKb = kb(files.reduce((sum, f) => sum + gzipSize(f), 0));
    return { name: r.name, path: r.path, remote: r.remote, files: files.length, gzipKb, maxKb: r.maxKb, over: gzipKb > r.maxKb };
  });
  const apps = Object.entries(budgets.apps).map(([name, { maxKb }]) => {
    const app = build(name);
    const entryKb = kb(app.report.entry.reduce((sum, f) => sum + gzipSize(path.join(app.dist, f)), 0));
    const ownKb = kb(app.report.own.reduce((sum, f) => sum + gzipSize(path.join(app.dist, f)), 0));
    return { name, entryKb, ownKb, maxKb, over: ownKb > maxKb };
  });
  // Files a page outside the store loads by themselves (the standalone consent.js of landing pages).
  const files = (budgets.files ?? []).map((/** @type {{ name: string, app: string, file: string, maxKb: number }} */ f) => {
    const gzipKb = kb(gzipSize(path.join(distOf(f.app), f.file)));
    return { name: f.name, app: f.app, file: f.file, gzipKb, maxKb: f.maxKb, over: gzipKb > f.maxKb };
  });
  return { routes, apps, files, ok: routes.every((r) => !r.over) && apps.every((a) => !a.over) && files.every((f) => !f.over) };
}

/** @param {ReturnType<typeof measureBudgets>} result @param {number} [goalKb] */
function formatBudgets(result, goalKb) {
  const mark = (/** @type {boolean} */ over) => (over ? '**over**' : 'ok');
  return [
    '| Route | Path | Remote | Scripts | Initial JS (gzip KB) | Budget KB | |',
    '|---|---|---|---:|---:|---:|---|',
    ...result.routes.map((r) => `| ${r.name} | \`${r.path}\` | ${r.remote} | ${r.files} | ${r.gzipKb.toFixed(1)} | ${r.maxKb} | ${mark(r.over)} |`),
    '',
    '| App | Entry file (gzip KB) | Own initial code (gzip KB) | Budget KB | |',
    '|---|---:|---:|---:|---|',
    ...result.apps.map((a) => `| ${a.name} | ${a.entryKb.toFixed(1)} | ${a.ownKb.toFixed(1)} | ${a.maxKb} | ${mark(a.over)} |`),
    ...(result.files.length
      ? ['', '| File | App | Gzip KB | Budget KB | |', '|---|---|---:|---:|---|', ...result.files.map((f) => `| ${f.name} | ${f.app}: \`${f.file}\` | ${f.gzipKb.toFixed(1)} | ${f.maxKb} | ${mark(f.over)} |`)]
      : []),
    ...(goalKb ? ['', `Goal (issue 18): ${goalKb} KB per route.`] : []),
  ].join('\n');
}

module.exports = { measureBudgets, formatBudgets, initialFiles, readAppBuild };
