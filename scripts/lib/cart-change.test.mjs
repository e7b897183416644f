// The edge's answer to the cart page's controls (packages/deploy/src/cart-change.js, wired in
// static-host.mjs) against the real API: `node --test scripts/lib/*.test.mjs` (`pnpm run test:scripts`).
// It needs the API's and the shell's builds (stores.json): stale or missing ones are built first
// (scripts/ensure-build.mjs, as the budgets and e2e steps of `pnpm test` do). The API runs on an in-memory
// database (embedded PGlite), the store and the API on free ports of their own. The visitors and their
// carts are made as a shopper makes them: by the product page's add-to-cart form (cart-form.js).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startEdgeStore } from './edge-store.testing.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {Awaited<ReturnType<typeof startEdgeStore>> | null} */
let edge = null;
/** A variant of the mailer box, its smallest quantity and another quantity the API takes for it. */
let variant = /** @type {{ id: number, minQuantity: number, otherQuantity: number }} */ ({ id: 0, minQuantity: 0, otherQuantity: 0 });

before(async () => {
  edge = await startEdgeStore(repo);
  const product = edge.mailerBox;
  const v = (product?.variants ?? []).find((/** @type {any} */ x) => typeof x.id === 'number' && typeof x.minQuantity === 'number');
  assert.ok(v, 'the seeded mailer box has a priced variant');
  // The next price tier's start: a quantity the product offers, other than the smallest.
  const tiers = (v.volumePricings ?? []).filter((/** @type {any} */ p) => p.currency === 'EUR').map((/** @type {any} */ p) => p.rangeStart);
  const otherQuantity = tiers.filter((/** @type {number} */ q) => q > v.minQuantity).sort((/** @type {number} */ a, /** @type {number} */ b) => a - b)[0] ?? v.minQuantity * 2;
  variant = { id: v.id, minQuantity: v.minQuantity, otherQuantity };
}, { timeout: 600_000 });

after(async () => {
  await edge?.close();
});

/** @param {import('./edge-store.testing.mjs').StoreRequest} o */
const request = (o) => /** @type {NonNullable<typeof edge>} */ (edge).request(o);

/** @param {string} action @param {Record<string, string | number>} fields @param {Record<string, string>} [headers] */
const postForm = (action, fields, headers = {}) => /** @type {NonNullable<typeof edge>} */ (edge).postForm(action, fields, headers);

/**
 * @typedef {{ id: number, currency: string, state: string, lock_version: number, promo_code: string | null, total: number,
 *   line_items: { id: number, variant_id: number | null, quantity: number, kind: string, parent_id: number | null }[] }} ApiOrder
 */

/** The visitor's EUR cart, read through the store's /api with the token. @param {string} token @returns {Promise<ApiOrder>} */
async function cartOf(token) {
  const res = await request({ path: '/api/orders/mine?per_page=100', headers: { 'x-api-token': token, 'x-region': 'eu', accept: 'application/json' } });
  assert.equal(res.status, 200, res.body);
  const orders = /** @type {ApiOrder[]} */ (JSON.parse(res.body).orders).filter((o) => o.state !== 'complete' && o.state !== 'canceled' && o.currency === 'EUR');
  assert.equal(orders.length, 1);
  const [order] = orders;
  assert.ok(order);
  return order;
}

/** What a change would alter of an order. @param {ApiOrder} order */
const stateOf = (order) => ({ lock_version: order.lock_version, promo_code: order.promo_code, total: order.total, line_items: order.line_items });

/** A new visitor with a cart of one mailer-box line, made by the add-to-cart form. */
async function visitorWithLine() {
  const res = await postForm('/cart/items', { variant_id: variant.id, quantity: variant.minQuantity, back: '/products/mailer-box' });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/');
  const token = /^ph_session=([^;]+);/.exec([res.headers['set-cookie'] ?? []].flat()[0] ?? '')?.[1];
  assert.ok(token);
  const order = await cartOf(token);
  const line = order.line_items.find((l) => l.kind === 'product');
  assert.ok(line);
  return { token, orderId: order.id, lineId: line.id };
}

/** @type {{ token: string, orderId: number, lineId: number }} */
let me;
/** Sends a cart change as the visitor `me`. @param {Record<string, string | number>} fields @param {Record<string, string>} [headers] */
const change = (fields, headers = {}) => postForm('/cart/change', { order_id: me.orderId, back: '/cart/', ...fields }, { cookie: `ph_region=eu; ph_session=${me.token}`, ...headers });

test('a quantity change goes back to the cart page with changed=quantity, and the line has the new quantity', async () => {
  me = await visitorWithLine();
  const res = await change({ change: 'quantity', line_id: me.lineId, quantity: variant.otherQuantity, back: '/cart/?change=quantity&change_failed=old' });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/?changed=quantity');
  assert.equal(res.headers['cache-control'], 'no-store');
  const line = (await cartOf(me.token)).line_items.find((l) => l.id === me.lineId);
  assert.equal(line?.quantity, variant.otherQuantity);
});

test('an unknown coupon goes back with the API’s code, and the order is unchanged', async () => {
  const before = stateOf(await cartOf(me.token));
  const res = await change({ change: 'coupon', code: 'NO-SUCH-CODE-42' });
  assert.equal(res.status, 303, res.body);
  const location = new URL(String(res.headers.location), 'http://same.invalid');
  assert.equal(location.pathname, '/cart/');
  assert.equal(location.searchParams.get('change'), 'coupon');
  assert.equal(location.searchParams.get('change_failed'), 'coupon_unknown');
  assert.deepEqual(stateOf(await cartOf(me.token)), before);
});

test('trees are added, then 0 removes them', async () => {
  const trees = async () => (await cartOf(me.token)).line_items.filter((l) => l.kind === 'tree').map((l) => l.quantity);
  const added = await change({ change: 'trees', quantity: 3 });
  assert.equal(added.status, 303, added.body);
  assert.equal(added.headers.location, '/cart/?changed=trees');
  assert.deepEqual(await trees(), [3]);
  const set = await change({ change: 'trees', quantity: 5 });
  assert.equal(set.headers.location, '/cart/?changed=trees');
  assert.deepEqual(await trees(), [5]);
  const removed = await change({ change: 'trees', quantity: 0 });
  assert.equal(removed.headers.location, '/cart/?changed=trees');
  assert.deepEqual(await trees(), []);
});

test('the expert check: a line without a design is refused with the API’s code, and the box left unticked changes nothing', async () => {
  const before = stateOf(await cartOf(me.token));
  const ticked = await change({ change: 'expert_check', line_id: me.lineId, expert_check: 'on' });
  assert.equal(ticked.status, 303, ticked.body);
  assert.equal(ticked.headers.location, '/cart/?change=expert_check&change_failed=expert_check_needs_design');
  const unticked = await change({ change: 'expert_check', line_id: me.lineId });
  assert.equal(unticked.headers.location, '/cart/?changed=expert_check');
  assert.deepEqual(stateOf(await cartOf(me.token)), before);
});

test('a POST from another site is refused with a 403 and changes nothing', async () => {
  const before = stateOf(await cartOf(me.token));
  const fields = { change: 'remove', line_id: me.lineId };
  const cross = await change(fields, { origin: 'http://evil.example' });
  assert.equal(cross.status, 403);
  assert.match(String(cross.headers['content-type']), /^text\/plain/);
  assert.match(cross.body, /only be sent from this site's own pages/);
  const noOrigin = await change(fields, { origin: '', 'sec-fetch-site': 'cross-site' });
  assert.equal(noOrigin.status, 403);
  assert.deepEqual(stateOf(await cartOf(me.token)), before);
});

test('a wrong field is a 400 that names it, and changes nothing', async () => {
  const before = stateOf(await cartOf(me.token));
  const res = await change({ change: 'quantity', line_id: me.lineId, quantity: 0 });
  assert.equal(res.status, 400);
  assert.match(res.body, /"quantity" must be the number of pieces, a whole number from 1 to 1,000,000/);
  assert.deepEqual(stateOf(await cartOf(me.token)), before);
});

test('someone else’s order is refused, and that order is unchanged', async () => {
  const other = await visitorWithLine();
  const theirs = stateOf(await cartOf(other.token));
  for (const fields of /** @type {Record<string, string | number>[]} */ ([
    { change: 'quantity', order_id: other.orderId, line_id: other.lineId, quantity: variant.otherQuantity },
    { change: 'remove', order_id: other.orderId, line_id: other.lineId },
    { change: 'trees', order_id: other.orderId, quantity: 3 },
    // Their line under my order's id: the line is not one of my order's.
    { change: 'quantity', line_id: other.lineId, quantity: variant.otherQuantity },
  ])) {
    const res = await change(fields);
    assert.equal(res.status, 303, res.body);
    const location = new URL(String(res.headers.location), 'http://same.invalid');
    assert.equal(location.searchParams.get('change'), fields.change);
    assert.match(String(location.searchParams.get('change_failed')), /^[a-z0-9_]+$/);
    assert.notEqual(location.searchParams.get('change_failed'), 'unavailable');
    assert.equal(location.searchParams.get('changed'), null);
  }
  assert.deepEqual(stateOf(await cartOf(other.token)), theirs);
});

test('without a session, or with one the API does not know, the visitor goes back with session_expired', async () => {
  const before = stateOf(await cartOf(me.token));
  const none = await postForm('/cart/change', { change: 'remove', order_id: me.orderId, line_id: me.lineId, back: '/cart/' });
  assert.equal(none.status, 303, none.body);
  assert.equal(none.headers.location, '/cart/?change=remove&change_failed=session_expired');
  assert.equal(none.headers['set-cookie'], undefined);
  const unknown = await change({ change: 'remove', line_id: me.lineId }, { cookie: 'ph_session=not-a-token' });
  assert.equal(unknown.headers.location, '/cart/?change=remove&change_failed=session_expired');
  assert.deepEqual(stateOf(await cartOf(me.token)), before);
});

test('remove takes the line out of the cart', async () => {
  const res = await change({ change: 'remove', line_id: me.lineId });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/?changed=remove');
  assert.equal((await cartOf(me.token)).line_items.some((l) => l.id === me.lineId), false);
});

test('with the API down, the visitor goes back with change_failed=unavailable', async () => {
  await edge?.stopApi();
  const res = await change({ change: 'trees', quantity: 2 });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/?change=trees&change_failed=unavailable');
});
