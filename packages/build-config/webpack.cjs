// One webpack + Module Federation setup for the shell and every remote (design §2).
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { releaseInfo, contractVersions, manifestAdditions } = require('./release-metadata.cjs');
const { InitialJsPlugin } = require('./initial-js-plugin.cjs');
const { uiSheet, UiSheetPlugin, fontFaceStyle } = require('./ui-sheet.cjs');
const { InlineEarlyScriptPlugin } = require('./inline-early-script.cjs');

/** Workspace packages that hold run-time state and so must exist once in the page. */
// @ph/api-client is shared too so that `instanceof ApiError` holds for errors of the page-wide client.
const STATEFUL_WORKSPACE_PACKAGES = ['@ph/contracts', '@ph/i18n', '@ph/api-client', '@ph/session', '@ph/analytics'];

/**
 * Stateless workspace packages every app shows or routes with. Shared so that the page loads them once
 * (the shell's copy) instead of once per app, but by content: the version is a hash of the package's
 * sources, each app asks for exactly its own, so a remote built from other sources of the package
 * loads its own copy rather than running against code it was not built with.
 */
const CONTENT_SHARED_WORKSPACE_PACKAGES = ['@ph/ui', '@ph/region-config', '@ph/api-errors'];
const WORKSPACE_PACKAGES = path.resolve(__dirname, '..');

/** @param {string} dir a package folder @returns {string} `0.1.0-h1a2b3c4d5e`: its version and a hash of its sources */
function contentVersion(dir) {
  const crypto = require('node:crypto');
  const hash = crypto.createHash('sha256');
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!/\.test\.tsx?$/.test(e.name)) hash.update(path.relative(dir, p)).update(fs.readFileSync(p));
    }
  };
  walk(path.join(dir, 'src'));
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${version}-h${hash.digest('hex').slice(0, 12)}`;
}

function sharedModules(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies ?? {};
  const singleton = (name) => ({ singleton: true, requiredVersion: deps[name] });
  const shared = {
    react: singleton('react'),
    // Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client): without them
    // each remote bundles its own react-dom/client and the page ends up with two Reacts.
    'react/': { ...singleton('react'), requiredVersion: deps.react },
    'react-dom': singleton('react-dom'),
    'react-dom/': { ...singleton('react-dom'), requiredVersion: deps['react-dom'] },
  };
  // Not react-router: every remote mounts its own router (@ph/remote-kit's RemoteRoot), so one copy per
  // page buys nothing, and a shared module is never tree-shaken — the shell provided all of it (61 KB
  // gzip) where each remote's own bundle keeps only the hooks and components it uses.
  for (const name of ['jotai', 'react-intl']) {
    if (deps[name]) shared[name] = singleton(name);
  }
  for (const name of STATEFUL_WORKSPACE_PACKAGES) {
    // Workspace packages have no published version to negotiate; one copy is what matters.
    if (deps[name]) shared[name] = { singleton: true, requiredVersion: false };
  }
  for (const name of CONTENT_SHARED_WORKSPACE_PACKAGES) {
    // Provided by every app, also one that reaches the package only through another (the shell gets
    // @ph/api-errors through @ph/ui): otherwise that copy would sit inside the other package's chunk
    // and a remote would load its own next to it. An app that never imports it never loads it.
    const pkgDir = path.join(WORKSPACE_PACKAGES, name.replace(/^@ph\//, ''));
    const version = contentVersion(pkgDir);
    shared[name] = { import: path.join(pkgDir, 'src/index.ts'), singleton: false, version, requiredVersion: version };
  }
  return shared;
}

const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules[\\/](?!@ph)/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/** How the browser and the server builds resolve the workspace's sources. @param {boolean} production */
function sourceResolve(production) {
  return {
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    // Workspace packages are consumed as TypeScript source.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // Catalogues arrive compiled (compile-messages-loader), so the page needs no ICU parser:
    // react-intl's own recipe for dropping ~40% of its size.
    alias: production ? { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser') } : {},
  };
}

/**
 * Writes the store typeface's @font-face rules (with the emitted files' URLs and the metric-matched
 * fallback face) into index.html's head. A page the edge rendered paints before any script runs: with
 * the rules in its head it is set in Inter, or in the fallback scaled to Inter's metrics while Inter
 * loads (font-display: swap), so the swap moves nothing. The files are not preloaded: the browser asks
 * for them when it lays the text out, and they no longer hold back the first paint (measured: the product
 * page's simulated FCP 1.1–1.3 s with the two preloads, 0.8 s without; docs/performance.md).
 */
class FontFacesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FontFacesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FontFacesPlugin', (data) => {
        const faces = fontFaceStyle(Object.keys(compilation.assets));
        if (faces) data.headTags.unshift({ tagName: 'style', voidTag: false, meta: { plugin: 'FontFacesPlugin' }, attributes: { id: faces.id }, innerHTML: faces.css });
        return data;
      });
    });
  }
}

/** A formatjs catalogue of an app or package: `src/messages/<lang>.json`. */
const MESSAGE_CATALOGUE = /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/;

/** The rules of both builds for the sources themselves: TypeScript, the compiled catalogues, CSS as text. */
const SOURCE_RULES = [
  swcRule,
  { test: MESSAGE_CATALOGUE, use: require.resolve('./compile-messages-loader.cjs') },
  { test: /\.css$/, type: 'asset/source' },
];

/**
 * Names each chunk that holds one catalogue `messages-<lang>-<owner>` (`messages-pl-ui`,
 * `messages-de-mf-account`), so the network panel, the e2e check that a page fetches one language
 * only, and the bundle figures can tell them apart. Other chunks keep their numeric names.
 */
class NameCatalogueChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('NameCatalogueChunks', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('NameCatalogueChunks', (chunks) => {
        for (const chunk of chunks) {
          if (chunk.name || chunk.hasRuntime()) continue;
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          const resource = modules.length === 1 ? modules[0].resource : undefined;
          if (!resource || !MESSAGE_CATALOGUE.test(resource)) continue;
          const lang = path.basename(resource, '.json');
          const owner = path.basename(path.resolve(path.dirname(resource), '../..'));
          chunk.name = `messages-${lang}-${owner}`;
        }
      });
    });
  }
}

/** Emits JSON files the app's host reads (the shell's route owners for the page head). */
class JsonAssetsPlugin {
  /** @param {() => Record<string, unknown>} assets */
  constructor(assets) {
    this.assets = assets;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'JsonAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, data] of Object.entries(this.assets())) {
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(`${JSON.stringify(data, null, 2)}\n`));
        }
      });
    });
  }
}

/** @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData */
function hashedWhenPossible(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * @param {object} o
 * @param {string} o.dir           the app folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name          federation name (also the global container name)
 * @param {number} o.port          dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins]
 * @param {boolean} [o.html]       emit an index.html (the shell, and remotes for stand-alone dev)
 * @param {Record<string,string>} [o.extraEntries] plain entries outside federation (standalone bundles)
 * @param {boolean} [o.fontFaces] write the typeface's @font-face rules into index.html (the shell)
 * @param {string} [o.earlyScript] a script to inline in index.html's head that starts main.js itself
 *   (inline-early-script.cjs; the shell's src/early.ts)
 * @param {() => Record<string, string[]>} [o.requires] the exposes this app loads from each remote
 *   (the shell), written into its manifest for the deploy gate
 * @param {() => Record<string, unknown>} [o.jsonAssets] JSON files to emit into dist (by file name)
 */
function createFederatedConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A release can be built from another copy of the sources (the independent-deploy test does).
    const src = process.env.PH_SOURCE_DIR ? path.resolve(o.dir, process.env.PH_SOURCE_DIR) : path.join(o.dir, 'src');
    const fromSrc = (p) => (p.startsWith('./src/') ? path.join(src, p.slice('./src/'.length)) : p);
    const exposes = Object.fromEntries(Object.entries(o.exposes ?? {}).map(([k, v]) => [k, fromSrc(v)]));
    const release = releaseInfo(o.dir);
    const shared = sharedModules(o.dir);
    const sheet = uiSheet();
    return {
      // `--config-name browser` builds this one alone (and `--config-name server` the server build).
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: { main: path.join(src, 'index.ts'), ...(o.extraEntries ?? {}) },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: o.name,
        // The federation runtime also asks for this template where no content hash exists yet
        // (it embeds the entry's own name); only real chunks get the hashed, cache-forever name.
        filename: production ? hashedWhenPossible : '[name].js',
        // The chunk id in development too: an app that provides a shared package and keeps a fallback copy of
        // it has two catalogue chunks of one name (`messages-en-api-errors`), which `[name].js` made one file.
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].[id].js',
        // dist/server is the server build's (createServerConfig), which may run beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: sourceResolve(production),
      module: {
        rules: [
          ...SOURCE_RULES,
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
          // Fonts (the shell's @ph/ui/fonts): content-hashed files, cached forever by the host.
          { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } },
        ],
      },
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      plugins: [
        new NameCatalogueChunks(),
        // The federation's packages ship an ESM and a CommonJS build. The enhanced plugin imports the
        // external-runtime plugin by the path of its CommonJS file, whose requires pull the CommonJS
        // runtime-core, sdk and error codes into the shell's main.js beside the ESM ones the bundler
        // runtime imports: the runtime twice (21 KB gzip more for every page). Its ESM twin makes it one.
        new NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/\.cjs$/, '.js');
        }),
        new InitialJsPlugin(),
        new UiSheetPlugin(sheet, { link: Boolean(o.html) }),
        ...(o.jsonAssets ? [new JsonAssetsPlugin(o.jsonAssets)] : []),
        // The PIM's bearer token is public (docs/domain.md#roles): baked in from the API's setting, read
        // by @ph/api-client's PUBLIC_CATALOGUE_TOKEN in whichever app's bundle provides it.
        new DefinePlugin({
          'process.env.PH_PUBLIC_CATALOGUE_TOKEN': JSON.stringify(process.env.PUBLIC_CATALOGUE_TOKEN ?? 'dev-public-catalogue-token'),
          // Which build this is, for error reports (@ph/remote-kit) and the shell's release list. No build
          // time here: the same commit should give the same hashed chunks; the manifest carries the time.
          'process.env.PH_RELEASE': JSON.stringify({ name: release.name, version: release.version, commit: release.commit }),
          // @ph/ui's sheet is a file of this build (ui-sheet.cjs); the package's code carries only its name.
          __PH_UI_SHEET__: JSON.stringify({ id: sheet.id, file: sheet.file }),
        }),
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared,
          // version-first would fetch every remote at start-up: one remote down would break the shell.
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins ?? [],
          manifest: {
            additionalData: manifestAdditions({ release, contracts: contractVersions(o.dir), requires: o.requires?.(), shared }),
          },
          dts: false,
          // One federation runtime per page: the shell ships it, production remotes use it instead of
          // each carrying its own ~90 KB copy. Dev builds keep theirs so a remote runs on its own page.
          // `target: 'web'` leaves the runtime's Node.js loading code out of the browser bundle.
          experiments: production
            ? o.name === 'shell'
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : { externalRuntime: true, optimization: { target: 'web' } }
            : {},
        }),
        ...(o.html
          ? [new HtmlWebpackPlugin({
              template: path.join(src, 'index.html'),
              // An app with its own icon names it, so browsers do not ask for a /favicon.ico that is not there.
              ...(fs.existsSync(path.join(src, 'favicon.svg')) ? { favicon: path.join(src, 'favicon.svg') } : {}),
              chunks: ['main'],
              // The page answers every client-side route (/account/orders/…), so its own script
              // must not be resolved relative to that path; chunks still use publicPath 'auto'.
              publicPath: '/',
            }),
            ...(o.fontFaces ? [new FontFacesPlugin()] : []),
            ...(o.earlyScript ? [new InlineEarlyScriptPlugin(fromSrc(o.earlyScript))] : [])]
          : []),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: o.name === 'shell' ? [{ context: ['/api'], target: 'http://127.0.0.1:3100' }] : [],
        static: o.name === 'shell' ? { directory: path.join(o.dir, 'public') } : false,
      },
    };
  };
}

/**
 * The app's server build (docs/architecture.md#server-rendering): `src/server.tsx` as one CommonJS file,
 * `dist/server/render.cjs`, with React and every package inside it, so the edge server can load any
 * release of it from the release's own URL (released with, and beside, the browser build) without a
 * node_modules next to it. Node's own modules are the only thing it requires.
 * @param {{ dir: string }} o
 */
function createServerConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const src = process.env.PH_SOURCE_DIR ? path.resolve(o.dir, process.env.PH_SOURCE_DIR) : path.join(o.dir, 'src');
    const release = releaseInfo(o.dir);
    const sheet = uiSheet();
    const { LimitChunkCountPlugin } = require('webpack').optimize;
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: o.dir,
      entry: { render: path.join(src, 'server.tsx') },
      devtool: false,
      output: {
        path: path.join(o.dir, 'dist/server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      // The server's React: the browser build's conditions would pick react-dom's browser server.
      resolve: { ...sourceResolve(production), conditionNames: ['node', 'import', 'require', 'default'] },
      module: {
        rules: [
          ...SOURCE_RULES,
          // Pictures and fonts are the browser build's files: the server only needs their names.
          { test: /\.(png|jpe?g|svg|webp|woff2)$/, type: 'asset/resource', generator: { emit: false, filename: production ? '[name].[contenthash:10][ext]' : '[name][ext]' } },
        ],
      },
      performance: { hints: false },
      optimization: { minimize: production, moduleIds: 'deterministic' },
      plugins: [
        // One file: a server build is loaded whole, and a lazy screen is there when the server renders it.
        new LimitChunkCountPlugin({ maxChunks: 1 }),
        new DefinePlugin({
          'process.env.PH_PUBLIC_CATALOGUE_TOKEN': JSON.stringify(process.env.PUBLIC_CATALOGUE_TOKEN ?? 'dev-public-catalogue-token'),
          'process.env.PH_RELEASE': JSON.stringify({ name: release.name, version: release.version, commit: release.commit }),
          __PH_UI_SHEET__: JSON.stringify({ id: sheet.id, file: sheet.file }),
        }),
      ],
    };
  };
}

module.exports = { createFederatedConfig, createServerConfig, sharedModules };
