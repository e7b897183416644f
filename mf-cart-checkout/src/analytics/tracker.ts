import { consentManagerFor, createTracker, type Tracker } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import { phStore, sessionAtom } from '@ph/contracts';

let tracker: { client: ApiClient; tracker: Tracker } | null = null;

/**
 * The page's consent-gated tracker for this remote: events wait for marketing-and-analytics
 * consent (@ph/analytics) and go to the API's segment proxy with the visitor's session.
 */
export function checkoutTracker(client: ApiClient): Tracker {
  if (tracker?.client === client) return tracker.tracker;
  const t = createTracker({
    consent: consentManagerFor(window),
    anonymousId: () => phStore.get(sessionAtom).userId,
    userEmail: () => phStore.get(sessionAtom).email,
    send: (path, body) => client.post(path, body, { auth: true }),
  });
  tracker = { client, tracker: t };
  return t;
}
