// Issue 33: the consent banner is server-rendered for a browser that has not answered the cookie policy
// (on an empty cart its text is the page's largest paint), and the consent remote hydrates it. An answer
// given on that banner is recorded on the server once, before the trackers send what it allows (they
// met 403 consent_required when the hydrated banner stored the answer but did not record it), and a
// click made before the remote has hydrated the banner is carried out, not lost
// (docs/architecture.md#server-rendering).
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { test, expect, leaveAndClose, startStore } from '../support/store';
import { holdRequests, isHydrated, serverRenderedHtml, signOfUse } from '../support/server-render';
import { apiAs, visitorToken } from '../support/journeys';

const PRODUCT = '/products/mailer-box';
const BANNER = { name: 'We value your privacy' };
const BANNER_TEXT = 'We use cookies to run the store, to measure how it is used and to show you relevant offers.';
const SERVER_BANNER = /<div data-app="consent" data-ssr="">/;

/**
 * A page's first HTML once the edge renders the consent remote (its server build is fetched and
 * evaluated on first use: the store's first answers may come without it), for a browser with `cookie`.
 */
async function firstHtml(request: APIRequestContext, url: string, cookie?: string): Promise<string> {
  // The control (an answered browser) has no banner to wait for: the catalogue's body is enough.
  return serverRenderedHtml(request, url, (html) => /<div data-app="catalogue" data-ssr="">/.test(html) && (cookie !== undefined || SERVER_BANNER.test(html)), cookie ? { cookie } : undefined);
}

/** The cookie-consent records the API holds for this page's visitor, newest first. */
async function cookieRecords(page: Page, base: string): Promise<Array<{ value: string; acceptance_method: string }>> {
  const call = apiAs(page.request, base, await visitorToken(page));
  const { consents } = await call<{ consents: Array<{ value: string; acceptance_method: string }> }>('get', 'v1/emails/consents?name=cookies_marketing_and_analytics');
  return consents;
}

/** Every answer of the tracking proxy and the consent record the page received. */
function watchConsentCalls(page: Page): { records: Response[]; tracking: Response[] } {
  const seen = { records: [] as Response[], tracking: [] as Response[] };
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/api/v1/emails/save_with_consents')) seen.records.push(r);
    if (path.includes('/api/v1/segment_proxies/')) seen.tracking.push(r);
  });
  return seen;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the banner to a browser that has not answered, and not to one that has', async ({ page, context, request, pageErrors }) => {
    // A budget a loaded test machine keeps (as in server-render.spec.ts): with the default one, a render
    // over it under load, or the first after the catalogue changed and dropped the cached one, serves the
    // page client-rendered, which without JavaScript shows nothing (seen once). That fallback is
    // remote-down's and csp's to test.
    const store = await startStore({ serverRenderBudgetMs: 3_000 });
    try {
      const html = await firstHtml(request, `${store.url}${PRODUCT}`);
      expect(html).toMatch(SERVER_BANNER);
      expect(html).toContain(BANNER_TEXT);
      // Its sheet is in the head, so the banner is laid out before any script.
      expect(html).toMatch(/<style id="ph-consent-styles-v2"[^>]*>/);
      await page.goto(`${store.url}${PRODUCT}`);
      const banner = page.getByRole('region', BANNER);
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(BANNER_TEXT);
      await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();

      // Answered (the cookie the consent UI keeps in step with the stored answer): no banner in the page.
      const answered = await firstHtml(request, `${store.url}${PRODUCT}`, 'ph_consent=answered');
      expect(answered).not.toMatch(SERVER_BANNER);
      expect(answered).not.toContain(BANNER_TEXT);
      await context.addCookies([{ name: 'ph_consent', value: 'answered', url: store.url }]);
      await page.goto(`${store.url}${PRODUCT}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Custom printed mailer boxes' })).toBeVisible();
      await expect(page.getByRole('region', BANNER)).toHaveCount(0);
      await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    } finally {
      await leaveAndClose(page, store);
    }
    expect(pageErrors).toEqual([]);
  });
});

test('Accept all on the hydrated banner is recorded once, before the trackers send; no mismatch', async ({ page, request, store, pageErrors }) => {
  await firstHtml(request, `${store.url}${PRODUCT}`);
  const calls = watchConsentCalls(page);
  await page.goto(`${store.url}${PRODUCT}`);
  const banner = page.getByRole('region', BANNER);
  const accept = banner.getByRole('button', { name: 'Accept all' });
  // The server's banner, hydrated once the visitor's pointer moves: React keeps its props on each element it hydrated.
  await signOfUse(page);
  await expect.poll(() => isHydrated(accept), { timeout: 15_000 }).toBe(true);
  await accept.click();
  await expect(banner).toHaveCount(0);

  await expect.poll(async () => (await cookieRecords(page, store.url)).map((c) => [c.value, c.acceptance_method]), { timeout: 15_000 }).toEqual([['granted', 'by-cta-click']]);
  // The answer's own event, taken by the server (it refuses events of a visitor without a record).
  await expect.poll(() => calls.tracking.filter((r) => r.status() === 202).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(calls.records.map((r) => r.status())).toEqual([201]);
  expect(calls.tracking.filter((r) => r.status() === 403).map((r) => r.url())).toEqual([]);

  // The next page: answered, so no banner from the server, and the record is not made again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed mailer boxes' })).toBeVisible();
  const again = await page.request.get(`${store.url}${PRODUCT}`);
  expect(await again.text()).not.toContain(BANNER_TEXT);
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
  expect(await cookieRecords(page, store.url)).toHaveLength(1);
  expect(calls.tracking.filter((r) => r.status() === 403).map((r) => r.url())).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a click on the server’s banner before the remote has hydrated it is carried out, not lost', async ({ page, request, store, pageErrors }) => {
  await firstHtml(request, `${store.url}${PRODUCT}`);
  const calls = watchConsentCalls(page);
  // Whether React had hydrated the button when the click reached the page (seen before any listener of the page's own).
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      (e) => {
        const button = (e.target as Element | null)?.closest?.('.ph-consent-banner button');
        if (button) (window as unknown as { clickedHydrated?: boolean }).clickedHydrated = Object.keys(button).some((k) => k.startsWith('__reactProps$'));
      },
      true,
    );
  });
  // The consent remote's files are held back until the click has been made (a slow network): the click
  // lands on the server's markup, whatever the machine's speed.
  const release = await holdRequests(page, `${new URL(store.remotesJson.consent).origin}/**`);
  await page.goto(`${store.url}${PRODUCT}`, { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', BANNER);
  await banner.getByRole('button', { name: 'Reject all' }).click();
  release();
  expect(await page.evaluate(() => (window as unknown as { clickedHydrated?: boolean }).clickedHydrated)).toBe(false);

  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await cookieRecords(page, store.url)).map((c) => [c.value, c.acceptance_method]), { timeout: 15_000 }).toEqual([['declined', 'by-cta-click']]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ph-pref') ?? '{}') as { marketingAndAnalytics?: boolean })).toMatchObject({ marketingAndAnalytics: false });
  // Kept once: the banner does not come back, and the API has one record.
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
  expect(calls.records.map((r) => r.status())).toEqual([201]);
  expect(calls.tracking.filter((r) => r.status() === 403).map((r) => r.url())).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('Accept all clicked right after load is carried out and recorded once; what it allows is tracked', async ({ page, request, store, pageErrors }) => {
  await firstHtml(request, `${store.url}${PRODUCT}`);
  const calls = watchConsentCalls(page);
  await page.goto(`${store.url}${PRODUCT}`);
  const banner = page.getByRole('region', BANNER);
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await cookieRecords(page, store.url)).map((c) => [c.value, c.acceptance_method]), { timeout: 15_000 }).toEqual([['granted', 'by-cta-click']]);
  await expect.poll(() => calls.tracking.filter((r) => r.status() === 202).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(calls.records.map((r) => r.status())).toEqual([201]);
  expect(calls.tracking.filter((r) => r.status() === 403).map((r) => r.url())).toEqual([]);
  expect(pageErrors).toEqual([]);
});
