// @ts-check
// Chaos: `kill -9` one of two API processes in the middle of 24 card payments, restart it, and check
// what the shop and the shoppers end up with once reconciliation has run: every charged intent belongs
// to exactly one completed, paid order; no order is completed without its payment; every e-mail of
// those orders reached the SMTP server exactly once (by its stable Message-ID).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cardPm, clusterForTest, orderAtConfirm, pickVariant, smtpSink, until } from './support.mjs';

const ORDERS = 24;

describe('kill -9 of an API process during card payments', () => {
  /** @type {Awaited<ReturnType<typeof clusterForTest>>} */
  let c;
  /** @type {Awaited<ReturnType<typeof smtpSink>>} */
  let smtp;
  before(async () => {
    smtp = await smtpSink();
    c = await clusterForTest({ name: 'crash', portBase: 4720, env: { SMTP_URL: smtp.url, PAYMENTS_RECONCILE_GRACE_MS: '3000' } });
  });
  after(async () => {
    await c?.close();
    await smtp?.close();
  });

  it('leaves every charge booked once, every booked order paid, every e-mail sent once', { timeout: 300_000 }, async () => {
    const variant = await pickVariant(c.db);
    const orders = await Promise.all(Array.from({ length: ORDERS }, (_, i) => orderAtConfirm(c.api, variant, { email: `crash-${i}@example.com` })));
    const ids = orders.map((o) => String(o.id));
    const [victim] = c.cluster.apis;

    const failed = { network: 0, server: 0, busy: 0 };
    /** A shopper pays and, as the storefront does, retries what failed (a 5xx, a 409 in progress, a dropped connection). */
    const pay = async (/** @type {(typeof orders)[number]} */ order, /** @type {number} */ i) => {
      // Shoppers arrive over four seconds, so the kill lands among requests in flight.
      await new Promise((r) => setTimeout(r, (i * 4000) / ORDERS));
      const pm = await cardPm(c.api);
      for (let attempt = 0; attempt < 60; attempt++) {
        const res = await c.api.call('POST', `/v2/${order.id}/stripe/payment_intents/pay`, { token: order.token, body: { payment_method_id: pm } }).catch(() => null);
        if (!res) failed.network += 1;
        else if (res.status >= 500) failed.server += 1;
        else if (res.status === 409) failed.busy += 1;
        if (res?.status === 200 && ['succeeded', 'processing'].includes(res.json.payment_intent.status)) return res.json.payment_intent.id;
        if (res && res.status < 500 && res.status !== 409) throw new Error(`pay answered ${res.status} ${res.text}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`order ${order.number} could not be paid`);
    };
    const paying = Promise.all(orders.map((o, i) => pay(o, i)));

    // Kill the first process once a few charges are under way at the gateway.
    await until('the first charges', async () => {
      const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM sandbox_payment_intents WHERE metadata->>'order_id' = ANY($1)`, [ids]);
      return rows[0].n >= 3;
    }, 60_000);
    const pid = victim.pid();
    await victim.kill('SIGKILL');
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 1500));
    await victim.start();
    assert.notEqual(victim.pid(), pid);

    const paid = await paying;
    assert.equal(paid.length, ORDERS);

    // Reconciliation (at the restart, then every minute) and the durable webhooks settle the rest.
    await until('every order to be paid', async () => {
      const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND state = 'complete' AND payment_state = 'paid'`, [ids]);
      return rows[0].n === ORDERS;
    }, 180_000);

    // Every charged intent belongs to exactly one completed order, and no order has two charges.
    const charges = await c.db.query(
      `SELECT s.id, s.amount::bigint AS amount, (s.metadata->>'order_id')::bigint AS order_id, o.state, o.payment_state, o.total::bigint AS total,
              (SELECT count(*)::int FROM payment_intents pi JOIN order_payments op ON op.payment_intent_id = pi.id AND op.state = 'completed'
                WHERE pi.gateway_intent_id = s.id) AS bookings
         FROM sandbox_payment_intents s JOIN orders o ON o.id = (s.metadata->>'order_id')::bigint
        WHERE s.status = 'succeeded' AND s.metadata->>'order_id' = ANY($1)`,
      [ids],
    );
    assert.equal(charges.rowCount, ORDERS, 'one charge per order');
    for (const ch of charges.rows) {
      assert.equal(ch.bookings, 1, `charge ${ch.id} booked once`);
      assert.deepEqual([ch.state, ch.payment_state], ['complete', 'paid']);
      assert.equal(Number(ch.amount), Number(ch.total));
    }
    assert.equal(new Set(charges.rows.map((r) => String(r.order_id))).size, ORDERS);

    // No completed order without its payment.
    const unpaid = await c.db.query(
      `SELECT o.number FROM orders o WHERE o.id = ANY($1) AND o.state = 'complete'
          AND o.total <> COALESCE((SELECT sum(amount) FROM order_payments op WHERE op.order_id = o.id AND op.state = 'completed'), 0)`,
      [ids],
    );
    assert.deepEqual(unpaid.rows, []);

    // Every e-mail of these orders went out, each exactly once.
    const mails = await until('the order e-mails to be sent', async () => {
      const { rows } = await c.db.query(`SELECT id, kind, sent_at FROM outbox WHERE "to" LIKE 'crash-%@example.com' ORDER BY id`);
      return rows.length >= ORDERS && rows.every((r) => r.sent_at) ? rows : null;
    }, 120_000);
    assert.equal(mails.filter((m) => m.kind === 'order_placed').length, ORDERS);
    const received = new Map();
    for (const id of smtp.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
    for (const m of mails) assert.equal(received.get(`<outbox-${m.id}@localhost>`), 1, `e-mail ${m.id} (${m.kind}) received once`);
    const reconciled = await c.db.query(`SELECT count(*)::int AS n FROM payment_events WHERE event_id LIKE 'reconcile_%' AND outcome = 'applied'`);
    console.log(
      `# ${ORDERS} orders paid and booked once, ${mails.length} e-mails sent once; all paid ${Math.round((Date.now() - started) / 1000)} s after the kill; ` +
        `shoppers saw ${failed.network} dropped connections, ${failed.server} 5xx, ${failed.busy} 409; ${reconciled.rows[0].n} bookings made by reconciliation`,
    );
  });
});
