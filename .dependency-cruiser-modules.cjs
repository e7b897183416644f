// The API's module cycles (`pnpm lint:boundaries`, second pass; the other rules: .dependency-cruiser.cjs).
// A cycle between folders of packages/api-server/src is a cycle of modules, whichever files close it.
// This pass reads the graph as it runs — `import type` is erased at build (tsPreCompilationDeps off) —
// so db's tables may name another module's jsonb shape (db-below-modules allows only that) without
// putting db above it.
const base = require('./.dependency-cruiser.cjs');

const API = '^packages/api-server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'No cycles between API modules (folders of src/): a module never reaches itself through others.',
      from: { path: `${API}[^/]+` },
      to: { circular: true, viaOnly: { path: `${API}[^/]+` } },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false, cache: false },
};
