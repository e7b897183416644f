import type { ConsentManager } from '../consent/manager';
import type { EventProperties, StoreEvent } from '../events';

/** What the tracker needs to send one call (the page's API client, wrapped by the caller). */
export type TrackTransport = (path: string, body: Record<string, unknown>) => Promise<unknown>;

export const TRACK_PATH = 'v1/segment_proxies/track';
export const IDENTIFY_PATH = 'v1/segment_proxies/identify';
/** Events kept while analytics consent is pending; older ones are dropped first. */
export const MAX_BUFFERED_EVENTS = 50;
/** docs/domain.md#consent-and-analytics: "Anonymous events carry `origin: client`". */
export const ANONYMOUS_ORIGIN = { origin: 'client' } as const;

export interface TrackedEvent {
  kind: 'track' | 'identify';
  /** The event's name (`identify` for an identify call). */
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
  /** identify: the account's id, which the session may not have taken on yet when the call is made. */
  userId?: string;
}

export interface Tracker {
  track(event: StoreEvent, properties?: EventProperties): void;
  /** Who the visitor is, after signing in or registering (`v1/segment_proxies/identify`). */
  identify(userId: string, traits: Record<string, unknown>): void;
  /** Calls waiting for analytics consent. */
  pending(): readonly TrackedEvent[];
}

/**
 * Consent-gated event tracking through the API's segment proxy. Without analytics consent an event
 * is buffered (never sent) and delivered once consent is granted; a visitor who never grants it
 * never sends it. An anonymous visitor's events carry `origin: client`. Delivery failures are
 * reported and swallowed: tracking must not break a page.
 */
export function createTracker(opts: {
  consent: ConsentManager;
  send: TrackTransport;
  anonymousId: () => string | null;
  userEmail?: () => string | null;
  /** True while the visitor has not signed in (the default when no e-mail is known). An event that names its own `origin` (the region-migration notice: `cz`) keeps it. */
  anonymous?: () => boolean;
  /**
   * Resolves when an event may be sent: the server has recorded the consent in force
   * (`whenConsentRecorded`), which it checks before it takes an event. Sends keep their order.
   */
  ready?: () => Promise<void>;
  /** Called with each event the server took (e.g. to append it to the browsing session). */
  delivered?: (e: TrackedEvent) => void;
  now?: () => Date;
  logger?: Pick<Console, 'warn'>;
}): Tracker {
  const buffer: TrackedEvent[] = [];
  const logger = opts.logger ?? console;
  const now = opts.now ?? (() => new Date());
  const anonymous = opts.anonymous ?? (() => !opts.userEmail?.());
  let waiting = false;

  const body = (e: TrackedEvent): Record<string, unknown> =>
    e.kind === 'identify'
      ? { traits: e.properties, anonymous_id: e.userId ?? opts.anonymousId(), timestamp: e.timestamp }
      : { event: e.event, properties: e.properties, anonymous_id: opts.anonymousId(), user_email: opts.userEmail?.() ?? null, timestamp: e.timestamp };

  const deliver = (e: TrackedEvent) => {
    const send = () => opts.send(e.kind === 'identify' ? IDENTIFY_PATH : TRACK_PATH, body(e));
    void (opts.ready ? opts.ready().then(send) : send())
      .then(() => opts.delivered?.(e))
      .catch((err: unknown) => logger.warn('Failed to track an event', e.event, err));
  };

  const flush = () => {
    waiting = false;
    for (const e of buffer.splice(0)) deliver(e);
  };

  const enqueue = (e: TrackedEvent) => {
    if (opts.consent.snapshot().grants.analytics) return deliver(e);
    buffer.push(e);
    if (buffer.length > MAX_BUFFERED_EVENTS) buffer.shift();
    if (!waiting) {
      waiting = true;
      opts.consent.onGranted('analytics', flush);
    }
  };

  return {
    track(event, properties = {}) {
      enqueue({ kind: 'track', event, properties: anonymous() ? { ...ANONYMOUS_ORIGIN, ...properties } : properties, timestamp: now().toISOString() });
    },
    identify(userId, traits) {
      enqueue({ kind: 'identify', event: 'identify', properties: traits, timestamp: now().toISOString(), userId });
    },
    pending: () => [...buffer],
  };
}
