import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkManifest, deployRelease, GateRefusedError, rollbackRelease } from './commands';
import { configFromEnv } from './config';
import { describeRelease } from './manifest';
import { readPointer, stagingSettingsOf } from './pointer';
import { REMOTE_APPS, REMOTE_KEYS, remoteKey, UnknownRemoteError } from './remotes';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Paths on the command line are the caller's, not the repository root pnpm runs scripts in. */
const callerCwd = process.env.INIT_CWD ?? process.cwd();

const USAGE = `Usage:
  pnpm deploy:check <remote> <candidate mf-manifest.json | build folder | URL>
  pnpm deploy:remote <remote> [--dist <build folder>]   build (unless --dist), upload, gate, move the pointer
  pnpm deploy:rollback <remote> [--to <release id>] [--force]
  pnpm deploy:status
Remotes: ${REMOTE_KEYS.join(', ')} (or their folder names, e.g. mf-catalogue).
Environment: DEPLOY_STORE (.deploy | s3://bucket/prefix), DEPLOY_PUBLIC_URL, DEPLOY_SHELL_MANIFEST.`;

class UsageError extends Error {}

const log = (line: string) => console.log(line);

function build(app: string): void {
  console.log(`building ${app}…`);
  const result = spawnSync('pnpm', ['--filter', app, 'run', 'build'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build of ${app} failed`);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { dist: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const cfg = configFromEnv(repo);
  switch (command) {
    case 'check': {
      if (positionals.length !== 2) throw new UsageError('deploy:check takes a remote and a candidate manifest');
      const remote = remoteKey(positionals[0]!);
      const location = /^https?:\/\//.test(positionals[1]!) ? positionals[1]! : path.resolve(callerCwd, positionals[1]!);
      const { problems, candidate } = await checkManifest(cfg, remote, location);
      if (problems.length > 0) throw new GateRefusedError(remote, problems);
      console.log(`${remote}: ${describeRelease(candidate.metaData.release)} fits the live composition`);
      return 0;
    }
    case 'remote': {
      if (positionals.length !== 1) throw new UsageError('deploy:remote takes one remote');
      const remote = remoteKey(positionals[0]!);
      const app = REMOTE_APPS[remote];
      let dist = values.dist ? path.resolve(callerCwd, values.dist) : null;
      if (!dist) {
        build(app);
        dist = path.join(repo, app, 'dist');
      }
      await deployRelease(cfg, remote, dist, log);
      return 0;
    }
    case 'rollback': {
      if (positionals.length !== 1) throw new UsageError('deploy:rollback takes one remote');
      await rollbackRelease(cfg, remoteKey(positionals[0]!), { to: values.to, force: values.force }, log);
      return 0;
    }
    case 'status': {
      const { doc } = await readPointer(cfg.store);
      console.log(`${cfg.store.description}/remotes.json, revision ${doc.deploy.revision} (${doc.deploy.updatedAt})`);
      for (const key of REMOTE_KEYS) {
        const state = doc.deploy.remotes[key];
        const url = doc.remotes[key];
        if (!url) console.log(`  ${key}: not deployed`);
        else console.log(`  ${key}: ${state?.release ?? '?'} since ${state?.deployedAt ?? '?'}, ${state?.previous.length ?? 0} earlier\n    ${url}`);
      }
      for (const f of stagingSettingsOf(doc)) console.log(`  staging only: ${f.key} ${f.allows}${cfg.production ? ' — NOT for this production store' : ''}`);
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof UnknownRemoteError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(err instanceof GateRefusedError ? `REFUSED ${err.message}` : `deploy failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
