// The checkout state machine: rewind to the requested step, apply that step's fields, advance; VAT by
// address (reverse charge for an EU business), customs for CH, shipping per region, payment methods per
// region, lock_version, and completion (expected_total, idempotence, e-mail).
import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema/outbox';
import { completeOrder, loadOrderForPayment, markOrderPaid, markPaymentFailed } from '../src/orders/completion';
import { anonymousUser } from './helpers/app';
import { addItem, ADDRESS_DE, checkout, createCart, createSeededApp, orderSnapshot, pickVariant, toConfirm, type PickedVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
const delivered: Array<{ to: string; subject: string }> = [];
beforeAll(async () => {
  t = await createSeededApp({ mailTransport: { sendMail: async (m) => void delivered.push({ to: m.to, subject: m.subject }) } });
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

async function cartWithItem(region = 'eu', currency = 'EUR') {
  const s = await anonymousUser(t.app);
  const variant = currency === 'EUR' ? mailer : await pickVariant(t.app.ctx.db, 'mailer-box', currency);
  const order = await addItem(t, s, (await createCart(t, s, region, currency)).id, { variant_id: variant.id, quantity: variant.minQuantity });
  return { s, order };
}

describe('PUT checkouts/{id}', () => {
  it('walks cart → address → delivery → payment → confirm and stores the choices', async () => {
    const { s, order } = await cartWithItem();
    const confirmed = await toConfirm(t, s, order.id);
    expect(confirmed).toMatchObject({ state: 'confirm', payment_method: 'card', shipping_method: 'shipping-method-courier', email: 'buyer@example.com' });
    expect(confirmed.ship_address).toMatchObject({ country_iso: 'DE', zip_code: '10115' });
    expect(confirmed.ship_total).toBeGreaterThan(0);
    const shipping = confirmed.adjustments.find((a) => a.source === 'shipping')!;
    expect(confirmed.total).toBe(confirmed.line_items.reduce((s2, l) => s2 + l.gross, 0) + shipping.amount + shipping.tax + confirmed.additional_customs);
  });

  it('accepts the order number in the path and rewinds to an earlier step', async () => {
    const { s, order } = await cartWithItem();
    await toConfirm(t, s, order.id);
    const res = await t.app.inject({ method: 'PUT', url: `/api/checkouts/${order.number}?state=delivery`, headers: s.headers, payload: { order: { shipping_method: 'shipping-method-courier' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.state).toBe('payment');
  });

  it('refuses skipping ahead, fields of another step, a country the region does not ship to, and an unknown payment method — changing nothing', async () => {
    const { s, order } = await cartWithItem('pl', 'PLN');
    await checkout(t, s, order.id, null, {});
    const before = await orderSnapshot(t.app.ctx.db, order.id);
    const skip = await checkout(t, s, order.id, 'payment', { payments_attributes: [{ payment_method_id: 'card' }] });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().code).toBe('cannot_skip_step');
    const wrongField = await checkout(t, s, order.id, 'address', { shipping_method: 'shipping-method-courier' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().code).toBe('field_not_allowed');
    const country = await checkout(t, s, order.id, 'address', { email: 'x@example.com', bill_address: ADDRESS_DE, use_billing: true });
    expect(country.statusCode).toBe(422);
    expect(country.json()).toMatchObject({ code: 'country_not_allowed', field: 'ship_address.country_iso' });
    const badZip = await checkout(t, s, order.id, 'address', { email: 'x@example.com', bill_address: { ...ADDRESS_DE, country_iso: 'PL', zip_code: '123' }, use_billing: true });
    expect(badZip.statusCode).toBe(422);
    const price = await checkout(t, s, order.id, 'address', { total: 1 });
    expect(price.statusCode).toBe(400);
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(before);

    const plAddress = { ...ADDRESS_DE, city: 'Warszawa', zip_code: '00-001', country_iso: 'PL' };
    expect((await checkout(t, s, order.id, 'address', { email: 'x@example.com', bill_address: plAddress, use_billing: true })).statusCode).toBe(200);
    expect((await checkout(t, s, order.id, 'delivery', { shipping_method: 'shipping-method-courier' })).statusCode).toBe(200);
    const mid = await orderSnapshot(t.app.ctx.db, order.id);
    const ideal = await checkout(t, s, order.id, 'payment', { payments_attributes: [{ payment_method_id: 'ideal' }] });
    expect(ideal.statusCode).toBe(422);
    expect(ideal.json().code).toBe('payment_method_not_allowed');
    const noShip = await checkout(t, s, order.id, 'delivery', { shipping_method: 'shipping-method-teleport' });
    expect(noShip.statusCode).toBe(422);
    expect(await orderSnapshot(t.app.ctx.db, order.id)).toEqual(mid);
  });

  it('answers 409 for a stale lock_version and 404 for another user’s order', async () => {
    const { s, order } = await cartWithItem();
    const stale = await checkout(t, s, order.id, null, { lock_version: order.lock_version + 5 });
    expect(stale.statusCode).toBe(409);
    const other = await anonymousUser(t.app);
    expect((await checkout(t, other, order.id, null, {})).statusCode).toBe(404);
    expect((await checkout(t, s, order.id, null, { lock_version: order.lock_version })).statusCode).toBe(200);
  });

  it('does not leave the cart without items', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const res = await checkout(t, s, cart.id, null, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('order_empty');
  });

  it('charges no VAT to an EU business with a valid VAT ID in another member state (reverse charge)', async () => {
    const { s, order } = await cartWithItem();
    await checkout(t, s, order.id, null, {});
    const res = await checkout(t, s, order.id, 'address', {
      email: 'b2b@example.com',
      customer_type: 'b2b',
      bill_address: { ...ADDRESS_DE, company_name: 'Schmidt GmbH', vat_id: 'DE136695976' },
      use_billing: true,
    });
    expect(res.statusCode).toBe(200);
    const b2b = res.json().order;
    expect(b2b.tax_reason).toBe('reverse_charge');
    expect(b2b.tax_total).toBe(0);
    expect(b2b.line_items[0].tax_rate).toBe(0);
  });

  it('adds the customs surcharge for deliveries to Switzerland', async () => {
    const { s, order } = await cartWithItem();
    await checkout(t, s, order.id, null, {});
    const res = await checkout(t, s, order.id, 'address', { email: 'ch@example.com', bill_address: { ...ADDRESS_DE, city: 'Zürich', zip_code: '8001', country_iso: 'CH' }, use_billing: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ additional_customs: 4000, tax_reason: 'export', tax_total: 0 });
  });
});

describe('completion (orders ↔ payments)', () => {
  it('completes once, checks the expected total, writes the e-mail; a second call changes nothing', async () => {
    const { s, order } = await cartWithItem();
    const confirmed = await toConfirm(t, s, order.id);
    const db = t.app.ctx.db;
    const wrong = db.transaction((tx) => completeOrder(tx, { orderId: order.id, paymentState: 'paid', expectedTotal: confirmed.total + 1 }));
    await expect(wrong).rejects.toMatchObject({ statusCode: 422, code: 'total_changed' });
    expect((await orderSnapshot(db, order.id)).order?.state).toBe('confirm');

    const first = await db.transaction((tx) => completeOrder(tx, { orderId: order.id, paymentState: 'balance_due', expectedTotal: confirmed.total }));
    expect(first.alreadyComplete).toBe(false);
    expect(first.order).toMatchObject({ state: 'complete', paymentState: 'balance_due', total: confirmed.total });
    const after = await orderSnapshot(db, order.id);
    const second = await db.transaction((tx) => completeOrder(tx, { orderId: order.id, paymentState: 'paid' }));
    expect(second.alreadyComplete).toBe(true);
    expect(await orderSnapshot(db, order.id)).toEqual(after);

    await db.transaction((tx) => markOrderPaid(tx, { orderId: order.id }));
    await db.transaction((tx) => markOrderPaid(tx, { orderId: order.id }));
    await db.transaction((tx) => markPaymentFailed(tx, { orderId: order.id }));
    expect((await orderSnapshot(db, order.id)).order?.paymentState).toBe('paid');
    const mails = await db.select().from(outbox).where(eq(outbox.to, 'buyer@example.com'));
    const mine = mails.filter((m) => m.subject.includes(order.number));
    expect(mine.map((m) => m.kind).sort()).toEqual(['order_placed', 'payment_received']);

    // Delivery starts after the next successful change under /api (here: any cart update).
    const other = await cartWithItem();
    await t.app.inject({ method: 'PUT', url: `/api/orders/${other.order.id}`, headers: other.s.headers, payload: { order: { special_instructions: 'x' } } });
    for (let i = 0; i < 50 && delivered.filter((d) => d.subject.includes(order.number)).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(delivered.filter((d) => d.subject.includes(order.number)).map((d) => d.to)).toEqual(['buyer@example.com', 'buyer@example.com']);

    const edit = await addItemRaw(s, order.id);
    expect(edit.statusCode).toBe(422);
    expect(edit.json().code).toBe('order_not_editable');
  });

  it('refuses an order that has not reached payment, and loads orders for payment only for their owner', async () => {
    const { s, order } = await cartWithItem();
    const db = t.app.ctx.db;
    await expect(db.transaction((tx) => completeOrder(tx, { orderId: order.id, paymentState: 'paid' }))).rejects.toMatchObject({ code: 'order_not_ready' });
    const loaded = await db.transaction((tx) => loadOrderForPayment(tx, { orderId: order.id, userId: s.userId }));
    expect(loaded).toMatchObject({ id: order.id, number: order.number, currency: 'EUR', state: 'cart' });
    await expect(db.transaction((tx) => loadOrderForPayment(tx, { orderId: order.id, userId: s.userId + 100000 }))).rejects.toMatchObject({ statusCode: 404 });
    await db.transaction((tx) => markPaymentFailed(tx, { orderId: order.id }));
    expect((await orderSnapshot(db, order.id)).order?.paymentState).toBe('failed');
  });
});

function addItemRaw(s: { headers: Record<string, string> }, orderId: number) {
  return t.app.inject({ method: 'POST', url: `/api/v2/orders/${orderId}/line_item`, headers: s.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity } });
}
