import type { GtagWindow } from './consentMode';

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  factor: number;
  /** Overall wait before giving up. */
  overallMs: number;
  /** How long one `gtag('get')` may take to answer. */
  perValueMs: number;
}

/** Storefront-config §7: up to 30 retries, base delay 20 ms growing 1.4×, 10 s overall, 1 s per value. */
export const GTAG_RETRY: RetryPolicy = { retries: 30, baseDelayMs: 20, factor: 1.4, overallMs: 10_000, perValueMs: 1_000 };

export class GtagError extends Error {}
export const GTAG_NOT_AVAILABLE = 'gtag not available (likely an ad blocker)';
export const GTAG_NOT_READY = 'gtag data not ready or corrupted';
export const MAX_RETRIES = 'Max retries reached';

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

function getOnce(gtag: NonNullable<GtagWindow['gtag']>, measurementId: string, perValueMs: number, clock: Clock): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    void clock.sleep(perValueMs).then(() => {
      if (!settled) reject(new GtagError(GTAG_NOT_READY));
      settled = true;
    });
    gtag('get', measurementId, 'client_id', (value: unknown) => {
      if (settled) return;
      settled = true;
      if (typeof value === 'string' && value.length > 0) resolve(value);
      else reject(new GtagError(GTAG_NOT_READY));
    });
  });
}

/**
 * The analytics client id from gtag, retried while gtag.js is still loading. Resolves null when it
 * cannot be read: the failure is logged as 'Failed to get gtag data' and the flow continues (§8).
 */
export async function readGtagClientId(
  win: GtagWindow,
  measurementId: string,
  opts: { policy?: RetryPolicy; clock?: Clock; logger?: Pick<Console, 'warn'> } = {},
): Promise<string | null> {
  const policy = opts.policy ?? GTAG_RETRY;
  const clock = opts.clock ?? realClock;
  const logger = opts.logger ?? console;
  const started = clock.now();
  let delay = policy.baseDelayMs;
  let lastError: Error = new GtagError(GTAG_NOT_AVAILABLE);
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (clock.now() - started >= policy.overallMs) break;
    const gtag = win.gtag;
    if (typeof gtag === 'function') {
      try {
        return await getOnce(gtag, measurementId, Math.min(policy.perValueMs, policy.overallMs - (clock.now() - started)), clock);
      } catch (err) {
        lastError = err instanceof Error ? err : new GtagError(GTAG_NOT_READY);
      }
    } else {
      lastError = new GtagError(GTAG_NOT_AVAILABLE);
    }
    if (attempt === policy.retries) {
      lastError = new GtagError(`${MAX_RETRIES}: ${lastError.message}`);
      break;
    }
    await clock.sleep(delay);
    delay *= policy.factor;
  }
  logger.warn('Failed to get gtag data', lastError);
  return null;
}
