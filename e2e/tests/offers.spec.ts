import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/store';
import { apiAs, checkoutToPayment, outboxLink, PASSWORD, payByCard, registerAndConfirm, visitorToken, type ApiCall } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// Custom offers from request to paid order: the customer asks for a quote, an order manager answers
// with an offer through the API (the desk's calls), the customer opens the e-mailed link, accepts two
// of three lines, pays by card and finds the order in the account. Managers are promoted through the
// dev-only `POST dev/managers`, as in wallet.spec.ts.

/** A new order manager (signed up and promoted through the API); answers its API caller. */
async function newManager(request: APIRequestContext, base: string): Promise<ApiCall> {
  const email = `e2e-manager-${Date.now()}@example.com`;
  const signUp = await request.post(`${base}/api/users/sign_up`, { data: { email, password: PASSWORD, first_name: 'Marta' } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const call = apiAs(request, base, ((await signUp.json()) as { token: string }).token);
  await call('post', 'dev/managers', { email });
  return call;
}

/** Three offer lines of seeded mailer-box variants at negotiated prices (net, minor units). */
async function offerLines(call: ApiCall) {
  const variants = await call<{ data: { id: number }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  const id = variants.data[0]!.id;
  return [
    { variant_id: id, quantity: 12_000, unit_net: 95 },
    { variant_id: id, quantity: 30_000, unit_net: 81 },
    { variant_id: id, quantity: 60_000, unit_net: 74 },
  ];
}

test('a manager answers a quote request with an offer; the customer accepts two of three lines, pays and sees the order', async ({ page, store, pageErrors }) => {
  const email = `e2e-offer-${Date.now()}@example.com`;
  await registerAndConfirm(page, store.url, { email, firstName: 'Ola' });
  const customer = apiAs(page.request, store.url, await visitorToken(page));
  const { quote_request: qr } = await customer<{ quote_request: { id: number; qr_number: string } }>('post', 'v2/quote_requests', {
    region: 'eu',
    name: 'Ola Nowak',
    items: [{ sku: 'mailer-box', custom_size: { length: 300, width: 200, height: 80 }, quantities: [12_000, 30_000, 60_000], print: 'print-color-hd' }],
    description: 'Three runs over the year',
  });

  const manager = await newManager(page.request, store.url);
  const queue = await manager<{ quote_requests: { id: number }[] }>('get', 'quote_requests?status=new');
  expect(queue.quote_requests.map((q) => q.id)).toContain(qr.id);
  const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const { offer } = await manager<{ offer: { token: string; line_items: { id: number; net: number; tax: number }[]; ship_net: number } }>('post', 'v2/offers', {
    quote_request_id: qr.id,
    lines: await offerLines(manager),
    shipping_net: 2500,
    valid_until: validUntil,
    note: 'Prices hold for all three runs.',
  });

  // The customer follows the e-mailed link.
  await page.goto(await outboxLink(page, store.url, email, '/offer/'));
  await expect(page).toHaveURL(new RegExp(`/offer/${offer.token}/review$`));
  const table = page.getByRole('table', { name: 'Items in the offer' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText(`For your quote request ${qr.qr_number}.`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your account manager' })).toContainText('Marta');
  await expect(page.getByText('Prices hold for all three runs.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the offer review');

  await page.getByRole('checkbox', { name: /60,000 pcs/ }).uncheck();
  await expect(page.getByText('Chosen: 2 of 3 lines.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept the chosen lines and check out' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  const items = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(items).toHaveCount(2);

  // The order charges the offer's prices for the accepted lines, whatever the price model says.
  const mine = await customer<{ orders: { number: string; id: number; state: string; item_total: number; line_items: { unit_net: number }[] }[] }>('get', 'orders/mine');
  const cart = mine.orders.find((o) => o.state === 'cart')!;
  expect(cart.line_items.map((l) => l.unit_net).sort()).toEqual([81, 95]);
  expect(cart.item_total).toBe(offer.line_items[0]!.net + offer.line_items[1]!.net);

  await checkoutToPayment(page, 'Card');
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: cart.number })).toContainText(`Order ${cart.number} is paid.`);

  await page.goto(`${store.url}/account/orders`);
  await expect(page.getByRole('row', { name: new RegExp(cart.number) })).toContainText('Complete');

  // The offer now says it was accepted, with its order.
  await page.goto(`${store.url}/offer/${offer.token}/review`);
  await expect(page.getByText('This offer has been accepted')).toBeVisible();
  await expect(page.getByText(`It became order ${cart.number}.`)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an expired offer says so and points to the manager', async ({ page, store }) => {
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
});
