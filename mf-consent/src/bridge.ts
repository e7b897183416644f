import {
  announceConsentRecorded,
  captureFirstTouch,
  CONSENT_DISABLED_ID,
  RECORDED_MARKER_KEY,
  createTracker,
  loadAnalyticsSdk,
  mainDomainCookieScope,
  trackTrafficSource,
  readGtagClientId,
  setConsentModeDefault,
  updateConsentMode,
  type AnalyticsSdkConfig,
  type ConsentManager,
  type ConsentPreference,
  type Grants,
  type LoadedSdk,
  type Tracker,
} from '@ph/analytics';
import { type EventProperties, type StoreEvent } from '@ph/analytics/events';
import type { ApiClient } from '@ph/api-client';
import { saveConsents } from '@ph/api-client/consents';
import type { Session } from '@ph/session';
import type { AcceptanceMethod } from './ui/ConsentUI';

/** Page configuration read from `window.phAnalyticsConfig` (set by the page template, never by this bundle). */
export interface PageAnalyticsConfig extends AnalyticsSdkConfig {
  /** GA4 measurement id for the client-id read; without it no client id is read. */
  measurementId?: string | null;
}
type ConfiguredWindow = Window & { phAnalyticsConfig?: PageAnalyticsConfig };

/** Server-side consent names of the cookie categories (the consent records of docs/domain.md#what-the-store-keeps). */
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
  /** The purpose texts the visitor was shown, in their language (stored with each record). */
  texts: () => DisplayedTexts;
}

export interface ConsentBridge {
  tracker: Tracker | null;
  /**
   * Tracks an event of the consent UI itself: through the API's consent-gated tracker in the
   * composed store, else (the standalone element on a landing page, which has no API) through the
   * analytics SDK, which holds events until consent the same way. Never silently dropped.
   */
  track(event: StoreEvent, properties: EventProperties): void;
  /** Records an answer on the server; resolves when stored (rejects on failure, already logged). */
  record(pref: ConsentPreference, method: AcceptanceMethod): Promise<void>;
  stop(): void;
}

function readMarker(win: Window): string | null {
  try {
    return win.localStorage.getItem(RECORDED_MARKER_KEY);
  } catch {
    return null;
  }
}

type RecordMethod = AcceptanceMethod | 'automatic';
interface Recordable {
  grants: Pick<Grants, 'functional' | 'marketingAndAnalytics' | 'advertising'>;
  consentId: string;
  policyVersion: number;
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
  // Server calls that need consent wait for the answer's record: the server checks its records.
  let recording: Promise<void> = Promise.resolve();
  const afterRecording = async () => {
    // The UI records right after the manager notified us (same task): let it start first.
    await null;
    await recording.catch(() => undefined);
  };

  async function post(answer: Recordable, method: RecordMethod, force: boolean): Promise<void> {
    if (!api) return;
    const s = await api.session();
    const marker = `${s.user.id}:${answer.consentId}`;
    if (!force && readMarker(win) === marker) return announceConsentRecorded(win, s.user.id, answer.consentId);
    const texts = o.texts();
    await saveConsents(api.client, {
      consents: (Object.keys(COOKIE_CONSENT_NAMES) as Array<keyof typeof COOKIE_CONSENT_NAMES>).map((k) => ({
        name: COOKIE_CONSENT_NAMES[k],
        value: answer.grants[k] ? 'granted' : 'declined',
        displayed_text: texts[k],
      })),
      region: o.region,
      locale: o.locale,
      anonymous_id: String(s.user.id),
      location: win.location.href,
      consent_id: answer.consentId,
      policy_version: answer.policyVersion,
      acceptance_method: method,
    });
    // Other remotes' trackers wait for this (whenConsentRecorded): the server now takes their events.
    announceConsentRecorded(win, s.user.id, answer.consentId);
  }
  const startRecording = (answer: Recordable, method: RecordMethod, force: boolean): Promise<void> => {
    recording = post(answer, method, force).catch((err: unknown) => {
      console.warn('Failed to record the cookie consent', err);
      throw err;
    });
    return recording;
  };

  // The server must know the answer in force for this visitor: with consent handling off, an
  // automatic acceptance; otherwise a stored answer the current (possibly new) anonymous user has not
  // recorded yet.
  if (api) {
    const policyVersion = initial.stored.policyVersion ?? 1;
    if (initial.consentDisabled) {
      void startRecording({ grants: initial.grants, consentId: CONSENT_DISABLED_ID, policyVersion }, 'automatic', false).catch(() => undefined);
    } else if (!initial.bannerNeeded && initial.stored.consentId) {
      const method = initial.stored.acceptanceMethod ?? 'by-cta-click';
      void startRecording({ grants: initial.grants, consentId: initial.stored.consentId, policyVersion }, method, false).catch(() => undefined);
    }
  }

  const tracker = api
    ? createTracker({
        consent: manager,
        anonymousId: () => null, // filled in by send(): the id is the session's user id
        send: async (path, body) => {
          await afterRecording();
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
          await afterRecording();
          const clientId = config.measurementId ? await readGtagClientId(win, config.measurementId) : null;
          const s = await api.session();
          const tracking = await import('@ph/api-client/tracking');
          await tracking.registerFirstTouch(api.client, { ...firstTouch, clientId: clientId ?? firstTouch.clientId });
          // The traffic-source tracker runs once analytics cookies are allowed; its data goes to the visitor's segment data.
          const traffic = trackTrafficSource({ location: win.location, document: win.document, domain: mainDomainCookieScope(win.location.hostname, o.mainDomain) });
          await tracking.addSegmentData(api.client, { anonymous_id: String(s.user.id), data: { traffic_source_first: traffic.first, traffic_source_current: traffic.current } });
        })().catch((err: unknown) => console.error('Failed to register a first touch event', err));
      })
    : () => undefined;

  return {
    tracker,
    track(event, properties) {
      if (tracker) return tracker.track(event, properties);
      (sdk as LoadedSdk | null)?.stub.track(event, properties);
    },
    record(pref, method) {
      return startRecording({ grants: pref, consentId: pref.consentId, policyVersion: pref.policyVersion }, method, true);
    },
    stop() {
      unsubscribe();
      cancelFirstTouch();
    },
  };
}
