import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, visitorToken } from '../support/journeys';

// The cart's services on the composed site: trees, the expert check of a designed box, express
// production, and the cross-sell page. The box is put in the cart through the API (the configurator
// has its own spec); every amount asserted here is the API's.

interface ApiOrder {
  id: number;
  number: string;
  total: number;
  item_total: number;
  line_items: Array<{ kind: string; sku: string; quantity: number; parent_id: number | null; express_delivery_option_id: number | null; properties: Array<{ type: string; key: string; name: string }> }>;
}

const euros = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('trees, expert check and express production change the totals the API computes; the cross-sell page adds a recommendation', async ({ page, store }) => {
  await page.goto(`${store.url}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const call = apiAs(page.request, store.url, await visitorToken(page));
  // A designed box: the expert check is offered for lines with a design.
  const order = await addMailerBoxToCart(call, { designed: true });
  const current = async () => (await call<{ order: ApiOrder }>('get', `orders/${order.number}`)).order;
  const total = page.getByLabel('Order totals').locator('div', { has: page.locator('dt', { hasText: /^Total$/ }) }).locator('dd');

  await page.reload();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem').first()).toBeVisible();
  await expect(total).toHaveText(euros((await current()).total));
  // The box's material under its type's label, by the catalogue's name, never the raw key.
  const material = (await current()).line_items.find((l) => l.kind === 'product')?.properties.find((p) => p.type === 'material');
  expect(material?.name).toBeTruthy();
  const box = lines.getByRole('listitem').first();
  await expect(box.locator('dt', { hasText: 'Material' }).locator('+ dd')).toHaveText(material!.name);
  await expect(box).not.toContainText(material!.key);

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
  // The quickest-to-pay express option: it names its delivery date (or the working days it saves).
  const express = speed.getByRole('radio', { name: /^Express: / }).first();
  await express.click();
  await expect(express).toBeChecked();
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
