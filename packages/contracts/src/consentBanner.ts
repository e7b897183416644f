// The consent banner the edge server renders into the page (docs/architecture.md#server-rendering) is on
// screen, with its buttons, long before the consent remote that makes them work has loaded and hydrated
// it (the shell mounts it after the page's first render). A click in between would do nothing at all:
// the shell keeps it (keepEarlyBannerClicks, from its first script) and the consent UI carries it out
// when it is ready to record an answer (takeEarlyBannerAction). A subpath of its own, free of shared
// modules, so the shell's entry can take it before the federation runtime has started.

/** The attribute that names what a banner button does, in the server's markup and the browser's. */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';
export type ConsentBannerAction = 'accept-all' | 'reject-all' | 'change-options';
const ACTIONS: readonly string[] = ['accept-all', 'reject-all', 'change-options'] satisfies ConsentBannerAction[];

/** Dispatched on the window when a click was kept: the shell mounts the consent remote at once. */
export const CONSENT_EARLY_ACTION_EVENT = 'ph:consent-early-action';

/** The window's slots: the kept action, and whether the consent UI takes the banner's clicks itself. */
const EARLY_ACTION = '__phConsentEarlyAction';
const UI_READY = '__phConsentUiReady';

type Slots = Record<typeof EARLY_ACTION, ConsentBannerAction | undefined> & Record<typeof UI_READY, boolean | undefined>;
const slots = (win: Window) => win as unknown as Slots;

/** Whether a click on the banner must be kept for the consent UI (it cannot take it yet). */
export function consentUiReady(win: Window): boolean {
  return slots(win)[UI_READY] === true;
}

/**
 * From now on (`ready`) the consent UI takes the banner's clicks itself; until then (or after it has
 * unmounted) they are kept.
 */
export function setConsentUiReady(win: Window, ready: boolean): void {
  slots(win)[UI_READY] = ready;
}

/**
 * Keeps a click on a banner button that the consent UI cannot take yet: the click goes no further (the
 * server's markup may be hydrating, and React would otherwise run a handler that cannot record the
 * answer yet), the last such action is kept, and CONSENT_EARLY_ACTION_EVENT asks for the consent UI.
 * Listens in the capture phase on the document, so it sees the click before any root inside the page.
 * Returns the function that stops listening.
 */
export function keepEarlyBannerClicks(doc: Document, within: string): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const onClick = (event: MouseEvent) => {
    if (consentUiReady(win)) return;
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`#${within} [${CONSENT_ACTION_ATTRIBUTE}]`);
    const action = button?.getAttribute(CONSENT_ACTION_ATTRIBUTE);
    if (!action || !ACTIONS.includes(action)) return;
    event.stopPropagation();
    event.preventDefault();
    slots(win)[EARLY_ACTION] = action as ConsentBannerAction;
    win.dispatchEvent(new CustomEvent(CONSENT_EARLY_ACTION_EVENT, { detail: { action } }));
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** Whether a kept click is waiting (the shell then mounts the consent remote without waiting for idle). */
export function earlyBannerActionWaiting(win: Window): boolean {
  return slots(win)[EARLY_ACTION] !== undefined;
}

/** The kept click's action, once: the consent UI carries it out when it is ready to record an answer. */
export function takeEarlyBannerAction(win: Window): ConsentBannerAction | null {
  const action = slots(win)[EARLY_ACTION];
  slots(win)[EARLY_ACTION] = undefined;
  return action ?? null;
}
