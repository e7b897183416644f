const { jestConfig } = require('@ph/build-config/jest');

const base = jestConfig(__dirname, { env: 'dom', setupFiles: [require.resolve('jest-canvas-mock')] });
module.exports = {
  ...base,
  // Konva ships ES modules only; jest-canvas-mock gives jsdom a 2D context so its stage renders.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@formatjs|intl-messageformat|react-intl|jotai|konva)[+/@])'],
};
