// Rate-limit counters shared by every API process through Redis, with a process-local fallback while
// Redis is unreachable: a limit keeps holding (per process) instead of being skipped. With N processes
// an attacker gets at most N times a budget during a Redis outage, and nobody is refused for the
// outage itself — no limited call fails closed: they guard sign-in, sign-up, password e-mails and
// share links, which a shopper must still be able to use while Redis is down, and the local budget is
// as strict per process as the shared one (README "Several API processes").
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type IncrResult = { current: number; ttl: number };
type IncrCallback = (err: Error | null, result?: IncrResult) => void;
// The plugin calls incr(key, callback, timeWindow, max) (its own stores take all four; its published
// types name only the first two).
interface RateLimitStore {
  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void;
}
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo: { method: string; url: string } };
/** What the plugin passes a store: its global settings, and a route's settings to `child`. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
type StoreClass = new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, ...rest: unknown[]) => RateLimitStore;

// The plugin's own stores (the same Lua script and the same local window), not re-implemented here; the
// package has no `exports` map, and ships these files as its public store implementations.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;

const LOCAL_KEYS = 10_000;

/** The `store` option of @fastify/rate-limit: Redis first, this process's memory when Redis fails. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, onFallback: (err: Error) => void): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly shared: RateLimitStore;
    private readonly local: RateLimitStore;
    constructor(
      params: StoreParams,
      private readonly prefix = nameSpace,
    ) {
      this.shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, prefix);
      this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff, LOCAL_KEYS);
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) return callback(null, result);
          onFallback(err);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = routeOptions as RouteOptions & StoreParams;
      return new SharedStore(route, `${this.prefix}${route.routeInfo.method}${route.routeInfo.url}-`);
    }
  }
  // The plugin constructs a store with its settings object (FastifyRateLimitOptions in its types, of
  // which a store reads only the two fields StoreParams names).
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
