import { test, expect } from '../support/store';
import { registerAndConfirm } from '../support/journeys';

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
