import { collectPageErrors, test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { addMailerBoxToCart, apiAs, checkoutByApi, visitorToken } from '../support/journeys';

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
  await expect(pages.getByRole('link')).toHaveText(['Orders', 'Mark shipped from a CSV file', 'Invoice register', 'Support requests', 'Audit log']);
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

// An order through the works from the orders desk (issue #28): placed and paid by bank transfer, the
// operator finds it in the queue, releases it, marks it in production, ships it with the sandbox carrier
// and the carrier's own events deliver it; the order page shows each step.
test('an operator releases, produces and ships an order from the desk; the sandbox carrier delivers it', async ({ page, store, request, pageErrors }) => {
  const shopper = apiAs(request, store.url, ((await (await request.get(`${store.url}/api/users/anonymous`)).json()) as { token: string }).token);
  const { id, number } = await addMailerBoxToCart(shopper);
  await checkoutByApi(shopper, id, 'check');
  await shopper('post', 'check_payments', { order_number: number });
  const { order } = await shopper<{ order: { amount_due: number } }>('get', `orders/${number}`);
  const signIn = await request.post(`${store.url}/api/users/sign_in`, { data: { email: 'manager@packhelp.test', password: 'manager-demo-password' } });
  const manager = apiAs(request, store.url, ((await signIn.json()) as { token: string }).token);
  await manager('post', 'v1/bank_transfers', { order_number: number, amount: order.amount_due });

  await page.goto(`${store.url}/sign_in/?return_to=%2Faccount%2Fback-office%2Forders`);
  await page.getByLabel('E-mail address').fill('operator@packhelp.test');
  await page.getByLabel(/^Password/).fill('operator-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: /^Search/ }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Artwork check');
  await expectNoSeriousA11yViolations(page, 'orders queue');
  await row.getByRole('link', { name: number }).click();

  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('desk-payment')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Release to production' }).click();
  await expect(page.getByTestId('desk-stage')).toHaveText('Ready for production');
  await page.getByRole('button', { name: 'Mark in production' }).click();
  await expect(page.getByTestId('desk-stage')).toHaveText('In production');

  const tracking = `SBX${Date.now().toString(36).toUpperCase()}`;
  const ship = page.getByRole('form', { name: 'Create a shipment' });
  await ship.getByLabel('Carrier').selectOption('sandbox');
  await ship.getByLabel(/^Tracking number/).fill(tracking);
  await expectNoSeriousA11yViolations(page, 'one order in the desk');
  await ship.getByRole('button', { name: 'Create the shipment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Shipment ${tracking} created.` })).toBeVisible();
  await expect(page.getByTestId('desk-stage')).toHaveText('Shipped');
  await expect(page.getByRole('link', { name: `Track parcel ${tracking}` })).toHaveAttribute('href', new RegExp(`/api/sandbox/carrier/parcels/${tracking}$`));

  // The sandbox carrier moves the parcel on through its signed webhook: in transit, out for delivery, delivered.
  for (let step = 0; step < 3; step++) expect((await request.post(`${store.url}/api/sandbox/carrier/parcels/${tracking}/advance`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('desk-stage')).toHaveText('Delivered');
  await expect(page.getByText(/Production: Shipped → Delivered by /)).toBeVisible();

  // One carton arrived crushed: the operator refunds a unit of the line; the API works out what it was
  // paid, shown before the operator confirms (a bank transfer's refund is owed, paid back by transfer).
  const refund = page.getByRole('form', { name: 'Refund part of the order' });
  await refund.getByLabel('Refund', { exact: true }).selectOption('lines');
  await refund.getByLabel(/^Units of /).first().fill('1');
  await refund.getByLabel(/^Reason/).fill('One carton arrived crushed');
  await refund.getByRole('button', { name: 'Work out the amount' }).click();
  const quote = refund.getByTestId('refund-quote');
  await expect(quote).toContainText(/These units were paid .+ \(/);
  const amount = /paid (.+?) \(/.exec((await quote.textContent()) ?? '')![1]!;
  await expectNoSeriousA11yViolations(page, 'refund of chosen lines');
  await refund.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${amount} refunded.` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Refunds' }).getByRole('row', { name: /One carton arrived crushed/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

// The warehouse's parcel list with a mistake: nothing is applied and the row to fix is named.
test('a warehouse CSV with a bad row ships nothing and names the row', async ({ page, store }) => {
  // The refusal (422) is meant; the client logs it, anything else in the console is a bug.
  const pageErrors = collectPageErrors(page);
  const expectedRefusal = /\[api-client\] POST v2\/operator\/shipments\/import: Request failed with status code 422/;
  await page.goto(`${store.url}/sign_in/?return_to=%2Faccount%2Fback-office%2Fshipments%2Fimport`);
  await page.getByLabel('E-mail address').fill('operator@packhelp.test');
  await page.getByLabel(/^Password/).fill('operator-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mark shipped from a CSV file' })).toBeVisible();
  const csv = 'Order number;Carrier;Tracking number;Weight\nR000000001;pigeon;123;2 kg\n';
  await page.getByLabel('Parcel list (CSV)').setInputFiles({ name: 'lager.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Mark these orders shipped' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was marked shipped: 1 row needs fixing.');
  await expect(page.getByRole('table', { name: 'Rows to fix in lager.csv' }).getByRole('row', { name: /^2 carrier / })).toContainText('Not a carrier the store ships with');
  await expectNoSeriousA11yViolations(page, 'shipments import');
  expect(pageErrors.filter((e) => !expectedRefusal.test(e))).toEqual([]);
});
