import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, checkoutByApi, visitorToken } from '../support/journeys';

// The payment page's methods beyond card and plain transfer, against the sandbox gateway. The order
// is taken to the payment step through the API (the wizard itself is checkout.spec.ts).

/** A visitor's eu order of boxes at the payment step with `method`, then the payment page. */
async function orderAtPayment(page: Page, base: string, method: string, o: { company?: boolean; quantity?: number } = {}): Promise<{ number: string; total: number }> {
  await page.goto(`${base}/cart/`);
  const call = apiAs(page.request, base, await visitorToken(page));
  const order = await addMailerBoxToCart(call, { quantity: o.quantity ?? 100 });
  const total = await checkoutByApi(call, order.id, method, { company: o.company ?? false });
  await page.goto(`${base}/order/${order.number}/payment`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  return { number: order.number, total };
}

test('PayPal: the provider page and back, paid once the webhook arrives', async ({ page, store }) => {
  const { number } = await orderAtPayment(page, store.url, 'paypal');
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal' })).toBeVisible();
  await expect(page.getByText(/Log in to PayPal and approve the payment/)).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });
});

test('Hokodo: a company order is approved and paid; an order without company details is declined with the reason', async ({ page, store }) => {
  const company = await orderAtPayment(page, store.url, 'hokodo', { company: true });
  await expect(page.getByText(/Hokodo pays us now and invoices your company/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Hokodo' }).click();
  await expect(page.getByText(/Your company is approved to pay .* in 30 days/)).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${company.number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });

  await orderAtPayment(page, store.url, 'hokodo');
  await page.getByRole('button', { name: 'Continue to Hokodo' }).click();
  await expect(page.getByRole('alert')).toContainText('add the company name and VAT ID to the billing address');
  await expect(page.getByRole('button', { name: 'Continue to Hokodo' })).toBeVisible();
});

test('instalments: the API’s schedule is shown, the order is placed with it and waits for the first transfer', async ({ page, store }) => {
  const { number, total } = await orderAtPayment(page, store.url, 'check', { quantity: 1000 });
  expect(total, 'the order is large enough for instalments').toBeGreaterThanOrEqual(10_000);
  await page.getByRole('radio', { name: 'Pay in instalments' }).check();
  await page.getByRole('radio', { name: '3 instalments' }).check();
  const schedule = page.getByRole('table', { name: 'Your instalments (bank transfers)' });
  await expect(schedule.getByRole('row')).toHaveCount(4);
  const planned = await schedule.getByRole('row').allInnerTexts();
  await page.getByRole('button', { name: 'Place the order and pay in instalments' }).click();

  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  await expect(page.getByText(/Transfer the first instalment of .* now/)).toBeVisible();
  const placed = page.getByRole('table', { name: 'Your instalments (bank transfers)' });
  // The same dates and amounts as offered, now with their state.
  const rows = await placed.getByRole('row').allInnerTexts();
  expect(rows.slice(1).map((r) => r.replace(/\s*Awaiting transfer\s*$/, ''))).toEqual(planned.slice(1).map((r) => r.trim()));
  await page.getByRole('button', { name: 'Go to the order summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: number })).toContainText('waiting for your bank transfer');
});
