// A page the edge rendered (docs/architecture.md#server-rendering) shows its buttons before React has
// hydrated them: the shell's code starts after the first paint, and a remote hydrates once its code and
// catalogue have arrived. A click in between would reach plain markup and do nothing. The shell keeps
// such a click from its first script (keepEarlyClicks) and each root clicks the same button again once
// its hydration has committed (finishHydration): hydration keeps the server's elements, so the kept
// element is the one React now handles. Links are left alone (they work without any script), and so are
// the consent banner's buttons, which have their own keeper (consentBanner.ts). A subpath of its own,
// free of shared modules, so the shell's entry can take it before the federation runtime has started.
import { CONSENT_ACTION_ATTRIBUTE } from './consentBanner';

/** Markup the server rendered and no script has taken yet (the edge writes it on each mount point). */
const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
/** Markup being hydrated: set when a root takes the server's markup, removed when it has committed. */
const HYDRATING_ATTRIBUTE = 'data-hydrating';

const NOT_YET_LIVE = `[${SERVER_RENDERED_ATTRIBUTE}],[${HYDRATING_ATTRIBUTE}]`;
/** What a click operates without a link: buttons and the controls that act as one. */
const CONTROL = 'button,[role="button"],summary,input[type="checkbox"],input[type="radio"],input[type="submit"]';
const KEPT = '__phEarlyClicks';

type Slots = Record<typeof KEPT, Element[] | undefined>;
const kept = (win: Window): Element[] => ((win as unknown as Slots)[KEPT] ??= []);

/**
 * Keeps a click on a control inside markup no root has hydrated yet: it goes no further (a submit button
 * would otherwise send its form without script), and the control is remembered. Listens in the capture
 * phase on the document, before any root inside the page. Returns the function that stops listening.
 */
export function keepEarlyClicks(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const markup = target?.closest(NOT_YET_LIVE);
    const control = target?.closest(CONTROL);
    if (!markup || !control || !markup.contains(control) || control.closest(`[${CONSENT_ACTION_ATTRIBUTE}]`)) return;
    event.preventDefault();
    event.stopPropagation();
    const list = kept(win);
    if (!list.includes(control)) list.push(control);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** Whether the page holds server-rendered markup no script has taken yet (the shell then starts after the paint). */
export function hasServerMarkup(doc: Document): boolean {
  return doc.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) !== null;
}

/** Marks a mount point whose server markup a root is about to hydrate (it was marked server-rendered). */
export function startHydration(container: HTMLElement): void {
  container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  container.setAttribute(HYDRATING_ATTRIBUTE, '');
}

/**
 * The root in `container` has committed its hydration: the mount point is live, and the clicks kept
 * inside it are made again, in the order they came, each as a pointer press and a click (the press lets
 * a part that hydrates on interaction, `HydrateLater`, hydrate first, as it would for the visitor's own).
 * `replay: false` for markup that was replaced instead (the kept clicks are dropped).
 */
export function finishHydration(container: Element, { replay = true }: { replay?: boolean } = {}): void {
  container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  container.removeAttribute(HYDRATING_ATTRIBUTE);
  const win = container.ownerDocument.defaultView;
  if (!win) return;
  const list = kept(win);
  const mine = list.filter((el) => container.contains(el) && !el.closest(NOT_YET_LIVE));
  (win as unknown as Slots)[KEPT] = list.filter((el) => !mine.includes(el) && el.isConnected);
  if (!replay) return;
  const Press = win.PointerEvent ?? win.MouseEvent;
  for (const el of mine) {
    if (!el.isConnected || !(el instanceof win.HTMLElement)) continue;
    el.dispatchEvent(new Press('pointerdown', { bubbles: true, composed: true }));
    el.click();
  }
}
