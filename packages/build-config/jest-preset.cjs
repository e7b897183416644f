// One jest setup for every package and app: swc transforms TS/TSX (fast, no type check; `tsc` does that).
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/**
 * @param {string} rootDir the package folder
 * @param {{ env?: 'node' | 'dom', displayName?: string, setupFiles?: string[] }} [opts]
 */
function jestConfig(rootDir, opts = {}) {
  const dom = opts.env === 'dom';
  return {
    displayName: opts.displayName ?? path.basename(rootDir),
    rootDir,
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    // ESM-only dependencies must be transformed too; pnpm keeps them under node_modules/.pnpm.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@formatjs|intl-messageformat|react-intl|jotai)[+/])'],
    moduleNameMapper: { '\\.(css|svg|png|jpg|woff2)$': require.resolve('identity-obj-proxy') },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [...(dom ? [require.resolve('./jest-dom-setup.cjs')] : []), ...(opts.setupFiles ?? [])],
  };
}

module.exports = { jestConfig, swcOptions };
