// Coupons: apply/remove, the 422 codes, discounts split over lines, re-validation and usage at completion.
import { eq } from 'drizzle-orm';
import { promotions } from '../src/db/schema/orders';
import { completeOrder } from '../src/orders/completion';
import { anonymousUser } from './helpers/app';
import { addItem, createCart, createSeededApp, orderSnapshot, pickVariant, promotionByCode, toConfirm, type PickedVariant, type SeededApp } from './orders.fixtures';
import { seedPromotions } from '../src/seed';

let t: SeededApp;
let mailer: PickedVariant;
let shipping: PickedVariant;
let seq = 0;
beforeAll(async () => {
  t = await createSeededApp();
  await seedPromotions(t.app.ctx.db);
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
  shipping = await pickVariant(t.app.ctx.db, 'shipping-box');
});
afterAll(() => t.close());

async function promo(values: Partial<typeof promotions.$inferInsert>): Promise<string> {
  seq += 1;
  const code = `TEST${seq}${Date.now().toString(36).toUpperCase()}`;
  await t.app.ctx.db.insert(promotions).values({ code, name: code, kind: 'percentage', value: 1000, ...values });
  return code;
}

async function cart(lines: Array<[PickedVariant, number]> = [[mailer, 1]]) {
  const s = await anonymousUser(t.app);
  let order = await createCart(t, s);
  for (const [v, mult] of lines) order = await addItem(t, s, order.id, { variant_id: v.id, quantity: v.minQuantity * mult });
  return { s, order };
}

const apply = (s: { headers: Record<string, string> }, orderId: number, code: string) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: code } });

describe('PUT orders/{id}/apply_coupon_code', () => {
  it('applies a percentage code, splitting the discount over lines so everything adds up', async () => {
    const code = await promo({ value: 1000 });
    const { s, order } = await cart([[mailer, 1], [shipping, 1]]);
    const res = await apply(s, order.id, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const o = res.json().order;
    const expected = Math.round(order.item_total / 10);
    expect(o.promo_total).toBe(-expected);
    expect(o.line_items.reduce((sum: number, l: { promo_net: number }) => sum + l.promo_net, 0)).toBe(-expected);
    expect(o.total).toBe(o.line_items.reduce((sum: number, l: { gross: number }) => sum + l.gross, 0));
    expect(o.promotions).toEqual([expect.objectContaining({ code, eligible: true, amount: -expected })]);
    expect(o.promo_code).toBe(code);
  });

  it('applies a fixed amount only to the listed products', async () => {
    const code = await promo({ kind: 'fixed', value: 500, currency: 'EUR', productSkus: ['shipping-box'] });
    const { s, order } = await cart([[mailer, 1], [shipping, 1]]);
    const o = (await apply(s, order.id, code)).json().order;
    const byVariant = (id: number) => o.line_items.find((l: { variant_id: number }) => l.variant_id === id);
    expect(byVariant(shipping.id).promo_net).toBe(-500);
    expect(byVariant(mailer.id).promo_net).toBe(0);
  });

  it.each([
    ['unknown', null, 'coupon_unknown'],
    ['expired', { endsAt: new Date('2020-01-01T00:00:00Z') }, 'coupon_expired'],
    ['not started', { startsAt: new Date('2999-01-01T00:00:00Z') }, 'coupon_not_started'],
    ['exhausted', { usageLimit: 1, usageCount: 1 }, 'coupon_exhausted'],
    ['below minimum', { minimumItemTotal: 10_000_000_00 }, 'coupon_inapplicable'],
    ['other products', { productSkus: ['paper-bag'] }, 'coupon_inapplicable'],
    ['other currency', { kind: 'fixed' as const, value: 100, currency: 'PLN' }, 'coupon_inapplicable'],
  ])('refuses a %s code with 422 and changes nothing', async (_name, values, code) => {
    const coupon = values ? await promo(values) : 'NO-SUCH-CODE';
    const { s, order } = await cart();
    const before = await orderSnapshot(t.app.ctx.db, order.id);
    const res = await apply(s, order.id, coupon);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code, field: 'coupon_code' });
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(before);
  });

  it('does not stack a non-stackable code, nor apply a code twice', async () => {
    const a = await promo({ stackable: false });
    const b = await promo({ stackable: true });
    const { s, order } = await cart();
    expect((await apply(s, order.id, a)).statusCode).toBe(200);
    expect((await apply(s, order.id, a)).json().code).toBe('coupon_already_applied');
    expect((await apply(s, order.id, b)).json().code).toBe('coupon_not_stackable');
    const c = await promo({ stackable: true });
    const { s: s2, order: o2 } = await cart();
    expect((await apply(s2, o2.id, b)).statusCode).toBe(200);
    const both = await apply(s2, o2.id, c);
    expect(both.statusCode).toBe(200);
    expect(both.json().order.promotions).toHaveLength(2);
  });

  it('refuses an empty or missing code (400) and a body with a discount field', async () => {
    const { s, order } = await cart();
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: '' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: 'WELCOME10', discount: 5000 } })).statusCode).toBe(400);
  });
});

describe('DELETE orders/{id}/coupon_code', () => {
  it('removes the code and the discount; an unapplied code is a 404', async () => {
    const code = await promo({});
    const { s, order } = await cart();
    await apply(s, order.id, code);
    const missing = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/coupon_code?coupon_code=OTHER`, headers: s.headers });
    expect(missing.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/coupon_code?coupon_code=${code}`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ promo_total: 0, promotions: [], total: order.total });
  });
});

describe('coupons at completion', () => {
  it('takes one use; a code that expired since it was applied refuses completion and takes nothing', async () => {
    const db = t.app.ctx.db;
    const code = await promo({ usageLimit: 5, perUserLimit: 1 });
    const { s, order } = await cart();
    await apply(s, order.id, code);
    await toConfirm(t, s, order.id);
    await db.transaction((tx) => completeOrder(tx, { orderId: order.id, paymentState: 'paid' }));
    expect((await promotionByCode(db, code))?.usageCount).toBe(1);
    expect((await orderSnapshot(db, order.id)).usages).toHaveLength(1);

    const late = await promo({});
    const second = await cart();
    await apply(second.s, second.order.id, late);
    await toConfirm(t, second.s, second.order.id);
    await db.update(promotions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(promotions.code, late));
    const before = await orderSnapshot(db, second.order.id);
    await expect(db.transaction((tx) => completeOrder(tx, { orderId: second.order.id, paymentState: 'paid' }))).rejects.toMatchObject({ code: 'coupon_expired' });
    expect(await orderSnapshot(db, second.order.id)).toEqual(before);
    expect((await promotionByCode(db, late))?.usageCount).toBe(0);
  });

  it('has the demo codes seeded', async () => {
    for (const code of ['WELCOME10', 'BOXES15', 'SAVE20EUR', 'FIRST100', 'EXPIRED2024']) expect(await promotionByCode(t.app.ctx.db, code)).toBeDefined();
    const { s, order } = await cart();
    expect((await apply(s, order.id, 'EXPIRED2024')).json().code).toBe('coupon_expired');
    expect((await apply(s, order.id, 'welcome10')).statusCode).toBe(200);
  });
});
