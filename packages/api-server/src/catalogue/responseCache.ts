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
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';

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

interface Entry {
  json: string;
  expiresAt: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();
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
    this.pending.clear();
    this.generation += 1;
  }

  /** The cached JSON of `key`, computing, validating and storing it on a miss. */
  async json<S extends z.ZodType>(key: string, schema: S, produce: () => Promise<z.output<S>>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.hits += 1;
      // Re-insert so the map's order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    this.misses += 1;
    const generation = this.generation;
    const computation = (async () => {
      const json = JSON.stringify(schema.parse(await produce()));
      if (generation === this.generation) this.store(key, json);
      return json;
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
   * serializer as usual; with it on, the stored JSON string is sent as is.
   */
  async reply<S extends z.ZodType>(reply: FastifyReply, key: string, schema: S, produce: () => Promise<z.output<S>>): Promise<z.output<S> | void> {
    if (!this.options.enabled) return produce();
    const json = await this.json(key, schema, produce);
    // Sent as a string with a JSON content type, Fastify skips its serializer.
    reply.type(JSON_TYPE).send(json);
  }

  private store(key: string, json: string): void {
    this.entries.set(key, { json, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
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
}
