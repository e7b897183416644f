// The edge's answer to the cart page's controls (src/cart-change.js): the form's fields checked before
// anything changes (400 naming the field), another site's POST refused (403), and the way back to the cart
// page for each outcome, against a fake API that keeps one visitor's orders (scripts/lib/cart-change.test.mjs
// runs it against the real API).
import { PRINT_QUALITIES as API_PRINT_QUALITIES } from '../../api-contract/src/printQuality';
import {
  CART_CHANGE_FAILED_PARAM as CONTRACT_FAILED,
  CART_CHANGE_PARAM as CONTRACT_CHANGE,
  CART_CHANGE_PATH as CONTRACT_PATH,
  CART_CHANGED_PARAM as CONTRACT_CHANGED,
  CART_CHANGES as CONTRACT_CHANGES,
} from '../../contracts/src/http';
import {
  CART_CHANGES,
  CART_CHANGE_FAILED_PARAM,
  CART_CHANGE_PARAM,
  CART_CHANGE_PATH,
  CART_CHANGED_PARAM,
  PRINT_QUALITIES,
  backAfterChange,
  cartChangeAnswer,
  parseCartChange,
} from '../src/cart-change.js';
import type { CartTable } from '../src/cart-form.js';
import { cartTable } from './fixtures';

const table = cartTable;

const BACK = '/cart/';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the cart change form’s contract', () => {
  it('is the one @ph/contracts names, with the API’s print qualities', () => {
    expect(CART_CHANGE_PATH).toBe(CONTRACT_PATH);
    expect(CART_CHANGE_PATH).toBe('/cart/change');
    expect(CART_CHANGED_PARAM).toBe(CONTRACT_CHANGED);
    expect(CART_CHANGE_PARAM).toBe(CONTRACT_CHANGE);
    expect(CART_CHANGE_FAILED_PARAM).toBe(CONTRACT_FAILED);
    expect([CART_CHANGED_PARAM, CART_CHANGE_PARAM, CART_CHANGE_FAILED_PARAM]).toEqual(['changed', 'change', 'change_failed']);
    expect(CART_CHANGES).toEqual(CONTRACT_CHANGES);
    expect(CART_CHANGES).toEqual(['quantity', 'remove', 'coupon', 'coupon_remove', 'trees', 'express', 'expert_check', 'print_quality']);
    expect(PRINT_QUALITIES).toEqual(API_PRINT_QUALITIES);
  });
});

describe('the form’s fields', () => {
  const none = { lineId: null, quantity: null, code: null, expressDeliveryOptionId: null, expertCheck: false, printQuality: null, back: BACK };

  it('reads each change, with the fields it uses only, and leaves the page’s other fields alone', () => {
    const read = (fields: Record<string, string>) => parseCartChange(form({ order_id: '7', back: BACK, ...fields }));
    expect(read({ change: 'quantity', line_id: '3', quantity: '500', code: 'ignored', note: 'x' })).toEqual({ change: { ...none, change: 'quantity', orderId: 7, lineId: 3, quantity: 500 } });
    expect(read({ change: 'remove', line_id: '3', quantity: 'whatever the box held' })).toEqual({ change: { ...none, change: 'remove', orderId: 7, lineId: 3 } });
    expect(read({ change: 'coupon', code: '  SPRING10 ' })).toEqual({ change: { ...none, change: 'coupon', orderId: 7, code: 'SPRING10' } });
    expect(read({ change: 'coupon_remove', code: 'SPRING10' })).toEqual({ change: { ...none, change: 'coupon_remove', orderId: 7, code: 'SPRING10' } });
    expect(read({ change: 'trees', quantity: '0' })).toEqual({ change: { ...none, change: 'trees', orderId: 7, quantity: 0 } });
    expect(read({ change: 'express', line_id: '3', express_delivery_option_id: '' })).toEqual({ change: { ...none, change: 'express', orderId: 7, lineId: 3 } });
    expect(read({ change: 'express', line_id: '3', express_delivery_option_id: '4' })).toEqual({ change: { ...none, change: 'express', orderId: 7, lineId: 3, expressDeliveryOptionId: 4 } });
    expect(read({ change: 'expert_check', line_id: '3', expert_check: 'on' })).toEqual({ change: { ...none, change: 'expert_check', orderId: 7, lineId: 3, expertCheck: true } });
    expect(read({ change: 'expert_check', line_id: '3' })).toEqual({ change: { ...none, change: 'expert_check', orderId: 7, lineId: 3, expertCheck: false } });
    expect(read({ change: 'print_quality', line_id: '3', print_quality: 'hd_glossy' })).toEqual({ change: { ...none, change: 'print_quality', orderId: 7, lineId: 3, printQuality: 'hd_glossy' } });
  });

  const good = { change: 'quantity', order_id: '7', line_id: '3', quantity: '500', back: BACK };
  it.each([
    [{ order_id: '7', back: BACK }, /^"change" is missing: send one of "quantity", "remove", .*"print_quality"\.$/],
    [{ ...good, change: 'discount' }, /^"change" must be one of "quantity", .*, not "discount"\.$/],
    [{ ...good, order_id: '' }, /^"order_id" is missing: send the order id, a whole number greater than 0\.$/],
    [{ ...good, order_id: 'abc' }, /^"order_id" must be the order id, a whole number greater than 0, not "abc"\.$/],
    [{ ...good, order_id: '0' }, /^"order_id" must be the order id/],
    [{ ...good, line_id: '' }, /^"line_id" is missing: send the id of the line to change, a whole number greater than 0 \(for "quantity"\)\.$/],
    [{ change: 'remove', order_id: '7', back: BACK }, /^"line_id" is missing: .*\(for "remove"\)/],
    [{ change: 'express', order_id: '7', express_delivery_option_id: '', back: BACK }, /^"line_id" is missing: .*\(for "express"\)/],
    [{ change: 'expert_check', order_id: '7', expert_check: 'on', back: BACK }, /^"line_id" is missing: .*\(for "expert_check"\)/],
    [{ change: 'print_quality', order_id: '7', print_quality: 'hd', back: BACK }, /^"line_id" is missing: .*\(for "print_quality"\)/],
    [{ ...good, quantity: '0' }, /^"quantity" must be the number of pieces, a whole number from 1 to 1,000,000, not "0"\.$/],
    [{ ...good, quantity: '1000001' }, /^"quantity" must be the number of pieces, a whole number from 1 to 1,000,000, not "1000001"\.$/],
    [{ ...good, quantity: 'abc' }, /^"quantity" must be the number of pieces, .*, not "abc"\.$/],
    [{ ...good, quantity: '2.5' }, /^"quantity" must be the number of pieces/],
    [{ ...good, quantity: '' }, /^"quantity" is missing: send the number of pieces/],
    [{ change: 'trees', order_id: '7', quantity: '-1', back: BACK }, /^"quantity" must be the number of trees, a whole number from 0 to 1,000,000 \(0 removes them\), not "-1"\.$/],
    [{ change: 'trees', order_id: '7', quantity: '1000001', back: BACK }, /^"quantity" must be the number of trees/],
    [{ change: 'coupon', order_id: '7', code: '', back: BACK }, /^"code" is missing: send the discount code \(1 to 64 characters\)\.$/],
    [{ change: 'coupon', order_id: '7', code: '   ', back: BACK }, /^"code" is missing/],
    [{ change: 'coupon_remove', order_id: '7', back: BACK }, /^"code" is missing/],
    [{ change: 'coupon', order_id: '7', code: 'C'.repeat(65), back: BACK }, /^"code" must be a discount code of 1 to 64 characters, not one of 65\.$/],
    [{ change: 'express', order_id: '7', line_id: '3', back: BACK }, /^"express_delivery_option_id" is missing: send an express delivery option id, .* or empty for standard production\.$/],
    [{ change: 'express', order_id: '7', line_id: '3', express_delivery_option_id: 'fast', back: BACK }, /^"express_delivery_option_id" must be an express delivery option id.*, not "fast"\.$/],
    [{ change: 'print_quality', order_id: '7', line_id: '3', back: BACK }, /^"print_quality" is missing: send one of "standard", "hd", "hd_glossy"\.$/],
    [{ change: 'print_quality', order_id: '7', line_id: '3', print_quality: 'ultra', back: BACK }, /^"print_quality" must be one of "standard", "hd", "hd_glossy", not "ultra"\.$/],
    [{ change: 'remove', order_id: '7', line_id: '3' }, /^"back" is missing/],
    [{ ...good, back: '//evil.example' }, /^"back" must be a path on this site, starting with one "\/"\.$/],
    [{ ...good, back: 'https://evil.example/cart/' }, /^"back" must be a path on this site/],
    [{ ...good, back: '/\\evil.example' }, /^"back" must be a path on this site/],
  ])('refuses %o, naming the field and what it must be', (fields, message) => {
    expect(parseCartChange(form(fields))).toEqual({ error: expect.stringMatching(message) });
  });

  it('refuses a field of the form sent twice, even one the change does not use', () => {
    expect(parseCartChange('change=remove&order_id=7&line_id=3&line_id=4&back=%2Fcart%2F')).toEqual({ error: '"line_id" is sent 2 times: send it once.' });
    expect(parseCartChange('change=remove&order_id=7&line_id=3&code=A&code=B&back=%2Fcart%2F')).toEqual({ error: '"code" is sent 2 times: send it once.' });
    expect(parseCartChange('change=expert_check&order_id=7&line_id=3&expert_check=on&expert_check=on&back=%2Fcart%2F')).toEqual({ error: '"expert_check" is sent 2 times: send it once.' });
    // The page's own controls may repeat.
    expect(parseCartChange('change=remove&order_id=7&line_id=3&ui=a&ui=b&back=%2Fcart%2F')).toHaveProperty('change');
  });
});

describe('the way back to the cart page', () => {
  it('says what changed, dropping an older outcome', () => {
    expect(backAfterChange('/cart/?changed=coupon', 'quantity', null)).toBe('/cart/?changed=quantity');
    expect(backAfterChange('/cart/?x=1&change=coupon&change_failed=coupon_unknown', 'remove', null)).toBe('/cart/?x=1&changed=remove');
  });

  it('says what failed and why, dropping an older outcome', () => {
    expect(backAfterChange('/koszyk/?changed=trees', 'coupon', 'coupon_unknown')).toBe('/koszyk/?change=coupon&change_failed=coupon_unknown');
    expect(backAfterChange('/cart/?change=trees&change_failed=unavailable&x=1', 'coupon', 'session_expired')).toBe('/cart/?change=coupon&change_failed=session_expired&x=1');
  });

  it('stays on the site even for a path the URL parser reads as another host', () => {
    expect(backAfterChange('/.//evil.example/x', 'remove', null)).toBe('/evil.example/x?changed=remove');
    expect(backAfterChange('/.//evil.example/x', 'remove', 'unavailable')).toBe('/evil.example/x?change=remove&change_failed=unavailable');
  });
});

type Line = { id: number; kind: string; parent_id: number | null; quantity: number; express_delivery_option_id: number | null; print_quality?: string };
type FakeOrder = { id: number; token: string; coupon: string | null; line_items: Line[] };

/**
 * The API as far as the answer uses it: orders by token, a product line (3) with a design and one without (4).
 * `fail` answers every change with that status and body; `down` fails every fetch; `slow` never answers.
 */
function fakeApi(o: { fail?: { status: number; body: unknown }; down?: boolean; slow?: boolean } = {}) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const orders: FakeOrder[] = [
    {
      id: 7,
      token: 'mine',
      coupon: null,
      line_items: [
        { id: 3, kind: 'product', parent_id: null, quantity: 500, express_delivery_option_id: null, print_quality: 'standard' },
        { id: 4, kind: 'product', parent_id: null, quantity: 100, express_delivery_option_id: null, print_quality: 'standard' },
      ],
    },
    { id: 8, token: 'theirs', coupon: null, line_items: [{ id: 5, kind: 'product', parent_id: null, quantity: 50, express_delivery_option_id: null }] },
  ];
  let nextLine = 100;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const notFound = () => json(404, { statusCode: 404, code: 'not_found', message: 'Order not found' });
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    if (o.down) throw new TypeError('fetch failed');
    if (o.slow) {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = init?.headers as Record<string, string>;
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: path + url.search, headers, body });
    const token = headers['X-Api-Token'];
    if (token !== 'mine' && token !== 'theirs') return json(401, { statusCode: 401, code: 'invalid_token', message: 'Auth token is invalid or expired' });
    const own = (id: number) => orders.find((x) => x.id === id && x.token === token);
    if (method === 'GET' && path === 'orders/mine') return json(200, { orders: orders.filter((x) => x.token === token), count: 1 });
    if (o.fail) return json(o.fail.status, o.fail.body);
    let m: RegExpExecArray | null;
    if ((m = /^(?:v2\/)?orders\/(\d+)\/line_items\/(\d+)$/.exec(path))) {
      const order = own(Number(m[1]));
      const line = order?.line_items.find((l) => l.id === Number(m?.[2]));
      if (!order || !line) return notFound();
      if (method === 'DELETE') order.line_items = order.line_items.filter((l) => l !== line && l.parent_id !== line.id);
      else {
        const change = (body as { line_item: Partial<Line> }).line_item;
        Object.assign(line, change);
      }
      return json(200, { order });
    }
    if ((m = /^orders\/(\d+)\/(apply_coupon_code|coupon_code)$/.exec(path))) {
      const order = own(Number(m[1]));
      if (!order) return notFound();
      if (method === 'PUT') {
        const code = (body as { coupon_code: string }).coupon_code;
        if (code !== 'SPRING10') return json(422, { statusCode: 422, code: 'coupon_unknown', message: `Coupon ${code} does not exist` });
        order.coupon = code;
      } else if (url.searchParams.get('coupon_code') === order.coupon) order.coupon = null;
      return json(200, { order });
    }
    if (path === 'v1/sustainability/add_tree_line_item' || path === 'v1/sustainability/update_quantity_of_trees') {
      const { order_id, quantity } = body as { order_id: number; quantity: number };
      const order = own(order_id);
      if (!order) return notFound();
      const trees = order.line_items.find((l) => l.kind === 'tree');
      if (method === 'POST') {
        if (trees) return json(422, { statusCode: 422, code: 'trees_already_added', message: 'no' });
        order.line_items.push({ id: nextLine++, kind: 'tree', parent_id: null, quantity, express_delivery_option_id: null });
      } else {
        if (!trees) return json(422, { statusCode: 422, code: 'no_trees', message: 'no' });
        if (quantity === 0) order.line_items = order.line_items.filter((l) => l !== trees);
        else trees.quantity = quantity;
      }
      return json(method === 'POST' ? 201 : 200, { order });
    }
    if (path === 'v2/expert_checks') {
      const parent = Number(method === 'POST' ? (body as { parent_id: number }).parent_id : url.searchParams.get('parent_id'));
      const order = orders.find((x) => x.token === token && x.line_items.some((l) => l.id === parent));
      if (!order) return notFound();
      const check = order.line_items.find((l) => l.kind === 'expert_check' && l.parent_id === parent);
      if (method === 'POST') {
        if (check) return json(422, { statusCode: 422, code: 'expert_check_already_added', message: 'no' });
        order.line_items.push({ id: nextLine++, kind: 'expert_check', parent_id: parent, quantity: 1, express_delivery_option_id: null });
      } else {
        if (!check) return notFound();
        order.line_items = order.line_items.filter((l) => l !== check);
      }
      return json(method === 'POST' ? 201 : 200, { order });
    }
    return json(404, { statusCode: 404, code: 'route_not_found', message: path });
  }) as typeof fetch;
  const order = (id: number) => orders.find((x) => x.id === id);
  const changes = () => calls.filter((c) => c.method !== 'GET');
  return { fetchImpl, calls, changes, orders, order };
}

describe('the answer', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}, api = fakeApi(), timeoutMs?: number, storeTable: CartTable | null = table) => {
    const body = form(fields);
    const log: string[] = [];
    const answer = cartChangeAnswer(
      {
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
          cookie: 'ph_session=mine',
          ...headers,
        },
        body: [Buffer.from(body)],
        remoteAddress: '10.0.0.7',
      },
      { table: storeTable, apiBase: 'http://127.0.0.1:3100/api', fetchImpl: api.fetchImpl, log: (m) => log.push(m), ...(timeoutMs ? { timeoutMs } : {}) },
    );
    return { answer, api, log };
  };
  const line = (api: ReturnType<typeof fakeApi>, id: number) => api.order(7)?.line_items.find((l) => l.id === id);

  it('changes a line’s quantity as the visitor and goes back to the cart page with changed=quantity', async () => {
    const { answer, api } = post({ change: 'quantity', order_id: '7', line_id: '3', quantity: '1000', back: '/koszyk/?change=quantity&change_failed=invalid_quantity' }, { cookie: 'ph_region=pl; ph_session=mine' });
    const a = await answer;
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe('/koszyk/?changed=quantity');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.headers['set-cookie']).toBeUndefined();
    expect(line(api, 3)?.quantity).toBe(1000);
    // As the visitor, from the store of the page, with the visitor's address.
    expect(api.changes()[0]?.headers).toMatchObject({ 'X-Api-Token': 'mine', 'X-Region': 'pl', 'accept-language': 'pl', 'x-forwarded-for': '10.0.0.7' });
  });

  it('removes a line', async () => {
    const { answer, api } = post({ change: 'remove', order_id: '7', line_id: '4', back: BACK });
    expect((await answer).headers.location).toBe('/cart/?changed=remove');
    expect(line(api, 4)).toBeUndefined();
    expect(line(api, 3)).toBeDefined();
  });

  it('applies and removes a coupon', async () => {
    const api = fakeApi();
    expect((await post({ change: 'coupon', order_id: '7', code: ' SPRING10 ', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=coupon');
    expect(api.order(7)?.coupon).toBe('SPRING10');
    expect((await post({ change: 'coupon_remove', order_id: '7', code: 'SPRING10', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=coupon_remove');
    expect(api.order(7)?.coupon).toBeNull();
  });

  it('chooses a line’s express production and its print quality', async () => {
    const api = fakeApi();
    expect((await post({ change: 'express', order_id: '7', line_id: '3', express_delivery_option_id: '2', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=express');
    expect(line(api, 3)?.express_delivery_option_id).toBe(2);
    expect((await post({ change: 'express', order_id: '7', line_id: '3', express_delivery_option_id: '', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=express');
    expect(line(api, 3)?.express_delivery_option_id).toBeNull();
    expect((await post({ change: 'print_quality', order_id: '7', line_id: '3', print_quality: 'hd', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=print_quality');
    expect(line(api, 3)?.print_quality).toBe('hd');
  });

  it('adds trees to an order without them, sets them on one with them, and 0 removes them', async () => {
    const api = fakeApi();
    const trees = () => api.order(7)?.line_items.filter((l) => l.kind === 'tree').map((l) => l.quantity);
    expect((await post({ change: 'trees', order_id: '7', quantity: '5', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=trees');
    expect(trees()).toEqual([5]);
    expect((await post({ change: 'trees', order_id: '7', quantity: '12', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=trees');
    expect(trees()).toEqual([12]);
    expect((await post({ change: 'trees', order_id: '7', quantity: '0', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=trees');
    expect(trees()).toEqual([]);
    // 0 with no tree line changes nothing, and is no failure.
    const before = api.changes().length;
    expect((await post({ change: 'trees', order_id: '7', quantity: '0', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=trees');
    expect(api.changes()).toHaveLength(before);
  });

  it('adds and removes a line’s expert check only when the checkbox differs from the order', async () => {
    const api = fakeApi();
    const checks = () => api.order(7)?.line_items.filter((l) => l.kind === 'expert_check').map((l) => l.parent_id);
    expect((await post({ change: 'expert_check', order_id: '7', line_id: '3', expert_check: 'on', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=expert_check');
    expect(checks()).toEqual([3]);
    // The same form again (the box still ticked): no call that changes anything.
    const before = api.changes().length;
    expect((await post({ change: 'expert_check', order_id: '7', line_id: '3', expert_check: 'on', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=expert_check');
    expect(api.changes()).toHaveLength(before);
    expect(checks()).toEqual([3]);
    // Unticked: removed; unticked again on a line without one: nothing is asked of the API.
    expect((await post({ change: 'expert_check', order_id: '7', line_id: '3', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=expert_check');
    expect(checks()).toEqual([]);
    const after = api.changes().length;
    expect((await post({ change: 'expert_check', order_id: '7', line_id: '4', back: BACK }, {}, api).answer).headers.location).toBe('/cart/?changed=expert_check');
    expect(api.changes()).toHaveLength(after);
  });

  it('sends the visitor back with the API’s code when it refuses, changing nothing', async () => {
    const { answer, api, log } = post({ change: 'coupon', order_id: '7', code: 'NOPE', back: '/cart/?changed=trees' });
    const a = await answer;
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe('/cart/?change=coupon&change_failed=coupon_unknown');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(api.order(7)?.coupon).toBeNull();
    expect(log.join('\n')).toMatch(/coupon_unknown/);
  });

  it('refuses another visitor’s order with the API’s code, changing nothing of it', async () => {
    const api = fakeApi();
    const quantity = await post({ change: 'quantity', order_id: '8', line_id: '5', quantity: '900', back: BACK }, {}, api).answer;
    expect(quantity.headers.location).toBe('/cart/?change=quantity&change_failed=not_found');
    const trees = await post({ change: 'trees', order_id: '8', quantity: '5', back: BACK }, {}, api).answer;
    expect(trees.headers.location).toBe('/cart/?change=trees&change_failed=not_found');
    const check = await post({ change: 'expert_check', order_id: '8', line_id: '5', expert_check: 'on', back: BACK }, {}, api).answer;
    expect(check.headers.location).toBe('/cart/?change=expert_check&change_failed=not_found');
    // A line of another order than the form's: the expert check is not the API's to find there.
    const elsewhere = await post({ change: 'expert_check', order_id: '7', line_id: '5', expert_check: 'on', back: BACK }, {}, api).answer;
    expect(elsewhere.headers.location).toBe('/cart/?change=expert_check&change_failed=not_found');
    expect(api.order(8)?.line_items).toEqual([{ id: 5, kind: 'product', parent_id: null, quantity: 50, express_delivery_option_id: null }]);
  });

  it('sends the visitor back with change_failed=unavailable when the API fails, is down, too slow, or refuses without a code', async () => {
    const fields = { change: 'quantity', order_id: '7', line_id: '3', quantity: '900', back: BACK };
    const expected = '/cart/?change=quantity&change_failed=unavailable';
    const failing = fakeApi({ fail: { status: 500, body: { statusCode: 500, code: 'internal_error', message: 'x' } } });
    expect((await post(fields, {}, failing).answer).headers.location).toBe(expected);
    expect((await post(fields, {}, fakeApi({ fail: { status: 502, body: null } })).answer).headers.location).toBe(expected);
    expect((await post(fields, {}, fakeApi({ fail: { status: 400, body: { message: 'no code' } } })).answer).headers.location).toBe(expected);
    expect((await post(fields, {}, fakeApi({ down: true })).answer).headers.location).toBe(expected);
    const slow = post(fields, {}, fakeApi({ slow: true }), 50);
    const a = await slow.answer;
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe(expected);
    expect(slow.log.join('\n')).toMatch(/did not answer in time/);
    expect(line(failing, 3)?.quantity).toBe(500);
  });

  it('sends a visitor without a session, or with one the API no longer knows, back with change_failed=session_expired', async () => {
    const api = fakeApi();
    const none = await post({ change: 'remove', order_id: '7', line_id: '3', back: BACK }, { cookie: 'ph_region=eu' }, api).answer;
    expect(none.status).toBe(303);
    expect(none.headers.location).toBe('/cart/?change=remove&change_failed=session_expired');
    expect(none.headers['set-cookie']).toBeUndefined();
    // No anonymous visitor is made: nothing is asked of the API at all.
    expect(api.calls).toEqual([]);
    const expired = await post({ change: 'remove', order_id: '7', line_id: '3', back: '/cart/?changed=remove' }, { cookie: 'ph_session=expired' }, api).answer;
    expect(expired.headers.location).toBe('/cart/?change=remove&change_failed=session_expired');
    expect(expired.headers['set-cookie']).toBeUndefined();
    const trees = await post({ change: 'trees', order_id: '7', quantity: '3', back: BACK }, { cookie: 'ph_session=expired' }, api).answer;
    expect(trees.headers.location).toBe('/cart/?change=trees&change_failed=session_expired');
    expect(line(api, 3)).toBeDefined();
    expect(api.calls.some((c) => c.path.startsWith('users/'))).toBe(false);
  });

  it('keeps the way back on the site', async () => {
    const a = await post({ change: 'remove', order_id: '7', line_id: '4', back: '/.//evil.example/cart' }).answer;
    expect(a.headers.location).toBe('/evil.example/cart?changed=remove');
  });

  it('goes back with unavailable, never a 500, when something nobody foresaw fails after the form was read', async () => {
    const log: string[] = [];
    const body = form({ change: 'remove', order_id: '7', line_id: '4', back: BACK });
    const a = await cartChangeAnswer(
      { headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded', cookie: 'ph_session=mine' }, body: [Buffer.from(body)] },
      // A table that is not one: the store cannot be looked up in it.
      { table: { fallback: 'eu', cookie: 'ph_region', stores: null } as unknown as CartTable, apiBase: 'http://127.0.0.1:3100/api', fetchImpl: fakeApi().fetchImpl, log: (m) => log.push(m) },
    );
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe('/cart/?change=remove&change_failed=unavailable');
    expect(log.join('\n')).toMatch(/failed: /);
    // The shell's store table not built: back too, and logged.
    const unbuilt = post({ change: 'remove', order_id: '7', line_id: '4', back: BACK }, {}, fakeApi(), undefined, null);
    expect((await unbuilt.answer).headers.location).toBe('/cart/?change=remove&change_failed=unavailable');
    expect(unbuilt.log.join('\n')).toMatch(/store table is not built/);
  });

  it('refuses before calling the API: another site, not a form, too large, each wrong field', async () => {
    const api = fakeApi();
    const good = { change: 'quantity', order_id: '7', line_id: '3', quantity: '900', back: BACK };
    const cross = await post(good, { origin: 'http://evil.example' }, api).answer;
    expect(cross.status).toBe(403);
    expect(cross.body).toMatch(/only be sent from this site's own pages/);
    expect((await post(good, { origin: '', 'sec-fetch-site': 'cross-site' }, api).answer).status).toBe(403);
    expect((await post(good, { 'content-type': 'application/json' }, api).answer).status).toBe(415);
    expect((await post({ ...good, note: 'x'.repeat(9000) }, {}, api).answer).status).toBe(413);
    for (const [fields, message] of [
      [{ order_id: '7', back: BACK }, /"change" is missing/],
      [{ ...good, change: 'discount' }, /"change" must be one of/],
      [{ ...good, order_id: 'x' }, /"order_id" must be/],
      [{ ...good, line_id: '' }, /"line_id" is missing/],
      [{ ...good, quantity: '0' }, /"quantity" must be/],
      [{ ...good, quantity: '1000001' }, /"quantity" must be/],
      [{ ...good, quantity: 'abc' }, /"quantity" must be/],
      [{ change: 'trees', order_id: '7', quantity: '-1', back: BACK }, /"quantity" must be the number of trees/],
      [{ change: 'coupon', order_id: '7', code: '', back: BACK }, /"code" is missing/],
      [{ change: 'coupon', order_id: '7', code: 'C'.repeat(65), back: BACK }, /"code" must be/],
      [{ ...good, back: '//evil.example' }, /"back" must be a path on this site/],
    ] as const) {
      const bad = await post(fields, {}, api).answer;
      expect(bad.status).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^text\/plain/);
      expect(bad.headers['cache-control']).toBe('no-store');
      expect(bad.body).toMatch(message);
    }
    const doubled = await cartChangeAnswer(
      {
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded', cookie: 'ph_session=mine' },
        body: ['change=remove&order_id=7&order_id=8&line_id=3&back=%2Fcart%2F'],
      },
      { table, apiBase: 'http://127.0.0.1:3100/api', fetchImpl: api.fetchImpl, log: () => {} },
    );
    expect(doubled.status).toBe(400);
    expect(doubled.body).toBe('"order_id" is sent 2 times: send it once.\n');
    expect(api.calls).toEqual([]);
    expect(line(api, 3)?.quantity).toBe(500);
  });
});
