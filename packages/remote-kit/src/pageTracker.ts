import { phStore, sessionAtom } from '@ph/contracts';

/** What a screen does with the tracker: name an event. */
export interface PageTracker {
  track(event: string, properties?: Record<string, unknown>): void;
}

/** The page's API client as the tracker uses it (@ph/api-client's ApiClient fits). */
export interface TrackingClient {
  post(path: string, body: Record<string, unknown>, opts: { auth: true }): Promise<unknown>;
}

const trackers = new WeakMap<TrackingClient, PageTracker>();

/**
 * A remote's consent-gated tracker: events wait for marketing-and-analytics consent and for the
 * consent remote's server record of it (@ph/analytics `whenConsentRecorded`), then go to the API's
 * segment proxy with the visitor's session. @ph/analytics (a shared module, ~4 KB gzip) is loaded with
 * the first event rather than with the remote's first paint (issue 18); events keep their order, since
 * they all wait for the same load. One per API client, so a screen that asks again gets the same one.
 */
export function pageTracker(client: TrackingClient): PageTracker {
  const known = trackers.get(client);
  if (known) return known;
  const loaded = import('@ph/analytics').then(({ consentManagerFor, createTracker, whenConsentRecorded }) => {
    const consent = consentManagerFor(window);
    return createTracker({
      consent,
      // The server takes an event only once the consent remote has recorded the answer that allows it.
      ready: () => whenConsentRecorded(window, consent),
      anonymousId: () => phStore.get(sessionAtom).userId,
      userEmail: () => phStore.get(sessionAtom).email,
      send: (path, body) => client.post(path, body, { auth: true }),
    });
  });
  const tracker: PageTracker = {
    track: (event, properties) =>
      void loaded.then(
        (t) => t.track(event, properties),
        // Tracking must not break a page (as @ph/analytics' own delivery failures).
        (err: unknown) => console.warn('analytics could not be loaded', err),
      ),
  };
  trackers.set(client, tracker);
  return tracker;
}
