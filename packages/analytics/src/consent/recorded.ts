import type { ConsentManager } from './manager';

// The server checks its own record of the visitor's consent before it takes an event (403
// `consent_required` otherwise), and the consent remote stores that record a moment after the visitor
// answers. A tracker of another remote learns of the answer at once (local storage), so it has to wait
// for the record too, or the events it held back are refused and lost.

/** `<user id>:<consent id>` of the last answer the server stored; the consent remote writes it. */
export const RECORDED_MARKER_KEY = 'ph-consent-recorded';
/** The consent id recorded when the site runs with consent handling off. */
export const CONSENT_DISABLED_ID = 'consent-disabled';
/** Dispatched on the window once the server has stored an answer; `detail.consentId` names it. */
export const CONSENT_RECORDED_EVENT = 'ph:consent-recorded';
/** How long a tracker waits for the record before it sends anyway (the server may then refuse). */
export const RECORDED_WAIT_MS = 10_000;

function readMarker(win: Window): string | null {
  try {
    return win.localStorage.getItem(RECORDED_MARKER_KEY);
  } catch {
    return null;
  }
}

/** The consent remote: the server has stored `consentId` for `userId`; trackers waiting for it go on. */
export function announceConsentRecorded(win: Window, userId: string | number, consentId: string): void {
  try {
    win.localStorage.setItem(RECORDED_MARKER_KEY, `${userId}:${consentId}`);
  } catch {
    // Without storage the answer is recorded again on the next page: harmless, the newest row wins.
  }
  win.dispatchEvent(new CustomEvent(CONSENT_RECORDED_EVENT, { detail: { consentId } }));
}

/** Whether the server has stored `consentId` (by the marker; any user id, the consent remote re-records per user). */
export function consentRecorded(win: Window, consentId: string): boolean {
  return readMarker(win)?.endsWith(`:${consentId}`) ?? false;
}

/**
 * Resolves once the server holds the answer in force (at once when it already does, or when there is
 * none to wait for), or after `timeoutMs`, so a failed record never holds events for ever.
 */
export function whenConsentRecorded(win: Window, manager: Pick<ConsentManager, 'snapshot'>, timeoutMs = RECORDED_WAIT_MS): Promise<void> {
  const snap = manager.snapshot();
  const consentId = snap.consentDisabled ? CONSENT_DISABLED_ID : snap.stored.consentId;
  if (!consentId || consentRecorded(win, consentId)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      win.removeEventListener(CONSENT_RECORDED_EVENT, onRecorded);
      clearTimeout(timer);
      resolve();
    };
    const onRecorded = (e: Event) => {
      if ((e as CustomEvent<{ consentId?: string }>).detail?.consentId === consentId) done();
    };
    const timer = setTimeout(done, timeoutMs);
    win.addEventListener(CONSENT_RECORDED_EVENT, onRecorded);
  });
}
