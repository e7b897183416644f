// `pnpm typecheck`: every workspace project's tsconfig, in as few tsc programs as give the same answer.
// Projects whose tsconfig only extends tsconfig.base.json (no compiler options of their own) are
// checked together in one program: each package's sources are then checked once, where one tsc per
// project checked the shared packages (ui, i18n, contracts, …) again in every project that imports them
// (285 s of CPU against 86, 164 s against 56 on the project's 2-core machine). A project with options of its own (e2e without jest's globals, the
// DOM-less dieline, the JavaScript of deploy) keeps its own program. Two programs run at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

// The shared program's tsconfig, written where git ignores it; include paths are relative to it.
const outDir = path.join(repo, 'node_modules', '.cache', 'ph-typecheck');
fs.mkdirSync(outDir, { recursive: true });
const sharedConfig = path.join(outDir, 'tsconfig.json');
fs.writeFileSync(sharedConfig, `${JSON.stringify({ extends: path.relative(outDir, BASE), include: shared.map((p) => path.relative(outDir, path.join(repo, p))) }, null, 2)}\n`);

const tsc = path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const run = (config) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', config, '--pretty'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const name = config === sharedConfig ? `${shared.length} folders of projects without options of their own` : path.relative(repo, path.dirname(config));
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${out}`);
      resolve(code === 0);
    });
  });

// The shared program is by far the longest: it starts first, and the others follow on the second core.
const queue = [sharedConfig, ...ownPrograms];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  }),
);
if (results.some((ok) => !ok)) process.exit(1);
