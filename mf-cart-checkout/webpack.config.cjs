const { createFederatedConfig } = require('@ph/build-config/webpack');

module.exports = [
  createFederatedConfig({
    dir: __dirname,
    name: 'mf_cart_checkout',
    port: 3002,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    // index.html is the stand-alone dev page (pnpm --filter mf-cart-checkout dev); the shell loads remoteEntry.js.
    html: true,
  }),
  // No server build yet: the cart's page hydrated with a mismatch in a checkout journey (e2e checkout (a)),
  // so its pages are client-rendered until that is found (docs/architecture.md#server-rendering).
];
