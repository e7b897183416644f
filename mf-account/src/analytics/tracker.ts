import { consentManagerFor, createTracker, whenConsentRecorded, type Tracker } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import { phStore, sessionAtom } from '@ph/contracts';

let current: { client: ApiClient; tracker: Tracker } | null = null;

/**
 * The account's consent-gated tracker: events wait for marketing-and-analytics consent (@ph/analytics)
 * and go to the API's segment proxy with the visitor's session, like the editor's and the checkout's.
 */
export function accountTracker(client: ApiClient): Tracker {
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

/** storefront-config §2 "Analytics page sources": the account's saved designs are the dashboard. */
export const ACCOUNT_PAGE_SOURCE = 'dashboard';
