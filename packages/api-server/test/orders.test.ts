// Orders and line items through HTTP: create, read (owner / token), list, update, add/remove lines,
// server-side pricing, and every refused request leaving the database as it was.
import { HEADERS } from '@ph/contracts/http';
import { eq } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { getRegionConfig } from '@ph/region-config';
import { catalogueExpressDeliveryOptions, catalogueVariants } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/orders';
import { anonymousUser, registeredUser } from './helpers/app';
import { addItem, createCart, createSeededApp, orderSnapshot, pickVariant, regionHeaders, toConfirm, type PickedVariant, type SeededApp } from './orders.fixtures';
import { completeOrder } from '../src/orders/completion';
import { createDesign } from './designs.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
beforeAll(async () => {
  t = await createSeededApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

describe('POST v2/orders', () => {
  it('creates a cart in the region currency with an R-number and a guest token', async () => {
    const s = await anonymousUser(t.app);
    const order = await createCart(t, s, 'pl', 'PLN');
    expect(order).toMatchObject({ state: 'cart', currency: 'PLN', region: 'pl', total: 0, line_items: [] });
    expect(order.number).toMatch(/^R\d{9}$/);
    expect(order.token.length).toBeGreaterThan(20);
  });

  it('refuses a currency the region does not sell in (422) and creates nothing', async () => {
    const s = await anonymousUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(s, 'gb'), payload: { currency: 'EUR' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'currency_not_sold', field: 'currency' });
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(0);
  });

  it('needs a token (401) and rejects unknown fields (400)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/orders', payload: { currency: 'EUR' } })).statusCode).toBe(401);
    const s = await anonymousUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: s.headers, payload: { currency: 'EUR', total: 1 } });
    expect(res.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(0);
  });
});

describe('GET orders/{number}', () => {
  it('answers the owner and the token holder, 404 for anyone else', async () => {
    const owner = await anonymousUser(t.app);
    const order = await createCart(t, owner);
    const other = await anonymousUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}?token=${order.token}` })).json().order.id).toBe(order.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}?token=wrong-token` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/R000000000', headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('line items and server-side pricing', () => {
  it('prices a line from the tier of its quantity, with tax per line and totals that add up', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const { box_design: design } = await createDesign(t.app, s.headers, { variant_id: mailer.id });
    const order = await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity, box_design_id: design.id });
    const [line] = order.line_items;
    expect(line).toMatchObject({ kind: 'product', variant_id: mailer.id, quantity: mailer.minQuantity, box_design_id: design.id, tax_rate: 2300 });
    expect(line!.item_net).toBe(line!.unit_net * mailer.minQuantity);
    expect(line!.tax).toBe(Math.round((line!.net * 2300) / 10000));
    expect(line!.gross).toBe(line!.net + line!.tax);
    expect(order.total).toBe(order.item_total + order.tax_total + order.ship_total + order.promo_total + order.additional_customs);
    expect(order.total).toBe(line!.gross);
  });

  it('rejects a client-sent price as an unknown field and changes nothing', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    for (const extra of [{ price: 1 }, { unit_net: 1 }, { total: 0 }, { discount: 100 }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity, ...extra } });
      expect(res.statusCode).toBe(400);
    }
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });

  it('refuses quantities below the first tier, unknown variants and another user’s order', async () => {
    const s = await anonymousUser(t.app);
    const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const below = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: mailer.id, quantity: 1 } });
    expect(below.statusCode).toBe(422);
    expect(below.json().code).toBe('quantity_not_priced');
    const unknown = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: 99999999, quantity: 30 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('variant_not_found');
    const other = await anonymousUser(t.app);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: other.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity } });
    expect(foreign.statusCode).toBe(404);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });

  it('adds the warranty to a line, updates quantities and deletes lines (with their services)', async () => {
    const s = await anonymousUser(t.app);
    const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const parent = cart.line_items[0]!;
    const withWarranty = await addItem(t, s, cart.id, { service_name: 'warranty', parent_id: parent.id });
    const warranty = withWarranty.line_items.find((l) => l.kind === 'warranty')!;
    expect(warranty).toMatchObject({ parent_id: parent.id, quantity: 1 });
    expect(warranty.item_net).toBe(Math.max(1, Math.round((parent.item_net * 500) / 10000)));
    const dup = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { service_name: 'warranty', parent_id: parent.id } });
    expect(dup.statusCode).toBe(422);

    const bigger = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/line_items/${parent.id}`, headers: s.headers, payload: { line_item: { quantity: mailer.minQuantity * 4 } } });
    expect(bigger.statusCode).toBe(200);
    const updated = bigger.json().order;
    expect(updated.line_items.find((l: { id: number }) => l.id === parent.id).quantity).toBe(mailer.minQuantity * 4);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/line_items/${parent.id}`, headers: s.headers, payload: { line_item: { quantity: 0 } } });
    expect(bad.statusCode).toBe(400);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/orders/${cart.id}/line_items/${parent.id}`, headers: s.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().order).toMatchObject({ line_items: [], total: 0 });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/orders/${cart.id}/line_items/${parent.id}`, headers: s.headers });
    expect(again.statusCode).toBe(422);
  });

  it('older orders/{id}/line_items takes a line_item field', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${cart.id}/line_items`, headers: s.headers, payload: { line_item: { variant_id: mailer.id, quantity: mailer.minQuantity } } });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.line_items).toHaveLength(1);
  });

  it('refuses an out-of-stock quantity of a stock-controlled variant', async () => {
    const sample = await pickVariant(t.app.ctx.db, 'samples');
    await t.app.ctx.db.update(catalogueVariants).set({ stockControlEnabled: true, stock: 0 }).where(eq(catalogueVariants.id, sample.id));
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: sample.id, quantity: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('out_of_stock');
    await t.app.ctx.db.update(catalogueVariants).set({ stockControlEnabled: true, stock: 500 }).where(eq(catalogueVariants.id, sample.id));
  });
});

describe('express delivery', () => {
  it('adds the option’s net price to its line; an option of another product or country is refused', async () => {
    const country = getRegionConfig('eu').defaultShippingCountryCode;
    const options = await t.app.ctx.db.select().from(catalogueExpressDeliveryOptions).where(and(eq(catalogueExpressDeliveryOptions.sku, 'mailer-box'), eq(catalogueExpressDeliveryOptions.currency, 'EUR')));
    const here = options.find((o) => o.countryIso === country)!;
    const elsewhere = options.find((o) => o.countryIso !== country)!;
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const order = await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity, express_delivery_option_id: here.id });
    expect(order.line_items[0]).toMatchObject({ express_delivery_option_id: here.id, express_net: here.priceNet });
    expect(order.line_items[0]!.net).toBe(order.line_items[0]!.item_net + here.priceNet);
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const wrong = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity, express_delivery_option_id: elsewhere.id } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'express_option_invalid', field: 'express_delivery_option_id' });
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });
});

describe('GET orders/mine and PUT orders/{id}', () => {
  it('lists the caller’s orders filtered by state', async () => {
    const s = await registeredUser(t.app);
    const open = await createCart(t, s);
    const done = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    await toConfirm(t, s, done.id);
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: done.id, paymentState: 'paid' }));
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/mine?state[]=complete&state[]=canceled', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().orders.map((o: { id: number }) => o.id)).toEqual([done.id]);
    const all = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: s.headers });
    expect(all.json().count).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/mine?state=cart', headers: s.headers })).statusCode).toBe(400);
    expect(all.json().orders.map((o: { id: number }) => o.id).sort()).toEqual([open.id, done.id].sort());
    const rfm = (await t.app.inject({ method: 'GET', url: '/api/v1/user/me/rfm', headers: s.headers })).json().data;
    expect(rfm).toMatchObject({ frequency: 1, monetary: [{ currency: 'EUR', amount: expect.any(Number) }] });
    expect(rfm.monetary[0].amount).toBeGreaterThan(0);
  });

  it('updates e-mail and instructions; a stale lock_version is a 409 and changes nothing', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}`, headers: s.headers, payload: { order: { email: 'A@Example.com', special_instructions: 'Ring twice', lock_version: cart.lock_version } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ email: 'a@example.com', special_instructions: 'Ring twice' });
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const stale = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}`, headers: s.headers, payload: { order: { email: 'b@example.com', lock_version: cart.lock_version } } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_order');
    const badEmail = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}`, headers: s.headers, payload: { order: { email: 'nope' } } });
    expect(badEmail.statusCode).toBe(400);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });
});

describe('anonymous → signed in', () => {
  it('moves the visitor’s open order to the account it signs into', async () => {
    const account = await registeredUser(t.app);
    const visitor = await anonymousUser(t.app);
    const cart = await addItem(t, visitor, (await createCart(t, visitor)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: { [HEADERS.apiToken]: visitor.token }, payload: { email: account.email, password: account.password } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, cart.id));
    expect(row).toMatchObject({ userId: account.userId, email: account.email });
  });
});
