import { hasServerMarkup } from '@ph/contracts/early-clicks';

/**
 * Starts the shell's code (the composition, the remotes, hydration). A server-rendered page is on screen
 * before any of it runs, so on such a page it waits for the browser's next frame to be painted: running
 * the composition's scripts then never holds back the first paint or the largest picture (on a phone
 * they would compete with it for the CPU). A page the browser must render itself, or one in a background
 * tab (which paints nothing), starts at once.
 */
export function startAfterPaint(doc: Document, start: () => void): void {
  const view = doc.defaultView;
  if (!view || !hasServerMarkup(doc) || doc.visibilityState === 'hidden') {
    start();
    return;
  }
  // A task queued from the next frame's callback runs once that frame has been painted.
  view.requestAnimationFrame(() => view.setTimeout(start, 0));
}
