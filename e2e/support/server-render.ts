import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './store';

// What the server-rendering specs share: reading a page's first HTML once the server's render is in it,
// telling the server's markup from a client render, and holding the browser's requests back.

/**
 * The page's first HTML once `ready` finds the server's render in it. A store's first requests may come
 * client-rendered (fail soft: a remote's server build is fetched and evaluated on first use, and a render
 * over its budget is served as before), so this asks until it is there; the edge then keeps that body for
 * the next seconds (server-render.js `renderCache`).
 */
export async function serverRenderedHtml(request: APIRequestContext, url: string, ready: (html: string) => boolean, headers?: Record<string, string>): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      const res = await request.get(url, headers ? { headers } : {});
      expect(res.status()).toBe(200);
      html = await res.text();
      return ready(html);
    }, { timeout: 20_000 })
    .toBe(true);
  return html;
}

/**
 * Opens `url` in the browser until the document it got has the server's render in it (`ready`): under load
 * a render may run past its budget, and that one answer comes client-rendered (fail soft). For a spec whose
 * steps need the server's markup in the browser itself, where `serverRenderedHtml` only saw it in a request
 * of its own.
 */
export async function gotoServerRendered(page: Page, url: string, ready: (html: string) => boolean): Promise<void> {
  await expect.poll(async () => ready((await (await page.goto(url))?.text()) ?? ''), { timeout: 30_000 }).toBe(true);
}

/**
 * Marks the page's h1 the browser gets from the server before any script runs: hydration keeps that
 * element (and React puts its props on it), a client render after a mismatch replaces it.
 */
export async function markServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('#ph-page-body h1');
      if (h1) {
        (h1 as HTMLElement).dataset.fromServer = '';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

let pointerAt = 0;
/**
 * The visitor's first sign of use, a pointer moving over the page: a page whole without script
 * (`data-boot="on-use"`, docs/architecture.md "Starting on first use") starts its code on it. A spec
 * about what the script does (hydration, the footer, the release it runs) makes it, as a visitor would.
 */
export async function signOfUse(page: Page): Promise<void> {
  pointerAt = (pointerAt % 50) + 1;
  await page.mouse.move(10 + pointerAt, 10 + pointerAt);
}

/** Whether React has bound this element: it keeps its props on each element it hydrated or rendered. */
export const isHydrated = (el: Locator): Promise<boolean> => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactProps$')));

/** Holds the page's requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
