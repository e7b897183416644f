import type { Grants } from '../consent/manager';

/** Google Consent Mode v2 signals. */
export type ConsentModeState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage' | 'functionality_storage' | 'personalization_storage' | 'security_storage',
  'granted' | 'denied'
>;

type Gtag = (...args: unknown[]) => void;
export type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const g = (on: boolean) => (on ? 'granted' : 'denied');

export function consentModeState(grants: Grants): ConsentModeState {
  return {
    ad_storage: g(grants.advertising),
    ad_user_data: g(grants.advertising),
    ad_personalization: g(grants.advertising),
    analytics_storage: g(grants.analytics),
    functionality_storage: g(grants.functional),
    personalization_storage: g(grants.functional),
    // Security storage (fraud prevention, the session) is essential.
    security_storage: 'granted',
  };
}

/**
 * The `gtag()` shim Google's snippet defines: calls are queued on `dataLayer` until gtag.js (if any)
 * loads and replays them. Must run before any tag so the default is in force first.
 */
export function ensureGtag(win: GtagWindow): Gtag {
  win.dataLayer ??= [];
  if (!win.gtag) {
    const layer = win.dataLayer;
    // gtag.js reads the `arguments` object, not an array: keep the snippet's exact shape.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  return win.gtag;
}

const DEFAULTED = Symbol.for('@ph/analytics/consent-default');

/** `gtag('consent', 'default', …all denied…)`, once per page. */
export function setConsentModeDefault(win: GtagWindow, waitForUpdateMs = 500): void {
  const flagged = win as GtagWindow & { [DEFAULTED]?: boolean };
  if (flagged[DEFAULTED]) return;
  flagged[DEFAULTED] = true;
  const denied: ConsentModeState & { wait_for_update: number } = {
    ...consentModeState({ essential: false, functional: false, marketingAndAnalytics: false, advertising: false, marketing: false, analytics: false }),
    wait_for_update: waitForUpdateMs,
  };
  ensureGtag(win)('consent', 'default', denied);
}

/** `gtag('consent', 'update', …)` after every change of the preference. */
export function updateConsentMode(win: GtagWindow, grants: Grants): void {
  ensureGtag(win)('consent', 'update', consentModeState(grants));
}
