import { test, expect } from '../support/store';
import { addSavedAddress, confirmEmail, PASSWORD, register } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test('register, confirm the e-mail from the outbox, sign out, sign in and come back', async ({ page, store, pageErrors }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = PASSWORD;

  await register(page, store.url, { email, password, firstName: 'Ada', a11y: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toBeVisible();
  await expect(page.getByText('You have no orders yet.').or(page.getByRole('heading', { name: 'Your orders could not be loaded' }))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the account orders page');

  await confirmEmail(page, store.url, email);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  const logout = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(logout).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-out dialog');
  await logout.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the signed-out page');

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
  await expectNoSeriousA11yViolations(page, 'the account settings page');
  expect(pageErrors).toEqual([]);
});

test('a signed-in customer adds, edits and deletes an address', async ({ page, store, pageErrors }) => {
  const email = `e2e-addr-${Date.now()}@example.com`;
  await register(page, store.url, { email, returnTo: '/account/settings' });
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  await addSavedAddress(page);
  const first = page.getByRole('listitem', { name: /Hauptstr\. 1/ });
  await expect(first).toContainText('10115 Berlin');
  await expect(first).toContainText('Default address');

  await first.getByRole('button', { name: 'Edit' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit the address' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the address dialog');
  await dialog.getByLabel(/Street and number/).fill('Unter den Linden 5');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toHaveCount(0);
  dialog = page.getByRole('dialog', { name: 'Saved' });
  await expect(dialog).toContainText('Your changes to the address are saved.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const edited = page.getByRole('listitem', { name: /Unter den Linden 5/ });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the delete-address dialog');
  await dialog.getByRole('button', { name: 'Delete the address' }).click();
  dialog = page.getByRole('dialog', { name: 'Deleted' });
  await expect(dialog).toContainText('The address is removed from your address book.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
