import { test, expect } from '../support/store';

// A custom sample pack and a bundle with chosen variants go into the cart on the composed site.

test('a custom sample pack: chosen samples, the API price, into the cart', async ({ page, store, pageErrors }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${store.url}/sample-packs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sample packs' })).toBeVisible();
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Create a sample pack' }).click();
  const samples = page.getByRole('group', { name: /^Choose up to \d+ samples$/ });
  await expect(samples).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByTestId('sample-pack-price')).toHaveText(/^Price of the pack: €\d+\.\d{2} excl\. VAT$/);
  await samples.getByRole('checkbox', { name: 'Mailer box: Kraft cardboard', exact: true }).check();
  await samples.getByRole('checkbox', { name: 'Shipping box: Kraft cardboard', exact: true }).check();
  await expect(page.getByText('2 of 5 samples chosen')).toBeVisible();

  await expect(page.getByTestId('cart-count')).toHaveText('Cart, empty');
  const sent = page.waitForRequest((r) => r.url().endsWith('/custom_sample_pack') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Add the sample pack to cart' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ samples: ['mailer-box-f15-kraft-eco-color', 'shipping-box-k30-kraft-mono-front'], version: '1' });
  await expect(page.getByText('Your sample pack is in the cart.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).not.toHaveText('Cart, empty');

  await page.getByRole('link', { name: 'Go to your cart' }).click();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Sample pack' }).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a bundle with chosen variants and quantity: API prices per line, one bulk call, visible in the cart', async ({ page, store, pageErrors }) => {
  const bulkCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/line_items/bulk_create')) bulkCalls.push(r.postData() ?? '');
  });
  // The smallest screen the spec supports: the chooser and its price table fit without page scroll.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${store.url}/bundles`);
  // At this width the cookie banner covers the page's lower half; a shopper answers it first.
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
  const card = page.getByRole('article', { name: 'Wine gift set' });
  await card.getByRole('button', { name: 'Choose variants and quantity' }).click();
  const table = card.getByRole('table', { name: /Price of your set/ });
  await expect(table.getByRole('row', { name: /Total/ })).toHaveText(/€[\d,]+\.\d{2}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const main = card.getByLabel('Wine box (main product)');
  const labels = await main.locator('option').allTextContents();
  const w2 = labels.find((l) => l.startsWith('W2') && l.includes('Coated cardboard'))!;
  await main.selectOption({ label: w2 });
  await expect(card.getByLabel('Variant of Two-piece box')).toHaveValue(/\d+/);
  const t20 = await card.getByLabel('Variant of Two-piece box').locator('option:checked').textContent();
  expect(t20).toMatch(/^T20/);
  await card.getByLabel('Quantity of each product').selectOption('240');
  await expect(table.getByRole('row').filter({ hasText: /^Wine box/ })).toContainText('240');
  await expect(table.getByRole('row').filter({ hasText: /^Two-piece box/ })).toContainText(/240.*€[\d,]+\.\d{2}/);

  await card.getByRole('button', { name: 'Add this set to cart' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  // The set's two products (240 of each).
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, 2 items');
  expect(bulkCalls).toHaveLength(1);
  const body = JSON.parse(bulkCalls[0]!) as { line_items_params: Array<{ quantity: number }> };
  expect(body.line_items_params.map((l) => l.quantity)).toEqual([240, 240]);

  await page.goto(`${store.url}/cart/`);
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Wine box' }).first()).toBeVisible();
  await expect(lines.getByRole('listitem').filter({ hasText: 'Two-piece box' }).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
