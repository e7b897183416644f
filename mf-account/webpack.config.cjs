const { createFederatedConfig } = require('@ph/build-config/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3003,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  // index.html is the stand-alone dev page (pnpm --filter mf-account dev); the shell loads remoteEntry.js.
  html: true,
});
