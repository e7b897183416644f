// The edge's answer to the product page's add-to-cart form (src/cart-form.js): the form's fields checked
// before anything is created (400 naming the field), another site's POST refused (403), the return address
// kept on the site, and the answer's way through the API (a fake one here; scripts/lib/cart-form.test.mjs
// runs it against the real API).
import { CART_ADD_FAILED_PARAM as CONTRACT_PARAM, CART_ITEMS_PATH as CONTRACT_PATH, HEADERS, SESSION_COOKIE as CONTRACT_COOKIE } from '../../contracts/src/http';
import {
  API_HEADERS,
  CART_ADD_FAILED_PARAM,
  CART_ITEMS_PATH,
  SESSION_COOKIE,
  backWithFailure,
  cartFormAnswer,
  crossSiteRefusal,
  parseCartForm,
  sessionToken,
} from '../src/cart-form.js';
import { cartTable } from './fixtures';

const table = cartTable;

const BACK = '/products/mailer-box?size=f52';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const good = { variant_id: '12', quantity: '30', back: BACK };

describe('the add-to-cart form’s contract', () => {
  it('is the one @ph/contracts names', () => {
    expect(CART_ITEMS_PATH).toBe(CONTRACT_PATH);
    expect(SESSION_COOKIE).toBe(CONTRACT_COOKIE);
    expect(CART_ADD_FAILED_PARAM).toBe(CONTRACT_PARAM);
    expect(API_HEADERS).toEqual({ apiToken: HEADERS.apiToken, region: HEADERS.region, idempotencyKey: HEADERS.idempotencyKey });
  });
});

describe('the form’s fields', () => {
  it('reads a product line, and leaves the page’s other fields alone', () => {
    expect(parseCartForm(form({ ...good, size: 'f52', express_delivery_option_id: '' }))).toEqual({
      form: { variantId: 12, quantity: 30, expressDeliveryOptionId: null, customSize: null, back: BACK },
    });
    expect(parseCartForm(form({ ...good, express_delivery_option_id: '4', custom_length: '300', custom_width: '200', custom_height: '90' }))).toEqual({
      form: { variantId: 12, quantity: 30, expressDeliveryOptionId: 4, customSize: { length: 300, width: 200, height: 90 }, back: BACK },
    });
  });

  it.each([
    [{ quantity: '30', back: BACK }, /"variant_id" is missing/],
    [{ ...good, variant_id: 'abc' }, /"variant_id" must be the variant id, a whole number greater than 0, not "abc"/],
    [{ ...good, variant_id: '0' }, /"variant_id" must be .* greater than 0/],
    [{ ...good, quantity: '' }, /"quantity" is missing/],
    [{ ...good, quantity: '-5' }, /"quantity" must be the number of pieces, a whole number greater than 0, not "-5"/],
    [{ ...good, quantity: '2.5' }, /"quantity" must be .* whole number/],
    [{ ...good, quantity: '1e3' }, /"quantity" must be/],
    [{ ...good, quantity: '99999999999999999999' }, /"quantity" must be/],
    [{ ...good, express_delivery_option_id: 'fast' }, /"express_delivery_option_id" must be an express delivery option id/],
    [{ ...good, custom_length: '300', custom_width: '200' }, /all of "custom_length", "custom_width" and "custom_height".*got only "custom_length", "custom_width"/],
    [{ ...good, custom_length: '300', custom_width: '200', custom_height: '0' }, /"custom_height" must be whole millimetres greater than 0/],
    [{ ...good, custom_length: '30.5', custom_width: '200', custom_height: '90' }, /"custom_length" must be whole millimetres/],
    [{ variant_id: '12', quantity: '30' }, /"back" is missing/],
    [{ ...good, back: 'https://evil.example/' }, /"back" must be a path on this site/],
    [{ ...good, back: '//evil.example/' }, /"back" must be a path on this site/],
    [{ ...good, back: '/\\evil.example' }, /"back" must be a path on this site/],
    [{ ...good, back: '/\t/evil.example' }, /"back" must be a path on this site/],
  ])('refuses %o, naming the field and what it must be', (fields, message) => {
    const parsed = parseCartForm(form(fields));
    expect(parsed).toEqual({ error: expect.stringMatching(message) });
  });

  it('refuses a field sent twice', () => {
    expect(parseCartForm('variant_id=1&variant_id=2&quantity=3&back=%2F')).toEqual({ error: '"variant_id" is sent 2 times: send it once.' });
  });
});

describe('the way back to the product page', () => {
  it('adds add_failed to the page’s query, replacing an older one', () => {
    expect(backWithFailure('/products/mailer-box?size=f52&add_failed=out_of_stock', 'unavailable')).toBe('/products/mailer-box?size=f52&add_failed=unavailable');
    expect(backWithFailure('/nl-nl/products/mailer-box', 'quantity_not_priced')).toBe('/nl-nl/products/mailer-box?add_failed=quantity_not_priced');
  });

  it('stays on the site even for a path the URL parser reads as another host', () => {
    // `/.//evil.example` passes the leading-slash check and parses to the path `//evil.example`.
    expect(backWithFailure('/.//evil.example/x', 'unavailable')).toBe('/evil.example/x?add_failed=unavailable');
  });
});

describe('another site’s POST', () => {
  const own = { host: 'localhost:3000' };
  it.each([
    [{ ...own, origin: 'http://localhost:3000' }],
    [{ host: 'shop.example', origin: 'https://shop.example', 'x-forwarded-proto': 'https' }],
    [{ host: 'shop.example:80', origin: 'http://shop.example' }],
    [{ ...own, 'sec-fetch-site': 'same-origin' }],
  ])('is not refused when the POST is the site’s own: %o', (headers) => {
    expect(crossSiteRefusal(headers)).toBeNull();
  });

  it.each([
    [{ ...own, origin: 'http://evil.example' }],
    [{ ...own, origin: 'https://localhost:3000' }],
    [{ ...own, origin: 'http://localhost:3001' }],
    [{ ...own, origin: 'null' }],
    [{ host: 'shop.example', origin: 'http://shop.example', 'x-forwarded-proto': 'https' }],
    [{ ...own }],
    [{ ...own, 'sec-fetch-site': 'same-site' }],
    [{ ...own, 'sec-fetch-site': 'cross-site' }],
    [{ host: 'evil.example/x', origin: 'http://evil.example' }],
  ])('is refused with a 403 that says why: %o', (headers) => {
    const answer = crossSiteRefusal(headers);
    expect(answer?.status).toBe(403);
    expect(answer?.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer?.body).toMatch(/only be sent from this site's own pages/);
  });
});

describe('the session cookie', () => {
  it('is read among the others', () => {
    expect(sessionToken('ph_region=pl; ph_session=abc-_1; ph_consent=1')).toBe('abc-_1');
    expect(sessionToken('ph_region=pl')).toBeNull();
    expect(sessionToken('ph_session=')).toBeNull();
  });
});

/** The API as far as the answer uses it: one visitor's orders, by token. */
function fakeApi(o: { refuseLine?: { status: number; body: unknown }; knownTokens?: string[]; down?: boolean } = {}) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const tokens = new Set(o.knownTokens ?? []);
  const orders: { id: number; state: string; currency: string; lines: unknown[]; token: string }[] = [];
  let made = 0;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    if (o.down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const headers = init?.headers as Record<string, string>;
    const path = url.pathname.replace(/^\/api\//, '') + url.search;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, headers, body });
    if (path === 'users/anonymous') {
      const token = `anon-${++made}`;
      tokens.add(token);
      return json(200, { token, user: { id: made } });
    }
    const token = headers['X-Api-Token'];
    if (!token || !tokens.has(token)) return json(401, { statusCode: 401, error: 'Unauthorized', code: 'invalid_token', message: 'Auth token is invalid or expired' });
    if (path === 'orders/mine?per_page=100') return json(200, { orders: orders.filter((x) => x.token === token).reverse(), count: 0 });
    if (path === 'v2/orders') {
      const order = { id: orders.length + 1, state: 'cart', currency: (body as { currency: string }).currency, lines: [], token };
      orders.push(order);
      return json(201, { order });
    }
    const line = /^v2\/orders\/(\d+)\/line_item$/.exec(path);
    if (line) {
      if (o.refuseLine) return json(o.refuseLine.status, o.refuseLine.body);
      const order = orders.find((x) => x.id === Number(line[1]) && x.token === token);
      if (!order) return json(404, { statusCode: 404, code: 'not_found', message: 'no' });
      order.lines.push(body);
      return json(201, { order });
    }
    return json(404, { statusCode: 404, code: 'route_not_found', message: path });
  }) as typeof fetch;
  return { fetchImpl, calls, orders };
}

describe('the answer', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, api = fakeApi()) => {
    const body = form(fields);
    const log: string[] = [];
    const answer = cartFormAnswer(
      {
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length), ...headers },
        body: [Buffer.from(body)],
        remoteAddress: '10.0.0.7',
      },
      { table, apiBase: 'http://127.0.0.1:3100/api', fetchImpl: api.fetchImpl, log: (m) => log.push(m) },
    );
    return { answer, api, log };
  };

  it('makes a visitor, opens a cart in the store’s currency, adds the line and sends the visitor to the cart', async () => {
    const { answer, api } = post({ ...good, express_delivery_option_id: '', custom_length: '300', custom_width: '200', custom_height: '90' }, { cookie: 'ph_region=pl' });
    const a = await answer;
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe('/koszyk/');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.headers['set-cookie']).toBe('ph_session=anon-1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(api.orders).toEqual([
      { id: 1, state: 'cart', currency: 'PLN', token: 'anon-1', lines: [{ variant_id: 12, quantity: 30, express_delivery_option_id: null, custom_size: { length: 300, width: 200, height: 90 } }] },
    ]);
    const add = api.calls.find((c) => c.path.endsWith('/line_item'));
    expect(add?.headers).toMatchObject({ 'X-Api-Token': 'anon-1', 'X-Region': 'pl', 'x-forwarded-for': '10.0.0.7' });
    expect(add?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds to the visitor’s open cart, with no new cookie, and marks the cookie Secure over https', async () => {
    const api = fakeApi({ knownTokens: ['mine'] });
    await post(good, { cookie: 'ph_session=mine' }, api).answer;
    const second = await post({ ...good, quantity: '60' }, { cookie: 'ph_session=mine', 'x-forwarded-for': '203.0.113.9' }, api).answer;
    expect(second.headers.location).toBe('/cart/');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(api.orders).toHaveLength(1);
    expect(api.orders[0]?.lines).toHaveLength(2);
    expect(api.calls.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9, 10.0.0.7');

    const secure = await post(good, { host: 'shop.example', origin: 'https://shop.example', 'x-forwarded-proto': 'https' }).answer;
    expect(secure.headers['set-cookie']).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('makes a new visitor once when the API no longer knows the cookie’s token', async () => {
    const { answer, api } = post(good, { cookie: 'ph_session=expired' });
    const a = await answer;
    expect(a.headers.location).toBe('/cart/');
    expect(a.headers['set-cookie']).toMatch(/^ph_session=anon-1;/);
    expect(api.orders[0]?.token).toBe('anon-1');
  });

  it('sends the visitor back with the API’s code when it refuses the line, keeping the new session', async () => {
    const api = fakeApi({ refuseLine: { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', code: 'quantity_not_priced', message: 'no' } } });
    const { answer, log } = post({ ...good, back: '/products/mailer-box?add_failed=out_of_stock' }, {}, api);
    const a = await answer;
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe('/products/mailer-box?add_failed=quantity_not_priced');
    expect(a.headers['set-cookie']).toMatch(/^ph_session=anon-1;/);
    expect(log.join('\n')).toMatch(/quantity_not_priced/);
  });

  it('sends the visitor back with add_failed=unavailable when the API is down or fails', async () => {
    const down = await post(good, {}, fakeApi({ down: true })).answer;
    expect(down.status).toBe(303);
    expect(down.headers.location).toBe('/products/mailer-box?size=f52&add_failed=unavailable');
    expect(down.headers['set-cookie']).toBeUndefined();
    const failing = await post(good, {}, fakeApi({ refuseLine: { status: 500, body: { statusCode: 500, code: 'internal_error', message: 'x' } } })).answer;
    expect(failing.headers.location).toBe('/products/mailer-box?size=f52&add_failed=unavailable');
  });

  it('refuses before calling the API: another site, not a form, too large, a wrong field', async () => {
    const api = fakeApi();
    expect((await post(good, { origin: 'http://evil.example' }, api).answer).status).toBe(403);
    expect((await post(good, { 'content-type': 'application/json' }, api).answer).status).toBe(415);
    expect((await post({ ...good, note: 'x'.repeat(9000) }, {}, api).answer).status).toBe(413);
    const bad = await post({ ...good, quantity: 'lots' }, {}, api).answer;
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/"quantity" must be/);
    expect(bad.headers['set-cookie']).toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});
