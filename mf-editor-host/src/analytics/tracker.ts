import { consentManagerFor, createTracker, whenConsentRecorded, type Tracker } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import { phStore, sessionAtom } from '@ph/contracts';

let current: { client: ApiClient; tracker: Tracker } | null = null;

/**
 * The editor's consent-gated tracker: events wait for marketing-and-analytics consent and go to the
 * API's segment proxy with the visitor's session (the same bridge as the checkout's).
 */
export function editorTracker(client: ApiClient): Tracker {
  if (current?.client === client) return current.tracker;
  const consent = consentManagerFor(window);
  const tracker = createTracker({
    consent,
    // The server takes an event only once the consent remote has recorded the answer that allows it.
    ready: () => whenConsentRecorded(window, consent),
    anonymousId: () => phStore.get(sessionAtom).userId,
    userEmail: () => phStore.get(sessionAtom).email,
    send: (path, body) => client.post(path, body, { auth: true }),
  });
  current = { client, tracker };
  return tracker;
}

/** commerce-core §4 design events (one list in @ph/analytics), with the editor as their page source. */
export { DESIGN_EVENTS } from '@ph/analytics';
