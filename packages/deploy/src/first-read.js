// @ts-check
// The route's first data read, made by the host that serves the shell's page and inlined into it
// (issue 18: the largest paint of a product or list page is a picture that the page could otherwise
// name only after ~220 KB of JavaScript has run and then the catalogue's read has come back):
//   - a product page (`productPage`): the product, as the catalogue's `loadProductPage` reads it
//     (`api/prices/minimal` for the family, then `pim/products` for its first variant, same expansions);
//   - home, product select and category pages: the store's product cards, as `fetchProductCards` reads
//     them (`api/prices/minimal`, then `pim/products` per product with its configurable properties).
// The reads are the catalogue's own calls to the same API for the store and language the page will
// render in, made when the page is requested — never data baked into a build. The catalogue uses the
// block only when its store, language and read match its own and the page is fresh
// (mf-catalogue/src/api/firstRead.ts); otherwise, and when there is no block (a dev server; the API
// slow or down: the host waits at most `timeoutMs`, then serves the page without it), it fetches.
// In a deployment this is the edge function that writes the page head (docs/performance.md).

/** The id of the data block; the catalogue reads it (mf-catalogue/src/api/firstRead.ts). */
export const FIRST_READ_ID = 'ph-first-read';

/** What `loadProductPage` expands (@ph/api-client PRODUCT_PAGE_EXPANSIONS; a test holds them equal). */
export const PRODUCT_PAGE_EXPANSIONS = ['variants', 'variants.volume_pricings', 'configurable_properties', 'related_products', 'cross_sells'];
/** What `fetchProductCards` expands (@ph/api-client PRODUCT_CARD_EXPANSIONS: the category filters need the sizes; a test holds them equal). */
export const CARD_EXPANSIONS = ['configurable_properties', 'sizes'];

/**
 * @typedef {{ region: string, prefix: string, host: string, apiRegion: string, lang: string,
 *   routes: Record<string, string> }} StoreEntry
 *   one store as the shell's build writes them (dist/stores.json): its path prefix ('' unless path-based),
 *   host name, API region, the language of its default locale, and the patterns (in its language) of
 *   the routes whose first read the host can make, by route id (a store of stores.json has more: the
 *   switch's region-language.js SwitchTable, the add-to-cart form's cart-form.js CartStore)
 * @typedef {{ fallback: string, cookie: string, stores: StoreEntry[] }} StoresTable
 * @typedef {{ read: 'product', sku: string } | { read: 'cards' }} FirstRead
 */

/**
 * The routes whose first read the host makes (the shell's build lists their patterns per store).
 * @public read by shell/webpack.config.cjs through tsxRequire, which knip cannot follow
 */
export const FIRST_READ_ROUTES = ['root', 'productSelect', 'category', 'productPage'];

/** Routes whose first screen is the store's product cards: the hero (the first card's picture) and the grid. */
const CARD_ROUTES = new Set(['root', 'productSelect', 'category']);
/** Routes whose largest paint is known before the catalogue runs: the product's picture, the hero's (the first card's). */
const PICTURE_ROUTES = new Set(['productPage', 'root', 'productSelect']);

/**
 * Which store a request is for, by the shell's rule (@ph/region-config resolveRegion): the path prefix
 * of a path-based store, else the store owning the host name, else the region cookie, else the
 * fallback; the language is the `locale` query parameter's, else the store's. A cookie that names no
 * store as it is written (an alias such as `UK`) gives null: the host does not guess, it reads nothing.
 * A wrong answer here costs a wasted read, never a wrong page: the catalogue compares the block's store
 * and language with its own.
 * @param {{ pathname: string, hostname: string, search: string, cookie?: string | undefined }} req
 * @param {StoresTable} table
 * @returns {{ store: StoreEntry, lang: string } | null}
 */
export function pageStore(req, table) {
  const byRegion = (/** @type {string | undefined} */ r) => table.stores.find((s) => s.region === r);
  const first = req.pathname.split('/')[1]?.toLowerCase() ?? '';
  const host = req.hostname.toLowerCase().replace(/\.$/, '');
  const cookie = new RegExp(`(?:^|;\\s*)${table.cookie}=([^;]*)`).exec(req.cookie ?? '')?.[1];
  /** @type {StoreEntry | undefined} */
  let store =
    table.stores.find((s) => s.prefix !== '' && s.prefix.slice(1) === first) ??
    table.stores.find((s) => s.prefix === '' && (host === s.host || host.endsWith(`.${s.host}`)));
  if (!store && cookie !== undefined) {
    store = byRegion(decodeURIComponent(cookie).trim().toLowerCase());
    if (!store) return null;
  }
  store ??= byRegion(table.fallback);
  if (!store) return null;
  const locale = new URLSearchParams(req.search).get('locale')?.trim();
  if (locale) {
    const lang = locale.slice(0, 2).toLowerCase();
    // Only a plain language or language-region tag; anything else is the shell's to refuse.
    if (!/^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(locale)) return null;
    return { store, lang };
  }
  return { store, lang: store.lang };
}

/** @param {string} pattern */
function patternRegExp(pattern) {
  const segments = pattern.split('/').filter(Boolean);
  const names = /** @type {string[]} */ ([]);
  const body = segments
    .map((s) => {
      if (!s.startsWith(':')) return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(s.replace(/^:|\?$/g, ''));
      return s.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { re: new RegExp(`^${body}/?$`), names, staticCount: segments.filter((s) => !s.startsWith(':')).length };
}

/**
 * The read a path's first screen makes in a store, by the store's route patterns (the best match, as
 * the shell matches: most static segments), or null when the route's first screen reads nothing the
 * host can (or another route, such as a product's configurator, matches better).
 * @param {string} pathname
 * @param {StoreEntry} store
 * @param {{ route: string, pattern: string }[]} table every route of the store; only the ones in
 *   `store.routes` are read for, the others only win a better match
 * @returns {FirstRead | null}
 */
export function firstReadOf(pathname, store, table = Object.entries(store.routes).map(([route, pattern]) => ({ route, pattern }))) {
  if (store.prefix && pathname !== store.prefix && !pathname.startsWith(`${store.prefix}/`)) return null;
  const rest = store.prefix ? pathname.slice(store.prefix.length) || '/' : pathname;
  let best = /** @type {{ route: string, params: Record<string, string>, score: number } | null} */ (null);
  for (const entry of table) {
    const { re, names, staticCount } = patternRegExp(entry.pattern);
    const m = re.exec(rest);
    if (!m) continue;
    if (best && staticCount <= best.score) continue;
    /** @type {Record<string, string>} */
    const params = {};
    names.forEach((n, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[n] = v;
    });
    best = { route: entry.route, params, score: staticCount };
  }
  if (!best) return null;
  if (best.route === 'productPage' && best.params.productType) {
    try {
      return { read: 'product', sku: decodeURIComponent(best.params.productType) };
    } catch {
      return null;
    }
  }
  return CARD_ROUTES.has(best.route) ? { read: 'cards' } : null;
}

/** The product page's query parameters that choose which picture it shows (mf-catalogue configQuery.ts). */
const PICTURE_CHOICES = ['from', 'size', 'material', 'material_color', 'print_mode', 'print_coverage', 'finish', 'embellishment', 'picture'];

/**
 * Whether the host names the route's largest picture for preloading: the product page's and the home
 * page's hero, yes; a category page shows the first card of its own products, which the catalogue's
 * filter picks, so a preload there could fetch, at high priority, a picture the page never shows.
 * @param {string} pathname @param {StoreEntry} store @param {string} [search] the address's query
 */
export function preloadsPicture(pathname, store, search = '') {
  // A configured product page (mf-catalogue's configurator choices in the query, configQuery.ts) may show
  // another variant's picture, or another of its pictures: the one the server renders in the body is found
  // there at once; a preload of the first one would fetch a picture the page does not show.
  const query = new URLSearchParams(search);
  if (PICTURE_CHOICES.some((name) => query.has(name))) return false;
  const table = Object.entries(store.routes).filter(([route]) => PICTURE_ROUTES.has(route)).map(([route, pattern]) => ({ route, pattern }));
  return firstReadOf(pathname, store, table) !== null;
}

/**
 * The query strings the catalogue's client writes (@ph/api-client encodeQuery, `plain` arrays for
 * the PIM, undefined left out), so the host's read is the catalogue's read, byte for byte.
 * @param {Record<string, string | string[] | undefined>} query
 */
export function queryString(query) {
  return Object.entries(query)
    .flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`)))
    .join('&');
}

/** @param {string} region @param {string} [product] */
export const minimalPricesPath = (region, product) => `api/prices/minimal?${queryString({ region, product, cache_buster: 'v3' })}`;
/** @param {string} region @param {string} lang @param {string} variantSku @param {string[]} expand */
export const pimProductPath = (region, lang, variantSku, expand) =>
  `pim/products?${queryString({ region, lang, 'variants[sku]': variantSku, expand })}`;

/**
 * Makes a first read against the API (`apiBase`, e.g. `http://127.0.0.1:3100/api/`) as the catalogue
 * makes it; resolves null when the API does not answer in `timeoutMs` or answers anything but data
 * (the catalogue then reads it itself and shows what it shows today: not found, a retry).
 * @param {{ apiBase: string, storeRegion: string, apiRegion: string, lang: string, read: FirstRead,
 *   catalogueToken: string, timeoutMs?: number, fetchImpl?: typeof fetch }} o
 * @returns {Promise<unknown | null>} the product (read 'product') or the cards (read 'cards')
 */
export async function readFirst(o) {
  const signal = AbortSignal.timeout(o.timeoutMs ?? 300);
  const fetchImpl = o.fetchImpl ?? fetch;
  const headers = { Accept: 'application/json', 'X-Region': o.storeRegion, 'Accept-Language': o.lang };
  const pim = { ...headers, Authorization: `Bearer ${o.catalogueToken}` };
  /** @param {string} path @param {Record<string, string>} h */
  const get = async (path, h) => {
    const res = await fetchImpl(new URL(path, o.apiBase), { headers: h, signal });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return /** @type {any} */ (await res.json());
  };
  try {
    if (o.read.read === 'product') {
      const sku = o.read.sku;
      const minimal = await get(minimalPricesPath(o.apiRegion, sku), headers);
      const first = (minimal?.data ?? []).find((/** @type {any} */ m) => m.product_sku === sku);
      if (!first) return null;
      const answer = await get(pimProductPath(o.apiRegion, o.lang, first.variant_sku, PRODUCT_PAGE_EXPANSIONS), pim);
      return answer?.data ?? null;
    }
    const minimal = await get(minimalPricesPath(o.apiRegion), headers);
    const cards = await Promise.all(
      (minimal?.data ?? []).map(async (/** @type {any} */ from) => {
        const res = await fetchImpl(new URL(pimProductPath(o.apiRegion, o.lang, from.variant_sku, CARD_EXPANSIONS), o.apiBase), { headers: pim, signal });
        // A product withdrawn between the two reads is left out, as the catalogue leaves it out.
        if (res.status === 404) return [];
        if (!res.ok) throw new Error(`pim/products answered ${res.status}`);
        const answer = /** @type {any} */ (await res.json());
        return answer?.data ? [{ product: answer.data, from }] : [];
      }),
    );
    return cards.flat();
  } catch {
    return null;
  }
}

/**
 * Keeps each first read for `ttlMs` and lets concurrent requests for the same page share one read in
 * flight, so a burst of page views makes one set of API calls (the card read is one price list and one
 * PIM read per product) instead of one per view — what an edge's cache in front of the API would do.
 * A failed read (null) is not kept: the next page asks again. The price a page's first screen shows may
 * thus be up to `ttlMs` old; the cart and checkout price on the server as always.
 * @param {{ ttlMs?: number, max?: number, now?: () => number }} [o]
 */
export function firstReadCache(o = {}) {
  const ttlMs = o.ttlMs ?? 10_000;
  const max = o.max ?? 500;
  const now = o.now ?? Date.now;
  /** @type {Map<string, { at: number, value: Promise<unknown | null> }>} */
  const entries = new Map();
  return {
    /**
     * @param {string} key the store, language and read
     * @param {() => Promise<unknown | null>} read
     */
    get(key, read) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= max) entries.delete(/** @type {string} */ (entries.keys().next().value));
      const value = read().then((data) => {
        if (data === null && entries.get(key)?.value === value) entries.delete(key);
        return data;
      });
      entries.set(key, { at: now(), value });
      return value;
    },
  };
}

/** The cache key of a first read: the same store, language and read give the same data. */
export function firstReadKey(/** @type {{ storeRegion: string, apiRegion: string, lang: string, read: FirstRead }} */ o) {
  return [o.storeRegion, o.apiRegion, o.lang, o.read.read, o.read.read === 'product' ? o.read.sku : ''].join('|');
}

/**
 * The picture a read's first screen shows largest: on a product page the gallery's first picture (its
 * first variant's views, else the product's own: `galleryPictures` in @ph/catalogue-logic, which a test
 * holds this equal to), on a list the first card's.
 */
export function firstPicture(/** @type {FirstRead} */ read, /** @type {any} */ data) {
  const variantImage = read.read === 'product' ? data?.variants?.[0]?.images?.[0] : undefined;
  const image = read.read === 'product' ? (variantImage ?? data?.images?.[0]) : data?.[0]?.product?.images?.[0];
  return typeof image?.url === 'string' ? image.url : null;
}

/**
 * The data block and the picture's preload. No `<` in the block at all (JSON's \u003c), so nothing in
 * the API's text (a product description) can end or nest a script element; the page's CSP hashes the
 * block as it hashes the remote table.
 * @param {{ apiRegion: string, lang: string, read: FirstRead, data: unknown, picture?: string | null }} o
 */
export function firstReadTags(o) {
  const block = JSON.stringify({ v: 1, region: o.apiRegion, lang: o.lang, ...o.read, data: o.data }).replace(/</g, '\\u003c');
  const attr = (/** @type {string} */ v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    // The picture is the page's largest paint: requested with the page's own first requests.
    ...(o.picture ? [`<link rel="preload" as="image" href="${attr(o.picture)}" fetchpriority="high">`] : []),
    `<script type="application/json" id="${FIRST_READ_ID}">${block}</script>`,
  ].join('');
}
