// Runs commands that each keep about one core busy two at a time (the project's machines have two),
// every one to its end: a line per command with its time, the output of those that fail, and the exit
// code 1 when any failed. `pnpm typecheck` and `pnpm lint` use it.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], cwd?: string }[]} checks longest first
 * @returns {Promise<boolean>} whether every one passed
 */
export async function runChecks(checks) {
  const queue = [...checks];
  /** @type {boolean[]} */
  const results = [];
  const run = (/** @type {(typeof checks)[number]} */ check) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(check.command, check.args, { cwd: check.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => {
        process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${code === 0 ? '' : out}`);
        resolve(code === 0);
      });
    });
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results.push(/** @type {boolean} */ (await run(next)));
    }),
  );
  return results.every((ok) => ok);
}
