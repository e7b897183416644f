// Changing a cart line's print quality (docs/domain.md#orders-and-checkout): the qualities the product offers
// in the line's size, priced as the order charges them; the change moves the line to the variant of that
// quality and the order re-prices it; a quality the product does not offer, or another visitor's line, is
// refused and changes nothing. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, asc, eq } from 'drizzle-orm';
import type { Order, PrintQualityOption } from '@ph/api-contract';
import { catalogueProducts, catalogueVariants } from '../src/db/schema/catalogue';
import { anonymousUser, type TestSession } from './helpers/app';
import { addItem, createCart, createSeededApp, orderSnapshot, pickVariant, type PickedVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
beforeAll(async () => {
  t = await createSeededApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

async function cartWithMailer(session: TestSession): Promise<Order> {
  const cart = await createCart(t, session);
  return addItem(t, session, cart.id, { variant_id: mailer.id, quantity: 100 });
}

const options = (s: TestSession, orderId: number, lineId: number) =>
  t.app.inject({ method: 'GET', url: `/api/v2/orders/${orderId}/line_items/${lineId}/print_qualities`, headers: s.headers });
const change = (s: TestSession, orderId: number, lineId: number, line_item: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/line_items/${lineId}`, headers: s.headers, payload: { line_item } });

async function linePrice(s: TestSession, sku: string, quantity: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/line_prices', headers: s.headers, payload: { region: 'eu', items: [{ sku, quantities: [quantity] }] } });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { net: number; unit: { net: number } };
}

describe('print quality of a cart line', () => {
  it('lists the qualities the product offers in the line’s size, priced as the product page prices them', async () => {
    const s = await anonymousUser(t.app);
    const order = await cartWithMailer(s);
    const line = order.line_items[0]!;
    const res = await options(s, order.id, line.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PrintQualityOption[];
    // The seeded mailer box prints eco colour (standard) or HD+ on white board; no glossy HD+.
    expect(data.map((o) => o.quality).sort()).toEqual(['hd', 'standard']);
    const current = data.find((o) => o.current)!;
    expect(current).toMatchObject({ quality: 'standard', sku: line.sku, item_net: line.item_net, difference_net: 0 });
    const hd = data.find((o) => o.quality === 'hd')!;
    const page = await linePrice(s, hd.sku, 100);
    expect(hd).toMatchObject({ unit_net: page.unit.net, item_net: page.net, difference_net: page.net - line.item_net });
    expect(hd.difference_net).toBeGreaterThan(0);
  });

  it('moves the line to the variant of the chosen quality, same size, and re-prices the order', async () => {
    const s = await anonymousUser(t.app);
    const order = await cartWithMailer(s);
    const line = order.line_items[0]!;
    const hd = ((await options(s, order.id, line.id)).json().data as PrintQualityOption[]).find((o) => o.quality === 'hd')!;
    const res = await change(s, order.id, line.id, { print_quality: 'hd' });
    expect(res.statusCode).toBe(200);
    const changed = res.json().order as Order;
    const moved = changed.line_items.find((l) => l.id === line.id)!;
    expect(moved).toMatchObject({ sku: hd.sku, variant_id: hd.variant_id, quantity: 100, unit_net: hd.unit_net, item_net: hd.item_net });
    expect(moved.properties?.find((p) => p.type === 'print_mode')?.key).toBe('print-color-hd');
    expect(changed.item_total).toBe(order.item_total + hd.difference_net);
    // Same size: the variant belongs to the same product and size as before.
    const rows = await t.app.ctx.db
      .select({ id: catalogueVariants.id, sizeId: catalogueVariants.sizeId })
      .from(catalogueVariants)
      .where(and(eq(catalogueVariants.sku, line.sku)));
    const [target] = await t.app.ctx.db.select({ sizeId: catalogueVariants.sizeId }).from(catalogueVariants).where(eq(catalogueVariants.id, hd.variant_id));
    expect(target?.sizeId).toBe(rows[0]?.sizeId);
    // Back to standard: the line's first variant again, at its first price.
    const back = (await change(s, order.id, line.id, { print_quality: 'standard' })).json().order as Order;
    expect(back.line_items[0]).toMatchObject({ sku: line.sku, item_net: line.item_net });
  });

  it('refuses a quality the product does not offer with a 422 naming the field, and changes nothing', async () => {
    const s = await anonymousUser(t.app);
    const order = await cartWithMailer(s);
    const line = order.line_items[0]!;
    const before = await orderSnapshot(t.app.ctx.db, order.id);
    const res = await change(s, order.id, line.id, { print_quality: 'hd_glossy' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'print_quality_not_offered', field: 'print_quality' });
    expect(res.json().message).toMatch(/not offered in print quality hd_glossy/);
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(before);
  });

  it('refuses an unknown quality, a service line, another visitor’s order and a line of another order', async () => {
    const s = await anonymousUser(t.app);
    const order = await cartWithMailer(s);
    const line = order.line_items[0]!;
    const before = await orderSnapshot(t.app.ctx.db, order.id);

    const unknown = await change(s, order.id, line.id, { print_quality: 'ultra' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'line_item.print_quality' });

    const withWarranty = await addItem(t, s, order.id, { service_name: 'warranty', parent_id: line.id, quantity: 1 });
    const warranty = withWarranty.line_items.find((l) => l.kind === 'warranty')!;
    const service = await change(s, order.id, warranty.id, { print_quality: 'hd' });
    expect(service.statusCode).toBe(422);
    expect(service.json()).toMatchObject({ code: 'print_quality_not_changeable' });
    expect((await options(s, order.id, warranty.id)).statusCode).toBe(422);

    const other = await anonymousUser(t.app);
    expect((await change(other, order.id, line.id, { print_quality: 'hd' })).statusCode).toBe(404);
    expect((await options(other, order.id, line.id)).statusCode).toBe(404);
    const otherOrder = await cartWithMailer(other);
    const foreignLine = await change(s, order.id, otherOrder.line_items[0]!.id, { print_quality: 'hd' });
    expect(foreignLine.statusCode).toBe(422);
    expect(foreignLine.json()).toMatchObject({ code: 'line_item_not_found' });

    const after = await orderSnapshot(t.app.ctx.db, order.id);
    // Only the warranty this test added; the product line is untouched.
    expect(after.lines.find((l) => l.id === line.id)).toEqual(before.lines.find((l) => l.id === line.id));
  });

  it('offers glossy HD+ where the product has it (product box: standard, HD+ and HD+ glossy)', async () => {
    const [variant] = await t.app.ctx.db
      .select({ id: catalogueVariants.id })
      .from(catalogueVariants)
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
      .where(eq(catalogueProducts.sku, 'product-box'))
      .orderBy(asc(catalogueVariants.position))
      .limit(1);
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const order = await addItem(t, s, cart.id, { variant_id: variant!.id, quantity: 100 });
    const line = order.line_items[0]!;
    const data = (await options(s, order.id, line.id)).json().data as PrintQualityOption[];
    expect(data.map((o) => o.quality).sort()).toEqual(['hd', 'hd_glossy', 'standard']);
    const glossy = (await change(s, order.id, line.id, { print_quality: 'hd_glossy' })).json().order as Order;
    expect(glossy.line_items[0]?.properties?.find((p) => p.type === 'finish')?.key).toBe('foil-glossy');
  });
});
