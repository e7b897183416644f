// Bundles (bulk_create, v2/bundles), expert checks, custom sample packs and order consents.
import { anonymousUser } from './helpers/app';
import { createDesign } from './designs.fixtures';
import { addItem, createCart, createSeededApp, orderSnapshot, pickVariant, regionHeaders, type PickedVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
let shipping: PickedVariant;
let starter: number;
beforeAll(async () => {
  t = await createSeededApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
  shipping = await pickVariant(t.app.ctx.db, 'shipping-box');
  starter = await t.bundleId('ecommerce-starter');
});
afterAll(() => t.close());

describe('bundles', () => {
  it('bulk_create adds the lines of one bundle; PATCH sets their quantity; destroy removes them', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${cart.id}/line_items/bulk_create`,
      headers: s.headers,
      payload: { bundle_id: starter, line_items_params: [{ variant_id: mailer.id, quantity: mailer.minQuantity }, { variant_id: shipping.id, quantity: shipping.minQuantity }] },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order.bundles).toEqual([{ id: expect.any(Number), bundle_id: starter, quantity: mailer.minQuantity }]);
    const bundleId = order.bundles[0].id;
    expect(order.line_items.every((l: { bundle_id: number }) => l.bundle_id === bundleId)).toBe(true);

    const patched = await t.app.inject({ method: 'PATCH', url: '/api/v2/bundles', headers: s.headers, payload: { bundle_id: bundleId, quantity: mailer.minQuantity * 2, order_id: cart.id } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().order.line_items.map((l: { quantity: number }) => l.quantity)).toEqual([mailer.minQuantity * 2, mailer.minQuantity * 2]);

    const beforePatch = await orderSnapshot(t.app.ctx.db, cart.id);
    const tooFew = await t.app.inject({ method: 'PATCH', url: '/api/v2/bundles', headers: s.headers, payload: { bundle_id: bundleId, quantity: 1, order_id: cart.id } });
    expect(tooFew.statusCode).toBe(422);
    const noQty = await t.app.inject({ method: 'PATCH', url: '/api/v2/bundles', headers: s.headers, payload: { bundle_id: bundleId, order_id: cart.id } });
    expect(noQty.statusCode).toBe(400);
    const wrongOrder = await t.app.inject({ method: 'PATCH', url: '/api/v2/bundles', headers: s.headers, payload: { bundle_id: bundleId, quantity: mailer.minQuantity, order_id: (await createCart(t, s)).id } });
    expect(wrongOrder.statusCode).toBe(404);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(beforePatch);

    const other = await anonymousUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/bundles/destroy', headers: other.headers, payload: { bundle_id: bundleId } })).statusCode).toBe(404);
    const destroyed = await t.app.inject({ method: 'POST', url: '/api/v2/bundles/destroy', headers: s.headers, payload: { bundle_id: bundleId } });
    expect(destroyed.statusCode).toBe(200);
    expect(destroyed.json().order).toMatchObject({ line_items: [], bundles: [], total: 0 });
  });

  it('refuses a bundle without its primary product or with a foreign product, changing nothing', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const bag = await pickVariant(t.app.ctx.db, 'product-box');
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const noPrimary = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_items/bulk_create`, headers: s.headers, payload: { bundle_id: starter, line_items_params: [{ variant_id: shipping.id, quantity: shipping.minQuantity }] } });
    expect(noPrimary.statusCode).toBe(422);
    expect(noPrimary.json().code).toBe('bundle_primary_missing');
    const foreign = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_items/bulk_create`, headers: s.headers, payload: { bundle_id: starter, line_items_params: [{ variant_id: mailer.id, quantity: mailer.minQuantity }, { variant_id: bag.id, quantity: bag.minQuantity }] } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'variant_not_in_bundle', field: 'line_items_params.1.variant_id' });
    const badQty = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_items/bulk_create`, headers: s.headers, payload: { bundle_id: starter, line_items_params: [{ variant_id: mailer.id, quantity: mailer.minQuantity }, { variant_id: shipping.id, quantity: 1 }] } });
    expect(badQty.statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_items/bulk_create`, headers: s.headers, payload: { bundle_id: starter, line_items_params: [] } });
    expect(empty.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v2/bundles', headers: s.headers, payload: { bundle_id: 999999, quantity: 30, order_id: cart.id } });
    expect(unknown.statusCode).toBe(422);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });

  it('POST v2/bundles adds the bundle’s primary variant', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/bundles', headers: s.headers, payload: { bundle_id: starter, quantity: mailer.minQuantity, order_id: cart.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.line_items[0].sku).toBe('mailer-box-f22-kraft-eco-color');
  });
});

describe('expert checks', () => {
  it('adds one expert check per designed product line and removes it', async () => {
    const s = await anonymousUser(t.app);
    const { box_design: design } = await createDesign(t.app, s.headers, { variant_id: mailer.id });
    const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity, box_design_id: design.id });
    const parentId = cart.line_items[0]!.id;
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: s.headers, payload: { parent_id: parentId } });
    expect(res.statusCode).toBe(201);
    const check = res.json().order.line_items.find((l: { kind: string }) => l.kind === 'expert_check');
    expect(check).toMatchObject({ parent_id: parentId, item_net: 1900 });
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: s.headers, payload: { parent_id: parentId } })).statusCode).toBe(422);
    const other = await anonymousUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: other.headers, payload: { parent_id: parentId } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: s.headers, payload: { parent_id: 'x' } })).statusCode).toBe(400);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/expert_checks?parent_id=${parentId}`, headers: s.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().order.line_items.map((l: { kind: string }) => l.kind)).toEqual(['product']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/expert_checks?parent_id=${parentId}`, headers: s.headers })).statusCode).toBe(404);
  });
});

describe('POST /custom_sample_pack', () => {
  it('adds a sample pack with its samples to the visitor’s open order (creating one)', async () => {
    const pack = await pickVariant(t.app.ctx.db, 'samples');
    const s = await anonymousUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/custom_sample_pack', headers: regionHeaders(s, 'eu'), payload: { sku: pack.sku, samples: [mailer.sku, shipping.sku], version: 2 } });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order.line_items[0]).toMatchObject({ kind: 'sample_pack', sku: pack.sku, options: { samples: [mailer.sku, shipping.sku], version: '2' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/custom_sample_pack', headers: regionHeaders(s, 'eu'), payload: { sku: pack.sku, samples: [mailer.sku], version: '1' } });
    expect(again.json().order.id).toBe(order.id);
    const before = await orderSnapshot(t.app.ctx.db, order.id);
    const notPack = await t.app.inject({ method: 'POST', url: '/api/custom_sample_pack', headers: regionHeaders(s, 'eu'), payload: { sku: mailer.sku, samples: [mailer.sku], version: '1' } });
    expect(notPack.statusCode).toBe(422);
    const unknownSample = await t.app.inject({ method: 'POST', url: '/api/custom_sample_pack', headers: regionHeaders(s, 'eu'), payload: { sku: pack.sku, samples: ['nope'], version: '1' } });
    expect(unknownSample.json().code).toBe('unknown_sample');
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(before);
  });
});

describe('POST v2/orders/consents', () => {
  it('records the consents of the caller’s order; refuses others’ orders and unknown consent names', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const payload = { order_id: cart.id, consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: 'I accept the terms' }, { name: 'newsletter', value: 'declined', displayed_text: 'Send me news' }] };
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: s.headers, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((c: { name: string; value: string }) => [c.name, c.value])).toEqual([['terms_and_conditions_and_privacy_policy', 'granted'], ['newsletter', 'declined']]);
    const before = await orderSnapshot(t.app.ctx.db, cart.id);
    const other = await anonymousUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: other.headers, payload })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: s.headers, payload: { ...payload, consents: [{ name: 'sell_my_soul', value: 'granted', displayed_text: 'x' }] } });
    expect(bad.statusCode).toBe(400);
    expect(await orderSnapshot(t.app.ctx.db, cart.id)).toEqual(before);
  });
});
