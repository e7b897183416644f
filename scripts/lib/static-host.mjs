// @ts-check
// Serves built apps the way a deployment would: each remote on its own origin with CORS, hashed
// assets cached forever, the federation entry points and remotes.json never cached, and the
// shell's origin proxying /api to the commerce API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { promisify } from 'node:util';

// One answer to "how is this file cached" for the local host and the deploy upload alike.
import { cacheControlFor, contentTypeFor } from '../../packages/deploy/src/asset-headers.js';
import { applySecurityHeaders, newNonce, nonceMetaParts, originsOf } from './security-headers.mjs';
import { headRemotes, headTags, injectHead, manifestReader, remoteAssets, readBuildJson, shellPreloads } from '../../packages/deploy/src/page-head.js';
import { REGION_LANGUAGE_PATH, regionLanguageAnswer } from '../../packages/deploy/src/region-language.js';
import { CART_ITEMS_PATH, cartFormAnswer } from '../../packages/deploy/src/cart-form.js';
import { CART_CHANGE_PATH, cartChangeAnswer } from '../../packages/deploy/src/cart-change.js';
import { firstPicture, firstReadCache, firstReadKey, firstReadOf, firstReadTags, pageStore, preloadsPicture, readFirst } from '../../packages/deploy/src/first-read.js';
import { followCatalogueChanges, serverRenderer } from '../../packages/deploy/src/server-render.js';
import { defaultPoolSize, renderPool } from '../../packages/deploy/src/render-pool.js';

/**
 * One pool of render threads per process, per size, shared by every store it serves (the e2e suite starts a
 * store for each test: their threads, with the server builds they loaded, stay warm between them).
 * @type {Map<number, ReturnType<typeof renderPool>>}
 */
const renderPools = new Map();
/** @param {number} size */
function sharedRenderPool(size) {
  let pool = renderPools.get(size);
  if (!pool) {
    pool = renderPool({ size });
    renderPools.set(size, pool);
  }
  return pool;
}
import { isStorePage } from './known-pages.mjs';
import { landingFiles } from './landing-host.mjs';

/**
 * @param {string} root folder to serve
 * @param {string} urlPath request path
 * @returns {string | null} a file inside root, or null (also for path traversal)
 */
function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const stat = fs.statSync(file);
    if (stat.isFile()) return file;
    if (stat.isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) return index;
    }
  } catch {
    /* not there */
  }
  return null;
}

/** @type {Map<string, { mtimeMs: number, html: string }>} */
const builtPages = new Map();

/** A built HTML page (the shell's index.html), read again only when a build changed it: it is read for every page served. @param {string} file */
function builtPage(file) {
  const { mtimeMs } = fs.statSync(file);
  const hit = builtPages.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.html;
  const html = fs.readFileSync(file, 'utf8');
  builtPages.set(file, { mtimeMs, html });
  return html;
}

/** Text assets are sent compressed, as any CDN or web server in front of a deployment would. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.cjs', '.json', '.css', '.map', '.svg', '.txt']);
/** @type {Map<string, { mtimeMs: number, body: Buffer }>} compressed bodies by encoding and file */
const compressed = new Map();

/** @param {string} file @param {'br' | 'gzip'} encoding */
function compressedBody(file, encoding) {
  const key = `${encoding}:${file}`;
  const { mtimeMs } = fs.statSync(file);
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = fs.readFileSync(file);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : zlib.gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return body;
}

/** @param {http.IncomingMessage} req @returns {'br' | 'gzip' | null} */
function acceptedEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} file */
function sendFile(req, res, file, extraHeaders = {}, status = 200) {
  const stat = fs.statSync(file);
  // A validator makes `no-cache` cheap: the browser revalidates and gets a 304 when nothing changed.
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeFor(file),
    'cache-control': cacheControlFor(file),
    etag,
    ...extraHeaders,
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  const encoding = COMPRESSIBLE.has(path.extname(file)) ? acceptedEncoding(req) : null;
  if (encoding) {
    const body = compressedBody(file, encoding);
    res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length, vary: 'Accept-Encoding' });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(status, headers);
  fs.createReadStream(file).pipe(res);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * An HTML page made for this request (the shell's index.html with its head filled in): never cached
 * by anyone but revalidated by its content. Given in pieces, it is written out as bytes piece by piece.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string | string[]} html
 */
async function sendHtml(req, res, html, extraHeaders = {}, status = 200) {
  const raw = typeof html === 'string' ? Buffer.from(html, 'utf8') : Buffer.concat(html.map((part) => Buffer.from(part, 'utf8')));
  const etag = `W/"${crypto.createHash('sha1').update(raw).digest('base64url')}"`;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', etag, vary: 'Accept-Encoding', ...extraHeaders };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  const encoding = acceptedEncoding(req);
  // Made per request, so compressed fast, as a CDN compresses dynamic answers: brotli's default quality
  // (11) took 158 ms for the product page with its first read inline (76 KB), quality 5 takes 2–3 ms for
  // 0.6 KB more (3.3 KB) — the page's first byte waited for it. On libuv's threads, not the host's own:
  // under load that was a quarter of the thread's time (docs/performance.md, "first byte").
  const body =
    encoding === 'br'
      ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : encoding === 'gzip'
        ? await gzip(raw, { level: 6 })
        : raw;
  res.writeHead(status, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ host: string, port: number }} target
 */
function proxy(req, res, target) {
  // Like any reverse proxy, append the address the request came from: the API (TRUST_PROXY) reads the
  // client's address from here, counting hops from its end, so nothing a client writes is believed.
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
  const upstream = http.request(
    {
      host: target.host,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: `${target.host}:${target.port}`, 'x-forwarded-for': forwardedFor },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The commerce API is not reachable' }));
  });
  req.pipe(upstream);
}

/**
 * @typedef {{ root: string, port: number, host?: string, cors?: boolean, spaFallback?: boolean,
 *   isPage?: (req: http.IncomingMessage, url: URL) => boolean,
 *   routes?: Record<string, (req: http.IncomingMessage, url: URL) => { type: string, body: string, status?: number, headers?: Record<string, string> }>,
 *   posts?: Record<string, (req: http.IncomingMessage, url: URL) => Promise<{ status: number, headers: Record<string, string>, body: string }>>,
 *   api?: { host: string, port: number },
 *   pageOrigins?: () => string[],
 *   pageHead?: (url: URL, html: string, req: http.IncomingMessage) => Promise<string | string[] | { html: string | string[], headers: Record<string, string> }>,
 *   landing?: (req: http.IncomingMessage, url: URL) => string | null }} SiteOptions
 * `posts`: the addresses that take a POST (a form sent without script), each answering it whole (it reads the body).
 * `isPage`: whether a client-side route is a page; the fallback answers others 404 (same page: the
 * shell shows its not-found screen).
 * `pageOrigins`: the other origins the site's HTML pages load code from (the remotes); the pages get
 * a Content-Security-Policy allowing them (scripts/lib/security-headers.mjs).
 * `pageHead`: what to add to an HTML page's head for the address it is served at (page-head.js,
 * first-read.js).
 * `landing`: the landing site's file for an address the site's own files do not answer (landing-host.mjs).
 * @param {SiteOptions} o
 * @returns {Promise<http.Server>}
 */
export function serveSite(o) {
  const root = path.resolve(o.root);
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  // An idle kept-alive connection closed by the host at the moment a client sends its next request on it is
  // a reset request for that client (Node closes after 5 s; the e2e specs' API calls through this host, a few
  // seconds apart, met it). Past the idle time clients and proxies keep connections (60 s is common), the
  // race is theirs to lose; headers must still arrive within their own timeout, which must be the longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://x');
    // The API sets its own security headers (@fastify/helmet).
    if (o.api && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxy(req, res, o.api);
    /** @param {string | null} file */
    const secure = (file) => {
      // A page of a site that does not say which origins its pages load code from (a landing page
      // served for a test) is its owner's to secure; a default-src 'none' policy would only break it.
      if (file && file.endsWith('.html') && !o.pageOrigins) return;
      applySecurityHeaders(req, res, { crossOrigin: Boolean(o.cors) });
    };
    /**
     * An HTML page of a site whose pages get a policy: made for this answer, with a fresh nonce for the
     * styles its code writes (security-headers.mjs). Its ETag never matches another answer's (the
     * nonce differs), as it must not: a page kept by the browser would carry a nonce the new policy lacks.
     * @param {string | string[]} html the page, or its pieces @param {number} [status]
     */
    const sendSecuredPage = (html, status = 200, headers = {}) => {
      const nonce = newNonce();
      // The policy's hashes are of the page before its nonce meta (which has no inline code).
      applySecurityHeaders(req, res, { page: { remoteOrigins: /** @type {() => string[]} */ (o.pageOrigins)(), html, nonce }, crossOrigin: Boolean(o.cors) });
      return sendHtml(req, res, nonceMetaParts(html, nonce), headers, status);
    };
    /** @param {string} file @param {number} [status] 404 for an address that is no page (same page: the shell's not-found) */
    const sendPage = async (file, status = 200) => {
      const built = builtPage(file);
      const made = o.pageHead ? await o.pageHead(url, built, req) : built;
      // A page may come with headers of its own (one rendered as the visitor is private).
      const { html, headers } = typeof made === 'string' || Array.isArray(made) ? { html: made, headers: {} } : made;
      if (o.pageOrigins) return sendSecuredPage(html, status, headers);
      secure(file);
      return o.pageHead ? sendHtml(req, res, html, headers, status) : sendFile(req, res, file, {}, status);
    };
    const cors = o.cors ? { 'access-control-allow-origin': '*' } : {};
    if (req.method === 'OPTIONS' && o.cors) {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': '*' });
      return res.end();
    }
    const post = o.posts?.[url.pathname];
    if (post && req.method === 'POST') {
      secure(null);
      const { status, headers, body } = await post(req, url);
      // A body left unread (too large, refused before it was read) is not waited for: the connection closes.
      if (!req.readableEnded) res.setHeader('connection', 'close');
      res.writeHead(status, headers);
      return res.end(body);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: post ? 'GET, HEAD, POST' : 'GET, HEAD' });
      return res.end();
    }
    const dynamic = o.routes?.[url.pathname];
    if (dynamic) {
      secure(null);
      const { type, body, status = 200, headers = {} } = dynamic(req, url);
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', ...cors, ...headers });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    const file = resolveFile(root, url.pathname);
    if (file) {
      if (file.endsWith('.html') && (o.pageHead || o.pageOrigins)) return sendPage(file);
      secure(file);
      return sendFile(req, res, file, cors);
    }
    const landing = o.landing?.(req, url);
    if (landing) {
      if (landing.endsWith('.html') && o.pageOrigins) return sendSecuredPage(fs.readFileSync(landing, 'utf8'));
      secure(landing);
      return sendFile(req, res, landing, cors);
    }
    // Client-side routes of the shell all answer with its page; a missing asset is a real 404.
    const looksLikeAsset = path.extname(url.pathname) !== '';
    if (o.spaFallback && !looksLikeAsset) return sendPage(path.join(root, 'index.html'), !o.isPage || o.isPage(req, url) ? 200 : 404);
    secure(null);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...cors });
    res.end('Not found');
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', () => resolve(server));
  });
}

/**
 * @typedef {import('../../packages/deploy/src/region-language.js').SwitchTable & import('../../packages/deploy/src/cart-form.js').CartTable} StoresJson
 *   the shell's dist/stores.json (shell/webpack.config.cjs `stores()`), as the store and language switch and
 *   the add-to-cart form read it
 */

export const REMOTES = /** @type {const} */ ({
  catalogue: 'mf-catalogue',
  'cart-checkout': 'mf-cart-checkout',
  account: 'mf-account',
  consent: 'mf-consent',
  'editor-host': 'mf-editor-host',
});

/**
 * The whole composed store: shell on `port`, remotes on port+1..port+5, /api proxied to apiPort.
 * `remoteEntries` points remotes.json at a build served elsewhere (a deployed release); no local
 * server is started for those remotes. `pointerFile` serves remotes.json from a deploy store's
 * pointer instead (read on every request, as a CDN would revalidate it); remotes it does not name
 * yet come from their local builds. `overrideOrigins` lets the page load remotes from those origins
 * through developer overrides (the `$overrides` setting, see shell/src/devtools).
 * `qaPseudoLocale` lets this production build show the pseudo-locale (`?locale=en-XA`, @ph/i18n's
 * README): remotes.json gets `"$qa": { "pseudoLocale": true }`, which the page carries inline. Only the
 * e2e specs that check en-XA and `pnpm start --qa-pseudo-locale` ask for it; no store a shopper visits does.
 * @param {{ repo: string, port?: number, host?: string, apiPort?: number, down?: string[],
 *   remoteRoots?: Partial<Record<keyof typeof REMOTES, string>>,
 *   remoteEntries?: Partial<Record<keyof typeof REMOTES, string>>, publicHost?: string,
 *   pointerFile?: string, overrideOrigins?: string[], pageHead?: boolean, firstRead?: boolean,
 *   firstReadTimeoutMs?: number, qaPseudoLocale?: boolean, landingPort?: number,
 *   serverRender?: boolean, serverRenderBudgetMs?: number, renderWorkers?: number }} o
 * The landing site (landing/dist) is served under the store's paths on the shell's origin; `landingPort`
 * also serves it alone on that port.
 * `pageHead: false` serves index.html as built, without the remote table and preloads (to measure them);
 * `firstRead: false` keeps the head but without the route's first data read (first-read.js), to measure it.
 * `firstReadTimeoutMs`: how long a page waits at most for that read (then it is served without it).
 * `serverRender: false` serves every page client-rendered (to measure server rendering);
 * `serverRenderBudgetMs`: how long a remote's reads may take in a server render (server-render.js).
 * `renderWorkers`: threads that render pages (render-pool.js; `RENDER_WORKERS`, else one on a machine of two
 * cores or more: 0 renders on the host's own thread).
 */
export async function serveStore(o) {
  const port = o.port ?? 3000;
  const host = o.host ?? '127.0.0.1';
  const publicHost = o.publicHost ?? 'localhost';
  const keys = /** @type {(keyof typeof REMOTES)[]} */ (Object.keys(REMOTES));
  const remotesJson = Object.fromEntries(
    keys.map((k, i) => [k, o.remoteEntries?.[k] ?? `http://${publicHost}:${port + 1 + i}/mf-manifest.json`]),
  );
  const settings = {
    ...(o.overrideOrigins ? { $overrides: { origins: o.overrideOrigins } } : {}),
    ...(o.qaPseudoLocale ? { $qa: { pseudoLocale: true } } : {}),
  };
  const currentRemotesJson = () => {
    if (!o.pointerFile || !fs.existsSync(o.pointerFile)) return { ...remotesJson, ...settings };
    return { ...remotesJson, ...JSON.parse(fs.readFileSync(o.pointerFile, 'utf8')), ...settings };
  };
  const shellDist = path.join(o.repo, 'shell/dist');
  const readManifest = manifestReader();
  const apiBase = `http://127.0.0.1:${o.apiPort ?? 3100}/api/`;
  // The public catalogue token, as the build bakes it into the catalogue (@ph/build-config's DefinePlugin).
  const catalogueToken = process.env.PUBLIC_CATALOGUE_TOKEN ?? 'dev-public-catalogue-token';
  const firstReads = firstReadCache();
  /**
   * The route's first data read, made now (or shared with a page served in the last seconds) and
   * inlined (first-read.js), with the picture it names.
   * @param {URL} url @param {http.IncomingMessage} req
   */
  const firstReadHead = async (url, req) => {
    const stores = o.firstRead === false ? null : readBuildJson(path.join(shellDist, 'stores.json'));
    if (!stores) return '';
    const hostname = String(req.headers.host ?? '').replace(/:\d+$/, '');
    const page = pageStore({ pathname: url.pathname, hostname, search: url.search, cookie: req.headers.cookie }, stores);
    const read = page && firstReadOf(url.pathname, page.store);
    if (!page || !read) return '';
    const which = { storeRegion: page.store.region, apiRegion: page.store.apiRegion, lang: page.lang, read };
    const data = await firstReads.get(firstReadKey(which), () =>
      readFirst({ ...which, apiBase, catalogueToken, ...(o.firstReadTimeoutMs ? { timeoutMs: o.firstReadTimeoutMs } : {}) }),
    );
    if (data === null) return '';
    const picture = preloadsPicture(url.pathname, page.store, url.search) ? firstPicture(read, data) : null;
    return firstReadTags({ apiRegion: page.store.apiRegion, lang: page.lang, read, data, picture });
  };
  /** The shell's page with the route's remote table, preconnects and preloads (page-head.js) and its first read. */
  const rendererConfig = { shellDist, apiBase: `http://127.0.0.1:${o.apiPort ?? 3100}/api`, ...(o.serverRenderBudgetMs ? { budgetMs: o.serverRenderBudgetMs } : {}) };
  const workers = o.renderWorkers ?? defaultPoolSize();
  const renderer = o.serverRender === false ? null : workers > 0 ? sharedRenderPool(workers).renderer(rendererConfig) : serverRenderer(rendererConfig);
  // Rendered pages show the catalogue: a change drops them (the API's change feed follows its NOTIFY).
  const changes = renderer ? followCatalogueChanges(`http://127.0.0.1:${o.apiPort ?? 3100}/api/catalogue/changes`, () => renderer.invalidate()) : null;
  const pageHead = async (/** @type {URL} */ url, /** @type {string} */ built, /** @type {http.IncomingMessage} */ req) => {
    const pathname = url.pathname;
    const remotes = /** @type {Record<string, unknown>} */ (currentRemotesJson());
    const owners = readBuildJson(path.join(shellDist, 'route-owners.json')) ?? [];
    const { preconnect, preload } = headRemotes(pathname, owners, remotes);
    const manifests = await Promise.all(preload.map(async (k) => {
      // remotes.json may name a manifest by a path on the store's own origin.
      const url = new URL(/** @type {string} */ (remotes[k]), `http://${publicHost}:${port}`).toString();
      const manifest = await readManifest(url);
      return manifest ? remoteAssets(url, manifest) : null;
    }));
    const tags = headTags({
      remotes,
      shellScripts: shellPreloads(shellDist, built),
      remoteOrigins: originsOf(preconnect.map((k) => /** @type {string} */ (remotes[k]))),
      remotePreloads: manifests.filter((m) => m !== null),
    });
    // Into the shell's page (a few KB) before the render writes the frame and the body into it: the page is
    // then put together once (server-render.js renderedPieces says why that matters).
    const page = injectHead(built, tags);
    // The frame and the route's body rendered on the server (server-render.js); the first read is
    // only for a page whose body the browser renders (it would carry the same data twice).
    const ssr = renderer
      ? await renderer.render({
          html: page,
          url,
          hostname: String(req.headers.host ?? '').replace(/:\d+$/, ''),
          cookie: String(req.headers.cookie ?? ''),
          remotes,
          pseudoLocale: Boolean(o.qaPseudoLocale),
          origin: `http://${publicHost}:${port}`,
        })
      : { html: page, rendered: false, personal: false };
    // A rendered page comes in pieces (server-render.js renderedPieces), written out as they are.
    let html = ssr.html;
    if (!ssr.rendered) {
      const firstRead = await firstReadHead(url, req);
      // No body in it: a page of a few KB.
      const whole = typeof html === 'string' ? html : html.join('');
      // Ahead of the other head tags, as the browser should act on it first (its picture's preload).
      const at = firstRead ? whole.indexOf(tags) : -1;
      html = !firstRead ? whole : at === -1 ? injectHead(whole, firstRead) : `${whole.slice(0, at)}${firstRead}${whole.slice(at)}`;
    }
    // Rendered as the visitor (their cart): for them alone, and never kept by a browser or a proxy.
    return ssr.personal ? { html, headers: { 'cache-control': 'private, no-store' } } : html;
  };
  const landingDist = path.join(o.repo, 'landing/dist');
  const landing = landingFiles({ landingDist, consentDist: o.remoteRoots?.consent ?? path.join(o.repo, REMOTES.consent, 'dist') });
  /** @type {http.Server[]} */
  const servers = [];
  servers.push(
    await serveSite({
      root: shellDist,
      ...(o.pageHead === false ? {} : { pageHead }),
      port,
      host,
      spaFallback: true,
      isPage: isStorePage,
      api: { host: '127.0.0.1', port: o.apiPort ?? 3100 },
      // remotes.json is read per request (a deploy may move it), so the page's policy follows it.
      pageOrigins: () => {
        const { $overrides, ...entries } = /** @type {Record<string, unknown>} */ (currentRemotesJson());
        const overrides = /** @type {{ origins?: string[] } | undefined} */ ($overrides)?.origins ?? [];
        return originsOf([...Object.values(entries).filter((v) => typeof v === 'string'), ...overrides]);
      },
      routes: {
        '/remotes.json': () => ({ type: 'application/json', body: JSON.stringify(currentRemotesJson(), null, 2) }),
        // A page without an icon link (the API's own pages, a PDF) makes the browser ask for /favicon.ico:
        // it gets the store's icon instead of a failed request.
        '/favicon.ico': () => ({ type: 'image/svg+xml', body: fs.readFileSync(path.join(shellDist, 'favicon.svg'), 'utf8') }),
        // The header's store and language panel sent as a plain form (before or without the page's script).
        [REGION_LANGUAGE_PATH]: (req, url) => {
          const table = /** @type {StoresJson | null} */ (readBuildJson(path.join(shellDist, 'stores.json')));
          if (!table) return { status: 503, type: 'text/plain; charset=utf-8', body: 'The store table is not built yet.\n' };
          const { status, headers, body } = regionLanguageAnswer(url, { hostname: String(req.headers.host ?? '').replace(/:\d+$/, ''), cookie: String(req.headers.cookie ?? '') }, table);
          return { status, headers, type: headers['content-type'] ?? 'text/plain; charset=utf-8', body };
        },
      },
      // The product page's add-to-cart form (cart-form.js) and the cart page's controls (cart-change.js)
      // sent before or without the page's script.
      posts: {
        [CART_ITEMS_PATH]: (req) =>
          cartFormAnswer(
            { headers: req.headers, body: req, remoteAddress: req.socket.remoteAddress },
            { table: /** @type {StoresJson | null} */ (readBuildJson(path.join(shellDist, 'stores.json'))), apiBase: rendererConfig.apiBase },
          ),
        [CART_CHANGE_PATH]: (req) =>
          cartChangeAnswer(
            { headers: req.headers, body: req, remoteAddress: req.socket.remoteAddress },
            { table: /** @type {StoresJson | null} */ (readBuildJson(path.join(shellDist, 'stores.json'))), apiBase: rendererConfig.apiBase },
          ),
      },
      landing,
    }),
  );
  // The landing site alone, as its own host would serve it (its pages, /consent.js and /api).
  if (o.landingPort) servers.push(await serveSite({ root: landingDist, port: o.landingPort, host, api: { host: '127.0.0.1', port: o.apiPort ?? 3100 }, landing }));
  for (const [i, key] of keys.entries()) {
    if (o.down?.includes(key) || o.remoteEntries?.[key]) continue;
    const root = o.remoteRoots?.[key] ?? path.join(o.repo, REMOTES[key], 'dist');
    servers.push(await serveSite({ root, port: port + 1 + i, host, cors: true }));
  }
  return {
    url: `http://${publicHost}:${port}`,
    remotesJson,
    ...(o.landingPort ? { landingUrl: `http://${publicHost}:${o.landingPort}` } : {}),
    close: () => {
      changes?.close();
      if (renderer && 'close' in renderer) renderer.close();
      return Promise.all(servers.map((s) => new Promise((r) => { s.closeAllConnections(); s.close(() => r(undefined)); })));
    },
  };
}
