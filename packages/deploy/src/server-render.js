// @ts-check
// Server rendering at the edge (docs/architecture.md#server-rendering): the host that serves the shell's
// page renders the frame (the shell's server build, deployed with the host) and the route's remote (that
// remote's server build, loaded from the release remotes.json names, so a team that releases its remote
// changes the rendered pages without the host being rebuilt or restarted) and writes both into the page.
// The browser hydrates them (@ph/remote-kit lifecycles, the shell's bootstrap).
// Fail soft: a remote without a server build, one that does not answer, throws, answers another contract
// or takes longer than the budget is served as before — the page comes client-rendered, and the log says why.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import http from 'node:http';
import crypto from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import { sessionToken } from './cart-form.js';
import { pageCache } from './page-cache.js';
import { narrowest, sharedReads } from './shared-reads.js';

/** @ph/contracts/http's BOOT_ATTRIBUTE and BOOT_ON_USE (a test holds them equal). */
export const BOOT_ATTRIBUTE = 'data-boot';
export const BOOT_ON_USE = 'on-use';
/** @ph/contracts/http's ARRIVAL_PARAMS: what the shell must read as the page arrives (a test holds them equal). */
export const ARRIVAL_PARAMS = ['ref', 'partner_key', 'ps_partner_key', 'handoff'];

/**
 * Whether the browser may start the page's script on the visitor's first use rather than at once: the
 * page is whole without it. Its header and every application were rendered with every read answered
 * (`whole`: none cut off by the budget, none failed), the visitor has no session (the header's cart count and account menu are theirs, read in the
 * browser) and the address carries nothing the shell must take in on arrival (a referral, a partner key,
 * a phone's handoff, a language it refuses and says so). On a slow phone the script's start and hydration
 * were most of the blocking time after the first paint (docs/performance.md).
 * @param {{ header: boolean, apps: ({ whole?: boolean } | null)[], session: boolean, url: URL, localeRejected: boolean }} page
 */
export function mayBootOnUse(page) {
  return (
    page.header &&
    !page.localeRejected &&
    page.apps.length > 0 &&
    page.apps.every((a) => a !== null && a.whole === true) &&
    !page.session &&
    !ARRIVAL_PARAMS.some((p) => page.url.searchParams.has(p))
  );
}

/** The contract a server build must export (@ph/contracts SERVER_RENDER_CONTRACT). */
export const SERVER_RENDER_CONTRACT = 1;
/** The mount point of the route's own application (the shell's index.html). */
const PAGE_MOUNT_POINT = 'ph-page-body';
/** Where a server build sits beside its browser build's manifest. */
export const SERVER_ENTRY_FILE = 'server/render.cjs';

/**
 * @typedef {{ region: string, locale: string, pathPrefix: string, href: string, apiBase: string, budgetMs: number,
 *   visitor?: { session: boolean, token?: string }, fetch?: typeof fetch }} RenderInput
 * @typedef {{ contract: number, name: string, render(input: RenderInput): Promise<{ html: string, data: Record<string, unknown>, head?: string, complete?: boolean, personal?: boolean }> }} ServerEntry
 * @typedef {{ region: string, pathPrefix: string, locale: string, owner: string | null, localeRejected: boolean,
 *   alsoRender?: { app: string, mountPoint: string }[] }} PageContext
 * @typedef {{ name: string, html: string, data: Record<string, unknown>, head?: string, complete?: boolean, whole?: boolean, until?: number, staleUntil?: number }} RenderedApp
 * @typedef {{ contract: number, pageContext(req: { hostname: string, pathname: string, search: string, cookie: string, pseudoLocale: boolean }): PageContext,
 *   renderFrame(ctx: PageContext, href: string): Promise<{ header: string, title: string }> }} ShellServerEntry
 */

const nodeRequire = createRequire(import.meta.url);

/**
 * Evaluates a server build (one CommonJS file) in this process. It may require Node's own modules only:
 * everything else is inside it, which is what lets any release run without its node_modules.
 * @param {string} code @param {string} filename
 * @returns {unknown} its exports
 */
export function evaluateServerBuild(code, filename) {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  const require = (/** @type {string} */ id) => {
    if (!isBuiltin(id)) throw new Error(`${filename} requires ${id}: a server build may require only Node's own modules`);
    return nodeRequire(id);
  };
  wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
  return module.exports;
}

/**
 * Server builds already evaluated in this process, by the hash of their text. The same text is the same
 * build wherever it was fetched from, so a second loader (a host that makes a renderer per store, as the
 * e2e suite does for every test) takes the evaluated module instead of compiling its ~0.5–0.9 MB again
 * and warming a second copy of React's server renderer. Only successful evaluations are kept; a build
 * keeps no state between renders (remote-kit's server entry makes its caches per render).
 * @type {Map<string, unknown>}
 */
const evaluated = new Map();
const EVALUATED_MAX = 24;

/**
 * `evaluateServerBuild`, once per text in this process.
 * @param {string} code @param {string} filename
 */
function evaluateServerBuildOnce(code, filename) {
  const hash = crypto.createHash('sha256').update(code).digest('hex');
  if (evaluated.has(hash)) return evaluated.get(hash);
  const mod = evaluateServerBuild(code, filename);
  if (evaluated.size >= EVALUATED_MAX) evaluated.delete(/** @type {string} */ (evaluated.keys().next().value));
  evaluated.set(hash, mod);
  return mod;
}

/** @param {unknown} mod @returns {mod is ServerEntry} */
function isServerEntry(mod) {
  const m = /** @type {Partial<ServerEntry> | null} */ (mod);
  return Boolean(m && m.contract === SERVER_RENDER_CONTRACT && typeof m.render === 'function');
}

/**
 * Loads remotes' server builds by URL and keeps them: a release's files never change at their URL; a
 * build rebuilt in place (local development) is fetched again after `ttlMs` and evaluated again only
 * when its text changed. That fetch runs beside the render that found the build old, which still renders
 * with it: a release is a new URL, so only a rebuild in place is seen one render late, and no render waits
 * for a whole server build to download again. A remote without one (404), or that does not answer, is
 * asked again after `retryMs`; a build that is gone or broken when fetched again is dropped. One that only
 * could not be fetched again (no answer within `refreshTimeoutMs`, a 5xx: a busy or restarting origin) is
 * kept and asked again after `retryMs`: under load the host's own origin took over 2 s to send a build, and
 * dropping the build then served every page client-rendered until a fetch got through.
 * @param {{ ttlMs?: number, retryMs?: number, timeoutMs?: number, refreshTimeoutMs?: number, fetchImpl?: typeof fetch, max?: number }} [o]
 */
export function serverEntryLoader({ ttlMs = 30_000, retryMs = 5_000, timeoutMs = 2_000, refreshTimeoutMs = 10_000, fetchImpl = fetch, max = 20 } = {}) {
  /** @typedef {ServerEntry | { error: string, absent?: boolean, transient?: boolean }} Loaded */
  /** @type {Map<string, { at: number, ok: boolean, value: Promise<Loaded>, refreshing?: boolean }>} */
  const cache = new Map();
  /** @param {string} url @param {number} [limitMs] @returns {Promise<Loaded>} */
  const load = async (url, limitMs = timeoutMs) => {
    let status;
    let text = '';
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(limitMs) });
      status = res.status;
      if (res.ok) text = await res.text();
    } catch (err) {
      return { error: `${url} could not be loaded: ${reason(err)}`, transient: true };
    }
    // A release without a server build renders in the browser: that is its team's choice, not a failure.
    if (status === 404) return { error: `${url} does not exist`, absent: true };
    if (status < 200 || status > 299) return { error: `${url} answered ${status}`, ...(status >= 500 ? { transient: true } : {}) };
    try {
      // The same text as before (or as another loader's) is the module already evaluated.
      const mod = evaluateServerBuildOnce(text, url);
      if (!isServerEntry(mod)) return { error: `${url} is not a server build of contract ${SERVER_RENDER_CONTRACT}` };
      return mod;
    } catch (err) {
      return { error: `${url} could not be loaded: ${reason(err)}` };
    }
  };
  /** @param {Loaded} v */
  const usable = (v) => !('error' in v) || v.absent === true;
  /** @param {string} url @returns {Promise<Loaded>} */
  return (url) => {
    const hit = cache.get(url);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < (hit.ok ? ttlMs : retryMs)) return hit.value;
    if (hit?.ok) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        // No render waits for this fetch, so it may take longer than a first load may.
        void load(url, Math.max(timeoutMs, refreshTimeoutMs)).then((v) => {
          if (cache.get(url) !== hit) return;
          if ('error' in v && v.transient) {
            // Kept as it is; asked again once `retryMs` has passed.
            cache.set(url, { ...hit, at: Date.now() - ttlMs + retryMs, refreshing: false });
            return;
          }
          cache.set(url, { at: Date.now(), ok: usable(v), value: Promise.resolve(v) });
        });
      }
      return hit.value;
    }
    const at = Date.now();
    const value = load(url);
    if (!hit && cache.size >= max) cache.delete(/** @type {string} */ (cache.keys().next().value));
    cache.set(url, { at, ok: false, value });
    void value.then((v) => {
      const entry = cache.get(url);
      if (entry?.value === value) cache.set(url, { ...entry, ok: usable(v) });
    });
    return value;
  };
}

/**
 * The shell's server build, from the host's own files (it is deployed with the host); read again when
 * the file changes.
 * @param {string} shellDist
 */
export function shellServerEntry(shellDist) {
  const file = path.join(shellDist, SERVER_ENTRY_FILE);
  /** @type {{ mtimeMs: number, entry: ShellServerEntry | null } | null} */
  let loaded = null;
  /** @returns {ShellServerEntry | null} */
  return () => {
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded.entry;
    try {
      const mod = /** @type {Partial<ShellServerEntry>} */ (evaluateServerBuildOnce(fs.readFileSync(file, 'utf8'), file));
      loaded = { mtimeMs, entry: mod.contract === SERVER_RENDER_CONTRACT && typeof mod.pageContext === 'function' ? /** @type {ShellServerEntry} */ (mod) : null };
    } catch (err) {
      console.warn(`server render: the shell's server build could not be loaded`, err);
      loaded = { mtimeMs, entry: null };
    }
    return loaded.entry;
  };
}

/** The URL of a remote's server build, beside the manifest remotes.json names. @param {string} manifestUrl */
export function serverEntryUrl(manifestUrl) {
  return new URL(SERVER_ENTRY_FILE, manifestUrl).toString();
}

/** An error's message, also for errors of another realm (a server build's). @param {unknown} err */
const reason = (err) => (err && typeof err === 'object' && 'message' in err ? String(err.message) : String(err));

const attr = (/** @type {string} */ v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (/** @type {string} */ v) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Keeps rendered bodies for `ttlMs` per release, store, language and address, and lets concurrent
 * requests for one page share one render. A failed render is not kept, nor one some read of which its
 * budget cut off (`complete: false`). A render that says how long its reads may be shown (`until`, from
 * shared-reads.js) is kept no longer than that.
 * @template {{ until?: number, complete?: boolean } | null} T
 * @param {{ ttlMs?: number, max?: number }} [o]
 */
export function renderCache({ ttlMs = 10_000, max = 1_000 } = {}) {
  /** @type {Map<string, { until: number, value: Promise<T | null> }>} */
  const entries = new Map();
  /** @param {{ until: number, value: Promise<T | null> }} entry @param {T | null} v */
  const bound = (entry, v) => {
    if (v && typeof v.until === 'number') entry.until = Math.min(entry.until, v.until);
  };
  return {
    /** @param {string} key @param {() => Promise<T | null>} make */
    get(key, make) {
      const hit = entries.get(key);
      if (hit && Date.now() < hit.until) return hit.value;
      if (entries.size >= max) entries.delete(/** @type {string} */ (entries.keys().next().value));
      /** @type {{ until: number, value: Promise<T | null> }} */
      const entry = { until: Date.now() + ttlMs, value: Promise.resolve(null) };
      const value = make().then((v) => {
        if (entries.get(key) === entry) {
          if (v === null || v.complete === false) entries.delete(key);
          else bound(entry, v);
        }
        return v;
      });
      entry.value = value;
      entries.set(key, entry);
      return value;
    },
    /** The entry for `key` while it is fresh (a render done or under way), or undefined. @param {string} key */
    peek(key) {
      const hit = entries.get(key);
      return hit && Date.now() < hit.until ? hit.value : undefined;
    },
    /** Keeps a render made outside `get`. @param {string} key @param {T} value */
    put(key, value) {
      if (entries.size >= max) entries.delete(/** @type {string} */ (entries.keys().next().value));
      const entry = { until: Date.now() + ttlMs, value: Promise.resolve(value) };
      bound(entry, value);
      entries.set(key, entry);
    },
    /** Forgets one entry (a render not worth keeping). @param {string} key */
    forget(key) {
      entries.delete(key);
    },
    /** Forgets everything (the catalogue changed). */
    clear() {
      entries.clear();
    },
  };
}

/**
 * Writes the rendered frame and applications into the shell's page: the header into #ph-header, each
 * application into its mount point inside its own element (marked data-ssr for the browser to hydrate),
 * its answers as a JSON block (no `<` in it, so nothing in the data can end the element), the heads the
 * applications need (their styles), the page's language and title; with `bootOnUse`, the mark that lets the
 * browser start the page's script on first use (BOOT_ATTRIBUTE).
 * Every place is found in the shell's page alone (a few KB, never in what a render wrote, so a product's
 * text cannot move a mount point).
 * @param {string} html
 * @param {{ lang: string, title?: string, header?: string, apps?: (RenderedApp & { mountPoint: string })[], bootOnUse?: boolean }} parts
 */
export function writeRendered(html, parts) {
  return renderedPieces(html, parts).join('');
}

/**
 * `writeRendered`'s page in pieces, each rendered body and its answers a piece of its own, for the host to
 * write out as bytes piece by piece. A rendered page is over 128 KB (the product page's answers alone are
 * 80 KB): V8 gives every string that large pages of its own, and each copy of the whole page (every
 * replace, or joining it into one string) cost about a millisecond on this project's machines, a quarter of
 * a cold render on the host's thread (docs/performance.md, "first byte"). No element that runs (a script,
 * a style) is split between pieces: the host's policy hashes them piece by piece (security-headers.mjs).
 * @param {string} html
 * @param {{ lang: string, title?: string, header?: string, apps?: (RenderedApp & { mountPoint: string })[], bootOnUse?: boolean }} parts
 * @returns {string[]}
 */
export function renderedPieces(html, parts) {
  /** @type {{ at: number, end: number, text: string[] }[]} */
  const edits = [];
  /** @param {RegExpExecArray | null} found @param {(found: RegExpExecArray) => string[]} write */
  const edit = (found, write) => {
    if (found) edits.push({ at: found.index, end: found.index + found[0].length, text: write(found) });
  };
  // index.html is minified: attribute quotes may be gone.
  const boot = parts.bootOnUse ? ` ${BOOT_ATTRIBUTE}="${BOOT_ON_USE}"` : '';
  edit(/<html lang=(?:"[^"]*"|[^\s>]*)/.exec(html), () => [`<html lang="${attr(parts.lang)}"${boot}`]);
  const title = parts.title;
  if (title !== undefined) edit(/<title>[^<]*<\/title>/.exec(html), () => [`<title>${text(title)}</title>`]);
  const header = parts.header;
  if (header !== undefined) edit(/<div id="?ph-header"?><\/div>/.exec(html), () => [`<div id="ph-header" data-ssr="">`, header, '</div>']);
  /** @type {string[]} */
  const heads = [];
  for (const app of parts.apps ?? []) {
    // React writes the resources a render asked for first (the largest picture's preload): they belong in
    // the head, where the browser acts on them at once and hydration does not find them in the container.
    const hints = /^(?:<link [^>]*>)+/.exec(app.html)?.[0] ?? '';
    if (hints) heads.push(hints);
    const body = app.html.slice(hints.length);
    const block = JSON.stringify(app.data).replace(/</g, '\\u003c');
    edit(new RegExp(`<(main|div) id="?${app.mountPoint}"?((?: [^>]*)?)><\\/\\1>`).exec(html), ([, tag, rest]) => [
      `<${tag} id="${app.mountPoint}"${rest}><div data-app="${attr(app.name)}" data-ssr="">`,
      body,
      `</div><script type="application/json" id="ph-ssr-${attr(app.name)}">`,
      block,
      `</script></${tag}>`,
    ]);
    if (app.head) heads.push(app.head);
  }
  const headEnd = html.indexOf('</head>');
  if (heads.length && headEnd !== -1) edits.push({ at: headEnd, end: headEnd, text: [heads.join('')] });
  edits.sort((a, b) => a.at - b.at);
  /** @type {string[]} */
  const out = [];
  // Small pieces go together (a few KB of the shell's page, a tag): only the bodies and their answers stand alone.
  let small = '';
  /** @param {string} piece */
  const put = (piece) => {
    if (piece.length < 16_384) small += piece;
    else {
      if (small) out.push(small);
      out.push(piece);
      small = '';
    }
  };
  let from = 0;
  for (const e of edits) {
    // Places are distinct elements of the shell's page; one inside another would be a broken page.
    if (e.at < from) continue;
    put(html.slice(from, e.at));
    for (const piece of e.text) put(piece);
    from = e.end;
  }
  put(html.slice(from));
  if (small) out.push(small);
  return out;
}

/** @param {Promise<T>} p @param {number} ms @param {string} what @template T */
function within(p, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]);
}

/** The shell's frame renders within 1 s (its own deadline); past this the browser renders it. */
const FRAME_LIMIT_MS = 1_500;

/**
 * The reads' budget of a render no visitor waits for (a page given stale, or served client-rendered, made
 * again for the next visitors): a loaded host still makes it whole.
 */
const BACKGROUND_BUDGET_MS = 2_000;

/**
 * What the host asks for (the shell's page for the route, the request's address and cookie, the remotes' releases)
 * and what it gets back; render-pool.js's `Page` and `Rendered` are the same.
 * @typedef {{ html: string, url: URL, hostname: string, cookie: string, remotes: Record<string, unknown>, pseudoLocale: boolean, origin: string }} PageRequest
 * @typedef {{ html: string | string[], rendered: boolean, personal?: boolean }} Page
 */
/** @typedef {import('./shared-reads.js').Bounds} Bounds */

/**
 * The edge's server renderer.
 * @param {{ shellDist: string, apiBase: string, budgetMs?: number, log?: (message: string) => void,
 *   loader?: ReturnType<typeof serverEntryLoader>, pageFreshMs?: number, pageStaleMs?: number, backgroundBudgetMs?: number }} o
 * `budgetMs`: how long a remote's reads may take (then they are left to the browser); the whole render
 * of a remote may take twice that before the page is served client-rendered instead. `pageFreshMs` and
 * `pageStaleMs`: how long a whole page is given as it is, and then at most while it is made again (page-cache.js).
 */
export function serverRenderer(o) {
  const budgetMs = o.budgetMs ?? 150;
  const backgroundBudgetMs = Math.max(budgetMs, o.backgroundBudgetMs ?? BACKGROUND_BUDGET_MS);
  const log = o.log ?? ((m) => console.warn(m));
  const shell = shellServerEntry(o.shellDist);
  const loader = o.loader ?? serverEntryLoader();
  /** @type {ReturnType<typeof renderCache<RenderedApp & { personal?: boolean }>>} */
  const bodies = renderCache({ ttlMs: o.pageFreshMs ?? 10_000 });
  /**
   * Whole pages as sent to a visitor without a session: the same for all of them for the same address,
   * store and language, and re-made (the frame rendered, the bodies written into the shell's page) on every
   * request otherwise, which under load was most of the host's thread (docs/performance.md, "first byte").
   * @type {ReturnType<typeof pageCache<Page>>}
   */
  const pages = pageCache({ freshMs: o.pageFreshMs ?? 10_000, staleMs: o.pageStaleMs ?? 60_000 });
  /** The API's answers for everyone, which the renders read again and again (shared-reads.js). */
  const reads = sharedReads();
  /**
   * The shell's pages as the host hands them over (one per shell release and set of head tags: the route's
   * remotes' preloads differ from route to route), numbered for the pages' keys; the least recently used go.
   * @type {Map<string, number>}
   */
  const builtPages = new Map();
  let nextBuiltPageId = 1;
  /** @type {unknown} */
  let pagesOfEntry = null;
  /** @param {string} html */
  const builtPageId = (html) => {
    let id = builtPages.get(html);
    if (id === undefined) {
      if (builtPages.size >= 64) builtPages.delete(/** @type {string} */ (builtPages.keys().next().value));
      id = nextBuiltPageId;
      nextBuiltPageId += 1;
    } else builtPages.delete(html);
    builtPages.set(html, id);
    return id;
  };
  /** Releases without a server build, said once each. */
  const quiet = new Set();
  /** Bodies whose render under way is one made in the background, by key. */
  const inBackground = new Set();
  /**
   * The render under way in the background, if any: one at a time, so that a host already over its budget
   * (every request a new address) spends at most one render's worth more on pages for later visitors.
   * @type {Promise<void> | null}
   */
  let background = null;
  const renderer = {
    /** Forget rendered bodies (the catalogue changed). */
    invalidate: () => {
      bodies.clear();
      pages.clear();
      reads.clear();
    },
    /**
     * The page with what the server could render written in; `rendered` says whether the route's body is
     * in it (the host then leaves out the first read the body already carries).
     * @param {PageRequest} page
     * @returns {Promise<Page>}
     */
    async render(page) {
      const entry = shell();
      if (!entry) return { html: page.html, rendered: false };
      let ctx;
      try {
        ctx = entry.pageContext({ hostname: page.hostname, pathname: page.url.pathname, search: page.url.search, cookie: page.cookie, pseudoLocale: page.pseudoLocale });
      } catch (err) {
        log(`server render: ${page.url.pathname}: no page context (${reason(err)}); served client-rendered`);
        return { html: page.html, rendered: false };
      }
      // A new shell build renders other pages.
      if (pagesOfEntry !== entry) {
        pages.clear();
        pagesOfEntry = entry;
      }
      // Everything a page for a visitor without a session is made of: the shell's page, what the shell's
      // rules made of the request, the address, and the remotes' releases.
      const pageKey =
        sessionToken(page.cookie ?? '') === null
          ? [builtPageId(page.html), JSON.stringify(ctx), page.hostname, page.origin, `${page.url.pathname}${page.url.search}`, page.pseudoLocale, JSON.stringify(page.remotes)].join('|')
          : null;
      if (pageKey === null) return (await renderer.renderPage(entry, ctx, page)).page;
      const kept = pages.look(pageKey);
      if (kept) {
        if (!kept.fresh) renderLater(pageKey, entry, ctx, page, kept.page);
        return kept.page;
      }
      const startedIn = pages.generation;
      const made = await renderer.renderPage(entry, ctx, page);
      if (made.keep) pages.put(pageKey, made.page, made.bounds, startedIn);
      // Served client-rendered (or without a part) now: made whole for the next visitors, with no one waiting.
      else if (!made.page.personal) renderLater(pageKey, entry, ctx, page);
      return made.page;
    },
    /**
     * @param {ShellServerEntry} entry @param {PageContext} ctx
     * @param {PageRequest} page
     * @param {{ background?: boolean }} [how] a render no visitor waits for: the background budget, and no log of
     *   what failed (the visitor's own render said it)
     * @returns {Promise<{ page: Page, keep: boolean, bounds: Bounds }>} `keep`: the frame and every application rendered
     *   in full, not as the visitor: the next visitor without a session may get it as it is, within `bounds`.
     */
    async renderPage(entry, ctx, page, how = {}) {
      const say = how.background ? () => undefined : log;
      // Bounded here too, not only by renderComplete's own deadline inside the build: a page must never
      // wait on a frame that does not settle.
      const frame = within(entry.renderFrame(ctx, `${page.url.pathname}${page.url.search}`), FRAME_LIMIT_MS, 'the frame').catch((err) => {
        say(`server render: the frame failed (${reason(err)}); the browser renders it`);
        return null;
      });
      const wanted = [
        ...(ctx.owner ? [{ app: ctx.owner, mountPoint: PAGE_MOUNT_POINT }] : []),
        ...(ctx.alsoRender ?? []),
      ];
      const apps = await Promise.all(
        wanted.map(async (w) => {
          const app = await renderer.renderApp({ ...ctx, owner: w.app }, page, how);
          return app ? { ...app, mountPoint: w.mountPoint } : null;
        }),
      );
      const framed = await frame;
      const bootOnUse =
        ctx.owner !== null &&
        mayBootOnUse({ header: framed?.header !== undefined, apps, session: sessionToken(page.cookie ?? '') !== null, url: page.url, localeRejected: ctx.localeRejected });
      const personal = apps.some((a) => a?.personal === true);
      const bounds = narrowest(apps);
      return {
        page: {
          // A page with a part rendered as the visitor is theirs alone (the host sends it private, no-store).
          personal,
          html: renderedPieces(page.html, { lang: ctx.locale, ...(framed ?? {}), apps: apps.filter((a) => a !== null), bootOnUse }),
          // A body some read of which the budget cut off still comes with the route's first read (the browser
          // finishes the page from it without asking the API again).
          rendered: ctx.owner !== null && apps[0] != null && apps[0].complete !== false,
        },
        keep: framed !== null && !personal && apps.every((a) => a !== null && a.complete !== false),
        bounds,
      };
    },
    /**
     * @param {PageContext} ctx
     * @param {{ url: URL, remotes: Record<string, unknown>, origin: string, cookie?: string }} page
     * @param {{ background?: boolean }} [how]
     */
    async renderApp(ctx, page, how = {}) {
      const owner = /** @type {string} */ (ctx.owner);
      const manifest = page.remotes[owner];
      if (typeof manifest !== 'string' || page.remotes.$overrides) return null;
      const url = serverEntryUrl(new URL(manifest, page.origin).toString());
      const href = `${page.url.pathname}${page.url.search}`;
      const budget = how.background ? backgroundBudgetMs : budgetMs;
      const say = how.background ? () => undefined : log;
      const limitMs = 2 * budget + 50;
      // Whether the visitor has a session is part of what a render shows (an empty cart or one loading),
      // so it is part of the key.
      const token = sessionToken(page.cookie ?? '');
      const key = [url, ctx.region, ctx.locale, href, token !== null ? 'session' : 'none'].join('|');
      const started = Date.now();
      /** @param {{ session: boolean, token?: string }} visitor @returns {Promise<RenderedApp & { personal?: boolean } | null>} */
      const make = async (visitor) => {
        const mod = await loader(url);
        if ('error' in mod) {
          if (!mod.absent) say(`server render: ${owner}: ${mod.error}; ${href} served client-rendered`);
          else if (!quiet.has(url)) {
            quiet.add(url);
            log(`server render: ${owner} has no server build at ${url}; its pages are client-rendered`);
          }
          return null;
        }
        try {
          // How long what this render read may be shown: the page it is part of is kept no longer.
          const tracked = reads.tracked();
          const out = await within(
            mod.render({ region: ctx.region, locale: ctx.locale, pathPrefix: ctx.pathPrefix, href, apiBase: o.apiBase, budgetMs: budget, visitor, fetch: tracked.fetch }),
            limitMs,
            `${owner}'s render`,
          );
          return { name: owner, ...out, ...tracked.bounds() };
        } catch (err) {
          say(`server render: ${owner}: ${reason(err)} after ${Date.now() - started} ms; ${href} served client-rendered`);
          return null;
        }
      };
      /** @param {RenderedApp & { personal?: boolean } | null} v @returns {RenderedApp & { personal?: boolean } | null} */
      const shown = (v) =>
        v
          ? {
              name: owner,
              html: v.html,
              data: v.data,
              complete: v.complete !== false,
              whole: v.whole === true,
              ...(v.head ? { head: v.head } : {}),
              ...(v.personal ? { personal: true } : {}),
              // No bound (a render that read nothing kept) is no property: the page keeps its own lifetime.
              ...(v.until !== undefined && Number.isFinite(v.until) ? { until: v.until } : {}),
              ...(v.staleUntil !== undefined && Number.isFinite(v.staleUntil) ? { staleUntil: v.staleUntil } : {}),
            }
          : null;

      if (token !== null) {
        // A visitor with a session: the render gets their token, for a page of what they own (the cart).
        // A render that read with it (`personal`) is theirs alone: it is neither kept nor shared with a
        // concurrent request. One that did not is what every visitor with a session gets, and is kept as usual.
        const kept = bodies.peek(key);
        if (kept) return shown(await kept);
        const v = await make({ session: true, token });
        if (v && !v.personal && v.complete !== false) bodies.put(key, v);
        return shown(v);
      }
      // Concurrent requests share one render (kept unless a read was cut off). A visitor who joined one made
      // in the background (with its larger budget) waits for it no longer than their own render would take.
      let mine = false;
      const shared = bodies.get(key, () => {
        mine = true;
        if (!how.background) return make({ session: false });
        inBackground.add(key);
        return make({ session: false }).finally(() => inBackground.delete(key));
      });
      const joinedBackground = !mine && inBackground.has(key);
      const v = joinedBackground
        ? await within(shared, limitMs, `${owner}'s render (made in the background)`).catch((err) => {
            say(`server render: ${owner}: ${reason(err)}; ${href} served client-rendered`);
            return null;
          })
        : await shared;
      return shown(v);
    },
  };
  /**
   * Makes a page again with no visitor waiting, and keeps it if it came whole. One that does not even with
   * the background's budget (its remote is down or fails) is not given stale any more: `stale`, the page given
   * meanwhile, is dropped, and the next visitor's render says why.
   * @param {string} pageKey @param {ShellServerEntry} entry @param {PageContext} ctx
   * @param {PageRequest} page
   * @param {Page} [stale]
   */
  const renderLater = (pageKey, entry, ctx, page, stale) => {
    if (background) return;
    const startedIn = pages.generation;
    background = renderer
      .renderPage(entry, ctx, page, { background: true })
      .then((made) => {
        if (made.keep) pages.put(pageKey, made.page, made.bounds, startedIn);
        else if (stale) pages.forget(pageKey, stale);
      })
      .catch(() => undefined)
      .finally(() => {
        background = null;
      });
  };
  return renderer;
}

/**
 * Follows the API's catalogue change feed (`GET /api/catalogue/changes`, server-sent events) and calls
 * `onChange` on every change, and on every (re)connection (changes made while it was away are not told).
 * A lost or refused connection is tried again with backoff, up to `maxRetryMs`.
 * @param {string} url @param {() => void} onChange @param {{ maxRetryMs?: number }} [o]
 */
export function followCatalogueChanges(url, onChange, { maxRetryMs = 10_000 } = {}) {
  let closed = false;
  let retryMs = 250;
  /** @type {import('node:http').ClientRequest | null} */
  let request = null;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  const again = () => {
    request = null;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };
  const connect = () => {
    request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return again();
      }
      retryMs = 250;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (/** @type {string} */ chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (event === 'ready' || event === 'changed') onChange();
        }
      });
      res.on('close', again);
    });
    request.on('error', again);
  };
  connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      request?.destroy();
    },
  };
}
