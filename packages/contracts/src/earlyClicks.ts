// A page the edge rendered (docs/architecture.md#server-rendering) shows its buttons before React has
// hydrated them: the shell's code starts after the first paint, and a remote hydrates once its code and
// catalogue have arrived. A click in between would reach plain markup and do nothing. The shell keeps
// such a click from its first script (keepEarlyClicks) and each root clicks the same button again once
// its hydration has committed (finishHydration): hydration keeps the server's elements, so the kept
// element is the one React now handles. A root's commit does not hydrate all of it: a part whose code
// is still on its way (a lazy screen) or that waits for the visitor (`HydrateLater`) stays server markup
// inside a live root, and React drops a click there when it cannot hydrate the part at once. Such a
// click is kept too, and made again as soon as React has taken the button. Links are left alone (they
// work without any script), so are controls the browser operates itself (a popover's button, the submit
// button of a form the edge answers), and so are the consent banner's buttons, which have their own keeper
// (consentBanner.ts). A subpath of its own, free of shared modules, so the shell's entry can take it
// before the federation runtime has started.
import { CONSENT_ACTION_ATTRIBUTE } from './consentBanner';

/** Markup the server rendered and no script has taken yet (the edge writes it on each mount point). */
const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
/** Markup being hydrated: set when a root takes the server's markup, removed when it has committed. */
const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Set for good on a mount point whose server markup a root has taken: parts of it may still be server markup. */
const FROM_SERVER_ATTRIBUTE = 'data-from-server';

const NOT_YET_LIVE = `[${SERVER_RENDERED_ATTRIBUTE}],[${HYDRATING_ATTRIBUTE}]`;
/** How long a kept click waits for React to take its button before it is made anyway. */
const HYDRATION_WAIT_MS = 15_000;
const RETRY_MS = 50;
/** What a click operates without a link: buttons and the controls that act as one. */
const CONTROL = 'button,[role="button"],summary,input[type="checkbox"],input[type="radio"],input[type="submit"]';
/** Fields whose value a visitor changes without a click: a choice in a list, typed text. */
const FIELD = 'select,textarea,input:not([type]),input[type="text"],input[type="number"],input[type="email"],input[type="tel"],input[type="search"],input[type="url"]';
const KEPT = '__phEarlyClicks';
/** The value each field was given before React took it, until it is given again. */
const CHANGED = '__phEarlyChanges';
/** Buttons whose kept click is waiting for React to take them, and clicks being made again (not to be kept twice). */
const WAITING = '__phEarlyClicksWaiting';
const PASSING = '__phEarlyClicksPassing';

// On the window: the shell and every remote bundle a copy of this module, and they share one page.
type Slots = Record<typeof KEPT, Element[] | undefined> &
  Record<typeof WAITING | typeof PASSING, WeakSet<Element> | undefined> &
  Record<typeof CHANGED, Map<Element, string> | undefined>;
const slots = (win: Window) => win as unknown as Slots;
const kept = (win: Window): Element[] => (slots(win)[KEPT] ??= []);
const waiting = (win: Window): WeakSet<Element> => (slots(win)[WAITING] ??= new WeakSet());
const passing = (win: Window): WeakSet<Element> => (slots(win)[PASSING] ??= new WeakSet());
const changed = (win: Window): Map<Element, string> => (slots(win)[CHANGED] ??= new Map());

/**
 * React DOM marks a root's container and keeps each element's props on it, under keys with these
 * prefixes (internals, unchanged since React 17; React's own DevTools read them). They tell whether
 * React has taken an element yet, which no public API says.
 */
const REACT_CONTAINER = '__reactContainer$';
const REACT_PROPS = '__reactProps$';
const hasKey = (el: Element, prefix: string) => Object.keys(el).some((k) => k.startsWith(prefix));
const propsOf = (el: Element): Record<string, unknown> | undefined => {
  const key = Object.keys(el).find((k) => k.startsWith(REACT_PROPS));
  return key ? ((el as unknown as Record<string, Record<string, unknown>>)[key] ?? undefined) : undefined;
};

/**
 * Whether `control`, in the root mounted at `mount`, is server markup React has not taken yet. Not
 * when the mount is no React root (nothing will take it), nor inside HTML a React element put in
 * as it is (`dangerouslySetInnerHTML`: React never takes its elements).
 */
function awaitsHydration(control: Element, mount: Element): boolean {
  if (!hasKey(mount, REACT_CONTAINER) || propsOf(control)) return false;
  for (let el = control.parentElement; el && el !== mount; el = el.parentElement) {
    const props = propsOf(el);
    if (props) return !('dangerouslySetInnerHTML' in props);
  }
  return true;
}

/**
 * Where a click or change on `el` is kept: in markup no root has taken yet (made again by
 * finishHydration), in a live root's part React has not hydrated yet (made again once React has it),
 * or nowhere (React has it, or it is no server markup).
 */
function keptWhere(el: HTMLElement): { root: 'not-yet' } | { root: 'live'; mount: Element } | null {
  if (el.closest(NOT_YET_LIVE)) return { root: 'not-yet' };
  const mount = el.closest(`[${FROM_SERVER_ATTRIBUTE}]`);
  return mount && awaitsHydration(el, mount) ? { root: 'live', mount } : null;
}

/**
 * Runs `act` on `el` once React has taken it (or after HYDRATION_WAIT_MS, on whatever is there):
 * checked every RETRY_MS, the wait for a part's code or its turn. What `act` dispatches is not kept.
 */
function whenTaken(win: Window, mount: Element, el: HTMLElement, act: () => void): void {
  const pending = waiting(win);
  if (pending.has(el)) return;
  pending.add(el);
  const since = Date.now();
  const attempt = () => {
    if (!el.isConnected) {
      pending.delete(el);
      return;
    }
    if (awaitsHydration(el, mount) && Date.now() - since < HYDRATION_WAIT_MS) {
      win.setTimeout(attempt, RETRY_MS);
      return;
    }
    pending.delete(el);
    passing(win).add(el);
    try {
      act();
    } finally {
      passing(win).delete(el);
    }
  };
  attempt();
}

const clickWhenTaken = (win: Window, mount: Element, control: HTMLElement) => whenTaken(win, mount, control, () => control.click());

/**
 * Makes the visitor's change of `field`, made before React took it, again as React hears one. Hydration
 * leaves the field showing the visitor's value while React's state keeps the server's (a quantity list
 * showing 1000 whose "Add to cart" added 30). React notices a text field's change only when the value
 * differs from the one it last recorded, and it records what its own wrapper of `value` is given: the
 * wrapper is handed another value first, then the element's own setter the visitor's.
 */
function changeWhenTaken(win: Window, mount: Element, field: HTMLElement): void {
  whenTaken(win, mount, field, () => {
    const value = changed(win).get(field);
    changed(win).delete(field);
    // Changed again once React had the field: React has heard that one, and the listener dropped the kept
    // value. The field's value now says nothing: a render of the part since it hydrated has set a
    // controlled field back to React's own value, which is what is to be mended.
    if (value === undefined) return;
    const input = field as HTMLInputElement;
    const select = field.tagName === 'SELECT';
    if (!select) input.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  });
}

/**
 * Whether the browser itself does what `control` says: a button that opens a popover (`popovertarget`),
 * or, in a form that names where it goes (`action`: the page or the edge answers it), its submit button
 * and its boxes to tick (the form sends them; once hydrated the component takes over what they show).
 * A tap on one before hydration is the visitor's to have at once, not to keep.
 */
function worksWithoutScript(control: HTMLElement): boolean {
  if (control.hasAttribute('popovertarget')) return true;
  if (!control.matches('button:not([type]),button[type="submit"],input[type="submit"],input[type="checkbox"],input[type="radio"]')) return false;
  const form = (control as HTMLButtonElement).form;
  return form !== null && form.hasAttribute('action');
}

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
    const control = target?.closest(CONTROL);
    if (!(control instanceof win.HTMLElement) || control.closest(`[${CONSENT_ACTION_ATTRIBUTE}]`) || passing(win).has(control)) return;
    if (worksWithoutScript(control)) return;
    // In a live root, a part React has not hydrated yet: React would drop the click.
    const where = keptWhere(control);
    if (!where) return;
    event.preventDefault();
    event.stopPropagation();
    if (where.root === 'live') {
      clickWhenTaken(win, where.mount, control);
      return;
    }
    const list = kept(win);
    if (!list.includes(control)) list.push(control);
  };
  // A field changed in markup React has not taken: the value is remembered (the field shows it already)
  // and given again once React has the field.
  const onChange = (event: Event) => {
    const field = event.target instanceof win.HTMLElement ? event.target.closest(FIELD) : null;
    if (!(field instanceof win.HTMLElement) || passing(win).has(field)) return;
    const where = keptWhere(field);
    if (!where) {
      // React has the field and hears this change itself: an earlier value kept for it is stale.
      changed(win).delete(field);
      return;
    }
    changed(win).set(field, (field as HTMLInputElement).value);
    if (where.root === 'live') changeWhenTaken(win, where.mount, field);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onChange, true);
  doc.addEventListener('change', onChange, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onChange, true);
    doc.removeEventListener('change', onChange, true);
  };
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
 * inside it are made again, each as a pointer press (which lets a part that hydrates on interaction,
 * `HydrateLater`, start, as it would for the visitor's own) and a click once React has taken the button.
 * `replay: false` for markup that was replaced instead (the kept clicks are dropped).
 */
export function finishHydration(container: Element, { replay = true }: { replay?: boolean } = {}): void {
  container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  container.removeAttribute(HYDRATING_ATTRIBUTE);
  if (replay) container.setAttribute(FROM_SERVER_ATTRIBUTE, '');
  const win = container.ownerDocument.defaultView;
  if (!win) return;
  const list = kept(win);
  const mine = list.filter((el) => container.contains(el) && !el.closest(NOT_YET_LIVE));
  (win as unknown as Slots)[KEPT] = list.filter((el) => !mine.includes(el) && el.isConnected);
  const fields = [...changed(win).keys()].filter((el) => container.contains(el) && !el.closest(NOT_YET_LIVE));
  if (!replay) {
    for (const field of fields) changed(win).delete(field);
    return;
  }
  for (const field of fields) if (field instanceof win.HTMLElement) changeWhenTaken(win, container, field);
  const Press = win.PointerEvent ?? win.MouseEvent;
  const clickAll = () => {
    for (const el of mine) {
      if (!el.isConnected || !(el instanceof win.HTMLElement)) continue;
      el.dispatchEvent(new Press('pointerdown', { bubbles: true, composed: true }));
      clickWhenTaken(win, container, el);
    }
  };
  // After the fields' changes have been rendered (React renders them after the event, not in it): a
  // quantity chosen and then "Add to cart" adds that quantity.
  if (fields.length > 0 && mine.length > 0) win.setTimeout(clickAll, 0);
  else clickAll();
}
