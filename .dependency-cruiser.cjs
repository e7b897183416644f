// The workspace's import boundaries, checked by `pnpm lint` (dependency-cruiser; README "Boundaries").
// The rules are generic: a new API module, remote or package written the same way passes them.
//
// API modules: every folder of packages/api-server/src is a module; its face is its `index.ts` (a
// sub-folder's `index.ts`, like db/schema's, is a face too). Repositories — `repository.ts`, files
// ending in `-repo.ts`, and the db/ folder itself — are the only files that query.
const API = '^packages/api-server/src/';
const REPOSITORY = `${API}(?:db/|.+/repository\\.ts$|.+-repo\\.ts$)`;
const TEST_CODE = '/(?:test|tests|testing)/|\\.test\\.tsx?$|/jest[^/]*\\.cjs$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles between files. A cycle closed only by type imports (erased at build) is not one; ' +
        "drizzle tables that reference each other's keys (lazy callbacks) are the schema's own affair.",
      from: { path: '^(?:packages|shell|mf-[^/]+)/', pathNot: `${API}db/schema/` },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'db-below-modules',
      severity: 'error',
      comment: 'db (client, migrations, tables) uses no other module; its tables may name their jsonb shapes by type.',
      from: { path: `${API}db/` },
      to: { path: `${API}(?!db/)[^/]+/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-module-face',
      severity: 'error',
      comment: 'An API module imports another only through its face (index.ts).',
      from: { path: `${API}([^/]+)/` },
      to: { path: API, pathNot: [`${API}$1/`, `${API}[^/]+\\.ts$`, `${API}.+/index\\.ts$`] },
    },
    {
      name: 'api-root-face',
      severity: 'error',
      comment: 'The composition root (src/*.ts) reaches modules through their faces too.',
      from: { path: `${API}[^/]+\\.ts$` },
      to: { path: `${API}[^/]+/`, pathNot: `${API}.+/index\\.ts$` },
    },
    {
      name: 'drizzle-only-in-repositories',
      severity: 'error',
      comment: 'Only repositories (repository.ts, *-repo.ts, db/) import drizzle-orm.',
      from: { path: API, pathNot: REPOSITORY },
      to: { path: 'node_modules/.*drizzle-orm/' },
    },
    {
      name: 'tables-only-in-repositories',
      severity: 'error',
      comment: 'Only repositories use the tables; others may name their row types (type-only imports).',
      from: { path: API, pathNot: REPOSITORY },
      to: { path: `${API}db/schema/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-remote-imports-another',
      severity: 'error',
      comment: 'Remotes and the shell talk through packages/ contracts and DOM events, never through each other.',
      from: { path: '^(shell|mf-[^/]+)/' },
      to: { path: '^(?:shell|mf-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'browser-never-depends-on-server',
      severity: 'error',
      comment: 'Only the API (and e2e, which starts it) reach @ph/api-server.',
      from: { path: '^(?:shell|mf-[^/]+|packages/(?!api-server/)[^/]+)/' },
      to: { path: '^packages/api-server/' },
    },
    {
      name: 'no-deep-package-imports',
      severity: 'error',
      comment:
        "A workspace package is imported by its name and its declared `exports`, never by a relative path into it. " +
        "Tests and their setup may read another package's sources to hold the two equal (parity and gate tests).",
      from: { path: '^((?:packages/[^/]+|shell|mf-[^/]+))/', pathNot: TEST_CODE },
      to: { path: '^(?:packages/[^/]+|shell|mf-[^/]+)/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: "An import that does not resolve (a path a package's `exports` does not declare, a missing file).",
      from: { path: '^(?:packages|shell|mf-[^/]+)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // .deploy-test/: the deploy e2e spec's temporary copy of a remote's source (git-ignored), not part of the tree.
    exclude: { path: ['/dist/', '/coverage/', '(^|/)\\.deploy-test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
