import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, checkoutByApi, register, visitorToken, type ApiCall } from '../support/journeys';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// The shopper's side of an order's life (issue #28): an operator releases, produces and ships it (API
// calls: the desk has its own spec), the sandbox carrier delivers it; the shopper sees each step and the
// tracking link on the order page, and the e-mails of each step are in the outbox. A paid card order is
// canceled by the shopper, who sees the card refund.

async function operator(request: APIRequestContext, base: string): Promise<ApiCall> {
  const res = await request.post(`${base}/api/users/sign_in`, { data: { email: 'operator@packhelp.test', password: 'operator-demo-password' } });
  return apiAs(request, base, ((await res.json()) as { token: string }).token);
}

/** A placed order of the signed-in shopper, paid by card through the sandbox gateway. */
async function paidByCard(request: APIRequestContext, base: string, shopper: ApiCall): Promise<{ number: string; total: number }> {
  const { id, number, total } = await addMailerBoxToCart(shopper);
  await checkoutByApi(shopper, id, 'card');
  const pm = (await (await request.post(`${base}/api/sandbox/payment_methods`, { data: { type: 'card', card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } } })).json()) as { id: string };
  await shopper('post', `v2/${id}/stripe/payment_intents/pay`, { payment_method_id: pm.id });
  await expect.poll(async () => (await shopper<{ order: { payment_state: string } }>('get', `orders/${number}`)).order.payment_state).toBe('paid');
  return { number, total };
}

test('the shopper follows their order from production to delivery, with the tracking link and the e-mails', async ({ page, store, request, pageErrors }) => {
  await register(page, store.url, { email: `e2e-tracking-${Date.now()}@example.com` });
  const shopper = apiAs(request, store.url, await visitorToken(page));
  const { number } = await paidByCard(request, store.url, shopper);
  const op = await operator(request, store.url);

  await page.goto(`${store.url}/account/orders/${number}`);
  const progress = page.getByRole('region', { name: 'Delivery and progress' });
  await expect(progress).toContainText('Order placed');
  await expect(progress).toContainText(/Estimated delivery: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);

  await op('post', `v2/operator/orders/${number}/release`);
  await op('post', `v2/operator/orders/${number}/start_production`);
  await page.reload();
  await expect(progress).toContainText('Artwork approved');
  await expect(progress).toContainText('In production');
  // In production the shopper can no longer cancel.
  await expect(progress.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const tracking = `SBX${Date.now().toString(36).toUpperCase()}`;
  await op('post', `v2/operator/orders/${number}/shipments`, { carrier: 'sandbox', tracking_number: tracking });
  // The specification's address of the order shows the same view.
  await page.goto(`${store.url}/order/${number}/details`);
  const link = progress.getByRole('link', { name: `Track parcel ${tracking}` });
  await expect(link).toHaveAttribute('href', new RegExp(`/api/sandbox/carrier/parcels/${tracking}$`));
  // The tracking link is reached by keyboard.
  for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'a shipped order');

  for (let step = 0; step < 3; step++) expect((await request.post(`${store.url}/api/sandbox/carrier/parcels/${tracking}/advance`)).ok()).toBe(true);
  await page.reload();
  await expect(progress).toContainText('Delivered');

  // The e-mails of each step, in the order's language (the eu store's English here).
  await page.goto(`${store.url}/api/dev/outbox`);
  for (const subject of [`Order ${number} is in production`, `Order ${number} has shipped`, `Order ${number} has been delivered`]) {
    await expect(page.locator('tr', { hasText: subject })).toHaveCount(1);
  }
  expect(pageErrors).toEqual([]);
});

test('the shopper cancels an unshipped card order and sees the refund to the card', async ({ page, store, request, pageErrors }) => {
  await register(page, store.url, { email: `e2e-cancel-${Date.now()}@example.com` });
  const shopper = apiAs(request, store.url, await visitorToken(page));
  const { number } = await paidByCard(request, store.url, shopper);

  await page.goto(`${store.url}/account/orders/${number}`);
  const progress = page.getByRole('region', { name: 'Delivery and progress' });
  await progress.getByRole('button', { name: 'Cancel order' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog).toContainText('goes back to the card or account you paid with');
  await expectNoSeriousA11yViolations(page, 'the cancellation dialog');
  // Escape closes it; nothing is canceled.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await progress.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText('Your order is canceled.')).toBeVisible();
  await expect(progress).toContainText('Order canceled');
  await expect(progress).toContainText(/Refund of €[\d.,]+ \((refunded|on its way back)\)/);
  await expectNoSeriousA11yViolations(page, 'a canceled order');

  await page.goto(`${store.url}/api/dev/outbox`);
  await expect(page.locator('tr', { hasText: `Order ${number} has been canceled` })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});
