// `pnpm typecheck`: every workspace project's tsconfig, in as few tsc programs as give the same answer.
// Projects whose tsconfig only extends tsconfig.base.json (no compiler options of their own) are
// checked together in one program: each package's sources are then checked once, where one tsc per
// project checked the shared packages (ui, i18n, contracts, …) again in every project that imports them
// (285 s of CPU against 86, 164 s against 56 on the project's 2-core machine). A project with options of its own (e2e without jest's globals, the
// DOM-less dieline, the JavaScript of deploy and of the edge in scripts/lib) keeps its own program. Two programs run at a time
// (scripts/lib/run-checks.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { runChecks } from './lib/run-checks.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = path.join(repo, 'tsconfig.base.json');

/** Workspace folders (pnpm-workspace.yaml's globs are single-level) that have a tsconfig.json. */
function projects() {
  const globs = fs
    .readFileSync(path.join(repo, 'pnpm-workspace.yaml'), 'utf8')
    .split(/^packages:\s*$/m)[1]
    .split(/^\S/m)[0]
    .split('\n')
    .map((l) => /^\s+-\s+['"]?([^'"\s]+)/.exec(l)?.[1])
    .filter(Boolean);
  const dirs = globs.flatMap((g) => {
    if (!g.includes('*')) return [g];
    const [parent, pattern] = g.includes('/') ? [path.dirname(g), path.basename(g)] : ['.', g];
    const re = new RegExp(`^${pattern.replace('*', '.*')}$`);
    return fs.readdirSync(path.join(repo, parent)).filter((d) => re.test(d)).map((d) => path.join(parent, d));
  });
  return dirs.filter((d) => fs.existsSync(path.join(repo, d, 'tsconfig.json'))).sort();
}

function readConfig(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

const shared = [];
const ownPrograms = [];
for (const dir of projects()) {
  const file = path.join(repo, dir, 'tsconfig.json');
  const config = readConfig(file);
  const plain = path.resolve(repo, dir, config.extends ?? '') === BASE && Object.keys(config.compilerOptions ?? {}).length === 0 && !config.files && !config.references;
  if (plain) shared.push(...(config.include ?? ['**/*']).map((inc) => path.join(dir, inc)));
  else ownPrograms.push(file);
}

// The edge (scripts/lib: the host that serves and renders the store's pages, its security headers, the
// landing host, their tests and the cluster the API suites run on) is strict-checked JavaScript like packages/deploy's, but no workspace project holds it.
ownPrograms.push(path.join(repo, 'scripts', 'tsconfig.json'));

// The shared program's tsconfig, written where git ignores it; include paths are relative to it.
const outDir = path.join(repo, 'node_modules', '.cache', 'ph-typecheck');
fs.mkdirSync(outDir, { recursive: true });
const sharedConfig = path.join(outDir, 'tsconfig.json');
fs.writeFileSync(sharedConfig, `${JSON.stringify({ extends: path.relative(outDir, BASE), include: shared.map((p) => path.relative(outDir, path.join(repo, p))) }, null, 2)}\n`);

const tsc = path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const check = (config, name) => ({ name, command: process.execPath, args: [tsc, '-p', config, '--pretty'], cwd: repo });
// The shared program is by far the longest: it starts first, and the others follow on the second core.
const passed = await runChecks([
  check(sharedConfig, `${shared.length} folders of projects without options of their own`),
  ...ownPrograms.map((config) => check(config, path.relative(repo, path.dirname(config)))),
]);
if (!passed) process.exit(1);
