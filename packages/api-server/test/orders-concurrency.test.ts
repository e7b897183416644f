// Races on PostgreSQL (PGlite runs one transaction at a time, so these only mean something there):
// concurrent completions, a coupon with one use left, concurrent line-item adds.
import { eq } from 'drizzle-orm';
import { orders, promotions, promotionUsages } from '../src/db/schema/orders';
import { outbox } from '../src/db/schema/outbox';
import { completeOrder } from '../src/orders/completion';
import { anonymousUser } from './helpers/app';
import { createDesign } from './designs.fixtures';
import { addItem, createCart, createSeededApp, pickVariant, toConfirm, type PickedVariant, type SeededApp } from './orders.fixtures';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('concurrency on PostgreSQL', () => {
  let t: SeededApp;
  let mailer: PickedVariant;
  beforeAll(async () => {
    t = await createSeededApp();
    mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
  });
  afterAll(() => t.close());

  it('20 concurrent completions of one order complete it exactly once', async () => {
    const s = await anonymousUser(t.app);
    const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const confirmed = await toConfirm(t, s, cart.id);
    const db = t.app.ctx.db;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'paid', expectedTotal: confirmed.total }))),
    );
    expect(results.filter((r) => !r.alreadyComplete)).toHaveLength(1);
    expect(results.every((r) => r.order.state === 'complete')).toBe(true);
    const mails = (await db.select().from(outbox)).filter((m) => m.kind === 'order_placed' && m.subject.includes(cart.number));
    expect(mails).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, cart.id));
    expect(row).toMatchObject({ state: 'complete', total: confirmed.total });
  });

  it('a coupon with a usage limit of 1 completes only one of 10 concurrent orders', async () => {
    const db = t.app.ctx.db;
    await db.insert(promotions).values({ code: 'ONLYONCE', name: 'only once', kind: 'percentage', value: 1000, usageLimit: 1, stackable: true });
    const carts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const s = await anonymousUser(t.app);
        const cart = await addItem(t, s, (await createCart(t, s)).id, { variant_id: mailer.id, quantity: mailer.minQuantity });
        const applied = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: 'ONLYONCE' } });
        expect(applied.statusCode).toBe(200);
        await toConfirm(t, s, cart.id);
        return cart.id;
      }),
    );
    const outcomes = await Promise.allSettled(carts.map((orderId) => db.transaction((tx) => completeOrder(tx, { orderId, paymentState: 'paid' }))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(9);
    expect(refused.map((o) => (o.reason as { code?: string }).code)).toEqual(Array(9).fill('coupon_exhausted'));
    const [promo] = await db.select().from(promotions).where(eq(promotions.code, 'ONLYONCE'));
    expect(promo?.usageCount).toBe(1);
    expect(await db.select().from(promotionUsages).where(eq(promotionUsages.promotionId, promo!.id))).toHaveLength(1);
  });

  it('50 concurrent line-item adds to one order lose none and the totals match the lines', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const designs = await Promise.all(Array.from({ length: 50 }, () => createDesign(t.app, s.headers, { variant_id: mailer.id }).then((d) => d.box_design.id)));
    const responses = await Promise.all(
      designs.map((designId) =>
        t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity, box_design_id: designId } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const final = (await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers })).json().order;
    expect(final.line_items).toHaveLength(50);
    expect(new Set(final.line_items.map((l: { box_design_id: string }) => l.box_design_id)).size).toBe(50);
    expect(final.total).toBe(final.line_items.reduce((sum: number, l: { gross: number }) => sum + l.gross, 0));
  });
});

if (!process.env.DATABASE_URL) {
  it('concurrency tests run only with DATABASE_URL (PostgreSQL)', () => {
    expect(process.env.DATABASE_URL).toBeUndefined();
  });
}
