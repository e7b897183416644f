// What every mf-manifest.json says about its build (design §8), so the deploy gate and the page can
// tell which release is which and whether it fits the composition:
//   metaData.release   { name, version, commit, dirty, builtAt }
//   metaData.contracts { "@ph/contracts": "0.1.0", "@ph/contracts#shared-state": "1", "@ph/api-contract": … }
//   metaData.requires  (the shell only) { "<remote key>": ["./lifecycles"] }
// and corrects `shared[]` to the ranges the runtime really enforces (the manifest plugin reports the
// installed version's caret range for trailing-slash keys and workspace packages instead).
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

/** The packages remotes agree on; a new major of one of them breaks the composition. */
const CONTRACT_PACKAGES = ['@ph/contracts', '@ph/api-contract'];
/** The shared atoms' own version (the globalThis registry key), apart from the package version. */
const SHARED_STATE_KEY = '@ph/contracts#shared-state';

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function git(dir, args) {
  try {
    return execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

/**
 * The build's identity. CI passes PH_RELEASE_COMMIT (or GITHUB_SHA); a local build asks git. A build
 * from uncommitted changes says so: its commit alone would not reproduce it.
 * @param {string} dir the app folder
 */
function releaseInfo(dir) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const fromEnv = process.env.PH_RELEASE_COMMIT || process.env.GITHUB_SHA;
  const commit = fromEnv || git(dir, ['rev-parse', 'HEAD']) || 'unknown';
  const dirty = fromEnv ? false : (git(dir, ['status', '--porcelain', '--untracked-files=no']) ?? '') !== '';
  return {
    name: pkg.name,
    version: pkg.version,
    commit,
    dirty,
    builtAt: process.env.PH_RELEASE_BUILT_AT || new Date().toISOString(),
  };
}

/** Folder of a dependency as the app resolves it (pnpm links workspace packages into node_modules). */
function dependencyDir(fromDir, name) {
  const link = path.join(fromDir, 'node_modules', name);
  return fs.existsSync(path.join(link, 'package.json')) ? fs.realpathSync(link) : null;
}

/**
 * Versions of the contract packages the app is built against, found through its workspace
 * dependencies (a remote that only reaches @ph/api-contract through @ph/api-client still depends on it).
 * @param {string} dir the app folder
 * @returns {Record<string, string>}
 */
function contractVersions(dir) {
  const found = {};
  const seen = new Set();
  const visit = (pkgDir) => {
    if (seen.has(pkgDir)) return;
    seen.add(pkgDir);
    const pkg = readJson(path.join(pkgDir, 'package.json'));
    for (const [name, spec] of Object.entries({ ...pkg.dependencies })) {
      if (!String(spec).startsWith('workspace:')) continue;
      const depDir = dependencyDir(pkgDir, name);
      if (!depDir) continue;
      if (CONTRACT_PACKAGES.includes(name)) {
        found[name] = readJson(path.join(depDir, 'package.json')).version;
        if (name === '@ph/contracts') {
          const sharedState = path.join(depDir, 'src/shared-state.json');
          if (fs.existsSync(sharedState)) found[SHARED_STATE_KEY] = String(readJson(sharedState).version);
        }
      }
      visit(depDir);
    }
  };
  visit(dir);
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The share configuration an entry of the manifest's `shared[]` was built with: its own key, or the
 * trailing-slash key that covers it (`react/jsx-runtime` is shared through `react/`).
 * @param {Record<string, { singleton?: boolean, requiredVersion?: string | false }>} config
 * @param {string} name
 */
function shareConfigOf(config, name) {
  if (config[name]) return config[name];
  const prefix = Object.keys(config).find((k) => k.endsWith('/') && name.startsWith(k));
  return prefix ? config[prefix] : undefined;
}

/**
 * `manifest.additionalData` for the federation plugin.
 * @param {{ release: object, contracts: Record<string, string>, requires?: Record<string, string[]>,
 *   shared: Record<string, { singleton?: boolean, requiredVersion?: string | false }> }} o
 */
function manifestAdditions(o) {
  return ({ stats }) => {
    stats.metaData.release = o.release;
    stats.metaData.contracts = o.contracts;
    if (o.requires) stats.metaData.requires = o.requires;
    for (const entry of stats.shared) {
      const config = shareConfigOf(o.shared, entry.name);
      if (!config) continue;
      entry.singleton = Boolean(config.singleton);
      // false: any version, as long as there is one copy (workspace packages); see webpack.cjs.
      entry.requiredVersion = config.requiredVersion ?? false;
    }
    return stats;
  };
}

module.exports = { releaseInfo, contractVersions, manifestAdditions };
