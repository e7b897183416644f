// An app's first script, inline in its index.html's head instead of `<script defer src="/main.….js">`
// (the shell's src/early.ts): it runs as soon as the head is parsed and starts main.js itself (its
// address in `data-main`) after the first paint. A defer script ran before the browser's first paint of
// a server-rendered page, so the paint waited for the federation runtime in main.js to start.
// Bundled with esbuild: the inline code must be one self-contained script with no webpack or federation
// runtime around it, and esbuild turns a few TypeScript modules into one in milliseconds, inside the
// HTML hook, in production and dev-server builds alike.
const path = require('node:path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class InlineEarlyScriptPlugin {
  /** @param {string} entry the early script's source */
  constructor(entry) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineEarlyScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('InlineEarlyScriptPlugin', async (data) => {
        const result = await esbuild.build({
          entryPoints: [this.entry],
          absWorkingDir: compiler.context,
          bundle: true,
          format: 'iife',
          platform: 'browser',
          target: 'es2020',
          minify: compiler.options.mode === 'production',
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        // A rebuild in watch mode follows the early script's sources too.
        for (const input of Object.keys(result.metafile.inputs)) compilation.fileDependencies.add(path.resolve(compiler.context, input));
        const code = result.outputFiles[0].text.trim();
        // Inline code cannot hold what would end its script element or open a comment in it.
        if (/<\/script|<!--/i.test(code)) throw new Error(`${this.entry}: the bundled early script contains "</script" or "<!--"`);
        const at = data.headTags.findIndex((t) => t.tagName === 'script' && typeof t.attributes.src === 'string');
        if (at === -1) throw new Error('InlineEarlyScriptPlugin: index.html has no main script to start');
        const src = /** @type {string} */ (data.headTags[at].attributes.src);
        // Not preloaded either: whatever the page fetches before its first paint, Lighthouse's simulation of a
        // slow phone counts as holding the paint back (docs/performance.md).
        data.headTags.splice(at, 1);
        // Right after @ph/ui's stylesheet (UiSheetPlugin), so the parser waits for the sheet before it reads
        // the body: an inline script after a pending stylesheet runs only once the sheet has loaded. Before
        // it, the body was often parsed before the sheet arrived, and the browser styled and laid out the
        // whole page at DOMContentLoaded without the sheet (a page with <select> elements gets that pass
        // whatever its scripts do), then did it all again when the sheet came: two full passes instead of
        // one on the server-rendered product page (docs/performance.md, "Update, 2026-12-03 14:24"). The
        // click keepers are still there before anything is painted, as the page's first paint waits for
        // the sheet too.
        const script = { tagName: 'script', voidTag: false, meta: { plugin: 'InlineEarlyScriptPlugin' }, attributes: { 'data-main': src }, innerHTML: code };
        const sheet = data.headTags.findIndex((t) => t.tagName === 'link' && t.attributes.rel === 'stylesheet');
        data.headTags.splice(sheet + 1, 0, script);
        return data;
      });
    });
  }
}

module.exports = { InlineEarlyScriptPlugin };
