import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './store';
import { expectNoSeriousA11yViolations } from './a11y';
import { signOfUse } from './server-render';

// Steps many specs walk through before the part they test. Each one asserts that its step worked, so a
// spec that uses it fails at the step that broke.

export const PASSWORD = 'correct-horse-battery';

export const DELIVERY_ADDRESS = { first_name: 'Anna', last_name: 'Schmidt', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' };

/**
 * The session token of this visitor (the anonymous bootstrap or a sign-in writes it). A page whose reads
 * the server rendered may not have needed a visitor yet (the catalogue creates one only for what it
 * reads in the browser), so a page that has settled without one gets one as the storefront makes it:
 * `users/anonymous`, kept where the storefront keeps it, so the page's later calls use it too.
 */
export async function visitorToken(page: Page): Promise<string> {
  await signOfUse(page);
  const read = () => page.evaluate(() => window.localStorage.getItem('ph-api-token') ?? window.sessionStorage.getItem('ph-api-token'));
  const settled = await expect
    .poll(read, { timeout: 3000 })
    .toBeTruthy()
    .then(() => true)
    .catch(() => false);
  if (!settled) {
    // The page's own bootstrap may still be under way (its script started late on a loaded machine):
    // whichever of the two stores a session first, the other joins it (the page's bootstrap does so too,
    // @ph/session), so the token checked for after the visitor is made is the one this browser keeps.
    await page.evaluate(async () => {
      const stored = () => window.localStorage.getItem('ph-api-token') ?? window.sessionStorage.getItem('ph-api-token');
      if (stored()) return;
      const res = await fetch('/api/users/anonymous');
      if (!res.ok) throw new Error(`users/anonymous answered ${res.status}`);
      const { token } = (await res.json()) as { token: string };
      if (stored()) return;
      window.localStorage.setItem('ph-api-token', token);
      // Mirrored where the edge reads it, as the page's token store does (@ph/api-client tokenStore).
      document.cookie = `ph_session=${encodeURIComponent(token)}; path=/; max-age=31536000; SameSite=Lax`;
    });
  }
  await expect.poll(read).toBeTruthy();
  return (await read())!;
}

export type ApiCall = <T = Record<string, unknown>>(method: 'get' | 'post' | 'put', path: string, data?: unknown) => Promise<T>;

/** Calls `/api/<path>` of the store as the holder of `token` (eu region); any non-2xx fails the spec with the API's answer. */
export function apiAs(request: APIRequestContext, base: string, token: string): ApiCall {
  const headers = { 'X-Api-Token': token, 'X-Region': 'eu' };
  return async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`${base}/api/${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

export interface CartOrder {
  id: number;
  number: string;
  total: number;
}

/**
 * A new EUR cart with mailer boxes (the first seeded product) at the smallest price tier of at least
 * `quantity`, put in through the API: the configurator has its own spec.
 */
export async function addMailerBoxToCart(call: ApiCall, o: { quantity?: number; designed?: boolean } = {}): Promise<CartOrder & { itemName: string }> {
  const variants = await call<{ data: { id: number; volume_prices: { range_start: number }[] }[] }>('get', 'v2/variants?region=eu&external_pim_id[]=1001');
  const variant = variants.data[0]!;
  // A designed box: a saved design of this variant (the API checks it is the shopper's and fits).
  const designId = o.designed ? (await call<{ box_design: { id: string } }>('post', 'box_designs', { variant_id: variant.id, status: 'saved' })).box_design.id : undefined;
  const { order } = await call<{ order: CartOrder }>('post', 'v2/orders', { currency: 'EUR' });
  const quantity = Math.max(o.quantity ?? 100, variant.volume_prices[0]!.range_start);
  const added = await call<{ order: CartOrder & { line_items: { name: string }[] } }>('post', `v2/orders/${order.id}/line_item`, {
    variant_id: variant.id,
    quantity,
    ...(designId ? { box_design_id: designId } : {}),
  });
  return { id: order.id, number: order.number, total: added.order.total, itemName: added.order.line_items[0]!.name };
}

/**
 * Takes a cart through the checkout steps by API (address, first available delivery, `method`, the
 * terms accepted): the order then waits for its payment. Answers the order's total as the API priced it.
 */
export async function checkoutByApi(call: ApiCall, orderId: number, method: string, o: { company?: boolean; terms?: boolean } = {}): Promise<number> {
  type OrderView = { total: number; shipping_methods: { method: string; available: boolean }[] };
  await call('put', `checkouts/${orderId}?state=cart`, { order: {} });
  const address = o.company ? { ...DELIVERY_ADDRESS, company_name: 'Schmidt Verpackung GmbH', vat_id: 'DE136695976' } : DELIVERY_ADDRESS;
  const addressed = await call<{ order: OrderView }>('put', `checkouts/${orderId}?state=address`, {
    order: { email: 'buyer@example.com', customer_type: o.company ? 'b2b' : 'b2c', bill_address: address, use_billing: true },
  });
  const shipping = addressed.order.shipping_methods.find((m) => m.available)!.method;
  await call('put', `checkouts/${orderId}?state=delivery`, { order: { shipping_method: shipping } });
  const placed = await call<{ order: OrderView }>('put', `checkouts/${orderId}?state=payment`, {
    order: { payments_attributes: [{ payment_method_id: method, reject_payment_schedule: true }] },
  });
  // The summary's agreement, without which the order is not placed.
  if (o.terms !== false) await call('post', 'v2/orders/consents', { order_id: orderId, consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: 'I accept the terms and conditions and the privacy policy.' }] });
  return placed.order.total;
}

/** A visitor with one mailer box in the cart, looking at the cart. */
export async function cartWithMailerBox(page: Page, base: string): Promise<CartOrder> {
  await page.goto(`${base}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const order = await addMailerBoxToCart(apiAs(page.request, base, await visitorToken(page)));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first()).toBeVisible();
  return order;
}

/**
 * Signs up on `/registration` and continues past the "confirm your e-mail" dialog; the e-mail stays
 * unconfirmed (see `confirmEmail`). Lands where `returnTo` says, or on the account's orders.
 */
export async function register(page: Page, base: string, o: { email: string; password?: string; firstName?: string; returnTo?: string; a11y?: boolean }): Promise<void> {
  await page.goto(`${base}/registration${o.returnTo ? `?return_to=${encodeURIComponent(o.returnTo)}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  if (o.firstName) await page.getByLabel('First name').fill(o.firstName);
  await page.getByLabel('E-mail address').fill(o.email);
  await page.getByLabel(/^Password/).fill(o.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
  const check = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
  await expect(check).toContainText(o.email);
  if (o.a11y) await expectNoSeriousA11yViolations(page, 'the confirm-your-e-mail dialog');
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(o.returnTo ? new RegExp(`${o.returnTo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : /\/account\/orders$/);
}

/** The link of the latest e-mail to `to` whose path starts with `pathPrefix`, from the dev outbox page. */
export async function outboxLink(page: Page, base: string, to: string, pathPrefix: string): Promise<string> {
  await page.goto(`${base}/api/dev/outbox`);
  const row = page.locator('tr', { hasText: to }).filter({ has: page.locator(`a[href*="${pathPrefix}"]`) }).first();
  const href = await row.locator(`a[href*="${pathPrefix}"]`).first().getAttribute('href');
  expect(href, `an e-mail to ${to} with a ${pathPrefix} link`).toBeTruthy();
  const url = new URL(href!);
  return `${base}${url.pathname}${url.search}`;
}

/** Follows the confirmation link e-mailed to `email` (dev outbox) and checks the page says so. */
export async function confirmEmail(page: Page, base: string, email: string): Promise<void> {
  await page.goto(await outboxLink(page, base, email, '/auth/confirm_email/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
}

/** A new account with a confirmed e-mail address, signed in. */
export async function registerAndConfirm(page: Page, base: string, o: { email: string; password?: string; firstName?: string; returnTo?: string }): Promise<void> {
  await register(page, base, o);
  await confirmEmail(page, base, o.email);
}

/** On `/account/settings`: adds Ada Lovelace's Berlin address (Hauptstr. 1, 10115) to the address book. */
export async function addSavedAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel(/First name/).fill('Ada');
  await dialog.getByLabel(/Last name/).fill('Lovelace');
  await dialog.getByLabel(/Street and number/).fill('Hauptstr. 1');
  await dialog.getByLabel(/Postal code/).fill('10115');
  await dialog.getByLabel(/City/).fill('Berlin');
  await dialog.getByLabel(/Country/).selectOption('DE');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toHaveCount(0);
  // The "success" dialog confirms it; OK closes it.
  const saved = page.getByRole('dialog', { name: 'Saved' });
  await expect(saved).toContainText('The address is saved in your address book.');
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(saved).toHaveCount(0);
}

/**
 * The checkout's "Your details" step: contact and delivery address of Anna Schmidt in Berlin, then
 * Continue, and the marketing question answered where it is asked. With `a11y`, axe checks the step
 * before it is filled.
 */
export async function fillDeliveryAddress(page: Page, o: { email?: string; a11y?: boolean } = {}): Promise<void> {
  await fillDetails(page, o);
  await settleMarketingConsent(page);
}

/** "Your details" filled and continued, leaving the marketing question (if asked) to the caller. */
export async function fillDetails(page: Page, o: { email?: string; a11y?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  if (o.a11y) await expectNoSeriousA11yViolations(page, 'the checkout step "Your details"');
  // A signed-in shopper's e-mail comes from the account.
  if (o.email !== undefined) await page.getByLabel(/^E-mail/).fill(o.email);
  await page.getByLabel(/^First name/).fill(DELIVERY_ADDRESS.first_name);
  await page.getByLabel(/^Last name/).fill(DELIVERY_ADDRESS.last_name);
  await page.getByLabel(/^Street and number/).fill(DELIVERY_ADDRESS.street);
  await page.getByLabel(/^Postal code/).fill(DELIVERY_ADDRESS.zip_code);
  await page.getByLabel(/^City/).fill(DELIVERY_ADDRESS.city);
  await page.getByLabel(/^Country/).selectOption(DELIVERY_ADDRESS.country_iso);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * After the details step: an address that has not answered the marketing question is asked it first
 * (its own spec, consents.spec.ts, checks the dialog); this answers it (box unticked, or Escape) and
 * waits for the methods step.
 */
export async function settleMarketingConsent(page: Page, o: { by?: 'save' | 'escape' } = {}): Promise<void> {
  const methods = page.getByRole('heading', { level: 2, name: 'Delivery and payment method' });
  const dialog = page.getByRole('dialog', { name: 'Would you like to hear from us?' });
  await expect(methods.or(dialog)).toBeVisible();
  if (await dialog.isVisible()) {
    if (o.by === 'escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Save my choice' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(methods).toBeVisible();
}

/** From the cart: details, courier, `payment`, the terms; lands on the payment page. With `a11y`, axe checks each step. */
export async function checkoutToPayment(page: Page, payment: 'Card' | 'Bank transfer' | 'iDEAL', o: { email?: string; a11y?: boolean } = {}): Promise<void> {
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await fillDeliveryAddress(page, o);
  if (o.a11y) await expectNoSeriousA11yViolations(page, 'the checkout step "Delivery and payment method"');
  await page.getByRole('radio', { name: /^Courier/ }).check();
  await page.getByRole('radio', { name: payment, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  if (o.a11y) await expectNoSeriousA11yViolations(page, 'the checkout step "Order summary"');
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** The sandbox card form on the payment page: `number`, a future expiry, a CVC, then Pay. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiry date/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
