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

/** The header naming a visitor's API token (@ph/contracts HEADERS.apiToken). */
const API_TOKEN_HEADER = 'x-api-token';

/**
 * How long the API lets a shared cache keep an answer, in ms, or 0.
 * @param {Headers} headers
 */
export function sharedLifetimeMs(headers) {
  const value = headers.get('cdn-cache-control');
  if (!value) return 0;
  const directives = value.toLowerCase().split(',').map((d) => d.trim());
  if (directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')) return 0;
  const maxAge = directives.map((d) => /^(?:s-maxage|max-age)=(\d+)$/.exec(d)?.[1]).find((v) => v !== undefined);
  return maxAge === undefined ? 0 : Number(maxAge) * 1_000;
}

/**
 * @typedef {{ status: number, statusText: string, headers: [string, string][], body: string }} Kept
 */

/**
 * A fetch that answers the API's shared answers from memory.
 * @param {{ ttlMs?: number, max?: number, fetchImpl?: typeof fetch }} [o]
 */
export function sharedReads({ ttlMs = 10_000, max = 2_000, fetchImpl = (input, init) => globalThis.fetch(input, init) } = {}) {
  /** @type {Map<string, { until: number, value: Promise<Kept | null> }>} */
  const entries = new Map();
  /** Bumped by `clear()`: a read under way when the catalogue changed is not kept. */
  let generation = 0;

  /** @param {Kept} k */
  const answer = (k) => new Response(k.body, { status: k.status, statusText: k.statusText, headers: k.headers });

  /** @type {typeof fetch} */
  const read = async (input, init) => {
    // Read from the arguments, not through a Request: making one (with its AbortSignal) for each of a
    // render's dozen reads was a millisecond of the host's thread per page.
    if (input instanceof Request) return fetchImpl(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = method === 'POST' && typeof init?.body === 'string' ? init.body : null;
    if (method !== 'GET' && body === null) return fetchImpl(input, init);
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
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) {
      const kept = await hit.value;
      if (kept) return answer(kept);
    } else if (hit) entries.delete(key);
    const started = generation;
    /** @type {(k: Kept | null) => void} */
    let settle = () => undefined;
    // Concurrent renders asking for the same answer wait for one read.
    const shared = new Promise((resolve) => {
      settle = resolve;
    });
    entries.set(key, { until: now + ttlMs, value: /** @type {Promise<Kept | null>} */ (shared) });
    let response;
    try {
      response = await fetchImpl(input, init);
    } catch (err) {
      entries.delete(key);
      settle(null);
      throw err;
    }
    const lifetime = Math.min(ttlMs, sharedLifetimeMs(response.headers));
    if (response.status !== 200 || lifetime <= 0 || started !== generation) {
      if (entries.get(key)?.value === shared) entries.delete(key);
      settle(null);
      return response;
    }
    /** @type {Kept} */
    let kept;
    try {
      kept = { status: response.status, statusText: response.statusText, headers: [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'), body: await response.text() };
    } catch (err) {
      if (entries.get(key)?.value === shared) entries.delete(key);
      settle(null);
      throw err;
    }
    if (entries.get(key)?.value === shared) {
      entries.delete(key);
      entries.set(key, { until: Date.now() + lifetime, value: Promise.resolve(kept) });
      if (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
    }
    settle(kept);
    return answer(kept);
  };

  return {
    fetch: read,
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
