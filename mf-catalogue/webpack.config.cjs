const { createFederatedConfig, createServerConfig } = require('@ph/build-config/webpack');

module.exports = [
  createFederatedConfig({
    dir: __dirname,
    name: 'mf_catalogue',
    port: 3001,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    // index.html is the stand-alone dev page (pnpm --filter mf-catalogue dev); the shell loads remoteEntry.js.
    html: true,
  }),
  // The server entry the edge server renders the catalogue's routes with.
  createServerConfig({ dir: __dirname }),
];
