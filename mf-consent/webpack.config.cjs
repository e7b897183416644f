const { createFederatedConfig, createServerConfig } = require('@ph/build-config/webpack');

module.exports = [
  createFederatedConfig({
    dir: __dirname,
    name: 'mf_consent',
    port: 3004,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    // index.html is the stand-alone dev page (pnpm --filter mf-consent dev); the shell loads remoteEntry.js.
    html: true,
  }),
  // The server entry the edge server renders this remote's part of a page with (docs/architecture.md#server-rendering).
  createServerConfig({ dir: __dirname }),
];
