import {
  captureFirstTouch,
  createTracker,
  loadAnalyticsSdk,
  readGtagClientId,
  setConsentModeDefault,
  updateConsentMode,
  type AnalyticsSdkConfig,
  type ConsentManager,
  type ConsentPreference,
  type LoadedSdk,
  type Tracker,
} from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import type { Session } from '@ph/session';
import type { AcceptanceMethod } from './ui/ConsentUI';

/** Page configuration read from `window.phAnalyticsConfig` (set by the page template, never by this bundle). */
export interface PageAnalyticsConfig extends AnalyticsSdkConfig {
  /** GA4 measurement id for the client-id read; without it no client id is read. */
  measurementId?: string | null;
}
type ConfiguredWindow = Window & { phAnalyticsConfig?: PageAnalyticsConfig };

/** Server-side consent names of the cookie categories (the consent records of storefront-config §3). */
export const COOKIE_CONSENT_NAMES = {
  functional: 'cookies_functional',
  marketingAndAnalytics: 'cookies_marketing_and_analytics',
  advertising: 'cookies_advertising',
} as const;

export type DisplayedTexts = Record<keyof typeof COOKIE_CONSENT_NAMES, string>;

export interface ConsentBridgeOptions {
  win: Window;
  manager: ConsentManager;
  region: string;
  locale: string;
  /** The region's main domain for first-touch cookies, e.g. `packhelp.pl`. */
  mainDomain: string;
  /** Without an API (the standalone bundle on a landing page) nothing is recorded or tracked. */
  api: { client: ApiClient; session: () => Promise<Session> } | null;
}

export interface ConsentBridge {
  tracker: Tracker | null;
  /** Records an answer on the server; resolves when stored (rejects on failure, already logged). */
  record(pref: ConsentPreference, method: AcceptanceMethod, texts: DisplayedTexts): Promise<void>;
  stop(): void;
}

/**
 * Wires the consent state to Consent Mode, the analytics SDK, first-touch attribution, tracking
 * and the server's consent records.
 */
export function startConsentBridge(o: ConsentBridgeOptions): ConsentBridge {
  const { win, manager } = o;
  // Before any tag: everything denied until the visitor's answer (or consentDisabled) says otherwise.
  setConsentModeDefault(win);
  const initial = manager.snapshot();
  if (!initial.bannerNeeded) updateConsentMode(win, initial.grants);

  const config = (win as ConfiguredWindow).phAnalyticsConfig ?? {};
  let sdk: LoadedSdk | null = null;
  let sdkTried = false;
  const loadSdkOnce = () => {
    if (sdkTried) return;
    sdkTried = true;
    sdk = loadAnalyticsSdk(win, config, manager.snapshot().grants);
  };
  loadSdkOnce();

  const firstTouch = captureFirstTouch({ location: win.location, history: win.history, document: win.document, mainDomain: o.mainDomain });

  const api = o.api;
  const tracker = api
    ? createTracker({
        consent: manager,
        anonymousId: () => null, // filled in by send(): the id is the session's user id
        send: async (path, body) => {
          const s = await api.session();
          return api.client.post(path, { ...body, anonymous_id: String(s.user.id) }, { auth: true });
        },
      })
    : null;

  const unsubscribe = manager.subscribe((snap, source) => {
    updateConsentMode(win, snap.grants);
    sdk?.updateConsent(snap.grants);
    // The tab where the visitor answered reports it; the other tabs only follow.
    if (source === 'this-tab') tracker?.track('Cookie Consent Updated', {
      functional: snap.grants.functional,
      marketing_and_analytics: snap.grants.marketingAndAnalytics,
      advertising: snap.grants.advertising,
    });
  });

  // Spec §4: after marketing and analytics consent, the first-touch data goes to the backend.
  const cancelFirstTouch = api
    ? manager.onGranted('marketingAndAnalytics', () => {
        void (async () => {
          const clientId = config.measurementId ? await readGtagClientId(win, config.measurementId) : null;
          await api.session();
          await api.client.post('users/register_first_touch', { ...firstTouch, clientId: clientId ?? firstTouch.clientId }, { auth: true });
        })().catch((err: unknown) => console.error('Failed to register a first touch event', err));
      })
    : () => undefined;

  return {
    tracker,
    async record(pref, method, texts) {
      if (!api) return;
      try {
        const s = await api.session();
        await api.client.post(
          'v1/emails/save_with_consents',
          {
            consents: (Object.keys(COOKIE_CONSENT_NAMES) as Array<keyof typeof COOKIE_CONSENT_NAMES>).map((k) => ({
              name: COOKIE_CONSENT_NAMES[k],
              value: pref[k] ? 'granted' : 'declined',
              displayed_text: texts[k],
            })),
            region: o.region,
            locale: o.locale,
            anonymous_id: String(s.user.id),
            location: win.location.href,
            consent_id: pref.consentId,
            policy_version: pref.policyVersion,
            acceptance_method: method,
          },
          { auth: true },
        );
      } catch (err) {
        console.error('Failed to record the cookie consent', err);
        throw err;
      }
    },
    stop() {
      unsubscribe();
      cancelFirstTouch();
    },
  };
}
