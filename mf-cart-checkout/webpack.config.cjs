const { createFederatedConfig, createServerConfig } = require('@ph/build-config/webpack');

module.exports = [
  createFederatedConfig({
    dir: __dirname,
    name: 'mf_cart_checkout',
    port: 3002,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    // index.html is the stand-alone dev page (pnpm --filter mf-cart-checkout dev); the shell loads remoteEntry.js.
    html: true,
  }),
  // The server entry the edge server renders this remote's part of a page with (docs/architecture.md#server-rendering).
  createServerConfig({ dir: __dirname }),
];
