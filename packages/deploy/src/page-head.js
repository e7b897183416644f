// @ts-check
// What the host that serves the shell's index.html adds to it per request, because it knows the route
// and remotes.json before the browser runs a line of JavaScript (issue 18, "cut the request chain"):
//   - the remote table inline (<script type="application/json" id="ph-remotes">), so the shell does not
//     wait for a /remotes.json round trip before it can ask for a remote;
//   - the list of files to preload (<script type="application/json" id="ph-preloads">): the shell's own
//     first chunks (dist/initial-js.json), which the browser would otherwise discover only after main.js
//     has run, and the route remote's manifest, entry and first chunks (read from its mf-manifest.json, as
//     deployed), so they download beside the shell; the shell's inline first script asks for them when it
//     starts main.js, after the first paint (consent mounts after the first render, so its code is not
//     preloaded; `headRemotes` decides);
//   - preconnect to the route's remote and consent.
// In a deployment this is an edge function in front of the CDN (docs/performance.md): it reads the same
// remotes.json pointer and caches each release's manifest (immutable per release URL) for its lifetime.
import fs from 'node:fs';
import path from 'node:path';

/** The expose the shell mounts from every remote (shell/src/federation/requirements.ts). */
const LIFECYCLES = 'lifecycles';

/**
 * @typedef {{ prefix: string, pattern: string, remote: string }} RouteEntry one route of one store,
 *   as the shell's build writes them (dist/route-owners.json)
 */

/**
 * Compiled patterns by their text: the table is the same for every request (a build has a few hundred).
 * @type {Map<string, { re: RegExp, staticCount: number }>}
 */
const compiled = new Map();

/** @param {string} pattern `/products/:productType`, `/editor/product/design/:sku?/:designId?` */
function patternRegExp(pattern) {
  let hit = compiled.get(pattern);
  if (!hit) {
    hit = compilePattern(pattern);
    compiled.set(pattern, hit);
  }
  return hit;
}

/** @param {string} pattern @returns {{ re: RegExp, staticCount: number }} */
function compilePattern(pattern) {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return { re: new RegExp(`^${body}/?$`), staticCount: segments.filter((s) => !s.startsWith(':')).length };
}

/**
 * The remote that owns a path, by the same rule as the shell (@ph/region-config matchRoute: the match
 * with the most static segments), across every store's prefix; null when no route matches.
 * @param {string} pathname
 * @param {RouteEntry[]} table
 */
export function routeOwner(pathname, table) {
  let best = /** @type {{ remote: string, score: number } | null} */ (null);
  for (const entry of table) {
    const prefix = entry.prefix;
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    const rest = prefix ? pathname.slice(prefix.length) || '/' : pathname;
    const { re, staticCount } = patternRegExp(entry.pattern);
    if (!re.test(rest)) continue;
    const score = staticCount + (prefix ? 1 : 0);
    if (!best || score > best.score) best = { remote: entry.remote, score };
  }
  return best?.remote ?? null;
}

/** The remote mounted on every page, besides the route's own (shell/src/federation/applications.ts). */
const ON_EVERY_PAGE = 'consent';

/**
 * Which remotes the head names for a path, as keys of remotes.json that name a manifest: `preconnect`
 * the route's owner and consent (both mount on the page); `preload` only the owner's code, because
 * consent mounts after the page's first render and preloading it would put it back into the first
 * load's bytes. With developer overrides allowed (`$overrides`) the page may load remotes from
 * elsewhere: nothing is preloaded then.
 * @param {string} pathname
 * @param {RouteEntry[]} table
 * @param {Record<string, unknown>} remotes the remotes.json document
 */
export function headRemotes(pathname, table, remotes) {
  const owner = routeOwner(pathname, table);
  const named = (/** @type {string} */ k) => typeof remotes[k] === 'string';
  const preconnect = [...(owner ? [owner] : []), ON_EVERY_PAGE].filter(named);
  const preload = remotes.$overrides || !owner || !named(owner) ? [] : [owner];
  return { preconnect, preload };
}

/**
 * Reads a remote's mf-manifest.json and keeps it for `ttlMs` (a release's manifest URL keeps its
 * content once deployed, and remotes.json pointing elsewhere is a new URL; the expiry only bounds how
 * long a manifest rebuilt in place, as in local development, gives stale hints). A remote that does
 * not answer is asked again after `retryMs`, so a page served while it is down gets no preloads for it.
 * A wrong hint costs a wasted download, never a wrong page: the shell's runtime reads the manifest itself.
 */
export function manifestReader({ ttlMs = 30_000, retryMs = 5_000, fetchImpl = fetch } = {}) {
  /** @type {Map<string, { at: number, ok: boolean | null, value: Promise<any> }>} */
  const cache = new Map();
  /** @param {string} url @returns {Promise<any | null>} */
  return (url) => {
    const hit = cache.get(url);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && (hit.ok === null || age < (hit.ok ? ttlMs : retryMs))) return hit.value;
    const at = Date.now();
    const value = fetchImpl(url, { signal: AbortSignal.timeout(1_000) })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null)
      .then((json) => {
        cache.set(url, { at, ok: json !== null, value: Promise.resolve(json) });
        return json;
      });
    cache.set(url, { at, ok: null, value });
    return value;
  };
}

/**
 * The URLs a remote's first render needs: its manifest, remoteEntry.js and the exposed module's chunks.
 * @param {string} manifestUrl
 * @param {any} manifest
 */
export function remoteAssets(manifestUrl, manifest) {
  const publicPath = manifest?.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).toString() : manifestUrl;
  const entry = manifest?.metaData?.remoteEntry;
  const expose = (manifest?.exposes ?? []).find((/** @type {any} */ e) => e.name === LIFECYCLES);
  const scripts = [
    ...(entry?.name ? [new URL(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, base).toString()] : []),
    ...((expose?.assets?.js?.sync ?? []).map((/** @type {string} */ f) => new URL(f, base).toString())),
  ];
  return { manifest: manifestUrl, scripts };
}

const attr = (/** @type {string} */ v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The preconnects, the remote table and the list of files the shell's first script preloads once the
 * page's first frame is painted (shell/src/startShell.ts reads it from `ph-preloads`): as `<link
 * rel="preload">` in the head they were fetched beside the largest picture and, in Lighthouse's
 * simulation of a slow phone, held its paint back by 0.6–1.4 s (docs/performance.md).
 * @param {{ remotes: Record<string, unknown>, shellScripts: string[], remoteOrigins: string[],
 *   remotePreloads: { manifest: string, scripts: string[] }[] }} o
 */
export function headTags(o) {
  // No `<` in the data blocks at all (JSON's \u003c), so nothing in them can end or nest a script element.
  const data = (/** @type {unknown} */ value) => JSON.stringify(value).replace(/</g, '\\u003c');
  const preloads = {
    scripts: [...o.shellScripts, ...o.remotePreloads.flatMap((p) => p.scripts)],
    manifests: o.remotePreloads.map((p) => p.manifest),
  };
  return [
    ...o.remoteOrigins.map((origin) => `<link rel="preconnect" href="${attr(origin)}">`),
    ...o.remoteOrigins.map((origin) => `<link rel="preconnect" href="${attr(origin)}" crossorigin>`),
    `<script type="application/json" id="ph-preloads">${data(preloads)}</script>`,
    `<script type="application/json" id="ph-remotes">${data(o.remotes)}</script>`,
  ].join('');
}

/** @param {string} html @param {string} tags */
export function injectHead(html, tags) {
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

/** @type {Map<string, { mtimeMs: number, value: any }>} */
const buildFiles = new Map();

/**
 * A JSON file of a build (the shell's route table, its first chunks), parsed again only when the file
 * changed (a rebuild in place): the host reads them for every page it serves. Null when there is none.
 * The value is shared by every request: callers only read it.
 * @param {string} file @returns {any}
 */
export function readBuildJson(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = buildFiles.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  buildFiles.set(file, { mtimeMs, value });
  return value;
}

/** shellPreloads' answers by build report and page: the host asks for every page it serves. @type {WeakMap<object, Map<string, string[]>>} */
const preloadsByReport = new WeakMap();

/**
 * The shell's own first chunks besides the scripts index.html names (dist/initial-js.json).
 * @param {string} shellDist
 * @param {string} html the shell's built page (what names its scripts)
 */
export function shellPreloads(shellDist, html) {
  const report = readBuildJson(path.join(shellDist, 'initial-js.json'));
  if (!report) return [];
  let byPage = preloadsByReport.get(report);
  if (!byPage) preloadsByReport.set(report, (byPage = new Map()));
  const hit = byPage.get(html);
  if (hit) return hit;
  const list = listShellPreloads(report, html);
  // One built page per shell release, so this stays small; a page that is not one (a test's) is not kept.
  if (byPage.size < 8) byPage.set(html, list);
  return list;
}

/** @param {any} report dist/initial-js.json @param {string} html */
function listShellPreloads(report, html) {
  // Not the message catalogues: the host does not know the visitor's language here.
  const files = new Set([...report.own, ...Object.values(report.shared).flat()]);
  // Shared modules list their English catalogue chunk beside their code: preloading it would download
  // a language the visitor may not read (the shell loads the active one itself).
  return [...files]
    .filter((f) => !html.includes(`/${f}`) && !/^messages-/.test(path.basename(f)))
    .sort()
    .map((f) => `/${f}`);
}
