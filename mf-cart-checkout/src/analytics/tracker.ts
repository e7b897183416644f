import type { Tracker } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import { phStore, sessionAtom } from '@ph/contracts';

/** What the screens do with the tracker: name an event. */
export interface CheckoutTracker {
  track(event: string, properties?: Record<string, unknown>): void;
}

let current: { client: ApiClient; tracker: Promise<Tracker> } | null = null;

/**
 * The page's consent-gated tracker for this remote: events wait for marketing-and-analytics
 * consent (@ph/analytics) and go to the API's segment proxy with the visitor's session.
 * @ph/analytics (4.3 KB gzip) is loaded with the first event rather than with the cart's first paint
 * (issue 18); events keep their order, since they all wait for the same load.
 */
export function checkoutTracker(client: ApiClient): CheckoutTracker {
  if (current?.client !== client) {
    const tracker = import('@ph/analytics').then(({ consentManagerFor, createTracker, whenConsentRecorded }) => {
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
    current = { client, tracker };
  }
  const { tracker } = current;
  return {
    track: (event, properties) =>
      void tracker.then(
        (t) => t.track(event, properties),
        // Tracking must not break a page (as @ph/analytics' own delivery failures).
        (err: unknown) => console.warn('analytics could not be loaded', err),
      ),
  };
}
