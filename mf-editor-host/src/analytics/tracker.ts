import type { Tracker } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import { phStore, sessionAtom } from '@ph/contracts';

/** What the editor's screens do with the tracker: name an event. */
export interface EditorTracker {
  track(event: string, properties?: Record<string, unknown>): void;
}

let current: { client: ApiClient; tracker: Promise<Tracker> } | null = null;

/**
 * The editor's consent-gated tracker: events wait for marketing-and-analytics consent and for the
 * consent remote's record of it, and go to the API's segment proxy with the visitor's session (the same
 * bridge as the checkout's). @ph/analytics is loaded with the first event rather than with the editor's
 * first paint, as the checkout does (issue 18); events keep their order, since they all wait for the
 * same load.
 */
export function editorTracker(client: ApiClient): EditorTracker {
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

/**
 * commerce-core §4 design events (one list in @ph/analytics), with the editor as their page source; from
 * the subpath, so naming an event does not put the analytics code into the editor's first load.
 */
export { DESIGN_EVENTS } from '@ph/analytics/design-events';
