// The delivery country owns the express option: `PUT checkouts/{id}?state=address` with an address in a
// country the line's express option is not offered for takes the option off (standard production,
// re-priced) and says so in `notices`; an address in the option's country keeps it.
import { ExpressDeliveryResponse, type Order } from '@ph/api-contract';
import { anonymousUser, type TestSession } from './helpers/app';
import { ADDRESS_DE, addItem, checkout, createCart, createSeededApp, pickVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

async function expressCart(s: TestSession): Promise<{ order: Order; lineId: number; optionId: number; expressNet: number }> {
  const mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
  const order = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
  const lineId = order.line_items[0]!.id;
  const options = ExpressDeliveryResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/prices/express_delivery?sku=${mailer.sku}&country=DE` })).json(),
  ).express_delivery;
  const option = options.find((o) => o.currency === 'EUR')!;
  const res = await t.app.inject({
    method: 'PUT', url: `/api/orders/${order.id}/line_items/${lineId}`, headers: s.headers, payload: { line_item: { express_delivery_option_id: option.id } },
  });
  expect(res.statusCode).toBe(200);
  const chosen: Order = res.json().order;
  expect(chosen.line_items[0]).toMatchObject({ express_delivery_option_id: option.id, express_net: option.price.net });
  return { order: chosen, lineId, optionId: option.id, expressNet: option.price.net };
}

const address = (country_iso: string, city: string, zip_code: string) => ({ ...ADDRESS_DE, country_iso, city, zip_code });

describe('express option and the delivery country', () => {
  it('takes an option chosen for DE off the line when the address moves to PT, re-prices and says so', async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId, optionId, expressNet } = await expressCart(s);
    await checkout(t, s, order.id, null, {});
    const res = await checkout(t, s, order.id, 'address', { email: 'buyer@example.com', bill_address: address('PT', 'Lisboa', '1000-001'), use_billing: true });
    expect(res.statusCode).toBe(200);
    const moved: Order = res.json().order;
    const line = moved.line_items.find((l) => l.id === lineId)!;
    expect(line).toMatchObject({ express_delivery_option_id: null, express_net: 0 });
    expect(line.net).toBe(line.item_net + line.promo_net);
    expect(line.gross).toBe(line.net + line.tax);
    // Totals follow the line (the item total counts the express surcharge while it is chosen).
    expect(moved.item_total).toBe(order.item_total - expressNet);
    expect(moved.notices).toEqual([
      expect.objectContaining({ code: 'express_delivery_removed', line_item_id: lineId, express_delivery_option_id: optionId, country_iso: 'PT', sku: line.sku }),
    ]);
    // Stored, not only answered: the order read afterwards has standard production and no notice.
    const read: Order = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: s.headers })).json().order;
    expect(read.line_items.find((l) => l.id === lineId)).toMatchObject({ express_delivery_option_id: null, express_net: 0 });
    expect(read.total).toBe(moved.total);
    expect(read.notices).toBeUndefined();
  });

  it('keeps the option when the new address is in the country it was chosen for', async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId, optionId, expressNet } = await expressCart(s);
    await checkout(t, s, order.id, null, {});
    const first = await checkout(t, s, order.id, 'address', { email: 'buyer@example.com', bill_address: ADDRESS_DE, use_billing: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().order.notices).toEqual([]);
    const res = await checkout(t, s, order.id, 'address', { bill_address: address('DE', 'München', '80331'), use_billing: true });
    expect(res.statusCode).toBe(200);
    const kept: Order = res.json().order;
    expect(kept.line_items.find((l) => l.id === lineId)).toMatchObject({ express_delivery_option_id: optionId, express_net: expressNet });
    expect(kept.notices).toEqual([]);
  });

  it('a refused address changes nothing, the express option included', async () => {
    const s = await anonymousUser(t.app);
    const { order, lineId, optionId } = await expressCart(s);
    await checkout(t, s, order.id, null, {});
    const res = await checkout(t, s, order.id, 'address', { email: 'buyer@example.com', bill_address: address('US', 'Boston', '02108'), use_billing: true });
    expect(res.statusCode).toBe(422);
    const read: Order = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: s.headers })).json().order;
    expect(read.line_items.find((l) => l.id === lineId)).toMatchObject({ express_delivery_option_id: optionId });
  });
});
