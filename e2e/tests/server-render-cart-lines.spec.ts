// Issue 33 for a returning shopper: their cart arrives painted with its lines (the edge renders it as them,
// for them alone), every control of it works without JavaScript (forms the edge answers, the removal's
// confirmation a native dialog), and with JavaScript React takes that markup over and changes the cart itself.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, leaveAndClose, startStore } from '../support/store';
import { serverRenderedHtml } from '../support/server-render';
import { addMailerBoxToCart, apiAs } from '../support/journeys';

/** A new anonymous visitor with mailer boxes in their cart, made over the API: their token and order. */
async function shopperWithLine(request: APIRequestContext, base: string, quantity = 100) {
  const res = await request.get(`${base}/api/users/anonymous`);
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  const call = apiAs(request, base, token);
  const order = await addMailerBoxToCart(call, { quantity });
  return { token, call, order };
}

type Line = { id: number; quantity: number; kind: string; express_delivery_option_id: number | null };
const linesOf = async (call: ReturnType<typeof apiAs>) => {
  const { orders } = await call<{ orders: { id: number; promotions: unknown[]; line_items: Line[] }[] }>('get', 'orders/mine');
  return orders[0]!;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a returning shopper’s cart shows its lines and every change works: quantity, delivery speed, trees, a refused code, removal', async ({ page, request, pageErrors }) => {
    // A budget a loaded machine keeps: without script a page left to the browser shows nothing.
    const store = await startStore({ serverRenderBudgetMs: 3_000 });
    try {
      const { token, call, order } = await shopperWithLine(request, store.url);
      await page.context().addCookies([{ name: 'ph_session', value: token, url: store.url }]);
      const first = await page.goto(`${store.url}/cart/`);
      // Theirs alone: never kept by the browser or anything between.
      expect(first?.headers()['cache-control']).toBe('private, no-store');
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      const line = lines.getByRole('listitem', { name: order.itemName });
      await expect(line).toBeVisible();
      await expect(page.getByText(`Order ${order.number}`)).toBeVisible();
      await expect(line.getByText(/^100 × €[\d,]+\.\d{2}$/)).toBeVisible();

      // The quantity: the edge changes it and sends the shopper back to the cart, priced anew.
      await line.getByRole('textbox', { name: 'Quantity' }).fill('500');
      await line.getByRole('button', { name: 'Update' }).click();
      await expect(page).toHaveURL(/\/cart\/\?changed=quantity$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your cart has been updated.' })).toBeVisible();
      await expect(lines.getByRole('listitem', { name: order.itemName }).getByText(/^500 × €[\d,]+\.\d{2}$/)).toBeVisible();
      expect((await linesOf(call)).line_items.map((l) => l.quantity)).toEqual([500]);

      // The delivery speed: a choice is sent with its button.
      const speed = page.getByRole('group', { name: `Delivery speed for ${order.itemName}` });
      await speed.getByRole('radio', { name: /^Express/ }).first().check();
      await speed.locator('..').getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/^Express production: €[\d,]+\.\d{2}$/)).toBeVisible();
      expect((await linesOf(call)).line_items.find((l) => l.kind === 'product')?.express_delivery_option_id).not.toBeNull();

      // Trees.
      await page.getByLabel('Number of trees').fill('7');
      await page.getByRole('button', { name: 'Add trees' }).click();
      await expect(page.getByText(/^7 trees in your order: €/)).toBeVisible();

      // A code the store does not know: said in the code's own section, and nothing changed.
      const codes = page.getByRole('region', { name: 'Discount code' });
      await codes.getByLabel('Discount code').fill('NOSUCHCODE');
      await codes.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/change=coupon&change_failed=/);
      await expect(codes.getByRole('alert')).toHaveText(/^Code not applied: /);
      expect((await linesOf(call)).promotions).toEqual([]);

      // "Go to checkout" is a link to the checkout's first step.
      await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/?step=delivery');

      // Removal asks first, in a dialog the browser opens itself; keeping it changes nothing.
      const again = lines.getByRole('listitem', { name: order.itemName });
      await again.getByRole('button', { name: `Remove ${order.itemName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await again.getByRole('button', { name: `Remove ${order.itemName}` }).click();
      await dialog.getByRole('button', { name: 'Yes, remove' }).click();
      await expect(page).toHaveURL(/\?changed=remove$/);
      await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: order.itemName })).toHaveCount(0);
      expect((await linesOf(call)).line_items.filter((l) => l.kind === 'product')).toEqual([]);
    } finally {
      await leaveAndClose(page, store);
    }
    expect(pageErrors).toEqual([]);
  });
});

test('the cart’s first HTML is the shopper’s own cart, never another visitor’s; the browser takes it over and changes it in place', async ({ page, request, pageErrors, store }) => {
  const a = await shopperWithLine(request, store.url);
  const b = await shopperWithLine(request, store.url, 500);
  const htmlOf = (token: string, number: string) =>
    serverRenderedHtml(request, `${store.url}/cart/`, (html) => /<div data-app="cart-checkout" data-ssr="">/.test(html) && html.includes(`Order ${number}`), { cookie: `ph_session=${token}` });
  const [htmlA, htmlB] = await Promise.all([htmlOf(a.token, a.order.number), htmlOf(b.token, b.order.number)]);
  expect(htmlA).not.toContain(b.order.number);
  expect(htmlB).not.toContain(a.order.number);
  // Without a session the cart is empty, whoever was rendered before.
  const anonymous = await request.get(`${store.url}/cart/`);
  const anonymousHtml = await anonymous.text();
  expect(anonymousHtml).not.toContain(a.order.number);
  expect(anonymousHtml).not.toContain(b.order.number);

  // With script: the page is the server's markup, hydrated (the fixture fails on a mismatch), and a change
  // is made by the page itself, without leaving it.
  await page.context().addCookies([{ name: 'ph_session', value: a.token, url: store.url }]);
  await page.goto(`${store.url}/cart/`);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: a.order.itemName });
  await expect(line.getByText(/^100 × €/)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('Cart, 1 item');
  await line.getByRole('button', { name: 'Increase Quantity' }).click();
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('101');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('500');
  await line.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText(/^500 × €/)).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/$/);
  expect((await linesOf(a.call)).line_items.map((l) => l.quantity)).toEqual([500]);
  expect(pageErrors).toEqual([]);
});
