const { createFederatedConfig } = require('@ph/build-config/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_editor_host',
  port: 3005,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  // index.html is the stand-alone dev page (pnpm --filter mf-editor-host dev); the shell loads remoteEntry.js.
  html: true,
});
