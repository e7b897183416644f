// The edge's answer to the product page's add-to-cart form (packages/deploy/src/cart-form.js, wired in
// static-host.mjs) against the real API: `node --test scripts/lib/*.test.mjs` (`pnpm run test:scripts`).
// It needs the API's and the shell's builds (stores.json): stale or missing ones are built first
// (scripts/ensure-build.mjs, as the budgets and e2e steps of `pnpm test` do). The API runs on an in-memory
// database, the store and the API on free ports of their own.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startEdgeStore } from './edge-store.testing.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {Awaited<ReturnType<typeof startEdgeStore>> | null} */
let edge = null;
/** Two variants of the mailer box and their smallest quantities, read from the API's product endpoint. */
let variants = /** @type {{ id: number, minQuantity: number }[]} */ ([]);

before(async () => {
  edge = await startEdgeStore(repo);
  const product = edge.mailerBox;
  variants = (product?.variants ?? []).slice(0, 2).map((/** @type {any} */ v) => ({ id: v.id, minQuantity: v.minQuantity }));
  assert.equal(variants.length, 2, 'the seeded mailer box has two variants at least');
}, { timeout: 600_000 });

after(async () => {
  await edge?.close();
});

/** @param {import('./edge-store.testing.mjs').StoreRequest} o */
const request = (o) => /** @type {NonNullable<typeof edge>} */ (edge).request(o);

/** Sends the form as the product page would. @param {Record<string, string | number>} fields @param {Record<string, string>} [headers] */
const postForm = (fields, headers = {}) => /** @type {NonNullable<typeof edge>} */ (edge).postForm('/cart/items', fields, headers);

/** The visitor's open orders, read through the store's /api with the token. @param {string} token */
async function openOrders(token) {
  const res = await request({ path: '/api/orders/mine?per_page=100', headers: { 'x-api-token': token, 'x-region': 'eu', accept: 'application/json' } });
  assert.equal(res.status, 200, res.body);
  return /** @type {{ id: number, currency: string, state: string, line_items: { variant_id: number, quantity: number, kind: string }[] }[]} */ (JSON.parse(res.body).orders).filter(
    (o) => o.state !== 'complete' && o.state !== 'canceled',
  );
}

/** @param {string | string[] | undefined} setCookie */
const tokenOf = (setCookie) => /^ph_session=([^;]+);/.exec([setCookie ?? []].flat()[0] ?? '')?.[1] ?? null;

/**
 * The list's item at `i`, failing the test where there is none: the reads below stay typed without a `!`.
 * @template T @param {readonly T[]} list @param {number} i @returns {T}
 */
function nth(list, i) {
  const item = list[i];
  assert.ok(item !== undefined, `no item ${i} in a list of ${list.length}`);
  return item;
}

let token = '';

test('the first add makes the visitor’s session and cart, puts the line in and goes to the cart page', async () => {
  const first = nth(variants, 0);
  const res = await postForm({ variant_id: first.id, quantity: first.minQuantity, express_delivery_option_id: '', back: '/products/mailer-box' });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/');
  assert.equal(res.headers['cache-control'], 'no-store');
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  assert.equal(setCookie.length, 1);
  assert.match(nth(setCookie, 0), /^ph_session=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  token = /** @type {string} */ (tokenOf(setCookie));

  const orders = await openOrders(token);
  assert.equal(orders.length, 1);
  assert.equal(nth(orders, 0).currency, 'EUR');
  assert.deepEqual(nth(orders, 0).line_items.filter((l) => l.kind === 'product').map((l) => [l.variant_id, l.quantity]), [[first.id, first.minQuantity]]);
});

test('the next add with the cookie goes into the same cart, with no new session', async () => {
  const second = nth(variants, 1);
  const before = nth(await openOrders(token), 0);
  const res = await postForm({ variant_id: second.id, quantity: second.minQuantity, back: '/products/mailer-box' }, { cookie: `ph_region=eu; ph_session=${token}` });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/');
  assert.equal(res.headers['set-cookie'], undefined);
  const orders = await openOrders(token);
  assert.equal(orders.length, 1);
  assert.equal(nth(orders, 0).id, before.id);
  assert.equal(nth(orders, 0).line_items.length, before.line_items.length + 1);
  assert.ok(nth(orders, 0).line_items.some((l) => l.variant_id === second.id && l.quantity === second.minQuantity));
});

test('another store’s page opens a cart in that store’s currency and goes to its cart page', async () => {
  const first = nth(variants, 0);
  const res = await postForm({ variant_id: first.id, quantity: first.minQuantity, back: '/produkty/mailer-box' }, { cookie: `ph_region=pl; ph_session=${token}` });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/koszyk/');
  const currencies = (await openOrders(token)).map((o) => o.currency).sort();
  assert.deepEqual(currencies, ['EUR', 'PLN']);
});

/** The visitor's EUR cart's line count, to show nothing changed. */
const eurLines = async () => (await openOrders(token)).find((o) => o.currency === 'EUR')?.line_items.length;

test('a POST from another site is refused with a 403 and changes nothing', async () => {
  const lines = await eurLines();
  const first = nth(variants, 0);
  const fields = { variant_id: first.id, quantity: first.minQuantity, back: '/products/mailer-box' };
  const cross = await postForm(fields, { origin: 'http://evil.example', cookie: `ph_session=${token}` });
  assert.equal(cross.status, 403);
  assert.match(String(cross.headers['content-type']), /^text\/plain/);
  assert.match(cross.body, /only be sent from this site's own pages/);
  assert.equal(cross.headers['set-cookie'], undefined);
  // Without Origin, only a browser's word that the request is the site's own counts.
  const noOrigin = await postForm(fields, { origin: '', 'sec-fetch-site': 'cross-site', cookie: `ph_session=${token}` });
  assert.equal(noOrigin.status, 403);
  assert.equal(await eurLines(), lines);
});

test('a wrong field is a 400 that names it, and changes nothing', async () => {
  const lines = await eurLines();
  const res = await postForm({ variant_id: nth(variants, 0).id, quantity: 'lots', back: '/products/mailer-box' }, { cookie: `ph_session=${token}` });
  assert.equal(res.status, 400);
  assert.match(res.body, /"quantity" must be the number of pieces, a whole number greater than 0/);
  assert.equal(res.headers['set-cookie'], undefined);
  assert.equal(await eurLines(), lines);
});

test('a quantity the API refuses sends the visitor back to the product page with its code', async () => {
  const lines = await eurLines();
  const first = nth(variants, 0);
  const res = await postForm({ variant_id: first.id, quantity: first.minQuantity - 1, back: '/products/mailer-box?size=x&add_failed=old' }, { cookie: `ph_session=${token}` });
  assert.equal(res.status, 303, res.body);
  const location = new URL(String(res.headers.location), 'http://same.invalid');
  assert.equal(location.pathname, '/products/mailer-box');
  assert.equal(location.searchParams.get('size'), 'x');
  assert.deepEqual(location.searchParams.getAll('add_failed').length, 1);
  assert.match(String(location.searchParams.get('add_failed')), /^[a-z0-9_]+$/);
  assert.notEqual(location.searchParams.get('add_failed'), 'unavailable');
  assert.equal(await eurLines(), lines);
});

test('a session the API does not know is replaced by a new one, once', async () => {
  const first = nth(variants, 0);
  const res = await postForm({ variant_id: first.id, quantity: first.minQuantity, back: '/products/mailer-box' }, { cookie: 'ph_session=not-a-token' });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/cart/');
  const fresh = tokenOf(res.headers['set-cookie']);
  assert.ok(fresh && fresh !== 'not-a-token');
  assert.equal((await openOrders(fresh))[0]?.line_items.length, 1);
});

test('with the API down, the visitor goes back with add_failed=unavailable', async () => {
  await edge?.stopApi();
  const res = await postForm({ variant_id: nth(variants, 0).id, quantity: nth(variants, 0).minQuantity, back: '/products/mailer-box' }, { cookie: `ph_session=${token}` });
  assert.equal(res.status, 303, res.body);
  assert.equal(res.headers.location, '/products/mailer-box?add_failed=unavailable');
});
