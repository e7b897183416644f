// The Redis connection for state every API process must share (rate-limit counters). ioredis
// reconnects by itself; commands fail fast instead of queueing while it is down, so a Redis outage
// slows nothing down (the rate limiter then counts in each process's memory: http/rate-limit-store.ts).
import { Redis } from 'ioredis';

interface Logger {
  warn(obj: object, msg: string): void;
}

export function openRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  let warned = false;
  redis.on('error', (err: unknown) => {
    if (!warned) log.warn({ err }, 'Redis unavailable; rate limits count per process until it is back');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}
