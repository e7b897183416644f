import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/store';

interface PlacedOrder {
  number: string;
  itemName: string;
}

/** The session token the storefront stored for this visitor (the anonymous bootstrap writes it). */
async function visitorToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ph-api-token'))).toBeTruthy();
  return (await page.evaluate(() => window.localStorage.getItem('ph-api-token')))!;
}

/**
 * Places a complete order through the API as the holder of `token`: cart, one product, checkout
 * steps, bank transfer (which completes the order with the balance due).
 */
async function placeOrder(request: APIRequestContext, base: string, token: string): Promise<PlacedOrder> {
  const headers = { 'X-Api-Token': token, 'X-Region': 'eu' };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await request[method](`${base}/api/${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const variants = (await call('get', 'v2/variants?region=eu&external_pim_id[]=1001')) as { data: { id: number; volume_prices: { range_start: number }[] }[] };
  const variant = variants.data[0]!;
  const created = (await call('post', 'v2/orders', { currency: 'EUR' })) as { order: { id: number; number: string } };
  const { id, number } = created.order;
  const withItem = (await call('post', `v2/orders/${id}/line_item`, { variant_id: variant.id, quantity: variant.volume_prices[0]!.range_start })) as {
    order: { line_items: { name: string }[] };
  };
  await call('put', `checkouts/${id}`, { order: {} });
  await call('put', `checkouts/${id}?state=address`, {
    order: { email: 'buyer@example.com', bill_address: { first_name: 'Anna', last_name: 'Schmidt', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' }, use_billing: true },
  });
  await call('put', `checkouts/${id}?state=delivery`, { order: { shipping_method: 'shipping-method-courier' } });
  await call('put', `checkouts/${id}?state=payment`, { order: { payments_attributes: [{ payment_method_id: 'check' }] } });
  await call('post', 'check_payments', { order_number: number });
  return { number, itemName: withItem.order.line_items[0]!.name };
}

test('an order placed as an anonymous visitor is in the account after signing in; another customer’s is not found', async ({ page, store }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The 404 of the foreign order number is expected and logged by the API client.
    if (m.type() === 'error' && !/Failed to load resource|orders\/R|status code 404/.test(m.text())) errors.push(m.text());
  });
  const email = `e2e-orders-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';

  // An account, then signed out: the next visit is anonymous again.
  await page.goto(`${store.url}/registration`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await page.getByRole('dialog', { name: 'Confirm your e-mail address' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.goto(`${store.url}/sign_out/`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();

  const anonymous = await visitorToken(page);
  const mine = await placeOrder(page.request, store.url, anonymous);
  // Someone else's order, placed by another anonymous visitor.
  const stranger = (await (await page.request.get(`${store.url}/api/users/anonymous`)).json()) as { token: string };
  const theirs = await placeOrder(page.request, store.url, stranger.token);

  await page.goto(`${store.url}/account/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const row = page.getByRole('row', { name: new RegExp(mine.number) });
  await expect(row).toContainText('Complete');
  await expect(page.getByRole('row', { name: new RegExp(theirs.number) })).toHaveCount(0);

  await row.getByRole('link', { name: mine.number }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${mine.number}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Order ${mine.number}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(mine.itemName) })).toBeVisible();
  await expect(page.getByText('Payment status')).toBeVisible();

  // The other account sections read their real API routes.
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByText('Balance: €0.00')).toBeVisible();
  await expect(page.getByText('No wallet transactions in this currency yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Reforestation' }).click();
  await expect(page.getByText('Trees planted for your orders')).toBeVisible();

  await page.goto(`${store.url}/account/orders/${theirs.number}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
  expect(errors).toEqual([]);
});
