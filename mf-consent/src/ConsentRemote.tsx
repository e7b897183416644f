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
  const intlRef = useRef(intl);
  intlRef.current = intl;
  useEffect(() => {
    const texts = (): DisplayedTexts => ({
      functional: intlRef.current.formatMessage(m.functionalPurpose),
      marketingAndAnalytics: intlRef.current.formatMessage(m.marketingPurpose),
      advertising: intlRef.current.formatMessage(m.advertisingPurpose),
    });
    const b = startConsentBridge({ win, manager, region, locale, mainDomain, api, texts });
    setBridge(b);
    return () => b.stop();
    // The API handle is stable per mount; region/locale changes remount the remote.
  }, [win, manager, region, locale, mainDomain]); // eslint-disable-line react-hooks/exhaustive-deps

  const [migration, setMigration] = useState(() => shouldShowRegionMigration(win.location.search, win.location.hostname));

  const onDecision = useCallback((pref: ConsentPreference, method: AcceptanceMethod) => bridge?.record(pref, method), [bridge]);
  const onMigrationShown = useCallback(() => bridge?.track('Region Migration Modal Shown', { origin: 'cz', target: 'com' }), [bridge]);

  return (
    <>
      <ConsentUI manager={manager} onDecision={onDecision} container={container} eventTarget={win} {...(initialView ? { initialView } : {})} />
      {migration && bridge && <RegionMigrationNotice container={container} onShown={onMigrationShown} onClose={() => setMigration(false)} />}
    </>
  );
}
