// Issue 33 for the cart-and-checkout remote: its pages arrive server-rendered (here what the server can know
// without a visitor it can read as: the page's heading, the cart loading) and the browser hydrates that markup with
// no mismatch, then shows the visitor's own cart. The payment page the bank sends the shopper back to
// opens with the blocking overlay, which only the browser can draw (a portal): it came in the first
// render and React threw the server's markup away (checkout.spec.ts (a) and (d) failed on it).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, checkoutByApi, visitorToken } from '../support/journeys';
import { holdRequests, isHydrated, markServerHeading, serverRenderedHtml, signOfUse } from '../support/server-render';

/** The page's first HTML once the cart remote's server render, with `heading`, is in it. */
const renderedHtml = (request: APIRequestContext, url: string, heading: string, headers?: Record<string, string>): Promise<string> =>
  serverRenderedHtml(request, url, (html) => /<div data-app="cart-checkout" data-ssr="">/.test(html) && new RegExp(`<h1 id="cc-title">${heading}</h1>`).test(html), headers);

const hydrated = (page: Page) => isHydrated(page.locator('#ph-page-body h1'));

test('the cart’s first HTML carries its heading; the browser hydrates that markup, then shows the visitor’s empty cart', async ({ page, store, request, pageErrors }) => {
  // A visitor's cart is read on the server as them (server-render-cart-lines.spec.ts). A session cookie the
  // API does not know reads nothing there: the cart is shown loading until the browser has settled the session.
  const known = await renderedHtml(request, `${store.url}/cart/`, 'Your cart', { cookie: 'ph_session=some-token' });
  expect(known).toMatch(/<section aria-labelledby="cc-title" aria-busy="true"><h1 id="cc-title">Your cart<\/h1>/);
  // One without a session owns nothing yet: the empty cart comes in the first HTML, its link working before any script.
  const html = await renderedHtml(request, `${store.url}/cart/`, 'Your cart');
  expect(html).toMatch(/<section aria-labelledby="cc-title"><h1 id="cc-title">Your cart<\/h1><p>Your cart is empty\.<\/p><a href="\/products"[^>]*>Continue shopping<\/a>/);

  await markServerHeading(page);
  // The visitor's reads wait until the hydrated markup has been looked at, so the page is still the
  // server's (the empty cart, a first visit) when it is: hydrated, it stays so while the browser makes sure.
  const release = await holdRequests(page, '**/api/**');
  await page.goto(`${store.url}/cart/`);
  const heading = page.getByRole('heading', { level: 1, name: 'Your cart' });
  await expect(heading).toBeVisible();
  await signOfUse(page);
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(heading).toHaveAttribute('data-from-server', '');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  release();

  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the payment page the bank sends the shopper back to hydrates its server markup, then blocks the page while it reads the outcome', async ({ page, store, request, pageErrors }) => {
  await page.goto(`${store.url}/cart/`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const call = apiAs(page.request, store.url, await visitorToken(page));
  const order = await addMailerBoxToCart(call);
  // Placed to be paid by card, and not paid: the shopper comes back from a payment that did not happen.
  await checkoutByApi(call, order.id, 'card');
  const back = `${store.url}/order/${order.number}/payment?redirect_status=failed`;
  await renderedHtml(request, back, 'Payment');

  await markServerHeading(page);
  const release = await holdRequests(page, '**/api/**');
  await page.goto(back);
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toHaveAttribute('data-from-server', '');
  // The overlay comes right after hydration: the page behind it is out of reach while the outcome is read.
  await expect(page.locator('.ph-ui-overlay[data-stage="returningFromPayment"]')).toBeVisible();
  await expect(page.locator('#ph-page-body')).toHaveAttribute('inert', '');
  release();

  await expect(page).toHaveURL(new RegExp(`/order/${order.number}/payment/summary$`));
  await expect(page.getByRole('heading', { level: 1, name: 'The order is not paid yet' })).toBeVisible();
  await expect(page.locator('.ph-ui-overlay')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
