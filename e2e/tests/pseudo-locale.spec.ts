import type { Page } from '@playwright/test';
import { test as base, expect, startStore, type Store } from '../support/store';
import { addMailerBoxToCart, apiAs, checkoutByApi, visitorToken } from '../support/journeys';
import { BRAND_WORDS, pageText, pseudoLocaleChunkRequests } from '../support/untranslated';

// The pseudo-locale on the production build: every word of interface text comes out accented
// (@ph/i18n's README), so plain ASCII letters left on a page are text that bypassed the catalogues.
// Excepted, as in the jest checks (mf-cart-checkout and mf-account `pseudoLocale.test.tsx`): what the
// API sends (product, option and promotion names, the order number, the shopper's own address), the
// browser's CLDR names (countries, months and weekdays of formatted dates: the browser has no en-XA
// data; languages, each named in itself by the switcher and the header's region and language button), brand and payment-provider names, and the tag.

/** A store whose host allows `?locale=en-XA` (remotes.json `$qa`); the default store refuses it as a shop does. */
const test = base.extend<{ store: Store }>({
  store: async ({}, use) => {
    const store = await startStore({ qaPseudoLocale: true });
    await use(store);
    await store.close();
  },
});

/** Adds every string with a letter in a JSON value to `strings`. */
function collectStrings(value: unknown, strings: Set<string>): void {
  if (typeof value === 'string') {
    if (/[A-Za-z]/.test(value)) strings.add(value.trim());
  } else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, strings));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => collectStrings(v, strings));
}

/** The strings of the API's answers, and a way to wait until every answer received so far is read. */
interface ApiStrings {
  strings: Set<string>;
  /** Resolves once every answer the page has received so far has been read into `strings`. */
  settled(): Promise<void>;
}

/**
 * Every string in the JSON the page receives from the store's API: the page's data, not its interface.
 * Reading an answer's body is asynchronous, so a check first waits for the reads under way (without
 * that, a country list that arrived just before the check was still unread and its names counted as
 * interface text now and then). The API's answer to the route's first read comes inside the page (the
 * host made it: `#ph-first-read`, packages/deploy/src/first-read.js; or a server render used it:
 * `#ph-ssr-<app>`); `plainTextOn` reads those blocks.
 */
function apiStrings(page: Page): ApiStrings {
  const strings = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response.json().then(
      (value: unknown) => collectStrings(value, strings),
      () => undefined,
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return { strings, settled: async () => void (await Promise.all([...reading])) };
}

/**
 * Names the browser writes from its own CLDR data: countries and languages in the page's selects, and
 * the month and weekday names of dates formatted in the page's locale.
 */
async function browserNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const locale = document.documentElement.lang;
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    const options = [...document.querySelectorAll('option')].flatMap((o) => (/^[A-Z]{2}$/.test(o.value) ? [regions.of(o.value) ?? '', o.text] : o.lang ? [o.text] : []));
    // Every region the browser can name, not only the options rendered at this instant: a country list
    // that arrives between this read and the page's text would otherwise count as interface text.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const everyRegion = [...letters].flatMap((a) => [...letters].map((b) => {
      try {
        return regions.of(a + b) ?? '';
      } catch {
        return '';
      }
    }));
    const calendar = (['long', 'short'] as const).flatMap((width) => [
      ...Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(Date.UTC(2026, m, 15))),
      ...Array.from({ length: 7 }, (_, d) => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + d))),
    ]);
    // A language named in itself outside a select (the header's "EUR · English") is marked with its own
    // `lang`; only leaf elements count, so a marked container cannot hide interface text.
    const autonyms = [...document.querySelectorAll('body [lang]')].filter((e) => e.childElementCount === 0).map((e) => e.textContent ?? '');
    return [...options, ...everyRegion, ...autonyms, ...calendar];
  });
}

/**
 * The lines of the page's text and accessible names with a plain ASCII letter once the allowed words
 * are taken out: `data`, the browser's names, brand names and the tag, each as whole words (a country
 * code "DE" must not cut "iDEAL"), longest first (a name is not cut by a shorter one inside it).
 */
async function plainTextOn(page: Page, api: ApiStrings): Promise<string[]> {
  // The page's text first, everything allowed after: whatever the text shows had arrived (and its API
  // answer had been received) before the allowed words are read, so nothing shown can miss its excuse.
  const text = await pageText(page);
  await api.settled();
  const data = api.strings;
  // The API's answers inside the page join what the API sent, for this page and the later ones, as a
  // fetched answer does: the host's first read, or the answers a server render used (`ph-ssr-<app>`,
  // keyed by the read: the keys are not the API's).
  const blocks = await page.evaluate(() => ({
    firstRead: document.getElementById('ph-first-read')?.textContent ?? null,
    rendered: [...document.querySelectorAll('script[id^="ph-ssr-"]')].map((s) => s.textContent ?? ''),
  }));
  if (blocks.firstRead) collectStrings((JSON.parse(blocks.firstRead) as { data: unknown }).data, data);
  for (const block of blocks.rendered) if (block) collectStrings(Object.values(JSON.parse(block) as Record<string, unknown>), data);
  const known = [...new Set([...data, ...(await browserNames(page)), ...BRAND_WORDS, 'en-XA'])].filter((d) => d !== '').sort((a, b) => b.length - a.length);
  const escaped = known.map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const allowed = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const rest = line.replace(allowed, ' ');
    if (/[A-Za-z]/.test(rest)) found.push(`"${rest.trim().slice(0, 80)}" ← "${line.trim().slice(0, 120)}"`);
  }
  return [...new Set(found)];
}

/** Opens `url` in en-XA and waits until `ready` holds and nothing is loading. */
async function open(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}locale=en-XA`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('en-XA: the product page, the cart and the checkout steps have no un-accented interface text', async ({ page, store, pageErrors }) => {
  // Its own store starts inside the test's time (an API with its database, the hosts) and the journey crosses
  // five pages: 47 s on a loaded 2-core machine, where the default 60 s ran out once.
  test.setTimeout(120_000);
  const data = apiStrings(page);
  // The transform is fetched for en-XA only (on a shopper's page it is not: languages.spec.ts).
  const pseudoChunks = pseudoLocaleChunkRequests(page);
  const plain: string[] = [];
  const check = async (where: string) => plain.push(...(await plainTextOn(page, data)).map((l) => `${where}: ${l}`));

  await open(page, `${store.url}/products/mailer-box`, async (p) => {
    await expect(p.getByRole('table')).toBeVisible();
    await expect(p.getByTestId('delivery-estimate')).toBeVisible();
  });
  // Interface text is there, bracketed and accented: the page is in the pseudo-locale, not English.
  await expect(page.getByRole('combobox', { name: /^\[.+\]$/ }).first()).toBeVisible();
  await check('product');

  const call = apiAs(page.request, store.url, await visitorToken(page));
  const order = await addMailerBoxToCart(call);
  await open(page, `${store.url}/cart/`, async (p) => expect(p.getByRole('heading', { level: 3, name: order.itemName })).toBeVisible());
  await expect(page.getByRole('heading', { level: 1, name: /^\[.+\]$/ })).toBeVisible();
  await check('cart');

  await checkoutByApi(call, order.id, 'card');
  for (const step of ['delivery', 'methods', 'summary']) {
    await open(page, `${store.url}/cart/?step=${step}`, async (p) => expect(p.getByRole('heading', { level: 2, name: /^\[.+\]$/ }).first()).toBeVisible());
    await check(`checkout ${step}`);
  }

  expect(plain).toEqual([]);
  expect(pseudoChunks.length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('the check sees plain text: the same product page in English fails it', async ({ page, store }) => {
  const data = apiStrings(page);
  await page.goto(`${store.url}/products/mailer-box`);
  await expect(page.getByRole('table')).toBeVisible();
  const plain = await plainTextOn(page, data);
  expect(plain.join('\n')).toMatch(/cart/i);
  expect(plain.length).toBeGreaterThan(10);
});
