import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/store';
import { cartWithMailerBox } from '../support/journeys';
import { signOfUse } from '../support/server-render';

// The link checker's store half (scripts/check-links.mjs covers the landing site, the footer's landing
// links and the e-mails' links without a browser): the store's pages are drawn in the browser, so they
// are crawled here. In every store, from its home page (and the Pro pages, which no page of the shop
// links to), every link a page shows — header, navigation, footer, product lists, Pro pages — is asked
// of the store's host, which answers 404 for an address that is no page; each kind of page
// (first path segment) is opened once per store and its links followed in turn. In the eu store the
// cart holds a box first, so the cart and its cross-sell page (product links of the catalogue's
// recommendations) are crawled too, and every product page a link of that store names is opened and
// must show a product, not "Product not found".

/** How a visitor reaches each store on one local origin: a path prefix, else the region cookie (as the shell decides). */
const STORES: ReadonlyArray<{ region: string; prefix: string; pro: string }> = [
  ...['eu', 'gb', 'de', 'at', 'ch', 'no', 'cz', 'fr', 'it', 'es'].map((region) => ({ region, prefix: '', pro: '/pro/features/' })),
  { region: 'pl', prefix: '', pro: '/pro/funkcje/' },
  { region: 'nl', prefix: '/nl-nl', pro: '/nl-nl/pro/features/' },
  { region: 'ro', prefix: '/ro-ro', pro: '/ro-ro/pro/features/' },
  { region: 'se', prefix: '/sv-se', pro: '/sv-se/pro/features/' },
  { region: 'us', prefix: '/en-us', pro: '/en-us/pro/features/' },
];
/** Pages a crawl does not open: leaving the session or starting a design changes what the next page shows. */
const DO_NOT_OPEN = /\/(sign_out|wylogowanie|box|pudelko|editor|edytor)(\/|$)/;

async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href));
}

/** The host's answer to an address, asked once: 'store' (a page of the shell), 'landing', or the failure. */
async function answer(request: APIRequestContext, cache: Map<string, string>, url: string, cookie: string): Promise<string> {
  const key = `${cookie} ${url}`;
  const known = cache.get(key);
  if (known) return known;
  // A page the host does not answer within 30 s fails the crawl at once with its address, not at the test's end.
  const get = () => request.get(url, { headers: { cookie }, maxRedirects: 0, timeout: 30_000 });
  // A kept-alive connection the host closed as it went idle (Node's 5 s keep-alive) resets the request
  // sent on it at that moment; a browser sends such a request again, and so does the crawl, once.
  const res = await get().catch((err: unknown) => {
    if (err instanceof Error && /ECONNRESET/.test(err.message)) return get();
    throw err;
  });
  const body = await res.text();
  const verdict = res.status() !== 200 ? `HTTP ${res.status()}` : body.includes('ph-page-body') ? 'store' : body.includes('/consent.js') ? 'landing' : 'other';
  cache.set(key, verdict);
  return verdict;
}

/** Stores crawled at once: each has its own browser context; the crawl mostly waits for pages to draw. */
const AT_ONCE = 3;

test('every link the store shows, in every store, leads to a page this project serves', async ({ browser, store, request }) => {
  // The eu store's cart, cross-sell page and product pages are opened too (about a dozen pages more).
  test.setTimeout(720_000);
  const origin = new URL(store.url).origin;
  const cache = new Map<string, string>();
  const broken: string[] = [];
  let checked = 0;
  let opened = 0;

  async function crawl({ region, prefix, pro }: (typeof STORES)[number]): Promise<void> {
    const cookie = `ph_region=${region}`;
    const context = await browser.newContext();
    await context.addCookies([{ name: 'ph_region', value: region, url: store.url }]);
    const page = await context.newPage();
    const queue = [`${origin}${prefix}/`, `${origin}${pro}`];
    const seenKinds = new Set<string>();
    const productPages = new Set<string>();
    if (region === 'eu') {
      await cartWithMailerBox(page, store.url);
      queue.push(`${origin}/cart/recommended-products-and-services/s`);
    }
    while (queue.length > 0) {
      const at = queue.shift() as string;
      await page.goto(at);
      // The footer is the browser's to render, once the visitor starts using the page.
      await signOfUse(page);
      await expect(page.locator('footer')).toBeVisible();
      // The route's remote has drawn the page (its data read) when the network is quiet.
      await page.waitForLoadState('networkidle');
      opened += 1;
      for (const href of await linksOf(page)) {
        const url = new URL(href);
        if (url.protocol === 'mailto:') continue;
        checked += 1;
        if (url.origin !== origin) {
          broken.push(`${region} ${at}: ${href} leaves the store`);
          continue;
        }
        if (url.hash && url.pathname === new URL(at).pathname) {
          const id = decodeURIComponent(url.hash.slice(1));
          if ((await page.locator(`[id="${id}"]`).count()) === 0) broken.push(`${region} ${at}: ${href} points at #${id}, which the page does not have`);
          continue;
        }
        url.hash = '';
        const verdict = await answer(request, cache, url.href, cookie);
        if (verdict !== 'store' && verdict !== 'landing') broken.push(`${region} ${at}: ${url.pathname}${url.search} answers ${verdict}`);
        const kind = url.pathname.slice(prefix.length).split('/')[1] ?? '';
        if (region === 'eu' && verdict === 'store' && /^\/(products)\/[^/]+$/.test(url.pathname)) productPages.add(url.href);
        if (verdict === 'store' && !url.search && !DO_NOT_OPEN.test(url.pathname) && !seenKinds.has(kind)) {
          seenKinds.add(kind);
          queue.push(url.href);
        }
      }
    }
    for (const product of productPages) {
      await page.goto(product);
      await page.waitForLoadState('networkidle');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      if (/Product not found/.test(await heading.innerText())) broken.push(`${region}: ${new URL(product).pathname} is linked but shows "Product not found"`);
      opened += 1;
    }
    if (region === 'eu') expect(productPages.size, 'product links found in the eu store').toBeGreaterThan(3);
    await context.close();
  }

  const waiting = [...STORES];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) await crawl(next);
    }),
  );
  console.log(`store links: ${checked} links on ${opened} store pages in ${STORES.length} stores`);
  expect(broken).toEqual([]);
  expect(opened).toBeGreaterThan(STORES.length * 5);
});
