import type { Page } from '@playwright/test';
import { test, expect, collectPageErrors } from '../support/store';
import { apiAs, cartWithMailerBox, checkoutToPayment, outboxLink, payByCard, registerAndConfirm, visitorToken } from '../support/journeys';

// The referral programme (docs/domain.md#referrals): a customer's link from the account → a newcomer
// who arrives by it gets the first-order discount, priced by the server → the order is paid by card
// (sandbox) → once the refund window has passed (3 s in this suite, support/store.ts) the referrer's
// account shows the credit, the wallet holds it and the e-mail says so. The referrer's own link on
// their own cart is refused and the cart keeps its price.

const euros = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

interface OrderView {
  id: number;
  number: string;
  item_total: number;
  promo_total: number;
  total: number;
}

async function openReferrals(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/account/orders`);
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/account\/referrals$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Invite friends' })).toBeVisible();
}

test('a referral link gives a newcomer the discount and the referrer store credit after the refund window; one’s own link is refused', async ({ page: newcomer, browser, store }) => {
  // Two shoppers, a checkout and a card payment: longer than the suite's minute on a loaded machine.
  test.setTimeout(180_000);
  // The referrer in a browser of their own; only the 422 the self-referral answers may be logged there.
  const referrerContext = await browser.newContext();
  const page = await referrerContext.newPage();
  const referrerErrors = collectPageErrors(page);
  const referrerEmail = `e2e-referrer-${Date.now()}@example.com`;
  await registerAndConfirm(page, store.url, { email: referrerEmail });
  await openReferrals(page, store.url);
  await expect(page.getByText('No invitations yet')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${store.url}/\\?ref=[A-Z0-9]{8}$`));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.url });
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByText('The link is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The newcomer arrives by the link: the code leaves the address bar.
  const newcomerErrors = collectPageErrors(newcomer);
  await newcomer.goto(link);
  await expect(newcomer).toHaveURL(`${store.url}/`);
  const cart = await cartWithMailerBox(newcomer, store.url);
  const call = apiAs(newcomer.request, store.url, await visitorToken(newcomer));
  // The cart the newcomer looks at carries the discount, as the server priced it: 10 % of the items.
  await expect.poll(async () => (await call<{ order: OrderView }>('get', `orders/${cart.number}`)).order.promo_total).toBeLessThan(0);
  const discounted = await call<{ order: OrderView }>('get', `orders/${cart.number}`);
  expect(discounted.order.promo_total).toBe(-Math.round(discounted.order.item_total / 10));
  await expect(newcomer.getByText('Referral welcome discount').first()).toBeVisible();
  await expect(newcomer.getByText(euros(discounted.order.promo_total)).first()).toBeVisible();

  await checkoutToPayment(newcomer, 'Card', { email: `e2e-newcomer-${Date.now()}@example.com` });
  await payByCard(newcomer, '4242 4242 4242 4242');
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await expect(newcomer.getByRole('status').filter({ hasText: cart.number })).toContainText(`Order ${cart.number} is paid.`);
  expect(newcomerErrors).toEqual([]);

  // The referrer sees the invitation; once the window has passed, the credit (the page checks on reading).
  await openReferrals(page, store.url);
  const invitations = page.getByRole('table', { name: '1 invitation' });
  await expect(async () => {
    await page.reload();
    await expect(invitations.getByRole('row').nth(1)).toContainText('Credit granted', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(invitations.getByRole('row').nth(1)).toContainText(euros(2000));
  const referrer = apiAs(page.request, store.url, await visitorToken(page));
  expect((await referrer<{ data: { balance: number } }>('get', 'v1/wallet?currency=EUR')).data.balance).toBe(2000);
  // The e-mail links to the referrals page.
  expect(await outboxLink(page, store.url, referrerEmail, '/account/referrals')).toBe(`${store.url}/account/referrals`);

  // The referrer follows their own link and fills a cart: the code is refused, the cart keeps its price.
  await page.goto(link);
  const own = await cartWithMailerBox(page, store.url);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ph-referral'))).toBeNull();
  const ownOrder = (await referrer<{ order: OrderView }>('get', `orders/${own.number}`)).order;
  expect(ownOrder.promo_total).toBe(0);
  const code = new URL(link).searchParams.get('ref')!;
  const refused = await page.request.put(`${store.url}/api/orders/${own.id}/referral_code`, {
    headers: { 'X-Api-Token': await visitorToken(page), 'X-Region': 'eu' },
    data: { referral_code: code },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ code: 'referral_own_code', field: 'referral_code' });
  expect((await referrer<{ order: OrderView }>('get', `orders/${own.number}`)).order.total).toBe(ownOrder.total);
  expect(referrerErrors.filter((e) => !/referral_code|422/.test(e))).toEqual([]);
  await referrerContext.close();
});
