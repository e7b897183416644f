// @ts-check
// The edge's cache of the API's answers for everyone (docs/architecture.md#server-rendering, "Reads kept at
// the edge"). A server render of the home page reads a dozen catalogue answers, the same for every visitor;
// over HTTP each cost the edge and the API a millisecond or more of their threads, and under load that was a
// third of a render. The API says which answers anyone may be given by a targeted `CDN-Cache-Control`
// (RFC 9213: for shared caches only, browsers ignore it), and how long; the edge keeps those for at most
// `ttlMs` and drops them on every catalogue change, as it drops its rendered pages. Hydrogen caches a page's
// sub-requests to its storefront API the same way (`CacheShort`).
// A read made as a visitor (an `X-Api-Token`: a product's emissions need one, though they are the same for
// everyone) is kept for that token alone, as the API's `Vary: X-Api-Token` says. A POST is kept only when its
// body is text (a read too large for an address: the line prices of a product's quantities), keyed by it.
// Never kept: any other method, an answer the API did not mark, or one that is not a 200.
// Where the API allows it (`stale-while-revalidate`, RFC 5861), an answer past its lifetime is still given at
// once for that many seconds more while one read in the background replaces it: a store with a visitor every
// minute would otherwise make each render wait for a dozen reads of the API, and a loaded API then pushed the
// render past its budget (a page without its body). A catalogue change still drops everything at once.

/** The header naming a visitor's API token (@ph/contracts HEADERS.apiToken). */
const API_TOKEN_HEADER = 'x-api-token';

/** How long a background re-read of a stale answer may take before the stale answer is left to run out. */
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * How long the API lets a shared cache keep an answer (`freshMs`), and for how long after that it may still
 * give it while it reads it again (`staleMs`), in ms; 0 and 0 when it may not keep it.
 * @param {Headers} headers
 * @returns {{ freshMs: number, staleMs: number }}
 */
export function sharedPolicy(headers) {
  const none = { freshMs: 0, staleMs: 0 };
  const value = headers.get('cdn-cache-control');
  if (!value) return none;
  const directives = value.toLowerCase().split(',').map((d) => d.trim());
  if (directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')) return none;
  const seconds = (/** @type {RegExp} */ re) => directives.map((d) => re.exec(d)?.[1]).find((v) => v !== undefined);
  const maxAge = seconds(/^(?:s-maxage|max-age)=(\d+)$/);
  if (maxAge === undefined || Number(maxAge) === 0) return none;
  return { freshMs: Number(maxAge) * 1_000, staleMs: Number(seconds(/^stale-while-revalidate=(\d+)$/) ?? 0) * 1_000 };
}

/**
 * How long something made of the API's answers may be shown, as times (ms since the epoch): as it is until
 * `until`, and while it is made again until `staleUntil`.
 * @typedef {{ until: number, staleUntil: number }} Bounds
 */

/**
 * The bounds of something made of several parts: each end the earliest of the parts' (none: no bound).
 * @param {Iterable<Partial<Bounds> | null | undefined>} parts @returns {Bounds}
 */
export function narrowest(parts) {
  const out = { until: Number.POSITIVE_INFINITY, staleUntil: Number.POSITIVE_INFINITY };
  for (const p of parts) {
    out.until = Math.min(out.until, p?.until ?? Number.POSITIVE_INFINITY);
    out.staleUntil = Math.min(out.staleUntil, p?.staleUntil ?? Number.POSITIVE_INFINITY);
  }
  return out;
}

/**
 * @typedef {{ status: number, statusText: string, headers: [string, string][], body: string }} Kept
 */

/**
 * @typedef {{ until: number, staleUntil: number, value: Promise<Kept | null>, kept?: Kept, refreshing?: boolean }} Entry
 * `kept` once the read is in; `staleUntil` past `until` where the API allows a stale answer while it is re-read.
 */

/**
 * A fetch that answers the API's shared answers from memory.
 * `ttlMs` caps how long an answer is kept, `staleMs` how long past that it may be given while it is re-read.
 * `now` is the clock the lifetimes are read on (tests move it instead of sleeping past them).
 * @param {{ ttlMs?: number, staleMs?: number, max?: number, fetchImpl?: typeof fetch, now?: () => number }} [o]
 */
export function sharedReads({ ttlMs = 10_000, staleMs = 60_000, max = 2_000, fetchImpl = (input, init) => globalThis.fetch(input, init), now: clock = Date.now } = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** Bumped by `clear()`: a read under way when the catalogue changed is not kept. */
  let generation = 0;

  /** @param {Kept} k */
  const answer = (k) => new Response(k.body, { status: k.status, statusText: k.statusText, headers: k.headers });

  /** @param {Response} response @returns {Promise<Kept>} */
  const keep = async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
    body: await response.text(),
  });

  /** @param {string} key @param {Kept} kept @param {{ freshMs: number, staleMs: number }} policy */
  const store = (key, kept, policy) => {
    const now = clock();
    const until = now + Math.min(ttlMs, policy.freshMs);
    entries.delete(key);
    entries.set(key, { until, staleUntil: until + Math.min(staleMs, policy.staleMs), value: Promise.resolve(kept), kept });
    if (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
  };

  /**
   * Reads a stale answer again in the background. It replaces the entry only if nothing else did meanwhile
   * and the catalogue did not change; an answer that is no longer shareable (or no longer there) drops it;
   * an API that does not answer leaves the stale answer to run out.
   * @param {string} key @param {string | URL} input @param {RequestInit | undefined} init @param {Entry} stale
   */
  const refresh = async (key, input, init, stale) => {
    const started = generation;
    stale.refreshing = true;
    try {
      // Not the render's signal: the render that found the stale answer does not wait for this read.
      const response = await fetchImpl(input, { ...init, signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
      const policy = sharedPolicy(response.headers);
      if (started !== generation || entries.get(key) !== stale) {
        await response.body?.cancel();
      } else if (response.status !== 200 || policy.freshMs === 0) {
        await response.body?.cancel();
        entries.delete(key);
      } else {
        const kept = await keep(response);
        if (started === generation && entries.get(key) === stale) store(key, kept, policy);
      }
    } catch {
      // The API did not answer: the stale answer stays until its window ends, then a render reads again.
    } finally {
      stale.refreshing = false;
    }
  };

  /**
   * A fetch that tells `note` how long what it answered may be shown (`Bounds`), for a render that keeps
   * what it made of the answers (server-render.js: a page may be kept no longer than its reads).
   * @param {((b: Bounds) => void) | null} note
   * @returns {typeof fetch}
   */
  const readNoting = (note) => async (input, init) => {
    // An answer the edge did not keep is the render's own: the render may be kept as before (its own
    // lifetime), but never given past it.
    const unkept = () => note?.({ until: Number.POSITIVE_INFINITY, staleUntil: 0 });
    // Read from the arguments, not through a Request: making one (with its AbortSignal) for each of a
    // render's dozen reads was a millisecond of the host's thread per page.
    if (input instanceof Request) {
      unkept();
      return fetchImpl(input, init);
    }
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = method === 'POST' && typeof init?.body === 'string' ? init.body : null;
    if (method !== 'GET' && body === null) {
      unkept();
      return fetchImpl(input, init);
    }
    const headers = new Headers(init?.headers);
    // What the API's answer may depend on besides the URL (its Vary: the region, the asked language, the
    // visitor's token) and who may read it (the catalogue's bearer token).
    const key = [
      method,
      String(input),
      headers.get('x-region') ?? '',
      headers.get('accept-language') ?? '',
      headers.get('authorization') ?? '',
      headers.get(API_TOKEN_HEADER) ?? '',
      headers.get('content-type') ?? '',
      body ?? '',
    ].join('\u0000');
    const now = clock();
    const hit = entries.get(key);
    if (hit && hit.until > now) {
      const kept = await hit.value;
      // The entry the read waited for (a concurrent read's, stored meanwhile) says how long it may be shown.
      const stored = entries.get(key);
      if (kept) {
        note?.(stored?.kept === kept ? { until: stored.until, staleUntil: stored.staleUntil } : { until: hit.until, staleUntil: hit.until });
        return answer(kept);
      }
    } else if (hit?.kept && hit.staleUntil > now) {
      if (!hit.refreshing) void refresh(key, /** @type {string | URL} */ (input), init, hit);
      note?.({ until: hit.until, staleUntil: hit.staleUntil });
      return answer(hit.kept);
    } else if (hit) entries.delete(key);
    const started = generation;
    /** @type {(k: Kept | null) => void} */
    let settle = () => undefined;
    // Concurrent renders asking for the same answer wait for one read.
    const shared = new Promise((resolve) => {
      settle = resolve;
    });
    entries.set(key, { until: now + ttlMs, staleUntil: 0, value: /** @type {Promise<Kept | null>} */ (shared) });
    let response;
    try {
      response = await fetchImpl(input, init);
    } catch (err) {
      entries.delete(key);
      settle(null);
      throw err;
    }
    const policy = sharedPolicy(response.headers);
    if (response.status !== 200 || policy.freshMs === 0 || ttlMs <= 0 || started !== generation) {
      if (entries.get(key)?.value === shared) entries.delete(key);
      settle(null);
      unkept();
      return response;
    }
    /** @type {Kept} */
    let kept;
    try {
      kept = await keep(response);
    } catch (err) {
      if (entries.get(key)?.value === shared) entries.delete(key);
      settle(null);
      throw err;
    }
    if (entries.get(key)?.value === shared) store(key, kept, policy);
    const stored = entries.get(key);
    if (stored?.kept === kept) note?.({ until: stored.until, staleUntil: stored.staleUntil });
    else unkept();
    settle(kept);
    return answer(kept);
  };

  return {
    fetch: readNoting(null),
    /**
     * A fetch for one render, and how long what it answered may be shown: `until` the earliest end of an
     * answer's lifetime, `staleUntil` the earliest end of the time an answer may still be given while it is
     * read again (0 once any answer may not be: one the edge did not keep, or one the API bounds).
     * @returns {{ fetch: typeof fetch, bounds: () => Bounds }}
     */
    tracked() {
      /** @type {Bounds[]} */
      const noted = [];
      return {
        fetch: readNoting((b) => noted.push(b)),
        bounds: () => narrowest(noted),
      };
    },
    /** Forgets every answer (the catalogue changed). */
    clear() {
      entries.clear();
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}
