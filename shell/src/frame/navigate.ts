import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Client-side navigation through single-spa for a plain click on a link, so only the remotes change,
 * not the page; a click with a modifier (new tab, new window) is left to the browser.
 */
export function followLink(e: MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(e)) return;
  e.preventDefault();
  navigateToUrl(e.currentTarget.href);
}

/** A click that stays in this page (no modifier for a new tab or window, the main button). */
export function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return !(e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0);
}
