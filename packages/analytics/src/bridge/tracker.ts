import type { ConsentManager } from '../consent/manager';

/** What the tracker needs to send one event (the page's API client, wrapped by the caller). */
export type TrackTransport = (path: string, body: Record<string, unknown>) => Promise<unknown>;

export const TRACK_PATH = 'v1/segment_proxies/track';
/** Events kept while analytics consent is pending; older ones are dropped first. */
export const MAX_BUFFERED_EVENTS = 50;

export interface TrackedEvent {
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
}

export interface Tracker {
  track(event: string, properties?: Record<string, unknown>): void;
  /** Events waiting for analytics consent. */
  pending(): readonly TrackedEvent[];
}

/**
 * Consent-gated event tracking through the API's segment proxy. Without analytics consent an event
 * is buffered (never sent) and delivered once consent is granted; a visitor who never grants it
 * never sends it. Delivery failures are reported and swallowed: tracking must not break a page.
 */
export function createTracker(opts: {
  consent: ConsentManager;
  send: TrackTransport;
  anonymousId: () => string | null;
  userEmail?: () => string | null;
  /**
   * Resolves when an event may be sent: the server has recorded the consent in force
   * (`whenConsentRecorded`), which it checks before it takes an event. Sends keep their order.
   */
  ready?: () => Promise<void>;
  now?: () => Date;
  logger?: Pick<Console, 'warn'>;
}): Tracker {
  const buffer: TrackedEvent[] = [];
  const logger = opts.logger ?? console;
  const now = opts.now ?? (() => new Date());
  let waiting = false;

  const deliver = (e: TrackedEvent) => {
    const send = () =>
      opts.send(TRACK_PATH, {
        event: e.event,
        properties: e.properties,
        anonymous_id: opts.anonymousId(),
        user_email: opts.userEmail?.() ?? null,
        timestamp: e.timestamp,
      });
    void (opts.ready ? opts.ready().then(send) : send()).catch((err: unknown) => logger.warn('Failed to track an event', e.event, err));
  };

  const flush = () => {
    waiting = false;
    for (const e of buffer.splice(0)) deliver(e);
  };

  return {
    track(event, properties = {}) {
      const e: TrackedEvent = { event, properties, timestamp: now().toISOString() };
      if (opts.consent.snapshot().grants.analytics) return deliver(e);
      buffer.push(e);
      if (buffer.length > MAX_BUFFERED_EVENTS) buffer.shift();
      if (!waiting) {
        waiting = true;
        opts.consent.onGranted('analytics', flush);
      }
    },
    pending: () => [...buffer],
  };
}
