// The cart's services: the express option of an existing line (PUT orders/{id}/line_items/{itemId}) and the
// unit prices of trees and the expert check an order can add (GET v2/orders/{id}/service_prices).
import { ExpressDeliveryResponse, type Order } from '@ph/api-contract';
import { anonymousUser, type TestSession } from './helpers/app';
import { createDesign } from './designs.fixtures';
import { addItem, createCart, createSeededApp, orderSnapshot, pickVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

async function expressOptions(sku: string, country: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/prices/express_delivery?sku=${sku}&country=${country}` });
  return ExpressDeliveryResponse.parse(res.json()).express_delivery;
}

async function cartWithMailer(s: TestSession): Promise<{ order: Order; lineId: number; sku: string }> {
  const mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
  // A designed box: the expert check is only offered for lines with a design.
  const { box_design: design } = await createDesign(t.app, s.headers, { variant_id: mailer.id });
  const order = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity, box_design_id: design.id });
  return { order, lineId: order.line_items[0]!.id, sku: mailer.sku };
}

const putLine = (s: TestSession, orderId: number, lineId: number, line_item: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/line_items/${lineId}`, headers: s.headers, payload: { line_item } });

describe('express delivery of an existing line', () => {
  it('chooses an express option, re-prices the order, switches options and goes back to standard', async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId, sku } = await cartWithMailer(s);
    // The eu store delivers to DE until an address is given.
    const [faster, fastest] = await expressOptions(sku, 'DE');
    expect(faster && fastest).toBeTruthy();

    const chosen = await putLine(s, order.id, lineId, { express_delivery_option_id: faster!.id });
    expect(chosen.statusCode).toBe(200);
    const line = chosen.json().order.line_items[0];
    expect(line).toMatchObject({ express_delivery_option_id: faster!.id, express_net: faster!.price.net, quantity: order.line_items[0]!.quantity });
    expect(chosen.json().order.item_total).toBe(order.item_total + faster!.price.net);

    const switched = (await putLine(s, order.id, lineId, { express_delivery_option_id: fastest!.id })).json().order;
    expect(switched.item_total).toBe(order.item_total + fastest!.price.net);

    const standard = await putLine(s, order.id, lineId, { express_delivery_option_id: null });
    expect(standard.json().order.line_items[0]).toMatchObject({ express_delivery_option_id: null, express_net: 0 });
    expect(standard.json().order.item_total).toBe(order.item_total);
    expect(standard.json().order.total).toBe(order.total);
  });

  it('still changes the quantity alone, as before', async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId } = await cartWithMailer(s);
    const res = await putLine(s, order.id, lineId, { quantity: order.line_items[0]!.quantity * 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.line_items[0].quantity).toBe(order.line_items[0]!.quantity * 2);
  });

  it('refuses an option of another product, country or currency, a service line, an empty change and a price, and changes nothing', async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId, sku } = await cartWithMailer(s);
    const [polish] = await expressOptions(sku, 'PL');
    const [french] = await expressOptions(sku, 'FR');
    const before = await orderSnapshot(t.app.ctx.db, order.id);

    const pln = await putLine(s, order.id, lineId, { express_delivery_option_id: polish!.id });
    expect(pln.statusCode).toBe(422);
    expect(pln.json()).toMatchObject({ code: 'express_option_invalid', field: 'express_delivery_option_id' });
    const fr = await putLine(s, order.id, lineId, { express_delivery_option_id: french!.id });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().message).toContain('DE');
    expect((await putLine(s, order.id, lineId, { express_delivery_option_id: 999_999 })).json().code).toBe('express_option_invalid');
    expect((await putLine(s, order.id, lineId, {})).statusCode).toBe(400);
    expect((await putLine(s, order.id, lineId, { express_delivery_option_id: 'fast' })).statusCode).toBe(400);
    expect((await putLine(s, order.id, lineId, { express_net: 1 })).statusCode).toBe(400);

    await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: s.headers, payload: { parent_id: lineId } });
    const withCheck = await orderSnapshot(t.app.ctx.db, order.id);
    const check = withCheck.lines.find((l) => l.kind === 'expert_check')!;
    const onService = await putLine(s, order.id, check.id, { express_delivery_option_id: null });
    expect(onService.statusCode).toBe(422);
    expect(onService.json().code).toBe('express_not_offered');
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(withCheck);
    expect(withCheck.lines.find((l) => l.id === lineId)).toEqual(before.lines.find((l) => l.id === lineId));
  });

  it("answers 404 for another visitor's line", async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId, sku } = await cartWithMailer(s);
    const [option] = await expressOptions(sku, 'DE');
    const other = await anonymousUser(t.app);
    const before = await orderSnapshot(t.app.ctx.db, order.id);
    expect((await putLine(other, order.id, lineId, { express_delivery_option_id: option!.id })).statusCode).toBe(404);
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(before);
  });
});

describe('GET v2/orders/{id}/service_prices', () => {
  it("answers the tree and expert check unit prices in the order's currency, matching the lines they become", async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId } = await cartWithMailer(s);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${order.id}/service_prices`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    const prices = res.json().data;
    expect(prices).toEqual({ currency: 'EUR', tree: { unit_net: 100, max_quantity: 10_000 }, expert_check: { unit_net: 1900 } });

    await t.app.inject({ method: 'POST', url: '/api/v2/expert_checks', headers: s.headers, payload: { parent_id: lineId } });
    const withTrees = await t.app.inject({ method: 'POST', url: '/api/v1/sustainability/add_tree_line_item', headers: s.headers, payload: { order_id: order.id, quantity: 4 } });
    const lines = withTrees.json().order.line_items as Order['line_items'];
    expect(lines.find((l) => l.kind === 'tree')).toMatchObject({ unit_net: prices.tree.unit_net, item_net: 4 * prices.tree.unit_net });
    expect(lines.find((l) => l.kind === 'expert_check')).toMatchObject({ parent_id: lineId, item_net: prices.expert_check.unit_net });
  });

  it('prices in the currency of the order (PLN)', async () => {
    const s = await anonymousUser(t.app);
    const pl = await createCart(t, s, 'pl', 'PLN');
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${pl.id}/service_prices`, headers: s.headers });
    expect(res.json().data).toMatchObject({ currency: 'PLN', tree: { unit_net: 450 }, expert_check: { unit_net: 8900 } });
  });

  it("is a 404 for another visitor's order and a 401 without a token", async () => {
    const s = await anonymousUser(t.app);
    const order = await createCart(t, s);
    const other = await anonymousUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${order.id}/service_prices`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${order.id}/service_prices` })).statusCode).toBe(401);
  });
});
