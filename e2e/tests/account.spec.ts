import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';

/** The link of the latest e-mail to `to` whose path starts with `pathPrefix`, from the dev outbox page. */
async function outboxLink(page: Page, storeUrl: string, to: string, pathPrefix: string): Promise<string> {
  await page.goto(`${storeUrl}/api/dev/outbox`);
  const row = page.locator('tr', { hasText: to }).filter({ has: page.locator(`a[href*="${pathPrefix}"]`) }).first();
  const href = await row.locator(`a[href*="${pathPrefix}"]`).first().getAttribute('href');
  expect(href, `an e-mail to ${to} with a ${pathPrefix} link`).toBeTruthy();
  const url = new URL(href!);
  return `${storeUrl}${url.pathname}${url.search}`;
}

test('register, confirm the e-mail from the outbox, sign out, sign in and come back', async ({ page, store, pageErrors }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';

  await page.goto(`${store.url}/registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create the account' }).click();
  const check = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
  await expect(check).toContainText(email);
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toBeVisible();
  await expect(page.getByText('You have no orders yet.').or(page.getByRole('heading', { name: 'Your orders could not be loaded' }))).toBeVisible();

  await page.goto(await outboxLink(page, store.url, email, '/auth/confirm_email/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  const logout = page.getByRole('dialog', { name: 'Sign out?' });
  await logout.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();

  // A sign-in-only page sends the visitor to sign in, and back there afterwards.
  await page.goto(`${store.url}/account/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in\/\?return_to=%2Faccount%2Fsettings$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  expect(pageErrors).toEqual([]);
});

test('a signed-in customer adds, edits and deletes an address', async ({ page, store, pageErrors }) => {
  const email = `e2e-addr-${Date.now()}@example.com`;
  await page.goto(`${store.url}/registration?return_to=%2Faccount%2Fsettings`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await page.getByRole('dialog', { name: 'Confirm your e-mail address' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel(/First name/).fill('Ada');
  await dialog.getByLabel(/Last name/).fill('Lovelace');
  await dialog.getByLabel(/Street and number/).fill('Hauptstr. 1');
  await dialog.getByLabel(/Postal code/).fill('10115');
  await dialog.getByLabel(/City/).fill('Berlin');
  await dialog.getByLabel(/Country/).selectOption('DE');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toHaveCount(0);
  const first = page.getByRole('listitem', { name: /Hauptstr\. 1/ });
  await expect(first).toContainText('10115 Berlin');
  await expect(first).toContainText('Default address');

  await first.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit the address' });
  await dialog.getByLabel(/Street and number/).fill('Unter den Linden 5');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = page.getByRole('listitem', { name: /Unter den Linden 5/ });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await dialog.getByRole('button', { name: 'Delete the address' }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
