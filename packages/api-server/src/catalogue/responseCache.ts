// Read-through cache of serialized catalogue answers. The catalogue changes rarely (seed, imports) and
// is read on every page view, so a read is answered from a precomputed JSON string when one exists.
//
// - Key: the route and every input that shapes the answer (region, language, expansions, …). Answers
//   that depend on the caller (tokens, customer tax) are never cached under a shared key.
// - On a miss the answer is validated with the route's zod schema once (what the serializer would do on
//   every request), stringified and stored. Errors are not cached.
// - Writes call `invalidate()` (the seed does, a future admin will); entries also expire after `ttlMs`
//   so several API instances converge without a message bus.
// - Concurrent misses of one key share one computation.
// - Fast path: once a request URL (with its X-Region header) has been answered from an entry, the
//   same URL is answered in `onRequest`, before query parsing, validation and the handler run. Only
//   reads whose answer depends on nothing but the URL, X-Region and the asked language use it; a PIM read still needs a
//   valid catalogue token there (without one it falls through to the route, which answers 401).
// - A gzip copy is made once per entry and sent to clients that accept gzip (every browser does):
//   catalogue answers are 20–70 KB of repetitive JSON and shrink about tenfold.
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { publishCatalogueChange } from './changeFeed';

export interface CatalogueCacheOptions {
  enabled: boolean;
  ttlMs: number;
  maxEntries: number;
}

export const DEFAULT_CACHE_OPTIONS: CatalogueCacheOptions = { enabled: true, ttlMs: 60_000, maxEntries: 5_000 };

/** `CATALOGUE_CACHE_TTL_MS` (0 turns the cache off) and `CATALOGUE_CACHE_MAX_ENTRIES`. */
export function cacheOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueCacheOptions {
  const ttl = env.CATALOGUE_CACHE_TTL_MS === undefined || env.CATALOGUE_CACHE_TTL_MS === '' ? DEFAULT_CACHE_OPTIONS.ttlMs : Number(env.CATALOGUE_CACHE_TTL_MS);
  const max = env.CATALOGUE_CACHE_MAX_ENTRIES ? Number(env.CATALOGUE_CACHE_MAX_ENTRIES) : DEFAULT_CACHE_OPTIONS.maxEntries;
  if (!Number.isInteger(ttl) || ttl < 0) throw new Error('CATALOGUE_CACHE_TTL_MS must be a non-negative integer');
  if (!Number.isInteger(max) || max < 1) throw new Error('CATALOGUE_CACHE_MAX_ENTRIES must be a positive integer');
  return { enabled: ttl > 0, ttlMs: ttl, maxEntries: max };
}

export interface Entry {
  json: string;
  /** Made on first use: clients that do not accept gzip never pay for it. */
  gzip: Buffer | null;
  expiresAt: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** `Accept-Encoding` names gzip without refusing it (`gzip;q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Whether a shared cache (the edge) may keep an answer, and for at most how many seconds (besides the
 * entry's own lifetime): see `send`.
 */
export interface Share {
  shared: boolean;
  maxAgeS?: number;
}

/** Who may be served a request URL from the fast path. */
export type RawAuth = 'public' | 'catalogue-token';

interface Alias {
  key: string;
  auth: RawAuth;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Raw request (URL + X-Region) → entry key, for the fast path. */
  private readonly aliases = new Map<string, Alias>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private options: CatalogueCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Turns caching on or off at run time (the benchmark measures both); turning it off empties it. */
  setEnabled(enabled: boolean): void {
    this.options = { ...this.options, enabled };
    if (!enabled) this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every entry; computations already running finish but are not stored. */
  invalidate(): void {
    this.entries.clear();
    this.aliases.clear();
    this.pending.clear();
    this.generation += 1;
  }

  /** The cached JSON of `key`, computing, validating and storing it on a miss. */
  async json<S extends z.ZodType>(key: string, schema: S, produce: () => Promise<z.output<S>>): Promise<string> {
    return (await this.entry(key, schema, produce)).json;
  }

  private async entry<S extends z.ZodType>(key: string, schema: S, produce: () => Promise<z.output<S>>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.hits += 1;
      // Re-insert so the map's order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    this.misses += 1;
    const generation = this.generation;
    const computation = (async (): Promise<Entry> => {
      const entry: Entry = { json: JSON.stringify(schema.parse(await produce())), gzip: null, expiresAt: this.now() + this.options.ttlMs };
      if (generation === this.generation) this.store(key, entry);
      return entry;
    })();
    this.pending.set(key, computation);
    try {
      return await computation;
    } finally {
      if (this.pending.get(key) === computation) this.pending.delete(key);
    }
  }

  /**
   * Answers a request from the cache. With the cache off the value goes through Fastify's (zod)
   * serializer as usual; with it on, the stored JSON is sent as is (gzipped when the client accepts it).
   * `alias` lets later requests for the same raw URL take the fast path (see `rawKey`).
   */
  async reply<S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    produce: () => Promise<z.output<S>>,
    alias?: { raw: string; auth: RawAuth } | null,
    share?: Share,
  ): Promise<z.output<S> | FastifyReply> {
    if (!this.options.enabled) return produce();
    const entry = await this.entry(key, schema, produce);
    if (alias) this.remember(alias.raw, { key, auth: alias.auth });
    // Answered with the reply itself: Fastify then waits for the answer to finish. Resolving with
    // nothing while the onSend hooks are still running makes it send a second, empty answer.
    return this.send(reply, entry, share ?? { shared: Boolean(alias) });
  }

  /** The fast-path entry of a raw request, or undefined (unknown, expired, or invalidated). */
  lookupRaw(raw: string): { entry: Entry; auth: RawAuth } | undefined {
    if (!this.options.enabled) return undefined;
    const alias = this.aliases.get(raw);
    if (!alias) return undefined;
    const entry = this.entries.get(alias.key);
    if (!entry || entry.expiresAt <= this.now()) {
      this.aliases.delete(raw);
      return undefined;
    }
    this.hits += 1;
    return { entry, auth: alias.auth };
  }

  /**
   * `shared`: the answer is the same for everyone the API gives it to, asking with the same request (a
   * fast-path entry depends on nothing but the URL, X-Region and the asked language; a route may say so
   * of others), so a shared cache in front of the API may keep it: the edge's server renders read the same
   * dozen such answers for every page. It is told so the standard way, by a targeted
   * `CDN-Cache-Control` (RFC 9213), which browsers ignore, for at most this cache's own lifetime and the
   * route's `maxAgeS`, and with `stale-while-revalidate` where the route set no such bound; the edge also
   * drops what it kept on every catalogue change (the change feed). One
   * asked with a visitor's token varies by it: the edge keeps it for that token alone (shared-reads.js).
   */
  send(reply: FastifyReply, entry: Entry, { shared = true, maxAgeS = Number.POSITIVE_INFINITY }: Share = { shared: true }): FastifyReply {
    const byToken = shared && reply.request.headers['x-api-token'] !== undefined;
    reply.type(JSON_TYPE).header('vary', shared ? `accept-encoding, x-region${byToken ? ', x-api-token' : ''}` : 'accept-encoding');
    if (shared) {
      const maxAge = Math.max(0, Math.min(Math.floor(maxAgeS), Math.floor((entry.expiresAt - this.now()) / 1000)));
      // Past its lifetime the edge may still give the answer for as long as this cache keeps one while it
      // reads it again (RFC 5861): a catalogue change reaches the edge through the change feed anyway. Not an
      // answer whose route bounded its age (it turns with the clock, as delivery estimates do).
      const stale = Number.isFinite(maxAgeS) ? '' : `, stale-while-revalidate=${Math.floor(this.options.ttlMs / 1000)}`;
      reply.header('cdn-cache-control', `max-age=${maxAge}${stale}`);
    }
    if (acceptsGzip(reply.request.headers['accept-encoding'])) {
      entry.gzip ??= gzipSync(entry.json);
      // A Buffer with a content type set is sent as is, like the string below.
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    // Sent as a string with a JSON content type, Fastify skips its serializer.
    return reply.send(entry.json);
  }

  private remember(raw: string, alias: Alias): void {
    if (this.aliases.has(raw)) return;
    this.aliases.set(raw, alias);
    // Many URLs can share one entry (parameter order, defaults), so aliases get their own bound.
    while (this.aliases.size > this.options.maxEntries * 4) {
      const oldest = this.aliases.keys().next().value;
      if (oldest === undefined) break;
      this.aliases.delete(oldest);
    }
  }

  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * The fast-path key of a request: its raw URL (path and query as sent), its X-Region header and the
 * language it asked for in Accept-Language (request.askedLanguage), which shape the answer too.
 */
export function rawKey(url: string, regionHeader: string | string[] | undefined, askedLanguage: string | null): string {
  return `${url}\u0000${Array.isArray(regionHeader) ? regionHeader.join(',') : (regionHeader ?? '')}\u0000${askedLanguage ?? ''}`;
}

const caches = new WeakMap<AppContext, ResponseCache>();

/** The catalogue cache of an app (one per app, so tests with their own app never share entries). */
export function catalogueCacheOf(ctx: AppContext, overrides: Partial<CatalogueCacheOptions> = {}): ResponseCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ResponseCache({ ...cacheOptionsFromEnv(), ...overrides });
    caches.set(ctx, cache);
  }
  return cache;
}

/** Call after writing catalogue or price rows. */
export function invalidateCatalogue(ctx: AppContext): void {
  caches.get(ctx)?.invalidate();
  publishCatalogueChange(ctx);
}
