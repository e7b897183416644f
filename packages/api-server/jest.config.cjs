const { jestConfig, swcOptions } = require('@ph/build-config/jest');

const base = jestConfig(__dirname, { env: 'node', setupFiles: [require.resolve('./test/helpers/timeout.cjs')] });

module.exports = {
  ...base,
  // The worker settings (@ph/build-config/jest-workers) are the run's, not a project's: the root config
  // sets them, and this package's `test` script passes them (jest refuses them in a project's config).
  // Each test file boots an embedded PostgreSQL (PGlite, ~1-3 s on a busy 2-core machine); the
  // timeout lives in test/helpers/timeout.cjs so it also holds in the root multi-project run.
  // PGlite's CommonJS build (index.cjs) loads node built-ins with dynamic `import()`, which jest's VM
  // refuses without --experimental-vm-modules; letting swc rewrite it to `require` avoids the flag.
  transform: {
    ...base.transform,
    '/@electric-sql/pglite/dist/.+\\.cjs$': ['@swc/jest', { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } }],
  },
  // light-my-request (fastify.inject) requires the ESM-only `cookie@2`.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@electric-sql\\+pglite@|@electric-sql/pglite/|cookie[@/]|@formatjs[+/]|intl-messageformat[+/]|react-intl[+/]|jotai[+/]))',
  ],
};
