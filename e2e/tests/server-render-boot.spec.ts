// Issue 33: a page that is whole without script (the edge marks it `data-boot="on-use"`) starts the shell's
// code on the visitor's first sign of use, not while they read: on a slow phone that start was most of the
// page's blocking time. A visitor with a session, or an address the shell must read on arrival, starts at once.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs } from '../support/journeys';
import { isHydrated, serverRenderedHtml, signOfUse } from '../support/server-render';

const PRODUCT = '/products/mailer-box';
const whole = (html: string) => /<html lang="[^"]+" data-boot="on-use"/.test(html) && /<div data-app="catalogue" data-ssr="">/.test(html);

/** Counts the shell's main script requests the page makes. */
function mainScriptRequests(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (/\/main\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) n += 1;
  });
  return () => n;
}

test('a first visit reads the server’s page with no script started, and the first move of the pointer starts and hydrates it', async ({ page, request, store, pageErrors }) => {
  await serverRenderedHtml(request, `${store.url}${PRODUCT}`, whole);
  const mainRequests = mainScriptRequests(page);
  await page.goto(`${store.url}${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'on-use');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Painted and idle: still no shell code, the product's markup the server's.
  await page.waitForTimeout(1_500);
  expect(mainRequests()).toBe(0);
  await expect(page.locator('[data-app="catalogue"]')).toHaveAttribute('data-ssr', '');

  await signOfUse(page);
  const mount = page.locator('[data-app="catalogue"]');
  await expect(mount).not.toHaveAttribute('data-ssr', /.*/);
  await expect(mount).not.toHaveAttribute('data-hydrating', /.*/);
  expect(mainRequests()).toBe(1);
  expect(await isHydrated(page.getByRole('heading', { level: 1 }))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('the early script comes right after the UI sheet, so the body is parsed once the sheet is there', async ({ request, store }) => {
  // InlineEarlyScriptPlugin finds the sheet's link because UiSheetPlugin's hook ran first; were that order to
  // change, the script would go back before the sheet and a page with a <select> would be styled and laid out
  // twice (docs/performance.md, "Update, 2026-12-03 14:24 UTC"). This reads the head as the edge serves it.
  const html = await serverRenderedHtml(request, `${store.url}${PRODUCT}`, whole);
  const head = html.slice(0, html.indexOf('</head>'));
  const sheet = /<link\b[^>]*\brel="?stylesheet"?[^>]*>/.exec(head);
  expect(sheet?.[0]).toMatch(/href="?\/ph-ui\.[0-9a-f]+\.css/);
  expect(head.slice(0, sheet?.index)).not.toMatch(/<script\b/);
  expect(head.slice((sheet?.index ?? 0) + (sheet?.[0].length ?? 0))).toMatch(/^\s*<script\b[^>]*\bdata-main="?\/main\.[0-9a-f]+\.js/);
});

test('a press on a control that needs React, as the first thing the visitor does, is carried out once it has hydrated', async ({ page, request, store, pageErrors }) => {
  await serverRenderedHtml(request, `${store.url}${PRODUCT}`, whole);
  await page.goto(`${store.url}${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'on-use');
  // The consent banner's answer is the first press: it starts the page and is made once the banner is live.
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a visitor with a session, or arriving with a referral code, gets a page whose script starts at once', async ({ page, request, store, pageErrors }) => {
  const res = await request.get(`${store.url}/api/users/anonymous`);
  const { token } = (await res.json()) as { token: string };
  await serverRenderedHtml(request, `${store.url}${PRODUCT}`, (html) => /<div data-app="catalogue" data-ssr="">/.test(html), { cookie: `ph_session=${token}` });
  const withSession = await request.get(`${store.url}${PRODUCT}`, { headers: { cookie: `ph_session=${token}` } });
  expect(await withSession.text()).not.toContain('data-boot=');
  const referred = await serverRenderedHtml(request, `${store.url}${PRODUCT}?ref=ABCDEF12`, (html) => /<div data-app="catalogue" data-ssr="">/.test(html));
  expect(referred).not.toContain('data-boot=');

  // The returning visitor's page hydrates with nobody touching it.
  await page.context().addCookies([{ name: 'ph_session', value: token, url: store.url }]);
  await page.goto(`${store.url}${PRODUCT}`);
  const mount = page.locator('[data-app="catalogue"]');
  await expect(mount).not.toHaveAttribute('data-ssr', /.*/);
  await expect(mount).not.toHaveAttribute('data-hydrating', /.*/);
  expect(pageErrors).toEqual([]);
});

test('the empty cart of a visitor without a session waits for use; a browser that kept a token without its cookie starts at once and shows its lines', async ({ page, request, store, pageErrors }) => {
  // Nobody's cart: whole on the server (an empty cart), so its script waits for the first use.
  const empty = await serverRenderedHtml(request, `${store.url}/cart/`, (html) => /<div data-app="cart-checkout" data-ssr="">/.test(html) && html.includes('Your cart is empty.'));
  expect(empty).toMatch(/<html lang="[^"]+" data-boot="on-use"/);

  // A shopper whose cookie is gone but whose browser kept the token (the token store's truth): the edge
  // saw nobody, the browser knows better and starts the page without waiting to be touched.
  const { token } = (await (await request.get(`${store.url}/api/users/anonymous`)).json()) as { token: string };
  const { itemName } = await addMailerBoxToCart(apiAs(request, store.url, token));
  await page.addInitScript((kept) => {
    if (window.localStorage.getItem('ph-api-token') === null) window.localStorage.setItem('ph-api-token', kept);
  }, token);
  await page.goto(`${store.url}/cart/`);
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'on-use');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines).toBeVisible();
  await expect(lines.getByRole('listitem').filter({ hasText: itemName })).toHaveCount(1);
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
