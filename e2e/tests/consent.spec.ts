import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, serveSite, port, repo } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signOfUse } from '../support/server-render';

const BANNER = { name: 'We value your privacy' };

/** Requests that would carry analytics: the tracking proxy, the SDK or any third-party host. */
function watchAnalytics(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    const thirdParty = !['localhost', '127.0.0.1'].includes(url.hostname);
    if (thirdParty || /segment_proxies|segment_sessions|register_first_touch|add_segment_data/.test(url.pathname)) seen.push(r);
  });
  return seen;
}

async function api<T>(page: Page, route: string): Promise<T> {
  return page.evaluate(async (r) => {
    const token = localStorage.getItem('ph-api-token') ?? sessionStorage.getItem('ph-api-token');
    const res = await fetch(`/api/${r}`, { headers: { 'X-Api-Token': token ?? '' } });
    return (await res.json()) as unknown;
  }, route) as Promise<T>;
}

test('composed site: Reject all sends no analytics; enabling analytics later is recorded on the API and starts tracking', async ({ page, store, pageErrors }) => {
  const analytics = watchAnalytics(page);
  await page.goto(store.url);
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toBeVisible();
  // Fixed to the bottom corner: the header and the footer's Cookie settings stay clickable.
  const footerButton = page.getByRole('button', { name: 'Cookie settings' });
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  await footerButton.scrollIntoViewIfNeeded();
  const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
    !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(overlaps(await banner.boundingBox(), await footerButton.boundingBox())).toBe(false);
  expect(overlaps(await banner.boundingBox(), await page.locator('header').first().boundingBox())).toBe(false);
  await footerButton.click({ trial: true }); // nothing on top of it
  await expectNoSeriousA11yViolations(page, 'the consent banner');

  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toHaveCount(0);
  // The state that matters first: the refusal recorded on the server (after which nothing may be sent).
  await expect
    .poll(async () => (await api<{ current: Record<string, string> }>(page, 'v1/emails/consents')).current)
    .toEqual({ cookies_functional: 'declined', cookies_marketing_and_analytics: 'declined', cookies_advertising: 'declined' });
  expect(analytics.map((r) => r.url())).toEqual([]);

  await footerButton.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog.getByRole('switch', { name: 'Allow Marketing and analytics' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the cookie settings dialog after an answer');
  await dialog.getByRole('switch', { name: 'Allow Marketing and analytics' }).check();
  const tracked = page.waitForResponse((r) => r.url().includes('/api/v1/segment_proxies/track') && r.status() === 202);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await tracked;

  const consents = await api<{ current: Record<string, string>; consents: Array<{ acceptance_method: string; policy_version: number }> }>(page, 'v1/emails/consents');
  expect(consents.current.cookies_marketing_and_analytics).toBe('granted');
  expect(consents.consents[0]).toMatchObject({ acceptance_method: 'manual', policy_version: 2 });
  const events = await api<{ events: Array<{ kind: string; event: string }> }>(page, 'v1/segment_proxies/events?kind=track');
  expect(events.events.map((e) => e.event)).toContain('Cookie Consent Updated');
  // Marketing and analytics consent also registers the first touch (docs/domain.md#consent-and-analytics).
  await expect.poll(async () => (await api<{ events: unknown[] }>(page, 'v1/segment_proxies/events?kind=first_touch')).events.length).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('two tabs: an answer in one updates the other', async ({ context, store, pageErrors }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(store.url);
  await second.goto(store.url);
  await expect(first.getByRole('region', BANNER)).toBeVisible();
  await expect(second.getByRole('region', BANNER)).toBeVisible();

  await first.getByRole('region', BANNER).getByRole('button', { name: 'Accept all' }).click();
  await expect(second.getByRole('region', BANNER)).toHaveCount(0);
  await second.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(second.getByRole('switch', { name: 'Allow Advertising' })).toBeChecked();
  // Consent Mode in the second tab followed the first tab's answer.
  const lastUpdate = await second.evaluate(() => {
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a));
    return layer.filter((a) => a[1] === 'update').at(-1)?.[2];
  });
  expect(lastUpdate).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });
  expect(pageErrors).toEqual([]);
});

test('consentDisabled shows nothing, not even from the footer', async ({ page, store, pageErrors }) => {
  await page.addInitScript(() => localStorage.setItem('consentDisabled', 'true'));
  await page.goto(store.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('plain landing page: the standalone consent.js shows the banner, saves preferences and reopens on the event', async ({ page, store }) => {
  const landing = await serveSite({ root: path.join(repo, 'e2e/fixtures'), port: 3450 });
  const consentOrigin = new URL(store.remotesJson.consent).origin;
  // The fixture names the default port; a shifted suite run (E2E_PORT_OFFSET) serves it elsewhere.
  if (consentOrigin !== 'http://localhost:3004') {
    await page.route('http://localhost:3004/**', (route) => route.continue({ url: route.request().url().replace('http://localhost:3004', consentOrigin) }));
  }
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const analytics = watchAnalytics(page);
    await page.goto(`http://localhost:${port(3450)}/landing.html`);
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCount(1); // two script tags, one consent UI
    expect(await page.locator('ph-cookie-consent').count()).toBe(1);
    // The page's `* { font-size: 40px; color: red }` does not reach the shadow root.
    const color = await banner.getByRole('button', { name: 'Accept all' }).evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(255, 255, 255)');

    await banner.getByRole('button', { name: 'Change options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Allow Functional' })).toBeFocused();
    await dialog.getByRole('switch', { name: 'Allow Functional' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ph-pref') ?? 'null'));
    expect(stored).toMatchObject({ functional: true, marketingAndAnalytics: false, advertising: false, policyVersion: 2 });

    await page.evaluate(() => window.dispatchEvent(new Event('ph-cookie-consent-open')));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Allow Functional' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    await page.keyboard.press('Escape'); // Escape on the confirmation means Back
    await expect(dialog).toBeVisible();
    expect(analytics.map((r) => r.url())).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await new Promise((r) => landing.close(r));
  }
});
