// Runs every workspace project's unit and component tests in one jest process.
const fs = require('node:fs');
const path = require('node:path');

const roots = ['shell', 'e2e', ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mf-'))];
const packages = fs.readdirSync(path.join(__dirname, 'packages')).map((d) => `packages/${d}`);
const projects = [...roots, ...packages]
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')))
  .map((d) => `<rootDir>/${d}`);

// Two workers, recycled once a worker's heap passes the limit: each API test file boots its own embedded
// PostgreSQL (PGlite, a WebAssembly instance), and jest's per-file module registry never lets go of those
// instances, so one long-lived process grows by ~250 MB of memory per API file (the heap only by ~50 MB)
// until the machine kills it. Jest measures the heap after each file, so the limit is set on the heap.
const workers = require('./packages/build-config/jest-workers.cjs');

// Generous for component tests on a loaded 2-core machine; API tests set their own (see api-server).
module.exports = { projects, testTimeout: 20_000, ...workers };
