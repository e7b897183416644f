import { collectPageErrors, test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openRegionLanguage, clickForDialog } from '../support/frame';
import { signOfUse } from '../support/server-render';

test('the composed store shows the frame and the catalogue on the home page', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, empty');
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  // The consent banner is up on a first visit: it is checked with the page.
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the home page with the consent banner');
  await openRegionLanguage(page);
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('eu');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  await expectNoSeriousA11yViolations(page, 'the region and language panel');
  expect(pageErrors).toEqual([]);
});

test('every remote renders its route, navigating without reloading the page', async ({ page, store, pageErrors }) => {
  // Every remote in turn, the box picker's catalogue read among them: on a busy two-core machine the
  // journey ran past the default 60 s (the steps themselves wait for state, not time).
  test.setTimeout(120_000);
  await page.goto(store.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  // A marker on window survives client-side navigation only.
  await page.evaluate(() => ((window as unknown as { phMarker: number }).phMarker = 42));

  // The header's cart opens the mini-cart drawer (empty on a first visit); Escape gives the page back.
  await clickForDialog(page.getByRole('button', { name: 'Cart, empty' }));
  await expect(page.getByRole('dialog', { name: /^Your cart/ }).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Custom printed packaging' })).toHaveCount(0);

  // The account needs sign-in: an anonymous visitor lands on sign in, which returns there after.
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in\/\?return_to=%2Faccount%2Forders$/);
  await expectNoSeriousA11yViolations(page, 'the sign-in page');
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page).toHaveURL(/\/registration\?return_to=%2Faccount%2Forders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the registration page');

  await page.getByRole('link', { name: 'Box designer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Design your box' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the box designer's start");

  // The picker of the boxes the editor supports, each with its picture.
  await expect(page.getByRole('list', { name: 'Boxes you can design' }).locator('img').first()).toBeVisible();
  await page.getByRole('link', { name: 'See all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();

  await page.getByRole('link', { name: 'Sample packs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample packs' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { phMarker?: number }).phMarker)).toBe(42);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the consent remote opens from the footer; Escape asks before discarding and focus returns', async ({ page, store, pageErrors }) => {
  await page.goto(store.url);
  // The footer is the browser's to render, once the visitor starts using the page.
  await signOfUse(page);
  const opener = page.getByRole('button', { name: 'Cookie settings' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the cookie settings dialog');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the discard-changes dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('an address no remote owns shows the shell not-found page', async ({ page, store }) => {
  // The address answers 404 on purpose (storefront-details.spec.ts), which the console reports.
  const pageErrors = collectPageErrors(page, { allow: [/\/no\/such\/page$/] });
  await page.goto(`${store.url}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
