import { test, expect } from '../support/store';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { serverRenderedHtml } from '../support/server-render';

const totalOf = (page: Page) => page.getByTestId('configurator-total');

test('a mailer box: size, material and quantity change the API price; design later adds it to the cart', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await page.getByRole('link', { name: 'Mailer box', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/mailer-box$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed mailer boxes' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(totalOf(page)).toHaveText(/^30 pcs: €[\d,]+\.\d{2} excl\. VAT$/);
  await expect(page.getByTestId('delivery-estimate')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the product page and its configurator');
  const first = await totalOf(page).textContent();

  const size = page.getByLabel('Size');
  const sizes = await size.locator('option').allTextContents();
  await size.selectOption({ label: sizes[2]! });
  await expect(totalOf(page)).not.toHaveText(first!);
  const afterSize = await totalOf(page).textContent();

  // Options are picture tiles (a radio group): the shopper clicks the tile.
  await page.locator('label.ph-ui-tile', { hasText: 'White cardboard (one side)' }).click();
  await expect(page.getByRole('radio', { name: 'White cardboard (one side)' })).toBeChecked();
  await expect(totalOf(page)).not.toHaveText(afterSize!);
  const afterMaterial = await totalOf(page).textContent();

  await page.getByLabel('Quantity', { exact: true }).selectOption('500');
  await expect(totalOf(page)).toHaveText(/^500 pcs: €[\d,]+\.\d{2} excl\. VAT$/);
  expect(await totalOf(page).textContent()).not.toBe(afterMaterial);
  await expect(page.getByTestId('delivery-estimate')).toContainText('Order today, delivered between');
  await expect(page.getByTestId('emissions')).toContainText('kg CO₂e for 500 pieces');

  await expect(page.getByTestId('cart-count')).toHaveText('Cart, empty');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Design now' })).toHaveAttribute('href', /\/editor\/product\/design\/mailer-box-/);
  await expectNoSeriousA11yViolations(page, 'the design-now-or-later choice');
  await page.getByRole('button', { name: 'Design later and add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  // The badge counts products in the cart (one line of 500 boxes is one item).
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, 1 item');
  // A page loaded from scratch reads the visitor's cart: the badge keeps its count after a reload.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, 1 item');
  expect(pageErrors).toEqual([]);
});

test('the pl store shows gross prices in złoty', async ({ page, store, pageErrors }) => {
  const url = new URL(store.url);
  await page.context().addCookies([{ name: 'ph_region', value: 'PL', domain: url.hostname, path: '/' }]);
  await page.goto(`${store.url}/produkty/mailer-box`);
  await expect(page.getByRole('table')).toBeVisible();
  // Polish CLDR groups only from five digits, so 1000 stays "1000".
  // PLN: suffix, space thousands, comma decimals (docs/domain.md#constants-and-limits); pl always shows tax added.
  await expect(totalOf(page)).toHaveText(/^30 szt\.: \d{1,3}( \d{3})*,\d{2} zł z VAT$/);
  await page.getByLabel('Nakład', { exact: true }).selectOption('1000');
  await expect(totalOf(page)).toHaveText(/^1000 szt\.: \d{1,3}( \d{3})*,\d{2} zł z VAT$/);
  expect(pageErrors).toEqual([]);
});

test('a custom size outside its limits shows the rule messages and cannot be added', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/products/mailer-box`);
  await page.getByLabel('Size').selectOption({ label: 'Custom size' });
  const length = page.getByLabel('Length (cm)');
  await length.fill('5');
  await expect(page.getByText('At least 10 cm')).toBeVisible();
  await length.fill('20');
  await page.getByLabel('Width (cm)').fill('30');
  await page.getByLabel('Height (cm)').fill('5');
  await expect(page.getByText('Length must be greater than or equal to width').first()).toBeVisible();
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  // A size the price model cannot make is still a quote away: the link carries it to the quote form.
  await expect(page.getByRole('link', { name: 'Request a quote for this size' })).toHaveAttribute('href', /\/quote\?/);
  expect(pageErrors).toEqual([]);
});

test('a valid custom size gets its API price and goes into the cart with its size; pictures load', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/products/mailer-box`);
  // The API draws the product picture; it loads with its reserved 4:3 box (the main one: the gallery's
  // thumbnails are pictures too, once their chunk has loaded).
  const picture = page.locator('img.cat-gallery__main');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel('Size').selectOption({ label: 'Custom size' });
  await page.getByLabel('Length (cm)').fill('25');
  await page.getByLabel('Width (cm)').fill('20');
  await page.getByLabel('Height (cm)').fill('8');
  await expect(totalOf(page)).toHaveText(/^100 pcs: €[\d,]+\.\d{2} excl\. VAT$/);
  await expect(page.getByRole('link', { name: 'Request a quote for this size' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Design later and add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, 1 item');
  expect(pageErrors).toEqual([]);
});

test('Design now opens the box editor for the chosen box; the editor is accessible', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/products/mailer-box`);
  await expect(totalOf(page)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Design now' }).click();
  await expect(page).toHaveURL(/\/editor\/product\/design\/mailer-box-/);
  await expect(page.getByRole('toolbar', { name: 'Design actions' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('complementary', { name: 'Objects on this side' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the box editor');
  expect(pageErrors).toEqual([]);
});

test('an unknown product shows a not-found page; categories narrow the products', async ({ page, store }) => {
  await page.goto(`${store.url}/products/no-such-box`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.goto(`${store.url}/packaging/luxury-packaging`);
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury packaging' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'a category page');
});

for (const width of [320, 767, 1024, 1920]) {
  test(`the product page fits a ${width} px wide screen`, async ({ page, store, pageErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${store.url}/products/mailer-box`);
    await expect(page.getByRole('table')).toBeVisible();
    // The page itself never scrolls sideways; only the price table may, inside its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport();
    const box = await add.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(pageErrors).toEqual([]);
  });
}

test('the host preloads the picture the product page shows largest, not another one', async ({ page, request, store, pageErrors }) => {
  // A host under load may answer before its render and first read have (then it names no picture): the
  // page is asked until its head names one, as a visitor's next request would get it.
  await serverRenderedHtml(request, `${store.url}/products/mailer-box`, (html) => /<link[^>]*rel="preload"[^>]*as="image"/.test(html));
  await page.goto(`${store.url}/products/mailer-box`);
  const main = page.locator('img.cat-gallery__main');
  await expect(main).toBeVisible();
  // Named by the render's own hint and, when the render left the product to the browser, by the first read's too.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').first().getAttribute('href');
  expect(preloaded).not.toBeNull();
  const shown = await main.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  expect(new URL(preloaded!, store.url).href).toBe(new URL(shown, store.url).href);
  expect(pageErrors).toEqual([]);
});
