import { collectPageErrors, test, expect } from '../support/store';
import { addMailerBoxToCart, addSavedAddress, apiAs, PASSWORD, register, settleMarketingConsent, visitorToken } from '../support/journeys';

test('a customer answers the onboarding survey, changes the password and signs in with the new one', async ({ page, store }) => {
  // The wrong current password (422) and the old password after the change (401) are meant to fail;
  // the client logs those refusals, anything else in the console is a bug.
  const pageErrors = collectPageErrors(page);
  const expectedRefusal = /\[api-client\] (PUT users\/\d+\/password: Request failed with status code 422|POST users\/sign_in: Request failed with status code 401)/;
  const email = `e2e-settings-${Date.now()}@example.com`;
  const oldPassword = PASSWORD;
  const newPassword = 'staple-lantern-violet';
  await register(page, store.url, { email, password: oldPassword, returnTo: '/account/settings' });

  const survey = page.getByRole('form', { name: 'About your business' });
  await survey.getByLabel('Your industry').selectOption({ label: 'Food and beverage' });
  await survey.getByLabel('Your role').selectOption({ label: 'Owner or founder' });
  await survey.getByRole('button', { name: 'Save my answers' }).click();
  await expect(survey.getByRole('status')).toHaveText('Your answers are saved.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'About your business' }).getByLabel('Your industry')).toHaveValue('food_beverage');
  await expect(page.getByRole('form', { name: 'About your business' }).getByLabel('Your role')).toHaveValue('owner_founder');

  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel(/Current password/).fill('not-my-password');
  await password.getByLabel(/^New password/).fill(newPassword);
  await password.getByLabel(/Repeat the new password/).fill(newPassword);
  await password.getByRole('button', { name: 'Change the password' }).click();
  await expect(password.getByLabel(/Current password/)).toHaveAccessibleDescription('The current password is incorrect.');
  await password.getByLabel(/Current password/).fill(oldPassword);
  await password.getByRole('button', { name: 'Change the password' }).click();
  const changed = page.getByRole('dialog', { name: 'Password changed' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Go to your account' }).click();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();

  await page.goto(`${store.url}/sign_in/`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  expect(pageErrors.filter((e) => !expectedRefusal.test(e))).toEqual([]);
  expect(pageErrors.filter((e) => expectedRefusal.test(e))).toHaveLength(2);
});

test('a signed-in customer checks out with a saved address', async ({ page, store, pageErrors }) => {
  const email = `e2e-book-${Date.now()}@example.com`;
  await register(page, store.url, { email, returnTo: '/account/settings' });
  await addSavedAddress(page);
  await expect(page.getByRole('listitem', { name: /Hauptstr\. 1/ })).toBeVisible();

  // The box goes into the cart through the API (the configurator has its own spec).
  const token = await visitorToken(page);
  const headers = { 'X-Api-Token': token, 'X-Region': 'eu' };
  const order = await addMailerBoxToCart(apiAs(page.request, store.url, token));

  await page.goto(`${store.url}/cart/`);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const book = page.getByRole('group', { name: 'Your saved addresses' });
  await expect(book.getByRole('radio', { name: /Hauptstr\. 1, 10115 Berlin, DE \(default\)/ })).toBeChecked();
  await expect(page.getByLabel(/^Street and number/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await settleMarketingConsent(page);
  const saved = (await (await page.request.get(`${store.url}/api/orders/${order.number}`, { headers })).json()) as { order: { bill_address: { street: string } | null } };
  expect(saved.order.bill_address?.street).toBe('Hauptstr. 1');
  expect(pageErrors).toEqual([]);
});
