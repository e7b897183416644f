const { DefinePlugin } = require('webpack');
const { createFederatedConfig } = require('@ph/build-config/webpack');

const base = createFederatedConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  port: 3001,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  // index.html is the stand-alone dev page (pnpm --filter mf-catalogue dev); the shell loads remoteEntry.js.
  html: true,
});

// The PIM routes take a public bearer token (commerce-core §6); it is public, so it is baked into the
// bundle from the build environment (the API's PUBLIC_CATALOGUE_TOKEN), its dev default otherwise.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins = [
    ...(config.plugins ?? []),
    new DefinePlugin({
      'process.env.PH_PUBLIC_CATALOGUE_TOKEN': JSON.stringify(process.env.PUBLIC_CATALOGUE_TOKEN ?? 'dev-public-catalogue-token'),
    }),
  ];
  return config;
};
