import { test, expect } from '../support/store';
import type { Page } from '@playwright/test';
import { addMailerBoxToCart, apiAs, visitorToken } from '../support/journeys';

// Changing a cart line's print quality on the composed site: the dialog shows the API's price of each
// quality before anything changes, and the line then costs what the product page asks for that quality
// and quantity (both are the API's figures for the same variant, docs/domain.md#orders-and-checkout).

const totalOf = (page: Page) => page.getByTestId('configurator-total');

/** The events the server recorded for this visitor (`GET v1/segment_proxies/events`), oldest first. */
async function trackedEvents(page: Page, base: string): Promise<Array<{ event: string; properties: Record<string, unknown> }>> {
  const call = apiAs(page.request, base, await visitorToken(page));
  const { events } = await call<{ events: Array<{ kind: string; event: string; properties: Record<string, unknown> }> }>('get', 'v1/segment_proxies/events');
  return events.reverse().filter((e) => e.kind === 'track');
}
const amountOf = (text: string | null) => /€[\d,]+\.\d{2}/.exec(text ?? '')?.[0];

test('a cart line moves to HD+ and costs what the product page asks for HD+ at that quantity', async ({ page, store, pageErrors }) => {
  // A kraft mailer box (standard print) from the product page, 500 pieces, designed later.
  await page.goto(`${store.url}/products/mailer-box`);
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
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
  // The change is recorded once as the cart's "Order Updated" (docs/domain.md#consent-and-analytics).
  const changes = async () => (await trackedEvents(page, store.url)).filter((e) => e.event === 'Order Updated' && e.properties.change === 'print_quality');
  await expect.poll(async () => (await changes()).length, { timeout: 20_000 }).toBe(1);
  expect((await changes())[0]!.properties).toMatchObject({ source: 'cart', print_quality: 'hd', quantity: 500 });
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

/** A saved design of the first seeded mailer box variant, made through the API by the holder of `call`'s token. */
async function designOf(call: ReturnType<typeof apiAs>, name: string): Promise<string> {
  const variants = await call<{ data: { id: number }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  const created = await call<{ box_design: { id: string } }>('post', 'box_designs', { variant_id: variants.data[0]!.id, status: 'saved', name });
  return created.box_design.id;
}

test('the editor’s QR code opens the same design on a phone, once; another visitor’s design stays theirs', async ({ page, browser, store, pageErrors }) => {
  test.setTimeout(120_000);
  await page.goto(`${store.url}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const token = await visitorToken(page);
  const mine = await designOf(apiAs(page.request, store.url, token), 'Phone mailer');
  // A stranger's design: a visitor of their own.
  const stranger = (await (await page.request.get(`${store.url}/api/users/anonymous`, { headers: { 'X-Region': 'eu' } })).json()) as { token: string };
  const theirs = await designOf(apiAs(page.request, store.url, stranger.token), 'Not yours');

  await page.goto(`${store.url}/box/${mine}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Phone mailer' })).toBeVisible({ timeout: 20_000 });
  const openDialog = async () => {
    await page.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Open on your phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open this design on your phone' });
    await expect(dialog.getByRole('img', { name: /^QR code/ })).toBeVisible();
    const href = (await dialog.getByRole('link').getAttribute('href'))!;
    await expect(dialog.getByRole('img', { name: /^QR code/ })).toHaveAttribute('data-qr-url', href);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return href;
  };
  const href = await openDialog();
  expect(href).toMatch(new RegExp(`/box/${mine}\\?handoff=[A-Za-z0-9_-]{43}$`));
  expect(href).not.toContain(token);

  // The phone: its own browser; it lands in the editor of the same design, as the same visitor (it may edit).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(href);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Phone mailer' })).toBeVisible({ timeout: 20_000 });
  await expect(phonePage).toHaveURL(new RegExp(`/box/${mine}$`));
  await expect(phonePage.getByRole('toolbar', { name: 'Design actions' }).getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await visitorToken(phonePage)).not.toBe(token);

  // A code with an address changed to another visitor's design: the phone is this visitor, so that design is not found.
  const forged = (await openDialog()).replace(mine, theirs);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(forged);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Design not found' })).toBeVisible({ timeout: 20_000 });
  const answer = await otherPage.request.get(`${store.url}/api/box_designs/${theirs}`, { headers: { 'X-Api-Token': await visitorToken(otherPage), 'X-Region': 'eu' } });
  expect(answer.status()).toBe(404);
  await phone.close();
  await other.close();
  expect(pageErrors).toEqual([]);
});
