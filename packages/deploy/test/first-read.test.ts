// The route's first data read that the host serving the shell's page makes and inlines
// (src/first-read.js): which store and language a request is for, which read its route makes, the read
// itself (the catalogue's own calls, nothing when the API is slow or failing) and a block that cannot
// break out of its script element.
import {
  firstPicture,
  firstReadCache,
  firstReadKey,
  firstReadOf,
  firstReadTags,
  FIRST_READ_ID,
  minimalPricesPath,
  pageStore,
  pimProductPath,
  preloadsPicture,
  CARD_EXPANSIONS,
  PRODUCT_PAGE_EXPANSIONS,
  readFirst,
} from '../src/first-read.js';
// The catalogue's own client, to hold the host's reads to the very URLs the catalogue requests.
import { createApiClient } from '../../api-client/src/client';
import { galleryPictures } from '../../catalogue-logic/src/gallery';
import {
  fetchMinimalPrices,
  fetchProductBySku,
  PRODUCT_CARD_EXPANSIONS as CLIENT_CARD_EXPANSIONS,
  PRODUCT_PAGE_EXPANSIONS as CLIENT_EXPANSIONS,
} from '../../api-client/src/catalogue';

const routes = (products: string, category: string) => ({ root: '/', productSelect: products, category, productPage: `${products}/:productType` });
const stores = {
  fallback: 'eu',
  cookie: 'ph_region',
  stores: [
    { region: 'eu', prefix: '', host: 'packhelp.com', apiRegion: 'eu', lang: 'en', routes: routes('/products', '/packaging/:category') },
    { region: 'pl', prefix: '', host: 'packhelp.pl', apiRegion: 'pl', lang: 'pl', routes: routes('/produkty', '/opakowania/:category') },
    { region: 'de', prefix: '', host: 'packhelp.de', apiRegion: 'de', lang: 'de', routes: routes('/products', '/packaging/:category') },
    { region: 'at', prefix: '', host: 'packhelp.at', apiRegion: 'de', lang: 'de', routes: routes('/products', '/packaging/:category') },
    { region: 'nl', prefix: '/nl-nl', host: 'packhelp.com', apiRegion: 'nl', lang: 'nl', routes: routes('/products', '/packaging/:category') },
  ],
};
const req = (pathname: string, o: { hostname?: string; search?: string; cookie?: string } = {}) => ({
  pathname,
  hostname: o.hostname ?? 'localhost',
  search: o.search ?? '',
  cookie: o.cookie,
});

describe('the store and language of a page request', () => {
  it('follows the shell: path prefix, then host, then the region cookie, then the fallback store', () => {
    expect(pageStore(req('/nl-nl/products/mailer-box', { hostname: 'packhelp.com' }), stores)).toMatchObject({ store: { region: 'nl' }, lang: 'nl' });
    expect(pageStore(req('/produkty', { hostname: 'www.packhelp.pl' }), stores)).toMatchObject({ store: { region: 'pl' }, lang: 'pl' });
    expect(pageStore(req('/', { cookie: 'a=1; ph_region=DE' }), stores)).toMatchObject({ store: { region: 'de' }, lang: 'de' });
    expect(pageStore(req('/'), stores)).toMatchObject({ store: { region: 'eu', apiRegion: 'eu' }, lang: 'en' });
    // Austria is priced by the German API region.
    expect(pageStore(req('/', { hostname: 'packhelp.at' }), stores)).toMatchObject({ store: { region: 'at', apiRegion: 'de' } });
  });

  it('takes the language of ?locale=, and guesses nothing for a cookie naming no store as written', () => {
    expect(pageStore(req('/', { search: '?locale=pl-PL' }), stores)).toMatchObject({ store: { region: 'eu' }, lang: 'pl' });
    expect(pageStore(req('/', { search: '?locale=x<y' }), stores)).toBeNull();
    expect(pageStore(req('/', { cookie: 'ph_region=UK' }), stores)).toBeNull();
  });
});

describe('the first read of a route', () => {
  const eu = stores.stores[0]!;
  const pl = stores.stores[1]!;
  const nl = stores.stores[4]!;

  it('reads the product on a product page and the product cards on home, product select and category pages', () => {
    expect(firstReadOf('/products/mailer-box', eu)).toEqual({ read: 'product', sku: 'mailer-box' });
    expect(firstReadOf('/produkty/mailer-box/', pl)).toEqual({ read: 'product', sku: 'mailer-box' });
    expect(firstReadOf('/nl-nl/products/mailer-box', nl)).toEqual({ read: 'product', sku: 'mailer-box' });
    expect(firstReadOf('/', eu)).toEqual({ read: 'cards' });
    expect(firstReadOf('/nl-nl', nl)).toEqual({ read: 'cards' });
    expect(firstReadOf('/products', eu)).toEqual({ read: 'cards' });
    expect(firstReadOf('/packaging/luxury-packaging', eu)).toEqual({ read: 'cards' });
  });

  it('names the picture to preload on the product page and the home page, not on a category page (its filter picks the first card)', () => {
    expect(preloadsPicture('/products/mailer-box', eu)).toBe(true);
    expect(preloadsPicture('/', eu)).toBe(true);
    expect(preloadsPicture('/products', eu)).toBe(true);
    expect(preloadsPicture('/packaging/luxury-packaging', eu)).toBe(false);
    // A configured product page may show another picture (the configurator's choices in the query).
    expect(preloadsPicture('/products/mailer-box', eu, '?quantity=500&locale=de-DE')).toBe(true);
    expect(preloadsPicture('/products/mailer-box', eu, '?material=cardboard-white-one-side')).toBe(false);
    expect(preloadsPicture('/products/mailer-box', eu, '?picture=2')).toBe(false);
  });

  it('reads nothing for other routes, a path outside the store, or a sku that is not a path segment', () => {
    expect(firstReadOf('/cart/', eu)).toBeNull();
    expect(firstReadOf('/products/mailer-box/configurator', eu)).toBeNull();
    expect(firstReadOf('/products/mailer-box', nl)).toBeNull();
    expect(firstReadOf('/products/%E0%A4%A', eu)).toBeNull();
  });
});

/** A fake API: answers by path and query as the real one would, and records what it was asked. */
function fakeApi(answers: Record<string, { status: number; body?: unknown } | 'hang'>) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push({ url: `${url.pathname}${url.search}`, headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers[`${url.pathname}${url.search}`];
    if (answer === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const product = (sku: string, title = sku) => ({ id: 1, sku, title, images: [{ url: `/api/v1/pictures/${sku}.svg`, alt: title }] });
const minimal = (...skus: string[]) => ({ data: skus.map((sku) => ({ product_sku: sku, variant_sku: `${sku}-v1`, piece_net: 1, piece_gross: 1.2 })) });
const base = { apiBase: 'http://api.test/api/', storeRegion: 'de', apiRegion: 'de', lang: 'de', catalogueToken: 'public-token' };

describe('the read itself', () => {
  it('makes the product page’s two reads as the catalogue makes them, with the public catalogue token', async () => {
    const api = fakeApi({
      [`/api/${minimalPricesPath('de', 'mailer-box')}`]: { status: 200, body: minimal('mailer-box') },
      [`/api/${pimProductPath('de', 'de', 'mailer-box-v1', PRODUCT_PAGE_EXPANSIONS)}`]: { status: 200, body: { data: product('mailer-box') } },
    });
    const data = await readFirst({ ...base, read: { read: 'product', sku: 'mailer-box' }, fetchImpl: api.fetchImpl });
    expect(data).toEqual(product('mailer-box'));
    expect(api.asked[1]?.headers).toMatchObject({ Authorization: 'Bearer public-token', 'X-Region': 'de' });
    expect(firstPicture({ read: 'product', sku: 'mailer-box' }, data)).toBe('/api/v1/pictures/mailer-box.svg');
  });

  it('preloads the picture the product page’s gallery shows first: its first variant’s, else the product’s', () => {
    const own = { url: '/api/v1/pictures/mailer-box.svg', alt: 'card' };
    const closed = { url: '/api/v1/pictures/mailer-box-v1-closed.svg', alt: 'closed' };
    const withViews = { ...product('mailer-box'), images: [own], variants: [{ sku: 'mailer-box-v1', images: [closed] }] };
    const withoutViews = { ...product('mailer-box'), images: [own], variants: [{ sku: 'mailer-box-v1', images: [] }] };
    for (const data of [withViews, withoutViews]) {
      const shown = galleryPictures(data, data.variants[0])[0];
      expect(firstPicture({ read: 'product', sku: 'mailer-box' }, data)).toBe(shown?.url);
    }
    expect(firstPicture({ read: 'product', sku: 'mailer-box' }, withViews)).toBe(closed.url);
  });

  it('asks for exactly the URLs the catalogue’s client asks for', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      region: 'de',
      fetch: (async (input: RequestInfo | URL) => {
        seen.push(String(input));
        const url = new URL(String(input));
        const body = url.pathname.endsWith('minimal') ? minimal('mailer-box') : { data: product('mailer-box') };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    await fetchMinimalPrices(client, { region: 'de', product: 'mailer-box' });
    await fetchProductBySku(client, { region: 'de', lang: 'de', catalogueToken: 't' }, 'mailer-box-v1', { expand: CLIENT_EXPANSIONS });
    await fetchMinimalPrices(client, { region: 'de' });
    await fetchProductBySku(client, { region: 'de', lang: 'de', catalogueToken: 't' }, 'mailer-box-v1', { expand: CLIENT_CARD_EXPANSIONS });
    expect(PRODUCT_PAGE_EXPANSIONS).toEqual([...CLIENT_EXPANSIONS]);
    expect(CARD_EXPANSIONS).toEqual([...CLIENT_CARD_EXPANSIONS]);
    expect(seen).toEqual([
      `http://api.test/api/${minimalPricesPath('de', 'mailer-box')}`,
      `http://api.test/api/${pimProductPath('de', 'de', 'mailer-box-v1', PRODUCT_PAGE_EXPANSIONS)}`,
      `http://api.test/api/${minimalPricesPath('de')}`,
      `http://api.test/api/${pimProductPath('de', 'de', 'mailer-box-v1', CARD_EXPANSIONS)}`,
    ]);
  });

  it('reads the cards in the API’s order and leaves out a product withdrawn between the two reads', async () => {
    const api = fakeApi({
      [`/api/${minimalPricesPath('de')}`]: { status: 200, body: minimal('mailer-box', 'gone', 'shipping-box') },
      [`/api/${pimProductPath('de', 'de', 'mailer-box-v1', CARD_EXPANSIONS)}`]: { status: 200, body: { data: product('mailer-box') } },
      [`/api/${pimProductPath('de', 'de', 'shipping-box-v1', CARD_EXPANSIONS)}`]: { status: 200, body: { data: product('shipping-box') } },
    });
    const data = (await readFirst({ ...base, read: { read: 'cards' }, fetchImpl: api.fetchImpl })) as { product: { sku: string } }[];
    expect(data.map((c) => c.product.sku)).toEqual(['mailer-box', 'shipping-box']);
    expect(firstPicture({ read: 'cards' }, data)).toBe('/api/v1/pictures/mailer-box.svg');
  });

  it('gives nothing (the page is served without the block) for an unknown product, a failing API or one slower than the limit', async () => {
    const unknown = fakeApi({ [`/api/${minimalPricesPath('de', 'nope')}`]: { status: 200, body: minimal('mailer-box') } });
    expect(await readFirst({ ...base, read: { read: 'product', sku: 'nope' }, fetchImpl: unknown.fetchImpl })).toBeNull();
    const failing = fakeApi({ [`/api/${minimalPricesPath('de')}`]: { status: 503 } });
    expect(await readFirst({ ...base, read: { read: 'cards' }, fetchImpl: failing.fetchImpl })).toBeNull();
    const slow = fakeApi({ [`/api/${minimalPricesPath('de', 'mailer-box')}`]: 'hang' });
    const started = Date.now();
    expect(await readFirst({ ...base, read: { read: 'product', sku: 'mailer-box' }, timeoutMs: 50, fetchImpl: slow.fetchImpl })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the cache of first reads', () => {
  it('shares one read among pages served at once and for ttlMs after, reads again after that, and never keeps a failed read', async () => {
    let clock = 0;
    const cache = firstReadCache({ ttlMs: 10_000, now: () => clock });
    let reads = 0;
    let answer: unknown = { sku: 'mailer-box' };
    const read = () => {
      reads++;
      return new Promise<unknown>((resolve) => setTimeout(() => resolve(answer), 5));
    };
    const key = firstReadKey({ storeRegion: 'de', apiRegion: 'de', lang: 'de', read: { read: 'product', sku: 'mailer-box' } });
    const burst = await Promise.all([cache.get(key, read), cache.get(key, read), cache.get(key, read)]);
    expect(burst).toEqual([answer, answer, answer]);
    expect(reads).toBe(1);
    clock = 9_999;
    await cache.get(key, read);
    expect(reads).toBe(1);
    // Another language or product is another read.
    await cache.get(firstReadKey({ storeRegion: 'de', apiRegion: 'de', lang: 'en', read: { read: 'product', sku: 'mailer-box' } }), read);
    await cache.get(firstReadKey({ storeRegion: 'de', apiRegion: 'de', lang: 'de', read: { read: 'product', sku: 'shipping-box' } }), read);
    expect(reads).toBe(3);
    clock = 10_000;
    answer = { sku: 'mailer-box', changed: true };
    expect(await cache.get(key, read)).toEqual({ sku: 'mailer-box', changed: true });
    expect(reads).toBe(4);
    // The API failed (null): the next page asks again instead of being served without data for ttlMs.
    const failing = firstReadKey({ storeRegion: 'de', apiRegion: 'de', lang: 'de', read: { read: 'cards' } });
    answer = null;
    expect(await cache.get(failing, read)).toBeNull();
    answer = [{ product: { sku: 'mailer-box' } }];
    expect(await cache.get(failing, read)).toEqual(answer);
    expect(reads).toBe(6);
  });

  it('holds at most max entries, dropping the oldest', async () => {
    const cache = firstReadCache({ max: 2 });
    let reads = 0;
    const read = async () => ++reads;
    await cache.get('a', read);
    await cache.get('b', read);
    await cache.get('c', read);
    expect(await cache.get('b', read)).toBe(2);
    expect(await cache.get('a', read)).toBe(4);
  });
});

describe('the tags', () => {
  it('inline the read so that no text of the API can end the script element, and preload the picture', () => {
    const hostile = { ...product('mailer-box', '</script><script>alert(1)</script><!--'), images: [{ url: '/p.svg?a=1&b="2"' }] };
    const tags = firstReadTags({ apiRegion: 'de', lang: 'de', read: { read: 'product', sku: 'mailer-box' }, data: hostile, picture: '/p.svg?a=1&b="2"' });
    const block = new RegExp(`<script type="application/json" id="${FIRST_READ_ID}">([^<]*)</script>`).exec(tags);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual({ v: 1, region: 'de', lang: 'de', read: 'product', sku: 'mailer-box', data: hostile });
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags).toContain('<link rel="preload" as="image" href="/p.svg?a=1&amp;b=&quot;2&quot;" fetchpriority="high">');
  });

  it('preload no picture when the read names none', () => {
    expect(firstReadTags({ apiRegion: 'de', lang: 'de', read: { read: 'cards' }, data: [], picture: null })).not.toContain('<link');
  });
});
