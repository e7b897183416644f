import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';

// The payment page's methods beyond card and plain transfer, against the sandbox gateway. The order
// is taken to the payment step through the API (the wizard itself is checkout.spec.ts).

interface Setup {
  number: string;
  total: number;
}

async function visitorToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ph-api-token'))).toBeTruthy();
  return (await page.evaluate(() => window.localStorage.getItem('ph-api-token')))!;
}

const ADDRESS = { first_name: 'Anna', last_name: 'Schmidt', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' };

/** A visitor's eu order of boxes at the payment step with `method`, then the payment page. */
async function orderAtPayment(page: Page, base: string, method: string, o: { company?: boolean; quantity?: number } = {}): Promise<Setup> {
  await page.goto(`${base}/cart/`);
  const headers = { 'X-Api-Token': await visitorToken(page), 'X-Region': 'eu' };
  const call = async (verb: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await page.request[verb](`${base}/api/${path}`, { headers, data });
    expect(res.ok(), `${verb.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json() as Promise<Record<string, unknown>>;
  };
  type OrderView = { id: number; number: string; total: number; shipping_methods: { method: string; available: boolean }[] };
  const variants = (await call('get', 'v2/variants?region=eu&external_pim_id[]=1001')) as { data: { id: number; volume_prices: { range_start: number }[] }[] };
  const variant = variants.data[0]!;
  const { order } = (await call('post', 'v2/orders', { currency: 'EUR' })) as { order: OrderView };
  await call('post', `v2/orders/${order.id}/line_item`, { variant_id: variant.id, quantity: Math.max(o.quantity ?? 100, variant.volume_prices[0]!.range_start) });
  await call('put', `checkouts/${order.id}?state=cart`, { order: {} });
  const address = o.company ? { ...ADDRESS, company_name: 'Schmidt Verpackung GmbH', vat_id: 'DE136695976' } : ADDRESS;
  const addressed = (await call('put', `checkouts/${order.id}?state=address`, {
    order: { email: 'buyer@example.com', customer_type: o.company ? 'b2b' : 'b2c', bill_address: address, use_billing: true },
  })) as { order: OrderView };
  const shipping = addressed.order.shipping_methods.find((m) => m.available)!.method;
  await call('put', `checkouts/${order.id}?state=delivery`, { order: { shipping_method: shipping } });
  const placed = (await call('put', `checkouts/${order.id}?state=payment`, {
    order: { payments_attributes: [{ payment_method_id: method, reject_payment_schedule: true }] },
  })) as { order: OrderView };
  await page.goto(`${base}/order/${order.number}/payment`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  return { number: order.number, total: placed.order.total };
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
