import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { collectPageErrors, test, expect } from '../support/store';
import { solidPng } from '../support/png';
import { apiAs, checkoutToPayment, outboxLink, PASSWORD, payByCard, registerAndConfirm, visitorToken, type ApiCall } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// Custom offers from request to paid order: the customer asks for a quote with a file, the demo order
// manager (seeded in the embedded store) answers it in the desk — downloads the file, builds three
// lines from the catalogue, sends the offer — and the customer opens the e-mailed link, accepts two of
// three lines at the total the review page showed, pays by card and finds the order in the account.
// The expired offer's manager is promoted through the dev-only `POST dev/managers`, as in wallet.spec.ts.

/** A new order manager (signed up and promoted through the API); answers its API caller. */
async function newManager(request: APIRequestContext, base: string): Promise<ApiCall> {
  const email = `e2e-manager-${Date.now()}@example.com`;
  const signUp = await request.post(`${base}/api/users/sign_up`, { data: { email, password: PASSWORD, first_name: 'Marta' } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const call = apiAs(request, base, ((await signUp.json()) as { token: string }).token);
  await call('post', 'dev/managers', { email });
  return call;
}

/** The id of the seeded mailer-box variant the offers use (external PIM id 1001). */
async function mailerVariantId(call: ApiCall): Promise<number> {
  const variants = await call<{ data: { id: number }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  return variants.data[0]!.id;
}

/** The demo order manager (seeded in the embedded store), signed in on the desk in a browser of its own. */
async function deskPage(browser: Browser, base: string): Promise<Page> {
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${base}/sign_in/?return_to=%2Faccount%2Fdesk`);
  await desk.getByLabel('E-mail address').fill('manager@packhelp.test');
  await desk.getByLabel(/^Password/).fill('manager-demo-password');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk).toHaveURL(/\/account\/desk$/);
  await expect(desk.getByRole('heading', { name: 'Quote requests' })).toBeVisible();
  return desk;
}

/** The digits of a shown amount: "€1,234.56" → "123456", the minor units the API counts in. */
const digits = (text: string) => text.replace(/\D/g, '');

/** Three offer lines of seeded mailer-box variants at negotiated prices (net, minor units). */
async function offerLines(call: ApiCall) {
  const id = await mailerVariantId(call);
  return [
    { variant_id: id, quantity: 12_000, unit_net: 95 },
    { variant_id: id, quantity: 30_000, unit_net: 81 },
    { variant_id: id, quantity: 60_000, unit_net: 74 },
  ];
}

test('a manager answers a quote request in the desk; the customer accepts two of three lines at the reviewed total, pays and sees the order', async ({ page, browser, store, pageErrors }) => {
  test.setTimeout(180_000);
  // The customer asks for a quote through the form, with a file.
  const email = `e2e-offer-${Date.now()}@example.com`;
  await registerAndConfirm(page, store.url, { email, firstName: 'Ola' });
  await page.goto(`${store.url}/quote?sku=mailer-box&length=300&width=200&height=80&quantity=12000`);
  await page.getByRole('textbox', { name: /^Your name/ }).fill('Ola Nowak');
  await page.getByRole('textbox', { name: /^Quantities/ }).fill('12000, 30000, 60000');
  await page.getByLabel(/^Files/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(4, 4, [200, 30, 30]) });
  await expect(page.getByRole('button', { name: 'Remove logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/quote\/success\?qr=QR\d{8}$/);
  const qrNumber = new URL(page.url()).searchParams.get('qr')!;

  // The demo order manager signs in and answers it in the desk.
  const desk = await deskPage(browser, store.url);
  const deskErrors = collectPageErrors(desk);
  await desk.getByRole('row', { name: new RegExp(qrNumber) }).getByRole('link', { name: qrNumber }).click();
  await expect(desk.getByRole('heading', { name: `Quote request ${qrNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(desk, 'the desk request page');
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: /^Download logo\.png/ }).click();
  expect((await download).suggestedFilename()).toBe('logo.png');

  const variantId = String(await mailerVariantId(apiAs(page.request, store.url, await visitorToken(page))));
  const form = desk.getByRole('form', { name: 'New offer' });
  const prices = [['12000', '0.95'], ['30000', '0.81'], ['60000', '0.74']] as const;
  for (const [i, [quantity, unit]] of prices.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add a line' }).click();
    const line = form.getByRole('group', { name: `Line ${i + 1}` });
    await line.getByRole('combobox', { name: /^Product/ }).selectOption('mailer-box');
    await line.getByRole('combobox', { name: /^Size and variant/ }).selectOption(variantId);
    await line.getByRole('textbox', { name: /^Quantity/ }).fill(quantity);
    await line.getByRole('textbox', { name: /^Unit price/ }).fill(unit);
  }
  await form.getByRole('textbox', { name: /^Shipping/ }).fill('25');
  await form.getByRole('textbox', { name: 'Note for the customer' }).fill('Prices hold for all three runs.');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'The offer has been sent to' })).toContainText(`${email}. Its state: Sent.`);

  // The customer follows the e-mailed link and keeps two of the three lines.
  await page.goto(await outboxLink(page, store.url, email, '/offer/'));
  await expect(page).toHaveURL(/\/offer\/[A-Za-z0-9_-]+\/review$/);
  const token = new URL(page.url()).pathname.split('/')[2]!;
  const table = page.getByRole('table', { name: 'Items in the offer' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText(`For your quote request ${qrNumber}.`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your account manager' })).toContainText('Maria Manager');
  await expect(page.getByText('Prices hold for all three runs.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the offer review');
  await page.getByRole('checkbox', { name: /60,000 pcs/ }).uncheck();
  await expect(page.getByText('Chosen: 2 of 3 lines.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total of the chosen lines' })).toBeVisible();
  const reviewedTotal = digits(await page.getByLabel('Offer totals').locator('dd').last().innerText());
  await page.getByRole('button', { name: 'Accept the chosen lines and check out' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);

  const customer = apiAs(page.request, store.url, await visitorToken(page));
  const mine = await customer<{ orders: { number: string; state: string; line_items: { unit_net: number }[] }[] }>('get', 'orders/mine');
  const cart = mine.orders.find((o) => o.state === 'cart')!;
  expect(cart.line_items.map((l) => l.unit_net).sort()).toEqual([81, 95]);

  await checkoutToPayment(page, 'Card');
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: cart.number })).toContainText(`Order ${cart.number} is paid.`);
  // What the review page showed for the two lines is what the order charged, to the cent.
  const paid = await customer<{ order: { total: number } }>('get', `orders/${cart.number}`);
  expect(String(paid.order.total)).toBe(reviewedTotal);

  await page.goto(`${store.url}/account/orders`);
  await expect(page.getByRole('article', { name: cart.number })).toContainText('Complete');
  await page.goto(`${store.url}/offer/${token}/review`);
  await expect(page.getByText('This offer has been accepted')).toBeVisible();
  await expect(page.getByText(`It became order ${cart.number}.`)).toBeVisible();

  // The desk's list shows the offer as accepted.
  await desk.goto(`${store.url}/account/desk/offers`);
  await expect(desk.getByRole('row', { name: new RegExp(qrNumber) }).first()).toContainText('Accepted');
  expect(pageErrors).toEqual([]);
  expect(deskErrors).toEqual([]);
  await desk.context().close();
});

test('an expired offer says so and points to the manager; the desk lists it as expired', async ({ page, browser, store }) => {
  const email = `e2e-offer-expired-${Date.now()}@example.com`;
  await registerAndConfirm(page, store.url, { email });
  const manager = await newManager(page.request, store.url);
  const { offer } = await manager<{ offer: { token: string } }>('post', 'v2/offers', {
    customer_email: email,
    region: 'eu',
    lines: (await offerLines(manager)).slice(0, 1),
    valid_until: new Date(Date.now() + 1500).toISOString(),
  });
  await page.waitForTimeout(2000);
  await page.goto(`${store.url}/offer/${offer.token}/review`);
  await expect(page.getByText('This offer has expired')).toBeVisible();
  await expect(page.getByText(/Contact your account manager for a new offer\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Contact Marta/ })).toHaveAttribute('href', /^mailto:e2e-manager-/);
  await expect(page.getByRole('button', { name: /^Accept the/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Accept / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'an expired offer');

  const desk = await deskPage(browser, store.url);
  await desk.getByRole('link', { name: 'Offers sent' }).click();
  await expect(desk.getByRole('row').filter({ hasText: email })).toContainText('Expired');
  await desk.context().close();
});
