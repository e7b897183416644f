import { test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { isHydrated } from '../support/server-render';

// The header's main navigation (issue 15): the categories of docs/domain.md#regions-languages-and-routes and the other
// sections; a row of links on a desktop, a Menu disclosure on a phone.

const horizontalOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone the categories are behind Menu: it opens and closes by keyboard, Escape gives focus back, the page is marked', async ({ page, store, pageErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${store.url}/`);
  await page.getByRole('button', { name: 'Reject all' }).click();
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Mailer boxes' })).toBeHidden();

  // Focus hydrates the server's header menu (HydrateLater); a key pressed before React has bound the
  // button would reach plain markup, so the keyboard waits for that.
  await menu.focus();
  await expect.poll(() => isHydrated(menu)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Mailer boxes' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Mailer boxes' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the open menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Mailer boxes' })).toBeHidden();

  await menu.click();
  await nav.getByRole('link', { name: 'Luxury packaging' }).click();
  await expect(page).toHaveURL(/\/packaging\/luxury-packaging$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury packaging' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(nav.getByRole('link', { name: 'Luxury packaging' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Mailer boxes' })).not.toHaveAttribute('aria-current', 'page');

  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await horizontalOverflow(page), `no horizontal scroll at ${width} px with the menu open`).toBeLessThanOrEqual(0);
  }
  expect(pageErrors).toEqual([]);
});

test('on a desktop the categories are links in the header, in the store’s language and paths', async ({ page, store, pageErrors }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.context().addCookies([{ name: 'ph_region', value: 'PL', url: store.url }]);
  await page.goto(`${store.url}/`);
  const nav = page.getByRole('navigation', { name: 'Główna' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  const mailer = nav.getByRole('link', { name: 'Pudełka fasonowe' });
  await expect(mailer).toBeVisible();
  await expect(mailer).toHaveAttribute('href', '/opakowania/mailer-boxes');
  await mailer.click();
  await expect(page).toHaveURL(/\/opakowania\/mailer-boxes$/);
  await expect(mailer).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Opakowania premium' })).not.toHaveAttribute('aria-current', 'page');
  expect(pageErrors).toEqual([]);
});
