// Runs every workspace project's unit and component tests in one jest process.
const fs = require('node:fs');
const path = require('node:path');

const roots = ['shell', 'e2e', ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mf-'))];
const packages = fs.readdirSync(path.join(__dirname, 'packages')).map((d) => `packages/${d}`);
const projects = [...roots, ...packages]
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')))
  .map((d) => `<rootDir>/${d}`);

// Generous for component tests on a loaded 2-core machine; API tests set their own (see api-server).
module.exports = { projects, testTimeout: 20_000 };
