import { phStore, serverEnvironment, sessionAtom } from '@ph/contracts';
import type { ApiClient } from '@ph/api-client';
import type { IdentifyInput, TrackInput } from '@ph/api-client/tracking';
import type { EventProperties, StoreEvent } from '@ph/analytics/events';

// The registry's types: a screen names its events and page sources as literals the compiler checks against it (no registry object in a first load).
export type { StoreEvent, PageSource, EventProperties } from '@ph/analytics/events';
export { orderFields, lineFields, type FieldsOrder } from '@ph/analytics/order-fields';

/** What a screen does with the tracker: name an event of the registry, say who signed in, report an added line. */
export interface PageTracker {
  track(event: StoreEvent, properties?: EventProperties): void;
  /** After sign-in or registration: `v1/segment_proxies/identify` with the account's traits. */
  identify(userId: string, traits: Record<string, unknown>): void;
  /** The ads conversion of an added line (`track_product_added_ua_conversion`), only with advertising consent. */
  productAddedConversion(lineItemId: number, properties?: Record<string, unknown>): void;
}

const trackers = new WeakMap<ApiClient, PageTracker>();

const SERVER_TRACKER: PageTracker = { track: () => undefined, identify: () => undefined, productAddedConversion: () => undefined };

/**
 * A remote's consent-gated tracker: events wait for marketing-and-analytics consent and for the
 * consent remote's server record of it (@ph/analytics `whenConsentRecorded`), then go to the API's
 * segment proxy with the visitor's session, and are appended to the tab's browsing session
 * (`v2/segment_sessions`). @ph/analytics (a shared module, ~4 KB gzip) and the tracking calls are
 * loaded with the first event rather than with the remote's first paint (issue 18); events keep
 * their order, since they all wait for the same load. One per API client, so a screen that asks again
 * gets the same one.
 */
export function pageTracker(client: ApiClient): PageTracker {
  // A server render has no visitor and no consent to ask: its screens track nothing (the browser's do).
  if (serverEnvironment()) return SERVER_TRACKER;
  const known = trackers.get(client);
  if (known) return known;
  const loaded = Promise.all([import('@ph/analytics'), import('@ph/api-client/tracking')]).then(([analytics, api]) => {
    const { consentManagerFor, createTracker, createSegmentSessions, whenConsentRecorded, IDENTIFY_PATH } = analytics;
    const consent = consentManagerFor(window);
    // The server takes an event only once the consent remote has recorded the answer that allows it.
    const ready = () => whenConsentRecorded(window, consent);
    const anonymousId = () => phStore.get(sessionAtom).userId;
    const sessions = createSegmentSessions({
      storage: window.sessionStorage,
      create: () => api.createSegmentSession(client),
      append: (body) => api.appendToSegmentSession(client, body),
    });
    const tracker = createTracker({
      consent,
      ready,
      anonymousId,
      userEmail: () => phStore.get(sessionAtom).email,
      anonymous: () => phStore.get(sessionAtom).status !== 'signedIn',
      send: (path, body) => (path === IDENTIFY_PATH ? api.identifyVisitor(client, body as IdentifyInput) : api.trackEvent(client, body as TrackInput)),
      delivered: (e) => {
        if (e.kind === 'track') sessions.append(e).catch((err: unknown) => console.warn('Failed to append to the browsing session', err));
      },
    });
    const conversion = (lineItemId: number, properties: Record<string, unknown>) => {
      const timestamp = new Date().toISOString();
      consent.onGranted('advertising', () => {
        void ready()
          .then(() => api.trackProductAddedConversion(client, { anonymous_id: anonymousId(), properties: { ...properties, line_item_id: lineItemId }, timestamp }))
          .catch((err: unknown) => console.warn('Failed to report the product-added conversion', err));
      });
    };
    return { tracker, conversion };
  });
  const later = (use: (t: Awaited<typeof loaded>) => void) =>
    void loaded.then(use, (err: unknown) => console.warn('analytics could not be loaded', err)); // tracking must not break a page
  const tracker: PageTracker = {
    track: (event, properties) => later((t) => t.tracker.track(event, properties)),
    identify: (userId, traits) => later((t) => t.tracker.identify(userId, traits)),
    productAddedConversion: (lineItemId, properties = {}) => later((t) => t.conversion(lineItemId, properties)),
  };
  trackers.set(client, tracker);
  return tracker;
}
