// `pnpm lint`: eslint, the boundary rules (dependency-cruiser), unused code (knip) and the docs'
// references, two at a time. Each of them keeps about one core busy, and one after the other they took
// 76 s on the project's 2-core machine; every one runs to its end and all their failures are shown.
import { spawn } from 'node:child_process';

const CHECKS = ['lint:eslint', 'lint:boundaries', 'lint:unused', 'lint:docs'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('pnpm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${script} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${code === 0 ? '' : out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  }),
);
if (results.some((ok) => !ok)) process.exit(1);
