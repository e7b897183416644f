import { BOOT_ATTRIBUTE, BOOT_ON_USE, TOKEN_STORAGE_KEY } from '@ph/contracts/http';
import { hasServerMarkup } from '@ph/contracts/early-clicks';

/**
 * The visitor's signs of using the page. A tap's own effect never waits for the script: every control of
 * such a page is a link, a form the edge answers or a native dialog; a press on a control that needs
 * React is kept and made again once it has hydrated (early-clicks). `click`, `input` and `change` are
 * there for what comes without a pointer or a key: a screen reader's activation, the browser's autofill.
 * `storage`: another tab of the store changed what this one shows (the consent answered there, a sign-in).
 */
const SIGNS_OF_USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'click', 'input', 'change', 'storage'] as const;

function onFirstUse(view: Window, start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of SIGNS_OF_USE) view.removeEventListener(type, go, true);
    start();
  };
  for (const type of SIGNS_OF_USE) view.addEventListener(type, go, { capture: true, passive: true });
}

/**
 * Whether this browser keeps a session token (the token store's truth) although the request carried no
 * session cookie (the edge marks a page on-use only then): the cookie was cleared or never written. The page
 * the edge rendered is then not this visitor's (an empty cart where they have one), so it starts at once.
 * Storage that throws (a locked-down browser) keeps nothing.
 */
function keepsToken(view: Window): boolean {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (view[name].getItem(TOKEN_STORAGE_KEY) !== null) return true;
    } catch {
      /* no storage here */
    }
  }
  return false;
}

/**
 * Starts the shell's code (the composition, the remotes, hydration). A server-rendered page is on screen
 * before any of it runs, so on such a page it waits for the browser's next frame to be painted: running
 * the composition's scripts then never holds back the first paint or the largest picture (on a phone
 * they would compete with it for the CPU). A page the edge marked whole without script (BOOT_ON_USE)
 * waits for the visitor's first sign of use instead: on a slow phone, starting ~200 KB of script and
 * hydrating blocked the main thread for most of a second after the first paint, while the visitor was
 * reading (docs/performance.md). A page the browser must render itself, or one in a background tab
 * (which paints nothing), starts at once.
 */
export function startAfterPaint(doc: Document, start: () => void): void {
  const view = doc.defaultView;
  if (!view || !hasServerMarkup(doc)) {
    start();
    return;
  }
  if (doc.documentElement.getAttribute(BOOT_ATTRIBUTE) === BOOT_ON_USE && !keepsToken(view)) {
    onFirstUse(view, start);
    return;
  }
  if (doc.visibilityState === 'hidden') {
    start();
    return;
  }
  // A task queued from the next frame's callback runs once that frame has been painted.
  view.requestAnimationFrame(() => view.setTimeout(start, 0));
}
