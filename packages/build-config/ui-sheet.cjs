// @ph/ui's page stylesheet as a real CSS file (issue 18): the text is evaluated here, at build time,
// from packages/ui/src/sheet.ts, and emitted as `ph-ui.<hash>.css` into the app's dist; the app's
// @ph/ui code only knows `__PH_UI_SHEET__` ({ id, file }). The shell's index.html links the file in its
// head (render-blocking: the frame never paints unstyled, and the browser fetches it beside main.js
// and caches it for good). A remote built from other @ph/ui sources runs its own copy of the package,
// whose id differs, so it links its own build's file from its own origin (packages/ui/README.md).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const UI_SRC = path.resolve(__dirname, '../ui/src');

/**
 * Runs a TypeScript module of @ph/ui's src (and the relative modules it imports) in Node.
 * @param {string} file absolute path of a .ts file
 * @param {Map<string, any>} cache
 */
function runModule(file, cache) {
  const hit = cache.get(file);
  if (hit) return hit.exports;
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  cache.set(file, module);
  const localRequire = (/** @type {string} */ spec) => {
    if (!spec.startsWith('.')) throw new Error(`${file}: the sheet's modules may import only each other (${spec})`);
    return runModule(path.resolve(path.dirname(file), `${spec.replace(/\.js$/, '')}.ts`), cache);
  };
  new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
  return module.exports;
}

/** @param {string} [srcDir] @returns {{ css: string, id: string, file: string }} */
function uiSheet(srcDir = UI_SRC) {
  const css = runModule(path.join(srcDir, 'sheet.ts'), new Map()).pageSheet();
  const hash = require('node:crypto').createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { css, id: `ph-ui-styles-${hash}`, file: `ph-ui.${hash}.css` };
}

/**
 * Emits the sheet into dist; with `link`, adds `<link rel="stylesheet" id=… href=…>` at the start of
 * index.html's head, so the one request the first paint waits for besides main.js starts at once.
 */
class UiSheetPlugin {
  /** @param {{ css: string, id: string, file: string }} sheet @param {{ link: boolean }} o */
  constructor(sheet, o) {
    this.sheet = sheet;
    this.link = o.link;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('UiSheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'UiSheetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.sheet.file, new compiler.webpack.sources.RawSource(this.sheet.css));
      });
      if (!this.link) return;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('UiSheetPlugin', (data) => {
        data.headTags.unshift({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'UiSheetPlugin' },
          attributes: { rel: 'stylesheet', id: this.sheet.id, href: `/${this.sheet.file}` },
        });
        return data;
      });
    });
  }
}

/** The emitted Inter files, by subset and weight, as @ph/ui's fontFaceCss takes them. */
const INTER_FILE = /(?:^|\/)inter-(latin|latin-ext)-(400|600)-normal\.[0-9a-f]+\.woff2$/;

/**
 * The store typeface's @font-face rules with the URLs of the files this build emitted, written by
 * @ph/ui's own fontFaceCss, and the id @ph/ui's injectFontFaces looks for; null when the build emitted
 * no Inter files.
 * @param {string[]} assetNames the compilation's asset names
 * @param {string} [srcDir]
 * @returns {{ id: string, css: string } | null}
 */
function fontFaceStyle(assetNames, srcDir = UI_SRC) {
  /** @type {Record<string, Record<string, string>>} */
  const files = {};
  for (const name of assetNames) {
    const m = INTER_FILE.exec(name);
    if (m) (files[m[1]] ??= {})[m[2]] = `/${name}`;
  }
  if (!files.latin) return null;
  const faces = runModule(path.join(srcDir, 'fonts/faces.ts'), new Map());
  return { id: faces.FONT_STYLE_ID, css: faces.fontFaceCss(files) };
}

module.exports = { uiSheet, UiSheetPlugin, fontFaceStyle };
