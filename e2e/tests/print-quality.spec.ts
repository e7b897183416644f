import { test, expect } from '../support/store';
import type { Page } from '@playwright/test';

// Changing a cart line's print quality on the composed site: the dialog shows the API's price of each
// quality before anything changes, and the line then costs what the product page asks for that quality
// and quantity (both are the API's figures for the same variant, docs/domain.md#orders-and-checkout).

const totalOf = (page: Page) => page.getByTestId('configurator-total');
const amountOf = (text: string | null) => /€[\d,]+\.\d{2}/.exec(text ?? '')?.[0];

test('a cart line moves to HD+ and costs what the product page asks for HD+ at that quantity', async ({ page, store, pageErrors }) => {
  // A kraft mailer box (standard print) from the product page, 500 pieces, designed later.
  await page.goto(`${store.url}/products/mailer-box`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).selectOption('500');
  await expect(totalOf(page)).toHaveText(/^500 pcs: €[\d,]+\.\d{2} excl\. VAT$/);
  const standardPrice = amountOf(await totalOf(page).textContent());
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Design later and add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  // The product page's price for HD+ (white board, HD+ colour print) at the same quantity.
  await page.locator('label.ph-ui-tile', { hasText: 'White cardboard (one side)' }).click();
  await expect(page.getByRole('radio', { name: 'White cardboard (one side)' })).toBeChecked();
  await expect(totalOf(page)).not.toHaveText(`500 pcs: ${standardPrice} excl. VAT`);
  await expect(totalOf(page)).toHaveText(/^500 pcs: €[\d,]+\.\d{2} excl\. VAT$/);
  const hdPrice = amountOf(await totalOf(page).textContent());

  await page.goto(`${store.url}/cart/`);
  const line = page.getByRole('listitem', { name: 'Mailer box' });
  const lineAmount = page.getByLabel('Price of Mailer box').locator('dd').first();
  await expect(lineAmount).toHaveText(standardPrice!);

  await line.getByRole('button', { name: 'Change print quality of Mailer box' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change print quality' });
  await expect(dialog.getByText('Prices for 500 pieces')).toBeVisible();
  const standard = dialog.getByRole('radio', { name: /^Standard/ });
  await expect(standard).toBeChecked();
  await expect(dialog.locator('label', { has: standard })).toContainText(`${standardPrice}, your current choice`);
  const hd = dialog.getByRole('radio', { name: /^HD\+(?! glossy)/ });
  await expect(dialog.locator('label', { has: hd })).toContainText(`${hdPrice}, `);
  await expect(dialog.locator('label', { has: hd })).toContainText(' more');
  await hd.check();
  await dialog.getByRole('button', { name: 'Change to HD+' }).click();
  await expect(dialog).toBeHidden();

  // The line now prints HD+ and costs the product page's HD+ price.
  await expect(line.locator('dt', { hasText: 'Print' }).locator('+ dd')).toHaveText('HD+ colour print');
  await expect(lineAmount).toHaveText(hdPrice!);
  // Kept after a reload: the change is the API's.
  await page.reload();
  await expect(page.getByLabel('Price of Mailer box').locator('dd').first()).toHaveText(hdPrice!);
  expect(pageErrors).toEqual([]);
});
