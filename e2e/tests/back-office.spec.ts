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
  await expect(pages.getByRole('link')).toHaveText(['Orders', 'Mark shipped from a CSV file', 'Invoice register', 'Support requests', 'Audit log', 'Shopper funnel']);
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

// The funnel report (issue #30): a visitor of the Swedish store who allowed analytics views a product,
// adds it, starts checkout and orders; the operator reads the store's funnel for the last weeks, as
// tables and a chart drawn by Chart.js (loaded only on that page).
test('an operator reads the shopper funnel of one store, as a chart and as tables', async ({ page, store, request, pageErrors }) => {
  const anon = (await (await request.get(`${store.url}/api/users/anonymous`)).json()) as { token: string };
  const headers = { 'X-Api-Token': anon.token, 'X-Region': 'se' };
  const consent = await request.post(`${store.url}/api/v1/emails/save_with_consents`, {
    headers,
    data: { consents: [{ name: 'cookies_marketing_and_analytics', value: 'granted', displayed_text: 'Analytics cookies' }], region: 'se', locale: 'sv-SE', location: `${store.url}/se/`, consent_id: 'e2e-funnel', policy_version: 2 },
  });
  expect(consent.status()).toBe(201);
  for (const event of ['Product Viewed', 'Product Added', 'Checkout Started', 'Order Completed']) {
    expect((await request.post(`${store.url}/api/v1/segment_proxies/track`, { headers, data: { event, properties: {} } })).status()).toBe(202);
  }

  await page.goto(`${store.url}/sign_in/?return_to=%2Faccount%2Fback-office`);
  await page.getByLabel('E-mail address').fill('operator@packhelp.test');
  await page.getByLabel(/^Password/).fill('operator-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office pages' }).getByRole('link', { name: 'Shopper funnel' }).click();
  await expect(page).toHaveURL(/\/account\/back-office\/funnel$/);
  await page.getByLabel('Store').selectOption('se');
  const summary = page.getByRole('table', { name: /^The whole period/ });
  for (const step of ['Viewed a product', 'Added to cart', 'Started checkout', 'Completed an order']) {
    await expect(summary.getByRole('row', { name: new RegExp(`^${step}`) }).getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);
  }
  await expect(page.getByRole('table', { name: /weeks, oldest first$/ })).toBeVisible();
  const chart = page.getByRole('img', { name: /^Chart of visitors per step and week/ });
  await expect(chart).toBeVisible();
  await expect(page.getByText('The chart could not be drawn')).toHaveCount(0);
  // Chart.js drew into the canvas: some pixels are not transparent.
  expect(await chart.evaluate((c: HTMLCanvasElement) => c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'funnel report');
  expect(pageErrors).toEqual([]);
});
