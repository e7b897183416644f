// The standalone consent bundle (`dist/consent.js`) for pages without the shell: the consent views in
// plain DOM (src/standalone/dom.ts) over the remote's state rules and bridge, no UI library. Only the
// region-migration notice (a chunk loaded for packhelp.com visitors coming from the Czech store) renders
// the remote's own view with preact/compat and small stand-ins for react-intl and @ph/ui
// (src/standalone/*-lite.tsx). Budget: 15 KB gzip including styles (budgets.json).
const path = require('node:path');

const src = (p) => path.join(__dirname, 'src', p);

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'consent-standalone',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { consent: src('standalone/index.ts') },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].js',
      chunkFilename: 'consent-chunks/[name].[contenthash:10].js',
      // Language chunks are fetched next to consent.js, wherever the landing page loads it from.
      publicPath: 'auto',
      uniqueName: 'ph_consent_standalone',
      // The federated build cleans dist/ first and runs before this one.
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        'react/jsx-runtime': 'preact/jsx-runtime',
        'react/jsx-dev-runtime': 'preact/jsx-runtime',
        'react-dom/test-utils': 'preact/test-utils',
        'react-dom/client': 'preact/compat/client',
        'react-dom$': 'preact/compat',
        react$: 'preact/compat',
        'react-intl$': src('standalone/intl-lite.tsx'),
        '@ph/ui$': src('standalone/ui-lite.tsx'),
        // The consent's dialogs come from @ph/ui/dialogs in the page (federated) build; the stand-in has them too.
        '@ph/ui/dialogs$': src('standalone/ui-lite.tsx'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules[\\/](?!@ph)/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2019',
              },
            },
          },
        },
      ],
    },
    performance: { hints: production ? 'error' : false, maxEntrypointSize: 80_000, maxAssetSize: 80_000 },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
};
