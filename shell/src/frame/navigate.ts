import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Client-side navigation through single-spa for a plain click on a link, so only the remotes change,
 * not the page; a click with a modifier (new tab, new window) is left to the browser.
 */
export function followLink(e: MouseEvent<HTMLAnchorElement>): void {
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  navigateToUrl(e.currentTarget.href);
}
