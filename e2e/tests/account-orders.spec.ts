import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, checkoutByApi, PASSWORD, register, visitorToken } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/**
 * Places a complete order through the API as the holder of `token`: cart, one product, checkout
 * steps, bank transfer (which completes the order with the balance due).
 */
async function placeOrder(request: APIRequestContext, base: string, token: string): Promise<{ number: string; itemName: string }> {
  const call = apiAs(request, base, token);
  const { id, number, itemName } = await addMailerBoxToCart(call);
  await checkoutByApi(call, id, 'check');
  await call('post', 'check_payments', { order_number: number });
  return { number, itemName };
}

test('an order placed as an anonymous visitor is in the account after signing in; another customer’s is not found', async ({ page, store }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The 404 of the foreign order number is expected and logged by the API client.
    if (m.type() === 'error' && !/Failed to load resource|orders\/R|status code 404/.test(m.text())) errors.push(m.text());
  });
  const email = `e2e-orders-${Date.now()}@example.com`;
  const password = PASSWORD;

  // An account, then signed out: the next visit is anonymous again.
  await register(page, store.url, { email, password });
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
  const row = page.getByRole('article', { name: mine.number });
  await expect(row).toContainText('Complete');
  await expect(page.getByRole('article', { name: theirs.number })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the list of orders');

  await row.getByRole('link', { name: mine.number }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${mine.number}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Order ${mine.number}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(mine.itemName) })).toBeVisible();
  await expect(page.getByText('Payment status')).toBeVisible();
  // The order's history, from the API's state-change log: created, each checkout step, placed by bank
  // transfer (payment due), and the works starting at the artwork check.
  const history = page.getByRole('region', { name: 'Order history' });
  await expect(history.getByRole('listitem').first()).toContainText('Order: Cart');
  await expect(history).toContainText('Order: Review → Placed');
  await expect(history).toContainText('Payment: Due');
  await expect(history.getByRole('listitem').last()).toContainText('Production: Artwork check');
  await expectNoSeriousA11yViolations(page, "an order's details");

  // The other account sections read their real API routes.
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByText('Balance: €0.00')).toBeVisible();
  await expect(page.getByText('No wallet transactions in this currency yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the wallet page');
  await page.getByRole('link', { name: 'Reforestation' }).click();
  await expect(page.getByText('Trees planted for your orders')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the reforestation page');

  await page.goto(`${store.url}/account/orders/${theirs.number}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
  expect(errors).toEqual([]);
});
