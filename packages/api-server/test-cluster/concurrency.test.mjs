// @ts-check
// The races of test/orders-concurrency.test.ts again, now over HTTP against two API processes behind
// haproxy on PostgreSQL and Redis: each burst is spread over both processes (x-served-by says which).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cardPm, clusterForTest, orderAtConfirm, pickVariant, until } from './support.mjs';

describe('two API processes behind haproxy', () => {
  /** @type {Awaited<ReturnType<typeof clusterForTest>>} */
  let c;
  /** @type {{ id: number, minQuantity: number }} */
  let variant;
  before(async () => {
    c = await clusterForTest({ name: 'concurrency', portBase: 4700 });
    variant = await pickVariant(c.db);
  });
  after(() => c?.close());

  it('20 concurrent card payments of one order charge once and complete it once', async () => {
    const order = await orderAtConfirm(c.api, variant, { email: 'race@example.com' });
    const pm = await cardPm(c.api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.api.call('POST', `/v2/${order.id}/stripe/payment_intents/pay`, { token: order.token, body: { payment_method_id: pm } })),
    );
    assert.ok(new Set(answers.map((a) => a.servedBy)).size === 2, 'both processes answered');
    for (const a of answers) assert.ok(a.status === 200 || a.status === 409, `pay answered ${a.status} ${a.text}`);
    await until('the order to be paid', async () => (await c.db.query('SELECT payment_state FROM orders WHERE id = $1', [order.id])).rows[0].payment_state === 'paid');
    const charged = await c.db.query(`SELECT id FROM sandbox_payment_intents WHERE metadata->>'order_id' = $1 AND status = 'succeeded'`, [String(order.id)]);
    assert.equal(charged.rowCount, 1);
    const booked = await c.db.query(`SELECT amount FROM order_payments WHERE order_id = $1 AND state = 'completed'`, [order.id]);
    assert.deepEqual(booked.rows.map((r) => Number(r.amount)), [order.total]);
    const placed = await c.db.query(`SELECT id FROM outbox WHERE kind = 'order_placed' AND subject LIKE $1`, [`%${order.number}%`]);
    assert.equal(placed.rowCount, 1);
  });

  it('a coupon with one use left places only one of 10 orders paid by transfer at once', async () => {
    const code = `ONCE${process.pid}`;
    await c.db.query(`INSERT INTO promotions (code, name, kind, value, usage_limit, stackable) VALUES ($1, 'only once', 'percentage', 1000, 1, true)`, [code]);
    const orders = await Promise.all(Array.from({ length: 10 }, () => orderAtConfirm(c.api, variant, { payment: 'check', coupon: code })));
    const answers = await Promise.all(orders.map((o) => c.api.call('POST', '/check_payments', { token: o.token, body: { order_number: o.number } })));
    assert.ok(new Set(answers.map((a) => a.servedBy)).size === 2, 'both processes answered');
    assert.equal(answers.filter((a) => a.status === 200).length, 1, answers.map((a) => `${a.status} ${a.json?.code ?? ''}`).join(', '));
    const refused = answers.filter((a) => a.status !== 200);
    assert.deepEqual(refused.map((a) => [a.status, a.json?.code]), Array(9).fill([422, 'coupon_exhausted']));
    const promo = await c.db.query('SELECT usage_count FROM promotions WHERE code = $1', [code]);
    assert.equal(Number(promo.rows[0].usage_count), 1);
  });

  it('50 concurrent line-item adds to one order lose none and the totals match the lines', async () => {
    const token = await c.api.visitor();
    const cart = (await c.api.call('POST', '/v2/orders', { token, region: 'eu', body: { currency: 'EUR' } })).json.order;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => c.api.call('POST', `/v2/orders/${cart.id}/line_item`, { token, body: { variant_id: variant.id, quantity: variant.minQuantity + i } })),
    );
    assert.ok(new Set(answers.map((a) => a.servedBy)).size === 2, 'both processes answered');
    assert.deepEqual(answers.map((a) => a.status), Array(50).fill(201));
    const final = (await c.api.call('GET', `/orders/${cart.number}`, { token })).json.order;
    assert.equal(final.line_items.length, 50);
    assert.equal(final.total, final.line_items.reduce((/** @type {number} */ sum, /** @type {{ gross: number }} */ l) => sum + l.gross, 0));
  });

  it('50 orders placed by bank transfer at once over both processes get 50 consecutive proforma numbers', async () => {
    /** @type {Array<{ id: number, number: string, token: string }>} */
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(...(await Promise.all(Array.from({ length: 10 }, () => orderAtConfirm(c.api, variant, { payment: 'check' })))));
    const answers = await Promise.all(orders.map((o) => c.api.call('POST', '/check_payments', { token: o.token, body: { order_number: o.number } })));
    assert.ok(new Set(answers.map((a) => a.servedBy)).size === 2, 'both processes answered');
    assert.deepEqual(answers.map((a) => a.status), Array(50).fill(200));
    const ours = await c.db.query(`SELECT sequence, number FROM invoices WHERE kind = 'proforma' AND order_id = ANY($1::bigint[]) ORDER BY sequence`, [orders.map((o) => o.id)]);
    assert.equal(ours.rowCount, 50);
    const seqs = ours.rows.map((r) => Number(r.sequence));
    assert.deepEqual(seqs, Array.from({ length: 50 }, (_, i) => seqs[0] + i), 'consecutive');
    // And the whole series has no gap, whatever the earlier tests issued in it.
    const series = await c.db.query(`SELECT sequence FROM invoices WHERE series = 'PF/EU/{yyyy}/{nnnnnn}' AND year = (SELECT max(year) FROM invoices WHERE series = 'PF/EU/{yyyy}/{nnnnnn}') ORDER BY sequence`);
    assert.deepEqual(series.rows.map((r) => Number(r.sequence)), Array.from({ length: series.rowCount ?? 0 }, (_, i) => i + 1));
  });
});
