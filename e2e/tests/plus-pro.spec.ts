import { collectPageErrors, test, expect } from '../support/store';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { addMailerBoxToCart, apiAs, checkoutByApi, register, visitorToken } from '../support/journeys';

/** A 1 × 1 PNG, so the spec needs no binary fixture. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Issue 17: the Pro pages in every store; the Plus area (catalogue, sign-up, dashboard) only in
// stores with Plus, answering the shell's "Page not found" elsewhere.

test('the Pro pages: features, for suppliers and terms, linked to each other', async ({ page, store, pageErrors }) => {
  await page.goto(`${store.url}/pro/features/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packhelp Pro: packaging for growing businesses' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Pro features page');
  await page.getByRole('link', { name: 'For suppliers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Packhelp supplier' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Pro page for suppliers');
  await page.getByRole('navigation', { name: 'Packhelp Pro' }).getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions of Packhelp Pro' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Pro terms page');
  expect(pageErrors).toEqual([]);
});

test('the Plus area works in pl: the catalogue by its Polish names, the dashboard asks a visitor to sign in', async ({ page, store, pageErrors }) => {
  const url = new URL(store.url);
  await page.context().addCookies([{ name: 'ph_region', value: 'PL', domain: url.hostname, path: '/' }]);
  await page.goto(`${store.url}/plus/katalog/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packhelp Plus' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Katalog Plus' });
  await expect(table.getByRole('link', { name: 'Pudełko fasonowe', exact: true })).toHaveAttribute('href', '/produkty/mailer-box');
  await expect(table).toContainText('zł');
  await expect(page.getByText('Aby dołączyć do Packhelp Plus, prosimy się zalogować lub założyć konto.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus catalogue (pl)');
  await page.getByRole('navigation', { name: 'Panel Plus' }).getByRole('link', { name: 'Zamówienia' }).click();
  await expect(page).toHaveURL(/\/packhelp-plus\/zamowienia$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Państwa zamówienia' })).toBeVisible();
  await expect(page.getByText('Prosimy się zalogować, aby zobaczyć zamówienia i wyceny swojego konta.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the Plus area answers "Page not found" in us', async ({ page, store }) => {
  // Those addresses answer 404 on purpose (the host asks the route table), which the console reports.
  const pageErrors = collectPageErrors(page, { allow: [/\/en-us\/(plus|packhelp-plus)\//] });
  for (const path of ['/en-us/plus/catalogue/', '/en-us/packhelp-plus/orders', '/en-us/packhelp-plus/orders/R1/details', '/en-us/plus/success']) {
    await page.goto(`${store.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Packhelp Plus' })).toHaveCount(0);
  }
  // The Pro pages are in every store.
  await page.goto(`${store.url}/en-us/pro/features/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packhelp Pro: packaging for growing businesses' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a customer joins Plus: terms accepted, success page, the plan on the dashboard', async ({ page, store, pageErrors }) => {
  const email = `plus.${Date.now()}@example.com`;
  await register(page, store.url, { email, firstName: 'Pia', returnTo: '/plus/catalogue/' });
  const join = page.getByRole('button', { name: 'Join Plus' });
  await join.click();
  await expect(page.getByText('Please accept the terms and conditions of Packhelp Plus to join.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus sign-up with its error');
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions of Packhelp Plus.' }).check();
  await join.click();
  await expect(page).toHaveURL(/\/plus\/success$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Packhelp Plus' })).toBeVisible();
  await expect(page.getByText('Plus plan', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus success page');
  await page.getByRole('navigation', { name: 'Plus dashboard' }).getByRole('link', { name: 'Personal details' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Pia');
  await expectNoSeriousA11yViolations(page, 'the Plus personal details');
  await page.getByRole('navigation', { name: 'Plus dashboard' }).getByRole('link', { name: 'Items' }).click();
  await expect(page.getByText('You have not ordered any products yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus items');

  // The server recorded the Plus terms with the text shown, and the plan.
  const token = await visitorToken(page);
  const consents = await (await page.request.get(`${store.url}/api/v1/emails/consents?name=terms_and_conditions_plus`, { headers: { 'X-Api-Token': token } })).json();
  expect(consents.current).toEqual({ terms_and_conditions_plus: 'granted' });
  expect(consents.consents[0].displayed_text).toBe('I have read and accept the terms and conditions of Packhelp Plus.');
  expect(pageErrors).toEqual([]);
});

test('a visitor sends a quote request with an attachment, pre-filled from a link', async ({ page, store, pageErrors }) => {
  const email = `quote.${Date.now()}@example.com`;
  await page.goto(`${store.url}/quote?sku=mailer-box&length=320&width=210&height=90&quantity=500`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Product/ })).toHaveValue('mailer-box');
  await expect(page.getByRole('textbox', { name: 'Length (mm)' })).toHaveValue('320');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(page.getByRole('textbox', { name: /^Your name/ })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the quote form with its errors');
  await page.getByRole('textbox', { name: /^Your name/ }).fill('Quentin Quote');
  await page.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Quantities/ }).fill('500, 1000');
  await page.getByLabel(/^Files/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('button', { name: 'Remove logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/quote\/success\?qr=QR\d{8}$/);
  const qr = new URL(page.url()).searchParams.get('qr')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your request is on its way' })).toBeVisible();
  await expect(page.getByText(qr)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the quote success page');

  // The server has the request with its file: its number is in the e-mail to the visitor.
  await page.goto(`${store.url}/api/dev/outbox`);
  await expect(page.locator('tr', { hasText: email }).first()).toContainText(qr);
  expect(pageErrors).toEqual([]);
});

test('a Plus customer sees an order in its four views and their quote request in the account and the dashboard', async ({ page, store, pageErrors }) => {
  const email = `plus.orders.${Date.now()}@example.com`;
  await register(page, store.url, { email, firstName: 'Olaf', returnTo: '/plus/catalogue/' });
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions of Packhelp Plus.' }).check();
  await page.getByRole('button', { name: 'Join Plus' }).click();
  await expect(page).toHaveURL(/\/plus\/success$/);

  // An order placed and paid by bank transfer through the API, as this customer.
  const call = apiAs(page.request, store.url, await visitorToken(page));
  const { id, number } = await addMailerBoxToCart(call);
  await checkoutByApi(call, id, 'check');
  await call('post', 'check_payments', { order_number: number });

  await page.goto(`${store.url}/packhelp-plus/orders`);
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/packhelp-plus/orders/${number}/details$`));
  await expect(page.getByRole('heading', { level: 3, name: 'Billing address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus order details');
  const views = page.getByRole('navigation', { name: `Order ${number}` });
  await views.getByRole('link', { name: 'Payment summary' }).click();
  await expect(page.getByText('Still to pay')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus payment summary');
  await views.getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible();
  await views.getByRole('link', { name: 'Placed' }).click();
  await expect(page.getByText(`Order ${number} was placed on`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Plus dashboard' }).getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('table', { name: 'Your items' }).getByRole('link', { name: number })).toBeVisible();

  // A brief sent while signed in is in the account with its status, and in the dashboard's quotes.
  await page.goto(`${store.url}/quote`);
  await expect(page.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue(email);
  await page.getByRole('radio', { name: /A brief/ }).check();
  await page.getByRole('textbox', { name: /^Your name/ }).fill('Olaf Plus');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Gift boxes for 300 bottles of olive oil, kraft, one colour logo.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/quote\/success\?qr=QR\d{8}$/);
  const qr = new URL(page.url()).searchParams.get('qr')!;
  await page.getByRole('link', { name: 'See your quote requests' }).click();
  const requests = page.getByRole('table', { name: 'Your quote requests' });
  await expect(requests.getByRole('row', { name: new RegExp(qr) })).toContainText('Received');
  await requests.getByRole('link', { name: qr }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Quote request ${qr}` })).toBeVisible();
  await expect(page.getByText('No offer yet: an account manager is preparing one.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the account’s quote request');
  await page.goto(`${store.url}/packhelp-plus/quotes`);
  await expect(page.getByRole('table', { name: 'Your quote requests' }).getByRole('link', { name: qr })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Plus quotes');
  expect(pageErrors).toEqual([]);
});
