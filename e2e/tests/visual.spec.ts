import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, cartWithMailerBox, checkoutByApi, checkoutToPayment, fillDeliveryAddress, payByCard, register, visitorToken } from '../support/journeys';

// Visual regression (issue 15): the pages a buyer sees, at a phone's and a laptop's width, compared
// with the screenshots kept beside this file (made with Debian's Chromium, as CI runs it). The
// tolerance absorbs anti-aliasing and font hinting noise, not a moved or restyled block. Regenerate
// after an intended change: `pnpm test:e2e visual.spec.ts --update-snapshots`.

const WIDTHS = [375, 1366] as const;
const SHOT = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, threshold: 0.25 } as const;
const MONTHS = /January|February|March|April|May|June|July|August|September|October|November|December/;
const SHORT_DATE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/;

/** What changes from run to run and is not layout: today's dates, order and invoice numbers, the year, a new account's e-mail. */
function volatile(page: Page) {
  return [
    page.getByText(MONTHS),
    page.getByText(SHORT_DATE),
    page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/),
    page.getByText(/^Order R\d+/),
    page.getByText(/\bR\d{6,}\b/),
    page.getByText(/^[A-Z]{2}\/[A-Z]{2}\/\d{4}\/\d+$/),
    page.getByText(/© \d{4}/),
    page.getByText(/^Signed in as /),
  ];
}

/** The first visit's consent banner answered, so it does not cover the page being compared. */
async function answerConsent(page: Page) {
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
}

/**
 * Web fonts in and the pictures in view decoded (lazy ones below the fold never start), so the shot shows the page as it settles;
 * and the dates the API works out from today (a line's delivery by 08/12/2026) all written as one date. Masked, a date still
 * takes its width: in the first days of a month its narrower digits let a 375 px line fit where it wrapped the day before.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    // Parts left to hydrate when idle (the line's delivery options) hydrate on the first interaction: the dates are
    // rewritten in hydrated markup only, or React would find the server's text changed.
    document.dispatchEvent(new FocusEvent('focusin'));
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.nodeValue ?? '';
      const steady = value.replace(/\b\d{1,2}([./-])\d{1,2}\1\d{4}\b/g, (_, sep: string) => `28${sep}11${sep}2026`);
      if (steady !== value) text.nodeValue = steady;
    }
    await document.fonts.ready;
    const eager = [...document.images].filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight);
    const decoded = Promise.all(eager.map((img) => img.decode().catch(() => null)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

async function noHorizontalScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `no horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home, a category and the product page', async ({ page, store }) => {
      await page.goto(store.url);
      await answerConsent(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
      await expect(page.getByText(/from €[\d.]+ per piece/).first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`home-${width}.png`, { ...SHOT, mask: volatile(page) });
      // The home page at every width the layout steps through (docs/domain.md#constants-and-limits), the narrowest last.
      for (const w of [1920, 1024, 768, 320]) await noHorizontalScroll(page, w);
      await page.setViewportSize({ width, height: 900 });

      // The home page's category tile (the header's navigation has the same link).
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Mailer boxes', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Mailer boxes');
      await expect(page.getByText(/from €[\d.]+ per piece/).first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`category-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`${store.url}/products/mailer-box`);
      await expect(page.locator('.cat-table-wrap')).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
      await expect(page.getByText('Loading prices…')).toHaveCount(0);
      await settled(page);
      await expect(page).toHaveScreenshot(`product-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
    });

    test('cart and each checkout step', async ({ page, store }) => {
      await page.goto(store.url);
      await answerConsent(page);
      await cartWithMailerBox(page, store.url);
      await expect(page.getByLabel('Order totals')).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`cart-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
      await page.setViewportSize({ width, height: 900 });

      await page.getByRole('link', { name: 'Go to checkout' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`checkout-details-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
      await page.setViewportSize({ width, height: 900 });

      await fillDeliveryAddress(page, { email: 'visual@example.com' });
      await page.getByRole('radio', { name: /^Courier/ }).check();
      await settled(page);
      await expect(page).toHaveScreenshot(`checkout-methods-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
      await page.setViewportSize({ width, height: 900 });

      await page.getByRole('radio', { name: 'Card', exact: true }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`checkout-summary-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
    });

    test('payment and the payment summary', async ({ page, store }) => {
      await page.goto(store.url);
      await answerConsent(page);
      await cartWithMailerBox(page, store.url);
      await checkoutToPayment(page, 'Card', { email: 'visual@example.com' });
      await expect(page.getByLabel(/^Card number/)).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`payment-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
      await page.setViewportSize({ width, height: 900 });

      await payByCard(page, '4242424242424242');
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('status').filter({ hasText: /is paid/ })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`payment-summary-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
    });

    test('account orders and an order\'s details', async ({ page, store }) => {
      await page.goto(store.url);
      await answerConsent(page);
      await register(page, store.url, { email: `visual-${width}-${Date.now()}@example.com` });
      // An order placed by bank transfer through the API: complete, its payment awaited.
      const call = apiAs(page.request, store.url, await visitorToken(page));
      const order = await addMailerBoxToCart(call);
      await checkoutByApi(call, order.id, 'check');
      await call('post', 'check_payments', { order_number: order.number });

      await page.goto(`${store.url}/account/orders`);
      const card = page.getByRole('article', { name: order.number });
      await expect(card).toContainText('Awaiting payment');
      await settled(page);
      await expect(page).toHaveScreenshot(`account-orders-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
      await page.setViewportSize({ width, height: 900 });

      await card.getByRole('link', { name: order.number }).click();
      await expect(page.getByRole('heading', { level: 2, name: `Order ${order.number}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Order history' })).toBeVisible();
      // The order's documents: the proforma issued with the bank-transfer order.
      await expect(page.getByRole('table', { name: `Invoices of order ${order.number}` }).getByRole('rowheader')).toHaveCount(1);
      await settled(page);
      await expect(page).toHaveScreenshot(`account-order-${width}.png`, { ...SHOT, mask: volatile(page) });
      await noHorizontalScroll(page, 320);
    });
  });
}
