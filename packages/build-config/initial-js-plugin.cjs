// Writes dist/initial-js.json: the files an app makes the page load before its first render, so the
// budget check (budgets.cjs) can add up a route's JavaScript from the build output without a browser.
//
// Walked from the app's entry (the shell's `main`, a remote's `remoteEntry.js`) through:
//   - the entry module's own dynamic import (the async boundary before bootstrap),
//   - the exposed modules (what the shell loads from a remote),
//   - shared modules consumed on that path, recorded by share key, since the page loads one copy
//     of each (the shell's, when it provides one),
//   - the English message catalogues on that path (one language per page; English stands for all), a
//     shared module's with the module.
// Other dynamic imports are code loaded after interaction and are not counted.

const NAME = 'InitialJsPlugin';
const CATALOGUE_CHUNK = /^(messages|consent)-/;
const ENGLISH_CHUNK = /^(messages-en-|consent-en)/;

/** @param {import('webpack').Chunk} chunk */
const jsFiles = (chunk) => [...chunk.files].filter((f) => f.endsWith('.js'));

class InitialJsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const own = new Set();
        /** @type {Record<string, Set<string>>} */
        const shared = {};
        const messages = new Set();
        const seen = new Set();
        const entryModules = new Set();

        /**
         * @param {import('webpack').ChunkGroup} group
         * @param {Set<string>} into
         * @param {boolean} [inShared] a shared module's code: its catalogues come with it, from whichever app provides it
         */
        const visit = (group, into, inShared = false) => {
          if (seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) for (const f of jsFiles(chunk)) into.add(f);
          for (const child of group.getChildren()) {
            const names = child.chunks.map((c) => c.name ?? '');
            if (names.length > 0 && names.every((n) => CATALOGUE_CHUNK.test(n))) {
              if (names.every((n) => ENGLISH_CHUNK.test(n))) visit(child, inShared ? into : messages, inShared);
              continue;
            }
            const origin = child.origins.find((o) => o.module)?.module;
            const kind = origin?.constructor?.name;
            if (kind === 'ConsumeSharedModule') {
              const key = origin.options?.shareKey ?? 'unknown';
              visit(provided.get(key) ?? child, (shared[key] ??= new Set()), true);
            } else if (kind === 'ContainerEntryModule' || (origin && entryModules.has(origin))) {
              visit(child, into, inShared);
            }
          }
        };

        // A shared module is loaded through the share scope, which runs the *providing* module's
        // factory: its chunk is what the page fetches. Consuming modules keep a fallback chunk of their
        // own with the same code under another id, used only where nothing provides the module.
        /** @type {Map<string, import('webpack').ChunkGroup>} */
        const provided = new Map();
        for (const module of compilation.modules) {
          if (module.constructor?.name !== 'ProvideSharedModule') continue;
          const key = module._name;
          const group = module.blocks?.[0] ? compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]) : undefined;
          if (typeof key === 'string' && group) provided.set(key, group);
        }

        const starts = [];
        for (const [name, entrypoint] of compilation.entrypoints) {
          const files = entrypoint.chunks.flatMap(jsFiles);
          const isContainer = files.includes('remoteEntry.js');
          if (name === 'main' ? !compilation.entrypoints.has(name) : !isContainer) continue;
          starts.push(entrypoint);
        }
        // A remote's page-facing entry is its container; `main` is its stand-alone dev page.
        const containers = starts.filter((e) => e.chunks.flatMap(jsFiles).includes('remoteEntry.js'));
        const roots = containers.length > 0 ? containers : [compilation.entrypoints.get('main')].filter(Boolean);
        for (const root of roots) {
          for (const chunk of root.chunks) {
            for (const m of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) {
              entryModules.add(m);
              // An entry that imports other modules is concatenated with them: a dynamic import's origin is
              // then the entry's own module inside the concatenation (its rootModule), not the entry.
              if (m.rootModule) entryModules.add(m.rootModule);
            }
          }
        }
        for (const root of roots) visit(root, own);

        const sorted = (s) => [...s].sort();
        const report = {
          app: compilation.outputOptions.uniqueName,
          entry: roots.flatMap((r) => r.chunks.flatMap(jsFiles)),
          own: sorted(own),
          shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])),
          messages: sorted(messages),
          // Every module this app provides to the page's share scope, and the chunks that hold it.
          provided: Object.fromEntries(
            [...provided].sort(([a], [b]) => a.localeCompare(b)).map(([k, group]) => [k, sorted(new Set(group.chunks.flatMap(jsFiles)))]),
          ),
        };
        compilation.emitAsset('initial-js.json', new sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
      });
    });
  }
}

module.exports = { InitialJsPlugin };
