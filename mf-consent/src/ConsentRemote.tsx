import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { consentManagerFor, type ConsentManager, type ConsentPreference } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import type { Session } from '@ph/session';
import { startConsentBridge, type ConsentBridge, type DisplayedTexts } from './bridge';
import { ConsentUI, type AcceptanceMethod } from './ui/ConsentUI';
import { m } from './ui/messages';
import { RegionMigrationNotice, shouldShowRegionMigration } from './ui/RegionMigrationNotice';

export interface ConsentRemoteProps {
  region: string;
  locale: string;
  mainDomain: string;
  api: { client: ApiClient; session: () => Promise<Session> } | null;
  manager?: ConsentManager;
  container?: Element;
  win?: Window;
  /** See ConsentUI's `initialView`. */
  initialView?: 'banner';
}

/** Shared by the Module Federation remote and the standalone custom element. */
export function ConsentRemote({ region, locale, mainDomain, api, manager: given, container, win = window, initialView }: ConsentRemoteProps) {
  const intl = useIntl();
  const manager = useMemo(() => given ?? consentManagerFor(win), [given, win]);
  const [bridge, setBridge] = useState<ConsentBridge | null>(null);
  // The bridge as soon as it has started, for the answer's record: `bridge` is state, so a render's
  // handlers see it only after the render that follows the effect below, and an answer given in between
  // (a click on a banner that was just hydrated) would be stored but never recorded on the server, whose
  // trackers then met 403 consent_required.
  const bridgeRef = useRef<ConsentBridge | null>(null);
  const intlRef = useRef(intl);
  intlRef.current = intl;
  useEffect(() => {
    const texts = (): DisplayedTexts => ({
      functional: intlRef.current.formatMessage(m.functionalPurpose),
      marketingAndAnalytics: intlRef.current.formatMessage(m.marketingPurpose),
      advertising: intlRef.current.formatMessage(m.advertisingPurpose),
    });
    const b = startConsentBridge({ win, manager, region, locale, mainDomain, api, texts });
    bridgeRef.current = b;
    setBridge(b);
    return () => {
      bridgeRef.current = null;
      b.stop();
    };
    // The API handle is stable per mount; region/locale changes remount the remote.
  }, [win, manager, region, locale, mainDomain]); // eslint-disable-line react-hooks/exhaustive-deps

  const [migration, setMigration] = useState(() => shouldShowRegionMigration(win.location.search, win.location.hostname));

  // Without a bridge yet, the answer is in local storage, and the bridge records a stored answer the server lacks when it starts.
  const onDecision = useCallback((pref: ConsentPreference, method: AcceptanceMethod) => bridgeRef.current?.record(pref, method), []);
  const onMigrationShown = useCallback(() => bridge?.track('Region Migration Modal Shown', { origin: 'cz', target: 'com' }), [bridge]);

  return (
    <>
      <ConsentUI manager={manager} onDecision={onDecision} container={container} eventTarget={win} win={win} ready={bridge !== null} {...(initialView ? { initialView } : {})} />
      {migration && bridge && <RegionMigrationNotice container={container} onShown={onMigrationShown} onClose={() => setMigration(false)} />}
    </>
  );
}
