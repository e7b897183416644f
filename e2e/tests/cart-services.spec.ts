import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/store';

// The cart's services on the composed site: trees, the expert check of a designed box, express
// production, and the cross-sell page. The box is put in the cart through the API (the configurator
// has its own spec); every amount asserted here is the API's.

interface ApiOrder {
  id: number;
  number: string;
  total: number;
  item_total: number;
  line_items: Array<{ kind: string; sku: string; quantity: number; parent_id: number | null; express_delivery_option_id: number | null }>;
}

async function visitorToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ph-api-token'))).toBeTruthy();
  return (await page.evaluate(() => window.localStorage.getItem('ph-api-token')))!;
}

function api(request: APIRequestContext, base: string, token: string) {
  const headers = { 'X-Api-Token': token, 'X-Region': 'eu' };
  return async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`${base}/api/${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

const euros = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('trees, expert check and express production change the totals the API computes; the cross-sell page adds a recommendation', async ({ page, store }) => {
  await page.goto(`${store.url}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const call = api(page.request, store.url, await visitorToken(page));
  const variants = await call<{ data: { id: number; volume_prices: { range_start: number }[] }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  const variant = variants.data[0]!;
  const { order } = await call<{ order: ApiOrder }>('post', 'v2/orders', { currency: 'EUR' });
  // A designed box: the expert check is offered for lines with a design.
  await call('post', `v2/orders/${order.id}/line_item`, { variant_id: variant.id, quantity: Math.max(100, variant.volume_prices[0]!.range_start), box_design_id: 'e2e-design-1' });
  const current = async () => (await call<{ order: ApiOrder }>('get', `orders/${order.number}`)).order;
  const total = page.locator('.cc-totals > div').filter({ hasText: 'Total' }).locator('dd');

  await page.reload();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem').first()).toBeVisible();
  await expect(total).toHaveText(euros((await current()).total));

  // Trees: priced by the API per tree.
  const trees = page.getByRole('region', { name: 'Plant trees with your order' });
  await expect(trees.getByText('per tree')).toBeVisible();
  await trees.getByRole('spinbutton', { name: 'Number of trees' }).fill('3');
  await trees.getByRole('button', { name: 'Add trees' }).click();
  await expect(trees.getByText(/3 trees in your order/)).toBeVisible();
  let now = await current();
  expect(now.line_items.find((l) => l.kind === 'tree')?.quantity).toBe(3);
  await expect(total).toHaveText(euros(now.total));
  await trees.getByRole('spinbutton', { name: 'Number of trees' }).fill('5');
  await trees.getByRole('button', { name: 'Change trees' }).click();
  await expect(trees.getByText(/5 trees in your order/)).toBeVisible();

  // Expert check: a child line of the box.
  const before = (await current()).total;
  // The switch follows the order the API answers, so it turns on once the check is added.
  await page.getByRole('switch', { name: /^Expert design check for / }).click();
  await expect(page.getByRole('switch', { name: /^Expert design check for / })).toBeChecked();
  await expect(page.getByRole('list', { name: /^Services for / }).getByText('Expert design check')).toBeVisible();
  now = await current();
  expect(now.line_items.some((l) => l.kind === 'expert_check' && l.parent_id !== null)).toBe(true);
  expect(now.total).toBeGreaterThan(before);
  await expect(total).toHaveText(euros(now.total));

  // Express production: the faster option of the box.
  const speed = page.getByRole('group', { name: /^Delivery speed for / });
  await expect(speed.getByRole('radio', { name: /^Standard production/ })).toBeChecked();
  await speed.getByRole('radio', { name: /^Express: 5 working days sooner/ }).click();
  await expect(speed.getByRole('radio', { name: /^Express: 5 working days sooner/ })).toBeChecked();
  await expect(page.getByText(/^Express production:/)).toBeVisible();
  now = await current();
  expect(now.line_items.find((l) => l.kind === 'product')?.express_delivery_option_id).not.toBeNull();
  await expect(total).toHaveText(euros(now.total));

  // The cross-sell page recommends the catalogue's cross-sells and adds one in place.
  await page.getByRole('link', { name: 'See recommended products and services' }).click();
  await expect(page).toHaveURL(/\/cart\/recommended-products-and-services\/s$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended products and services' })).toBeVisible();
  const recommended = page.getByRole('list', { name: 'Recommended for your order' });
  await expect(recommended.getByRole('listitem').first()).toBeVisible();
  const first = recommended.getByRole('listitem').first();
  await expect(first).toContainText(/pieces, €[\d.,]+ each/);
  await first.getByRole('button', { name: /^Add .+ to your cart$/ }).click();
  await expect(first.getByRole('status')).toHaveText('Added to your cart.');
  now = await current();
  expect(now.line_items.filter((l) => l.kind === 'product')).toHaveLength(2);
  await expect(page.getByTestId('cart-count')).not.toHaveText('Cart, empty');

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});
