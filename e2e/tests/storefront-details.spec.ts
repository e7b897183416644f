import { test, expect } from '../support/store';
import { cartWithMailerBox, registerAndConfirm } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { clickForDialog } from '../support/frame';

// What a new shopper tripped over (issue 15, item 4), each kept from coming back.

test('an address that is no page answers HTTP 404 with the store’s not-found page; a page answers 200', async ({ page, store }) => {
  const missing = await page.goto(`${store.url}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect((await page.request.get(`${store.url}/cart/`)).status()).toBe(200);
  expect((await page.request.get(`${store.url}/products/mailer-box`)).status()).toBe(200);
  // A store's own paths count in that store only: Polish paths under the Polish store's cookie.
  expect((await page.request.get(`${store.url}/koszyk/`)).status()).toBe(404);
  expect((await page.request.get(`${store.url}/koszyk/`, { headers: { cookie: 'ph_region=PL' } })).status()).toBe(200);
});

test('a dialog’s backdrop covers the whole page, the footer included', async ({ page, store }) => {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(`${store.url}/cart/`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    const topmost = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const y = Math.max(0, Math.min(footer.top + 4, window.innerHeight - 2));
      return { footerInView: footer.top < window.innerHeight, over: document.elementFromPoint(4, y)?.closest('.ph-ui-modal-backdrop') !== null };
    });
    expect(topmost).toEqual({ footerInView: true, over: true });
    await page.keyboard.press('Escape');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test('a signed-in shopper signs out from the header’s account menu', async ({ page, store }) => {
  await registerAndConfirm(page, store.url, { email: `header-${Date.now()}@example.com` });
  await page.goto(`${store.url}/products`);
  const entry = page.getByRole('button', { name: 'Your account' });
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
});

test('the header’s cart opens a mini-cart with the cart’s lines and the API’s subtotal, and leads into checkout', async ({ page, store, pageErrors }) => {
  // Analytics consent given (and recorded by the API) before the cart sends its first event.
  await page.goto(store.url);
  const recorded = page.waitForResponse((r) => r.url().includes('/api/v1/segment_proxies/track') && r.status() === 202);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await recorded;
  await cartWithMailerBox(page, store.url);
  const items = await page.getByLabel('Order totals').getByText(/^€/).first().textContent();
  const opener = page.getByRole('button', { name: 'Cart, 1 item' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart (1 item)' });
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('listitem')).toContainText('Mailer box');
  await expect(drawer).toContainText(`Subtotal excl. VAT${items}`);
  await expectNoSeriousA11yViolations(page, 'the mini-cart drawer');
  // The backdrop covers the whole page, footer included, and Escape gives the focus back.
  const covered = await page.evaluate(() => document.elementFromPoint(4, window.innerHeight - 2)?.closest('.ph-ui-modal-backdrop') !== null);
  expect(covered).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await drawer.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  // The mini-cart's way into checkout is reported as the cart's own button's is: once, to the analytics proxy.
  const tracked = () =>
    page.evaluate(async () => {
      const token = localStorage.getItem('ph-api-token') ?? sessionStorage.getItem('ph-api-token');
      const res = await fetch('/api/v1/segment_proxies/events?kind=track', { headers: { 'X-Api-Token': token ?? '' } });
      // The API answers newest first.
      return ((await res.json()) as { events: Array<{ event: string }> }).events.map((e) => e.event).reverse();
    });
  await expect.poll(async () => (await tracked()).filter((e) => e.startsWith('Checkout'))).toEqual(['Checkout Started', 'Checkout Step Viewed']);
  expect(pageErrors).toEqual([]);
});

test('the header’s search finds a product by its name in the page’s language and opens its page', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/?locale=de-DE`);
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  const catalogueReads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(pim\/products|api\/prices\/minimal)\b/.test(new URL(r.url()).pathname)) catalogueReads.push(r.url());
  });
  const search = async () => {
    await clickForDialog(page.getByRole('button', { name: 'Produkte suchen' }));
    const dialog = page.getByRole('dialog', { name: 'Produkte suchen' });
    await dialog.getByRole('searchbox', { name: 'Produktname' }).fill('weinkarton');
    await expect(dialog.getByRole('status')).toHaveText('1 Produkt gefunden');
    return dialog;
  };
  // The page reads the product list once: a second opening asks the API nothing.
  await search();
  const firstOpening = catalogueReads.length;
  expect(firstOpening).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  const dialog = await search();
  expect(catalogueReads).toHaveLength(firstOpening);
  await expectNoSeriousA11yViolations(page, 'the search dialog');
  await dialog.getByRole('link').first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/products\/product-box-wine-box$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
