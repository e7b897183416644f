import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { apiAs, checkoutToPayment, payByCard, register, visitorToken } from '../support/journeys';

// The funnel as the store records it (docs/domain.md#consent-and-analytics): a visitor browses, accepts
// the cookies, registers, configures a mailer box (size and quantity), adds it, changes the quantity
// in the cart, checks out, pays by card in the sandbox, views the order and orders it again. The
// server's record of the visitor's events (`GET v1/segment_proxies/events`) holds each event the
// journey causes exactly once, and nothing from before the consent.

interface Recorded {
  kind: string;
  event: string | null;
  properties: Record<string, unknown>;
}

async function recorded(page: Page, base: string): Promise<Recorded[]> {
  const call = apiAs(page.request, base, await visitorToken(page));
  return (await call<{ events: Recorded[] }>('get', 'v1/segment_proxies/events')).events.reverse();
}

const tracked = async (page: Page, base: string) => (await recorded(page, base)).filter((e) => e.kind === 'track').map((e) => e.event);

/** Waits until the server holds `event` (the trackers send after the page has moved on). */
async function untilRecorded(page: Page, base: string, event: string): Promise<void> {
  await expect.poll(async () => tracked(page, base), { message: `"${event}" recorded`, timeout: 20_000 }).toContain(event);
}

test('each step of the funnel is recorded once, and nothing before consent', async ({ page, store, pageErrors }) => {
  // The longest journey of the suite (browse to reorder) on a shared, loaded machine.
  test.setTimeout(240_000);
  // Browsing before the cookie answer: the (empty) cart starts the visitor's session, the shop's product
  // list follows in the same page; the server records nothing.
  await page.goto(`${store.url}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect(banner).toBeVisible();
  expect(await recorded(page, store.url)).toEqual([]);
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page.getByRole('link', { name: 'Mailer box', exact: true })).toBeVisible();
  expect(await recorded(page, store.url)).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  // The list seen before the answer is sent once the answer is recorded, as an anonymous visitor's.
  await untilRecorded(page, store.url, 'Product List Viewed');
  const listViewed = (await recorded(page, store.url)).find((e) => e.event === 'Product List Viewed')!;
  expect(listViewed.properties).toMatchObject({ source: 'catalogue', origin: 'client' });

  await register(page, store.url, { email: `e2e-funnel-${Date.now()}@example.com`, returnTo: '/products/mailer-box' });
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed mailer boxes' })).toBeVisible();
  await expect(page.getByTestId('configurator-total')).toHaveText(/^30 pcs:/);

  const size = page.getByLabel('Size');
  const sizes = await size.locator('option').allTextContents();
  await size.selectOption({ label: sizes[2]! });
  await page.getByLabel('Quantity', { exact: true }).selectOption('500');
  await expect(page.getByTestId('configurator-total')).toHaveText(/^500 pcs:/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Design later and add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await untilRecorded(page, store.url, 'Product Added');

  await page.goto(`${store.url}/cart/`);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
  await line.getByRole('textbox', { name: 'Quantity' }).fill('600');
  await line.getByRole('button', { name: 'Update' }).click();
  await expect(line.getByText(/^600 ×/)).toBeVisible();
  await untilRecorded(page, store.url, 'Order Updated');

  await checkoutToPayment(page, 'Card');
  const number = /\/order\/([^/]+)\/payment/.exec(page.url())?.[1] ?? '';
  expect(number).not.toBe('');
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  await untilRecorded(page, store.url, 'Order Completed');

  await page.goto(`${store.url}/account/orders/${number}`);
  await expect(page.getByRole('region', { name: 'Delivery and progress' })).toContainText('Order placed');
  await untilRecorded(page, store.url, 'Order Viewed');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toBeVisible();
  await untilRecorded(page, store.url, 'Reorder');
  await expect.poll(async () => (await tracked(page, store.url)).filter((e) => e === 'Cart Viewed').length).toBe(2);

  const all = await recorded(page, store.url);
  const names = all.filter((e) => e.kind === 'track').map((e) => e.event!);
  const count = (event: string) => names.filter((n) => n === event).length;
  for (const event of [
    'Cookie Consent Updated',
    'Product List Viewed',
    'Product Viewed',
    'Product Size Changed',
    'Product Amount Changed',
    'Product Added',
    'Order Updated',
    'Checkout Started',
    'Order Completed',
    'Order Viewed',
    'Reorder',
  ]) {
    expect(count(event), `"${event}" recorded once in ${names.join(', ')}`).toBe(1);
  }
  // Once per cart visit: before checkout and after "Order again".
  expect(count('Cart Viewed')).toBe(2);
  // Each checkout step once.
  for (const event of ['Checkout Step Viewed', 'Checkout Step Completed']) {
    const steps = all.filter((e) => e.kind === 'track' && e.event === event).map((e) => e.properties.step);
    expect(steps.length, event).toBeGreaterThan(0);
    expect(new Set(steps).size, `${event}: ${steps.join(', ')}`).toBe(steps.length);
  }
  expect(all.filter((e) => e.kind === 'identify')).toHaveLength(1);

  // What the events carry: the page source, the order fields, the shopper's choices.
  const props = (event: string) => all.find((e) => e.event === event)!.properties;
  expect(props('Product Viewed')).toMatchObject({ source: 'product page', product_sku: 'mailer-box' });
  expect(props('Product Size Changed')).toMatchObject({ source: 'configurator', size: sizes[2] });
  expect(props('Product Amount Changed')).toMatchObject({ source: 'configurator', quantity: 500, previous_quantity: 30 });
  expect(props('Product Added')).toMatchObject({ source: 'configurator', quantity: 500, line_item: { quantity: 500 } });
  expect(props('Order Updated')).toMatchObject({ source: 'cart', change: 'quantity', previous_quantity: 500 });
  expect(props('Order Completed')).toMatchObject({ number, currency: 'EUR', channel: expect.any(String), line_items: [expect.objectContaining({ quantity: 600 })] });
  expect(props('Order Completed').estimated_gross_margin_eur).toEqual(expect.any(Number));
  expect(props('Reorder')).toMatchObject({ source: 'dashboard', reordered_number: number });
  // A signed-in shopper's events are no longer anonymous.
  expect(props('Order Completed').origin).toBeUndefined();
  // The events are appended to the visitor's browsing session.
  expect(all.filter((e) => e.kind === 'session_event').length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('a sample pack and a bundle put into the cart are each one "Product Added", with their page source', async ({ page, store, pageErrors }) => {
  test.setTimeout(120_000);
  await page.goto(`${store.url}/sample-packs`);
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('button', { name: 'Create a sample pack' }).click();
  const samples = page.getByRole('group', { name: /^Choose up to \d+ samples$/ });
  await samples.getByRole('checkbox', { name: 'Mailer box: Kraft cardboard', exact: true }).check();
  await samples.getByRole('checkbox', { name: 'Shipping box: Kraft cardboard', exact: true }).check();
  await page.getByRole('button', { name: 'Add the sample pack to cart' }).click();
  await expect(page.getByText('Your sample pack is in the cart.')).toBeVisible();
  await untilRecorded(page, store.url, 'Product Added');

  // The whole set from the bundles' list (the catalogue).
  await page.goto(`${store.url}/bundles`);
  const card = page.getByRole('article', { name: 'Wine gift set' });
  await card.getByRole('button', { name: /^Add the set to cart/ }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  const added = async () => (await recorded(page, store.url)).filter((e) => e.kind === 'track' && e.event === 'Product Added');
  await expect.poll(async () => (await added()).length, { timeout: 20_000 }).toBe(2);

  const [pack, set] = await added();
  expect(pack!.properties).toMatchObject({
    source: 'light configurator',
    samples: ['mailer-box-f15-kraft-eco-color', 'shipping-box-k30-kraft-mono-front'],
    line_items: [expect.objectContaining({ id: expect.any(Number) })],
    order: expect.objectContaining({ number: expect.any(String) }),
  });
  expect(set!.properties).toMatchObject({ source: 'catalogue', name: 'Wine gift set', bundle_id: expect.any(Number) });
  expect((set!.properties.line_items as unknown[]).length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});
