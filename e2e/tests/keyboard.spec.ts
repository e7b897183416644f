import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { seriousA11yViolations } from '../support/a11y';
import { chooseRadio, expectFocusTrapped, hasFocus, tabTo, typeInto } from '../support/keyboard';
import { settleMarketingConsent } from '../support/journeys';
import { signOfUse } from '../support/server-render';

// A shopper who cannot use a mouse: configure → cart → checkout → pay with the keyboard alone
// (Tab, Shift+Tab, arrows, Space, Enter, typing; no click anywhere), dialogs that trap focus and give
// it back, and errors announced as alerts.

const totalOf = (page: Page) => page.getByTestId('configurator-total');

// The declined card logs its 402 through the API client, so this journey does not assert a clean console.
test('configure, add to the cart, check out and pay by card with the keyboard alone', async ({ page, store }) => {
  await page.goto(`${store.url}/products/mailer-box`);
  await expect(page.getByRole('table')).toBeVisible();

  // The consent banner is answered first, from the keyboard.
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await tabTo(page, banner.getByRole('button', { name: 'Reject all' }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);

  // Configure: the quantity select moves with the arrow keys and the API price follows.
  const first = await totalOf(page).textContent();
  await tabTo(page, page.getByLabel('Quantity', { exact: true }), { max: 120 });
  await page.keyboard.press('ArrowDown');
  await expect(totalOf(page)).not.toHaveText(first!);
  await expect(totalOf(page)).not.toHaveText(/^30 pcs/);

  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  // The pressed button gives way to the design choice, which takes focus.
  await expect.poll(() => hasFocus(page.getByRole('link', { name: 'Design now' }))).toBe(true);
  await tabTo(page, page.getByRole('button', { name: 'Design later and add to cart' }));
  await page.keyboard.press('Enter');
  const added = page.getByRole('status').filter({ hasText: 'Added to your cart.' });
  await expect(added).toBeVisible();
  await tabTo(page, added.getByRole('link', { name: 'Go to your cart' }));
  await page.keyboard.press('Enter');

  // The cart: the remove dialog traps focus and Escape gives it back to its button.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const remove = page.getByRole('button', { name: /^Remove / });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(confirm).toBeVisible();
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Go to checkout' }));
  await page.keyboard.press('Enter');

  // Your details: a wrong e-mail address is announced as an alert and marked on its field.
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  const email = page.getByLabel(/^E-mail/);
  await typeInto(page, email, 'anna.schmidt');
  await typeInto(page, page.getByLabel(/^First name/), 'Anna');
  await typeInto(page, page.getByLabel(/^Last name/), 'Schmidt');
  await typeInto(page, page.getByLabel(/^Street and number/), 'Hauptstraße 1');
  await typeInto(page, page.getByLabel(/^Postal code/), '10115');
  await typeInto(page, page.getByLabel(/^City/), 'Berlin');
  const country = page.getByLabel(/^Country/);
  await tabTo(page, country);
  await page.keyboard.type('Germany');
  await expect(country).toHaveValue('DE');
  const next = page.getByRole('button', { name: 'Continue' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, email, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('anna.schmidt@example.com');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // The marketing question, if this address has not answered it: Escape closes it.
  await settleMarketingConsent(page, { by: 'escape' });

  // Delivery and payment method: radio groups are one tab stop each, chosen with the arrow keys.
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeVisible();
  await chooseRadio(page, page.getByRole('radio', { name: /^Courier/ }));
  await chooseRadio(page, page.getByRole('radio', { name: 'Card', exact: true }));
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  const terms = page.getByLabel(/I accept the terms/);
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place order and pay' }));
  await page.keyboard.press('Enter');

  // Payment: a declined card is announced; a good card pays.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const cardNumber = page.getByLabel(/^Card number/);
  await typeInto(page, cardNumber, '4000000000000002');
  await typeInto(page, page.getByLabel(/^Expiry date/), '12/34');
  await typeInto(page, page.getByLabel(/^Security code/), '123');
  const pay = page.getByRole('button', { name: /^Pay / });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('declined');
  await tabTo(page, cardNumber, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4242424242424242');
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
});

test('the cookie settings dialog traps focus, and closing it gives focus back to its opener', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  // The footer's button is the last control: Shift+Tab from the page's start reaches it first.
  const opener = page.getByRole('button', { name: 'Cookie settings' });
  await expect(opener).toBeVisible();
  await tabTo(page, opener, { backwards: true, max: 40 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  expect(await hasFocus(dialog)).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await expectFocusTrapped(page, discard, 6);
  await page.keyboard.press('Escape');
  await expect(discard).toHaveCount(0);
  expect(await hasFocus(dialog)).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('the accessibility check finds what it is meant to: an image without a text and unreadable text', async ({ page, store }) => {
  await page.goto(store.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    const faint = document.createElement('p');
    faint.textContent = 'Barely readable';
    faint.style.cssText = 'color:#ddd;background:#fff';
    document.querySelector('main')!.append(img, faint);
  });
  const found = (await seriousA11yViolations(page)).join('\n');
  expect(found).toMatch(/^image-alt \[critical\]/m);
  expect(found).toMatch(/^color-contrast \[serious\]/m);
});
