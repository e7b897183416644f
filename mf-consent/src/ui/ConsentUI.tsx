import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dialogChoicesFor, type ConsentManager, type ConsentPreference, type DialogChoices } from '@ph/analytics';
import { consentAnsweredCookie } from '@ph/contracts/consent-cookie';
import { setConsentUiReady, takeEarlyBannerAction } from '@ph/contracts/consent-banner';
import { Banner } from './Banner';
import { CancelConfirmDialog } from './CancelConfirmDialog';
import { PreferencesDialog } from './PreferencesDialog';
import { useConsentCss } from './styles';

export const CONSENT_OPEN_EVENT = 'ph-cookie-consent-open';
/**
 * Raised on the event target by `@ph/contracts` dispatch before the event goes out (named there
 * CONSENT_OPEN_PENDING; spelled out here so the standalone bundle does not pull in contracts).
 */
const OPEN_PENDING = '__phConsentOpenPending';

/**
 * Saving in the dialog waits for the session bootstrap and the server record; the busy state stays
 * at least this long so it does not flash (docs/domain.md#consent-and-analytics "minimum bootstrap cover").
 */
export const BOOTSTRAP_COVER_MIN_MS = 800;

export type ConsentView = 'none' | 'banner' | 'preferences' | 'confirm';
export type AcceptanceMethod = 'by-cta-click' | 'manual';

export interface ConsentUIProps {
  manager: ConsentManager;
  /** Called after every answer (recording on the server, analytics updates). */
  onDecision?(pref: ConsentPreference, method: AcceptanceMethod): void | Promise<unknown>;
  /** Where dialogs are portalled (the shadow root's container in the standalone bundle). */
  container?: Element;
  /** Where `ph-cookie-consent-open` is listened for. */
  eventTarget?: EventTarget;
  /**
   * Hydrating the server's markup, which shows the banner (the server renders it when the browser has
   * not answered): the first render shows it too, and the stored answer takes over right after.
   */
  initialView?: 'banner';
  /**
   * An answer given now can be recorded (the consent remote's bridge has started; true when not given).
   * Only then does this UI take the banner's clicks on `win` over from the shell, and carry out the one
   * the shell kept from the server's markup before (@ph/contracts/consent-banner).
   */
  ready?: boolean;
  win?: Window;
}

/**
 * The three consent views of docs/domain.md#regions-languages-and-routes driven by the state rules of §4 (in @ph/analytics).
 */
export function ConsentUI({ manager, onDecision, container, eventTarget, initialView, ready = true, win = window }: ConsentUIProps) {
  useConsentCss();
  const read = () => JSON.stringify(manager.snapshot());
  // Hydrating the server's banner: the first render is the server's view (banner due, consent not
  // disabled), whatever this browser stored; its own state takes over right after.
  const serverView = () => (initialView ? JSON.stringify({ ...manager.snapshot(), consentDisabled: false, bannerNeeded: true }) : read());
  const snapshot = useSyncExternalStore((cb) => manager.subscribe(cb), read, serverView);
  const snap = JSON.parse(snapshot) as ReturnType<ConsentManager['snapshot']>;
  const [view, setView] = useState<ConsentView>(() => initialView ?? (manager.snapshot().bannerNeeded ? 'banner' : 'none'));
  // The dialog's unsaved switches, kept while the confirmation is on top.
  const [draft, setDraft] = useState<DialogChoices | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const target = eventTarget ?? window;
    const pending = target as unknown as Record<string, unknown>;
    const open = () => {
      pending[OPEN_PENDING] = false;
      if (!manager.snapshot().consentDisabled) setView('preferences');
    };
    // "Cookie settings" clicked while this remote was still loading: honour it now.
    if (pending[OPEN_PENDING] === true) open();
    target.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => target.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, [manager, eventTarget]);

  // The server renders the banner for a browser without this cookie (server rendering, docs/architecture.md).
  // Read from the manager, not from this render: hydrating, the render is the server's view (banner due),
  // which would forget the cookie of a browser that has answered.
  useEffect(() => {
    document.cookie = consentAnsweredCookie(!manager.snapshot().bannerNeeded);
  }, [manager, snap.bannerNeeded]);

  // A banner button clicked on the server's markup before this UI could record an answer: the shell kept
  // it; it is carried out now, as the click would have been.
  const onDecisionRef = useRef(onDecision);
  onDecisionRef.current = onDecision;
  useEffect(() => {
    if (!ready) return undefined;
    setConsentUiReady(win, true);
    const early = takeEarlyBannerAction(win);
    if (early && !manager.snapshot().consentDisabled) {
      if (early === 'change-options') setView('preferences');
      else {
        setView('none');
        const pref = early === 'accept-all' ? manager.acceptAll() : manager.rejectAll();
        void Promise.resolve(onDecisionRef.current?.(pref, 'by-cta-click')).catch(() => undefined);
      }
    }
    return () => setConsentUiReady(win, false);
  }, [ready, win, manager]);

  // Another tab answered: the banner here is no longer needed (a dialog open here stays open).
  useEffect(() => {
    if (!snap.bannerNeeded && view === 'banner') setView('none');
    if (snap.bannerNeeded && view === 'none') setView('banner');
  }, [snap.bannerNeeded, view]);

  if (snap.consentDisabled) return null;

  const close = () => {
    setDraft(null);
    setSaving(false);
    setView('none');
  };
  // The banner never blocks: it closes at once and the record is written in the background.
  const decideFromBanner = (pref: ConsentPreference) => {
    close();
    void Promise.resolve(onDecision?.(pref, 'by-cta-click')).catch(() => undefined);
  };
  const saveFromDialog = (choices: DialogChoices) => {
    if (saving) return;
    const pending = onDecision?.(manager.save(choices), 'manual');
    if (!pending) return close();
    setSaving(true);
    const cover = new Promise((r) => setTimeout(r, BOOTSTRAP_COVER_MIN_MS));
    // A failed record is logged by the bridge; the choice is already stored locally and in force.
    void Promise.all([pending.catch(() => undefined), cover]).then(close);
  };
  const afterCancel = () => {
    setDraft(null);
    setView(manager.snapshot().bannerNeeded ? 'banner' : 'none');
  };

  return (
    <>
      {view === 'banner' && (
        <Banner
          globalPrivacyControl={manager.globalPrivacyControl()}
          onAcceptAll={() => decideFromBanner(manager.acceptAll())}
          onRejectAll={() => decideFromBanner(manager.rejectAll())}
          onChangeOptions={() => setView('preferences')}
        />
      )}
      {(view === 'preferences' || view === 'confirm') && (
        <PreferencesDialog
          initial={draft ?? dialogChoicesFor(snap.stored)}
          container={container}
          saving={saving}
          onSave={saveFromDialog}
          onCancel={(choices) => {
            setDraft(choices);
            setView('confirm');
          }}
        >
          {view === 'confirm' && <CancelConfirmDialog container={container} onBack={() => setView('preferences')} onConfirm={afterCancel} />}
        </PreferencesDialog>
      )}
    </>
  );
}
