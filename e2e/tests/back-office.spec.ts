import { test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, visitorToken } from '../support/journeys';

// The operators' back office (mf-account, one route of the shared table with its own pages): an
// operator signs in, answers a customer's written request for their data, and finds that action in the
// audit log, by keyboard, in a page axe finds nothing serious on.
test('an operator opens the back office, runs a data export for a customer and finds it in the audit log', async ({ page, store, request, pageErrors }) => {
  await page.goto(`${store.url}/sign_in/?return_to=%2Faccount%2Fback-office`);
  await page.getByLabel('E-mail address').fill('operator@packhelp.test');
  await page.getByLabel(/^Password/).fill('operator-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/back-office$/);
  const pages = page.getByRole('navigation', { name: 'Back office pages' });
  await expect(pages.getByRole('link')).toHaveText(['Invoice register', 'Support requests', 'Audit log']);
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'back office home');

  // A customer asked by e-mail: the operator runs the export for them (the API call the back office makes).
  const reason = `Asked by e-mail ${Date.now()}`;
  const call = apiAs(request, store.url, await visitorToken(page));
  await call('post', 'v2/operator/data_exports', { email: 'manager@packhelp.test', reason });

  await pages.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/back-office\/audit-log$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Kind of action').selectOption({ label: 'Data exports and erasures' });
  const row = page.getByRole('row', { name: new RegExp(reason) });
  await expect(row).toContainText('data_rights.export');
  await expect(row).toContainText('operator@packhelp.test');
  await expectNoSeriousA11yViolations(page, 'audit log');

  // Only this operator's actions, then everyone again.
  await row.getByRole('button', { name: 'Show only what operator@packhelp.test did' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing only what operator@packhelp.test did.' })).toBeVisible();
  await page.getByRole('button', { name: 'Show everyone' }).click();
  await expect(page.getByRole('row', { name: new RegExp(reason) })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
