// @ts-check
// Runs the built commerce API (packages/api-server/dist/main.js, see scripts/ensure-build.mjs) with
// plain `node` as a child process and waits until it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';

/**
 * @param {{ repo: string, port: number, env?: Record<string, string> }} o
 */
export async function startApi(o) {
  const main = path.join(o.repo, 'packages/api-server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('packages/api-server/dist/main.js is missing: run `pnpm --filter @ph/api-server build`');
  const child = spawn(process.execPath, [main], {
    cwd: path.join(o.repo, 'packages/api-server'),
    env: { ...process.env, PORT: String(o.port), HOST: '127.0.0.1', ...o.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`http://127.0.0.1:${o.port}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the API did not answer /api/health within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
