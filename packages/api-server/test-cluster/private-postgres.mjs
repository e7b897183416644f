// @ts-check
// A PostgreSQL server of the test's own (initdb into a temporary folder, its own port), so an outage
// test can stop and start a real server without taking the machine's shared one from anyone else.
// The binaries are the machine's PostgreSQL's (Debian: /usr/lib/postgresql/<major>/bin); as root they
// run as the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (majors.length === 0) throw new Error(`no PostgreSQL server binaries in ${root} (apt-get install postgresql, or set PG_BIN_DIR)`);
  return path.join(root, majors[0], 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as `postgres` when this process is root. */
function pgRun(/** @type {string} */ bin, /** @type {string[]} */ args) {
  const exe = path.join(binDir(), bin);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** @param {{ port: number }} o */
export function privatePostgres(o) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:', dir]);
  pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${o.port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const server = {
    url: `postgres://postgres@127.0.0.1:${o.port}/postgres`,
    start() {
      pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    },
    /** A fast shutdown: every session is cut, new connections are refused until start(). */
    stop() {
      pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    remove() {
      try {
        server.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
