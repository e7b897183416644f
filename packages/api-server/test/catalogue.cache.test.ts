import { z } from 'zod';
import { cacheOptionsFromEnv, ResponseCache } from '../src/catalogue/responseCache';

const Schema = z.object({ n: z.number() });

describe('ResponseCache', () => {
  it('computes once per key and serves the stored JSON afterwards', async () => {
    const cache = new ResponseCache({ enabled: true, ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const produce = async () => ({ n: ++calls });
    expect(await cache.json('a', Schema, produce)).toBe('{"n":1}');
    expect(await cache.json('a', Schema, produce)).toBe('{"n":1}');
    expect(calls).toBe(1);
    expect(cache.hits).toBe(1);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new ResponseCache({ enabled: true, ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const produce = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { n: calls };
    };
    const answers = await Promise.all([cache.json('a', Schema, produce), cache.json('a', Schema, produce), cache.json('a', Schema, produce)]);
    expect(new Set(answers)).toEqual(new Set(['{"n":1}']));
    expect(calls).toBe(1);
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = new ResponseCache({ enabled: true, ttlMs: 100, maxEntries: 10 }, () => now);
    let calls = 0;
    const produce = async () => ({ n: ++calls });
    await cache.json('a', Schema, produce);
    now = 101;
    expect(await cache.json('a', Schema, produce)).toBe('{"n":2}');
  });

  it('forgets everything on invalidate, including a computation in flight', async () => {
    const cache = new ResponseCache({ enabled: true, ttlMs: 1000, maxEntries: 10 });
    let release: () => void = () => undefined;
    const slow = cache.json('a', Schema, () => new Promise((r) => (release = () => r({ n: 1 }))));
    cache.invalidate();
    release();
    await slow;
    expect(cache.size).toBe(0);
    expect(await cache.json('a', Schema, async () => ({ n: 2 }))).toBe('{"n":2}');
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = new ResponseCache({ enabled: true, ttlMs: 1000, maxEntries: 2 });
    await cache.json('a', Schema, async () => ({ n: 1 }));
    await cache.json('b', Schema, async () => ({ n: 2 }));
    await cache.json('a', Schema, async () => ({ n: 9 })); // touch a
    await cache.json('c', Schema, async () => ({ n: 3 })); // evicts b
    expect(await cache.json('a', Schema, async () => ({ n: 9 }))).toBe('{"n":1}');
    expect(await cache.json('b', Schema, async () => ({ n: 4 }))).toBe('{"n":4}');
  });

  it('validates with the schema and caches no failure', async () => {
    const cache = new ResponseCache({ enabled: true, ttlMs: 1000, maxEntries: 10 });
    await expect(cache.json('a', Schema, async () => ({ n: 'x' }) as unknown as { n: number })).rejects.toThrow();
    await expect(cache.json('b', Schema, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
  });

  it('reads its settings from the environment', () => {
    expect(cacheOptionsFromEnv({})).toEqual({ enabled: true, ttlMs: 60_000, maxEntries: 5_000 });
    expect(cacheOptionsFromEnv({ CATALOGUE_CACHE_TTL_MS: '0' }).enabled).toBe(false);
    expect(() => cacheOptionsFromEnv({ CATALOGUE_CACHE_TTL_MS: '-1' })).toThrow();
  });
});
