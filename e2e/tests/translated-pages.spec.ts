import type { Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { addMailerBoxToCart, apiAs, checkoutByApi, visitorToken, type ApiCall } from '../support/journeys';
import { BRAND_WORDS, englishOnPage, englishOnlyWords } from '../support/untranslated';

// The shopper's path from the product page to the payment page, read in each interface language: no
// English word may be left on it. Allowed: brand and payment-provider names, the same everywhere; the
// trade's loanwords these languages write as English does ("kraft" board, "eco" print, "stock",
// "packs"). The cart's lines are named by the API in the page's language (the client sends it as
// Accept-Language), so their product and option names are held to the same rule.
const LOANWORDS = ['kraft', 'eco', 'stock', 'packs'];

const TAGS = ['cs-CZ', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-PT', 'sv-SE', 'ro-RO', 'nl-NL'] as const;

/** Opens `path` in `tag` and waits until `ready` is on screen (data loaded, not a spinner). */
async function open(page: Page, url: string, tag: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}locale=${tag}`);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const heading = (level: number) => async (page: Page) => expect(page.getByRole('heading', { level }).first()).toBeVisible();

for (const tag of TAGS) {
  test(`${tag}: the product page, the cart, every checkout step and the payment page have no English`, async ({ page, store, pageErrors }) => {
    const lang = tag.slice(0, 2);
    const suspects = englishOnlyWords(lang);
    const english: string[] = [];
    const allowed = [...BRAND_WORDS, ...LOANWORDS];
    const check = async (where: string) => english.push(...(await englishOnPage(page, suspects, allowed)).map((w) => `${where}: ${w}`));

    await open(page, `${store.url}/products/mailer-box`, tag, async (p) => {
      await expect(p.getByRole('table')).toBeVisible();
      await expect(p.getByTestId('delivery-estimate')).toBeVisible();
      await expect(p.getByTestId('emissions')).toBeVisible();
    });
    await check('product');

    const call: ApiCall = apiAs(page.request, store.url, await visitorToken(page));
    // Put in by API in English: the cart page reads it again in the page's language, so the line's
    // name and options must come out translated.
    const order = await addMailerBoxToCart(call);
    await open(page, `${store.url}/cart/`, tag, async (p) => expect(p.getByTestId('cart-count')).not.toHaveText(/0/));
    await expect(page.locator('main li').first()).toBeVisible();
    await check('cart');

    await checkoutByApi(call, order.id, 'card');
    for (const step of ['delivery', 'methods', 'summary']) {
      await open(page, `${store.url}/cart/?step=${step}`, tag, heading(2));
      await check(`checkout ${step}`);
    }
    await open(page, `${store.url}/order/${order.number}/payment`, tag, async (p) => expect(p.getByRole('button').filter({ hasText: /\d/ }).first()).toBeVisible());
    await check('payment');

    expect(english).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('the check sees English: the English product page read as French is full of it', async ({ page, store }) => {
  await open(page, `${store.url}/products/mailer-box`, 'en-US', async (p) => expect(p.getByRole('table')).toBeVisible());
  const english = await englishOnPage(page, englishOnlyWords('fr'), BRAND_WORDS);
  expect(english.join('\n')).toMatch(/cart/);
  expect(english.length).toBeGreaterThan(10);
});

/** A new cart of the visitor with `count` lines, each a different variant of the catalogue. */
async function cartOfLines(call: ApiCall, count: number): Promise<void> {
  const variants = await call<{ data: { id: number; volume_prices: { range_start: number }[] }[] }>('get', 'v2/variants?region=eu&per_page=20');
  const priced = variants.data.filter((v) => v.volume_prices.length > 0);
  expect(priced.length).toBeGreaterThanOrEqual(count);
  const { order } = await call<{ order: { id: number } }>('post', 'v2/orders', { currency: 'EUR' });
  for (const variant of priced.slice(0, count)) {
    await call('post', `v2/orders/${order.id}/line_item`, { variant_id: variant.id, quantity: Math.max(100, variant.volume_prices[0]!.range_start) });
  }
}

test('Czech counts items with one, few and other: 1 položka, 2 položky, 5 položek', async ({ browser, store }) => {
  for (const [count, badge, sentence] of [
    [1, 'Košík, 1 položka', 'V košíku máte 1 položku.'],
    [2, 'Košík, 2 položky', 'V košíku máte 2 položky.'],
    [5, 'Košík, 5 položek', 'V košíku máte 5 položek.'],
  ] as const) {
    // A new visitor per cart: the store keeps one open cart per visitor.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${store.url}/cart/?locale=cs`);
    await cartOfLines(apiAs(page.request, store.url, await visitorToken(page)), count);
    await page.goto(`${store.url}/cart/recommended-products-and-services/s?locale=cs`);
    await expect(page.getByTestId('cart-count')).toHaveText(badge);
    await expect(page.getByText(/^V košíku máte/)).toHaveText(sentence);
    await context.close();
  }
});
