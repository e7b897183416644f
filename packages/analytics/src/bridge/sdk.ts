import type { Grants } from '../consent/manager';

/** Page configuration of the RudderStack-style SDK (docs/domain.md#the-apis-calls "Analytics SDK"). */
export interface AnalyticsSdkConfig {
  writeKey?: string | null;
  dataPlaneUrl?: string | null;
  /** The SDK script; defaults to the vendor CDN. */
  sdkUrl?: string;
}

export const SDK_SNIPPET_VERSION = '3.0.3';
export const DEFAULT_SDK_URL = 'https://cdn.rudderlabs.com/v3/modern/rsa.min.js';
const METHODS = ['setDefaultInstanceKey', 'load', 'ready', 'page', 'track', 'identify', 'alias', 'group', 'reset', 'setAnonymousId', 'startSession', 'endSession', 'consent'] as const;

type Call = [string, ...unknown[]];
/** Before the script loads, `rudderanalytics` is an array of buffered calls (the vendor snippet's shape). */
export type SdkStub = Call[] & Record<(typeof METHODS)[number], (...args: unknown[]) => void> & { snippetVersion?: string };
export type SdkWindow = Window & { rudderanalytics?: SdkStub };

/** The consent ids the SDK's custom consent manager receives. */
export function consentIds(grants: Grants): { allowedConsentIds: string[]; deniedConsentIds: string[] } {
  const all = ['essential', 'functional', 'analytics', 'marketing', 'advertising'] as const;
  return {
    allowedConsentIds: all.filter((c) => grants[c]),
    deniedConsentIds: all.filter((c) => !grants[c]),
  };
}

export interface LoadedSdk {
  readonly stub: SdkStub;
  updateConsent(grants: Grants): void;
  /** True once the script failed to load (blocked by an extension): analytics is then off. */
  readonly disabled: boolean;
}

/**
 * Loads the SDK with pre-consent buffering, no storage before consent and the custom consent
 * manager. Without a write key and data-plane URL nothing is loaded and no request is made
 * (docs/domain.md#errors: "Missing analytics configuration: console warning, analytics skipped").
 */
export function loadAnalyticsSdk(win: SdkWindow, config: AnalyticsSdkConfig, grants: Grants, logger: Pick<Console, 'warn'> = console): LoadedSdk | null {
  if (!config.writeKey || !config.dataPlaneUrl) {
    logger.warn('Missing analytics configuration: analytics skipped');
    return null;
  }
  let stub = win.rudderanalytics;
  const state = { disabled: false };
  if (!stub) {
    const queue = [] as unknown as SdkStub;
    for (const m of METHODS) queue[m] = (...args: unknown[]) => void queue.push([m, ...args]);
    queue.snippetVersion = SDK_SNIPPET_VERSION;
    win.rudderanalytics = stub = queue;
    stub.load(config.writeKey, config.dataPlaneUrl, {
      consentManagement: { enabled: true, provider: 'custom', ...consentIds(grants) },
      preConsent: { enabled: !grants.analytics, storage: { strategy: 'none' }, events: { delivery: 'buffer' } },
    });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = config.sdkUrl ?? DEFAULT_SDK_URL;
    script.addEventListener('error', () => {
      state.disabled = true; // docs/domain.md#errors "Blocked analytics script: analytics flagged disabled"
    });
    win.document.head.appendChild(script);
  }
  const s = stub;
  return {
    stub: s,
    updateConsent: (g) => s.consent({ consentManagement: consentIds(g) }),
    get disabled() {
      return state.disabled;
    },
  };
}
