// The pages a shopper found missing or broken (issue 30 "The pages"): "Box designer" opens a picker of
// the boxes the editor supports and one click starts a design; the fetch-error page's retry; the
// cross-sell page's product links open product pages; a cart line without a design shows its box;
// the box-type step and the terms-accepted page exist.
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/store';
import { cartWithMailerBox } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** The picture has been drawn (loaded and decoded), not a broken image. */
async function expectDrawn(img: Locator): Promise<void> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

test('Box designer: a picker of the boxes with pictures, and one click opens the editor on a new design', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await page.getByRole('link', { name: 'Box designer' }).click();
  await expect(page).toHaveURL(/\/box\/design$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design your box' })).toBeVisible();
  const boxes = page.getByRole('list', { name: 'Boxes you can design' });
  await expect(boxes.getByRole('link').first()).toBeVisible();
  await expectDrawn(boxes.locator('img').first());
  // Plain boxes (no print) are not offered: the editor cannot design them.
  await expect(boxes.getByRole('link', { name: /plain/i })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the box picker');

  const first = boxes.getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  // One click: the design is created and the editor opens at its own address.
  await expect(page).toHaveURL(/\/box\/[0-9a-f-]{36}(\?.*)?$/, { timeout: 20_000 });
  await expect(page.getByRole('toolbar', { name: 'Design actions' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Front side, empty' })).toBeVisible();
  expect(name.length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('the fetch-error page: Try again stays while the store does not answer, then goes back to the page', async ({ page, store }) => {
  await page.goto(`${store.url}/error?return_to=${encodeURIComponent('/sample-packs')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('This page is not available yet')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the fetch-error page');

  // The store does not answer: the page stays and says so.
  await page.route('**/api/users/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The store still cannot be reached' })).toBeVisible();
  await expect(page).toHaveURL(/\/error\?return_to=/);

  // It answers again: back to the page that failed.
  await page.unroute('**/api/users/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample packs' })).toBeVisible();
  await expect(page).toHaveURL(/\/sample-packs$/);
});

test('a cart line without a design shows its box; the cross-sell page’s products open their product pages', async ({ page, store, pageErrors }) => {
  await cartWithMailerBox(page, store.url);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
  await expectDrawn(line.locator('img.cc-thumb'));
  await expect(line.locator('.cc-thumb--none')).toHaveCount(0);

  await page.goto(`${store.url}/cart/recommended-products-and-services/s`);
  const recommended = page.getByRole('list', { name: 'Recommended for your order' });
  const links = recommended.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);

  const title = (await links.first().textContent())!.trim();
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('the box-type step and the terms-accepted page are pages of their own', async ({ page, store }) => {
  await page.goto(`${store.url}/box-type`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your box type' })).toBeVisible();
  const mailers = page.getByRole('list', { name: 'Mailer boxes' });
  await expectDrawn(mailers.locator('img').first());
  await mailers.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);

  await page.goto(`${store.url}/terms-accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for accepting our terms' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the terms-accepted page');
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
});
