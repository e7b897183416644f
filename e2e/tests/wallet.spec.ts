import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { apiAs, cartWithMailerBox, checkoutToPayment, PASSWORD, payByCard, registerAndConfirm, visitorToken } from '../support/journeys';

// Store credit (the Packhelp wallet) from grant to spend. Only a manager creates credit
// (`POST v1/wallet/credits`); managers are promoted by an operator, here through the API's dev-only
// `POST dev/managers` because the promote script cannot open the PGlite the running API holds.

const euros = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** A new manager account (signed up and promoted through the API) adds `amount` EUR credit to `userId`'s wallet. */
async function managerGrantsCredit(request: APIRequestContext, base: string, o: { userId: number; amount: number; note: string }): Promise<void> {
  const email = `e2e-manager-${Date.now()}@example.com`;
  const signUp = await request.post(`${base}/api/users/sign_up`, { data: { email, password: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const call = apiAs(request, base, token);
  await call('post', 'dev/managers', { email });
  const granted = await call<{ data: { balance: number } }>('post', 'v1/wallet/credits', { user_id: o.userId, currency: 'EUR', amount: o.amount, note: o.note });
  expect(granted.data.balance).toBe(o.amount);
}

/** A registered, confirmed shopper who has been given `amount` of store credit; answers the shopper's API caller. */
async function shopperWithCredit(page: Page, base: string, amount: number, note: string) {
  const email = `e2e-wallet-${Date.now()}@example.com`;
  await registerAndConfirm(page, base, { email });
  const call = apiAs(page.request, base, await visitorToken(page));
  const { user } = await call<{ user: { id: number } }>('get', 'users/me');
  await managerGrantsCredit(page.request, base, { userId: user.id, amount, note });
  return call;
}

/** The wallet page's history, newest first: [description, amount, balance after] per row. */
async function walletHistory(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'History' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const out: string[][] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    if (cells.length) out.push(cells.slice(1).map((c) => c.trim()));
  }
  return out;
}

async function openWallet(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/account/orders`);
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/account\/packhelp-wallet$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Packhelp wallet' })).toBeVisible();
}

test('(a) credit smaller than the total: the rest is paid by card, the wallet is spent', async ({ page, store, pageErrors }) => {
  const credit = 1000;
  const call = await shopperWithCredit(page, store.url, credit, 'Sorry for the late delivery');

  await openWallet(page, store.url);
  await expect(page.getByText(`Balance: ${euros(credit)}`)).toBeVisible();
  expect(await walletHistory(page)).toEqual([['Sorry for the late delivery', euros(credit), euros(credit)]]);

  const { number } = await cartWithMailerBox(page, store.url);
  await checkoutToPayment(page, 'Card');
  const { order } = await call<{ order: { total: number; state: string } }>('get', `orders/${number}`);
  expect(order.total, 'the order costs more than the credit').toBeGreaterThan(credit);
  const wallet = page.getByRole('region', { name: 'Store credit' });
  await expect(wallet).toContainText(`Your store credit: ${euros(credit)}`);
  await expect(page.getByRole('button', { name: `Pay ${euros(order.total)}` })).toBeVisible();

  await wallet.getByRole('button', { name: 'Use my store credit' }).click();
  await expect(wallet.getByRole('status')).toHaveText(`${euros(credit)} of store credit is applied. Left to pay: ${euros(order.total - credit)}.`);
  await expect(page.getByRole('button', { name: `Pay ${euros(order.total - credit)}` })).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/order/${number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: number })).toContainText(`Order ${number} is paid.`);

  await openWallet(page, store.url);
  await expect(page.getByText(`Balance: ${euros(0)}`)).toBeVisible();
  expect(await walletHistory(page)).toEqual([
    [`Order ${number}`, euros(-credit), euros(0)],
    ['Sorry for the late delivery', euros(credit), euros(credit)],
  ]);
  expect(pageErrors).toEqual([]);
});

test('(b) credit covering the order: it is placed as paid without a card, the rest stays in the wallet', async ({ page, store, pageErrors }) => {
  const credit = 1_000_000;
  const call = await shopperWithCredit(page, store.url, credit, 'Goodwill credit');

  await openWallet(page, store.url);
  await expect(page.getByText(`Balance: ${euros(credit)}`)).toBeVisible();

  const { number } = await cartWithMailerBox(page, store.url);
  await checkoutToPayment(page, 'Card');
  const { order } = await call<{ order: { total: number } }>('get', `orders/${number}`);
  expect(order.total, 'the credit covers the order').toBeLessThan(credit);
  await expect(page.getByLabel(/^Card number/)).toBeVisible();
  await page.getByRole('region', { name: 'Store credit' }).getByRole('button', { name: 'Use my store credit' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: number })).toContainText(`Order ${number} is paid.`);
  // No card was charged: the order has no card payment at all.
  const status = await call<{ data: { payment_intent: unknown } }>('get', `v2/orders/${number}/payment_status`);
  expect(status.data.payment_intent).toBeNull();
  const mine = await call<{ orders: { number: string; state: string; payment_state: string }[] }>('get', 'orders/mine');
  expect(mine.orders.filter((o) => o.number === number).map((o) => [o.state, o.payment_state])).toEqual([['complete', 'paid']]);

  await openWallet(page, store.url);
  await expect(page.getByText(`Balance: ${euros(credit - order.total)}`)).toBeVisible();
  expect(await walletHistory(page)).toEqual([
    [`Order ${number}`, euros(-order.total), euros(credit - order.total)],
    ['Goodwill credit', euros(credit), euros(credit)],
  ]);
  expect(pageErrors).toEqual([]);
});
