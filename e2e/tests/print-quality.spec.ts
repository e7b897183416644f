import { test, expect } from '../support/store';
import type { Page } from '@playwright/test';
import { addMailerBoxToCart, apiAs, visitorToken } from '../support/journeys';

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
  await expect(standard.locator('xpath=ancestor::label[1]')).toContainText(`${standardPrice}, your current choice`);
  const hd = dialog.getByRole('radio', { name: /^HD\+(?! glossy)/ });
  await expect(hd.locator('xpath=ancestor::label[1]')).toContainText(`${hdPrice}, `);
  await expect(hd.locator('xpath=ancestor::label[1]')).toContainText(' more');
  await hd.check();
  await dialog.getByRole('button', { name: 'Change to HD+' }).click();
  await expect(dialog).toBeHidden();

  // The line now prints HD+ and costs the product page's HD+ price.
  await expect(line.locator('dt', { hasText: /^Print$/ }).locator('+ dd')).toHaveText('HD+ colour print');
  await expect(lineAmount).toHaveText(hdPrice!);
  // Kept after a reload: the change is the API's.
  await page.reload();
  await expect(page.getByLabel('Price of Mailer box').locator('dd').first()).toHaveText(hdPrice!);
  expect(pageErrors).toEqual([]);
});

test('the QR code opens the same cart on a phone (a second browser) once; the code never is the session token', async ({ page, browser, store, pageErrors }) => {
  await page.goto(`${store.url}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const token = await visitorToken(page);
  const order = await addMailerBoxToCart(apiAs(page.request, store.url, token));
  await page.reload();
  await expect(page.getByText(`Order ${order.number}`)).toBeVisible();

  await page.getByRole('button', { name: 'Open on your phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open your cart on your phone' });
  await expect(dialog.getByRole('img', { name: /^QR code/ })).toBeVisible();
  const link = dialog.getByRole('link');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/cart\/\?handoff=[A-Za-z0-9_-]{43}$/);
  expect(href).not.toContain(token);
  await expect(dialog.getByRole('img', { name: /^QR code/ })).toHaveAttribute('data-qr-url', href);

  // The phone: a browser of its own, no cookies or storage shared with the computer.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(href);
  await expect(phonePage.getByText(`Order ${order.number}`)).toBeVisible({ timeout: 20_000 });
  await expect(phonePage.getByRole('listitem', { name: order.itemName })).toBeVisible();
  // The code is taken out of the address, and the phone has a session of its own.
  await expect(phonePage).toHaveURL(/\/cart\/$/);
  expect(await visitorToken(phonePage)).not.toBe(token);

  // Used once: another device with the same link gets its own, empty cart.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(href);
  await expect(otherPage.getByText('Your cart is empty.')).toBeVisible({ timeout: 20_000 });
  await phone.close();
  await other.close();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  expect(pageErrors).toEqual([]);
});
