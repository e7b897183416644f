import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/store';

// The catalogue's configurator adds items through its own UI (catalogue.spec.ts); these specs put
// the box in the visitor's cart through the API so they test the cart and checkout only.

async function visitorToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ph-api-token'))).toBeTruthy();
  return (await page.evaluate(() => window.localStorage.getItem('ph-api-token')))!;
}

async function addBox(request: APIRequestContext, base: string, token: string): Promise<{ id: number; number: string }> {
  const headers = { 'X-Api-Token': token, 'X-Region': 'eu' };
  const call = async (method: 'get' | 'post', path: string, data?: unknown) => {
    const res = await request[method](`${base}/api/${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const variants = (await call('get', 'v2/variants?region=eu&external_pim_id[]=1001')) as { data: { id: number; volume_prices: { range_start: number }[] }[] };
  const variant = variants.data[0]!;
  const { order } = (await call('post', 'v2/orders', { currency: 'EUR' })) as { order: { id: number; number: string } };
  await call('post', `v2/orders/${order.id}/line_item`, { variant_id: variant.id, quantity: Math.max(100, variant.volume_prices[0]!.range_start) });
  return order;
}

/** A visitor with one box in the cart, looking at the cart. */
async function cartWithBox(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const { number } = await addBox(page.request, base, await visitorToken(page));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first()).toBeVisible();
  return number;
}

/** Details, courier and the chosen payment method, the agreements: lands on the payment page. */
async function checkout(page: Page, payment: 'Card' | 'Bank transfer' | 'iDEAL') {
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill('buyer@example.com');
  await page.getByLabel(/^First name/).fill('Anna');
  await page.getByLabel(/^Last name/).fill('Schmidt');
  await page.getByLabel(/^Street and number/).fill('Hauptstraße 1');
  await page.getByLabel(/^Postal code/).fill('10115');
  await page.getByLabel(/^City/).fill('Berlin');
  await page.getByLabel(/^Country/).selectOption('DE');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and payment method' })).toBeVisible();
  await page.getByRole('radio', { name: /^Courier/ }).check();
  await page.getByRole('radio', { name: payment, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiry date/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function paymentIntents(page: Page, base: string, number: string): Promise<string | null> {
  const token = await visitorToken(page);
  const res = await page.request.get(`${base}/api/v2/orders/${number}/payment_status`, { headers: { 'X-Api-Token': token } });
  return ((await res.json()) as { data: { payment_intent: { id: string } | null } }).data.payment_intent?.id ?? null;
}

test('(a) an anonymous shopper applies a coupon, checks out with courier and pays by card with 3-D Secure', async ({ page, store }) => {
  const number = await cartWithBox(page, store.url);
  await expect(page.getByTestId('cart-count')).not.toHaveText('Cart, empty');

  await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount code WELCOME10 applied.')).toBeVisible();
  await expect(page.getByText('Promotion', { exact: true })).toBeVisible();

  await checkout(page, 'Card');
  await enterCard(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: number })).toContainText(`Order ${number} is paid.`);
});

test('(b) a declined card, then a good card: one order, paid', async ({ page, store }) => {
  const number = await cartWithBox(page, store.url);
  await checkout(page, 'Card');
  await enterCard(page, '4000000000000002');
  await expect(page.getByRole('alert')).toContainText('The payment did not go through.');
  await expect(page.getByRole('alert')).toContainText('declined');
  const declinedIntent = await paymentIntents(page, store.url, number);
  await enterCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  expect(await paymentIntents(page, store.url, number)).toBe(declinedIntent);
  const token = await visitorToken(page);
  const mine = (await (await page.request.get(`${store.url}/api/orders/mine`, { headers: { 'X-Api-Token': token } })).json()) as { orders: { number: string; state: string; payment_state: string }[] };
  expect(mine.orders.filter((o) => o.state === 'complete').map((o) => [o.number, o.payment_state])).toEqual([[number, 'paid']]);
});

test('(c) bank transfer shows the bank details and the order waits for the payment', async ({ page, store }) => {
  const number = await cartWithBox(page, store.url);
  await checkout(page, 'Bank transfer');
  await page.getByRole('button', { name: 'Place the order and pay by bank transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  await expect(page.getByText('IBAN')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the order summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: number })).toContainText('waiting for your bank transfer');
});

test('(d) a redirect method comes back to the summary and shows paid once the webhook arrives', async ({ page, store }) => {
  const number = await cartWithBox(page, store.url);
  await checkout(page, 'iDEAL');
  await page.getByRole('button', { name: 'Continue to iDEAL' }).click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });
});

test('(e) reloading and double-clicking pay never starts a second payment', async ({ page, store }) => {
  const number = await cartWithBox(page, store.url);
  await checkout(page, 'Card');
  await page.reload();
  await expect(page.getByLabel(/^Card number/)).toBeVisible();
  await page.getByLabel(/^Card number/).fill('4000000000000002');
  await page.getByLabel(/^Expiry date/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: /^Pay / }).dblclick();
  await expect(page.getByRole('alert')).toContainText('declined');
  const first = await paymentIntents(page, store.url, number);
  expect(first).toMatch(/^pi_/);
  await page.reload();
  await enterCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  expect(await paymentIntents(page, store.url, number)).toBe(first);
});
