// @ts-check
// Chaos: `kill -9` one of two API processes in the middle of 24 card payments, restart it, and check
// what the shop and the shoppers end up with once reconciliation has run: every charged intent belongs
// to exactly one completed, paid order; no order is completed without its payment; every e-mail of
// those orders reached the SMTP server, and a receiver that de-duplicates by Message-ID sees each once.
// Then `kill -9` a process while it runs a request with an Idempotency-Key: the shopper's retry is not
// held off for a minute (the key's owner is dead), and what it asked for happens once. Last, `kill -9`
// a process while an operator cancels a dozen card-paid orders: every refund reaches the gateway once.
// The sandbox keeps each refund pending for SANDBOX_REFUND_DELAY_MS (as Stripe answers before the money
// moves), so the kill always lands while refunds are in flight: booked, sent, not yet settled by the
// gateway's `refund.updated` webhook.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Api, cardPm, clusterForTest, orderAtConfirm, pickVariant, smtpSink, until } from './support.mjs';

const ORDERS = 24;
/** How long the sandbox gateway keeps a refund pending: longer than the wait from the first refunds to the kill. */
const REFUND_DELAY_MS = 5000;

describe('kill -9 of an API process during card payments', () => {
  /** @type {Awaited<ReturnType<typeof clusterForTest>>} */
  let c;
  /** @type {Awaited<ReturnType<typeof smtpSink>>} */
  let smtp;
  before(async () => {
    smtp = await smtpSink();
    c = await clusterForTest({ name: 'crash', portBase: 4720, env: { SMTP_URL: smtp.url, PAYMENTS_RECONCILE_GRACE_MS: '3000', SANDBOX_REFUND_DELAY_MS: String(REFUND_DELAY_MS) } });
  });
  after(async () => {
    await c?.close();
    await smtp?.close();
  });

  it('leaves every charge booked once, every booked order paid, every e-mail delivered once per Message-ID', { timeout: 420_000 }, async () => {
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

    // Every e-mail of these orders went out, each exactly once. An e-mail whose delivery job was running
    // in the killed process is sent by the job's retry, which pg-boss starts once the job expires
    // (email.deliver: 90 s, src/jobs/queue.ts) and its maintenance pass (every 30 s) has seen it: about
    // 2 minutes from the kill at worst; the wait leaves room for a slow machine.
    const mails = await until('the order e-mails to be sent', async () => {
      const { rows } = await c.db.query(`SELECT id, kind, sent_at, message_key FROM outbox WHERE "to" LIKE 'crash-%@example.com' ORDER BY id`);
      return rows.length >= ORDERS && rows.every((r) => r.sent_at) ? rows : null;
    }, 200_000).catch(async (err) => {
      // Which rows are stuck, and where: their queueing and claim, and their delivery jobs' states.
      const { rows } = await c.db.query(
        `SELECT o.id, o.kind, o.queued_at, o.claimed_by, o.claimed_until, o.attempts, o.last_error,
                (SELECT string_agg(j.state || ' retry ' || j.retry_count, ', ') FROM pgboss.job j
                  WHERE j.name = 'email.deliver' AND (j.data->>'outboxId')::bigint = o.id) AS jobs
           FROM outbox o WHERE o."to" LIKE 'crash-%@example.com' AND o.sent_at IS NULL ORDER BY o.id`,
      );
      console.log(`# unsent after the wait (${Math.round((Date.now() - started) / 1000)} s after the kill):`, JSON.stringify(rows));
      throw err;
    });
    const mailed = Math.round((Date.now() - started) / 1000);
    assert.equal(mails.filter((m) => m.kind === 'order_placed').length, ORDERS);
    const received = new Map();
    for (const id of smtp.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
    // None lost: every row's Message-ID arrived; no message without one of ours.
    for (const m of mails) assert.ok((received.get(`<${m.message_key}@localhost>`) ?? 0) >= 1, `e-mail ${m.id} (${m.kind}) received`);
    assert.equal(received.get('(none)'), undefined);
    // None twice for a receiver that de-duplicates by Message-ID; a raw second copy is possible only for
    // an e-mail the killed process had handed to the SMTP server but not yet marked sent (at most the
    // two it sends at a time, docs/deployment.md "What a crash costs").
    const copies = mails.reduce((n, m) => n + (received.get(`<${m.message_key}@localhost>`) - 1), 0);
    assert.ok(copies <= 2, `${copies} e-mails reached the SMTP server twice`);
    const reconciled = await c.db.query(`SELECT count(*)::int AS n FROM payment_events WHERE event_id LIKE 'reconcile_%' AND outcome = 'applied'`);
    console.log(
      `# ${ORDERS} orders paid and booked once, ${mails.length} e-mails delivered (${copies} raw second copies, same Message-ID), the last ${mailed} s after the kill; all paid ${Math.round((Date.now() - started) / 1000)} s after the kill; ` +
        `shoppers saw ${failed.network} dropped connections, ${failed.server} 5xx, ${failed.busy} 409; ${reconciled.rows[0].n} bookings made by reconciliation`,
    );
  });

  it('a request whose process was killed does not hold its Idempotency-Key: the retry runs, once', { timeout: 180_000 }, async () => {
    const variant = await pickVariant(c.db);
    const [victim] = c.cluster.apis;
    const direct = new Api(`http://127.0.0.1:${victim.port}`);

    /** A cart whose "add line" request, with a key, is running on the victim (held on the order's row lock) when it is killed. */
    const inFlightOnVictim = async (/** @type {string} */ key) => {
      const token = await c.api.visitor();
      const created = await c.api.call('POST', '/v2/orders', { token, region: 'eu', body: { currency: 'EUR' } });
      assert.equal(created.status, 201);
      const id = created.json.order.id;
      const holder = await c.db.query('BEGIN').then(() => c.db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id]));
      assert.equal(holder.rowCount, 1);
      const body = { variant_id: variant.id, quantity: variant.minQuantity };
      const lost = direct.call('POST', `/v2/orders/${id}/line_item`, { token, body, idempotencyKey: key }).catch(() => null);
      await until('the request to be running', async () => {
        const { rows } = await c.db.query('SELECT status_code FROM idempotency_keys WHERE key = $1', [key]);
        return rows.length === 1 && rows[0].status_code === null;
      }, 30_000);
      await victim.kill('SIGKILL');
      assert.equal(await lost, null, 'the killed process never answered');
      await c.db.query('ROLLBACK');
      const retry = () => c.api.call('POST', `/v2/orders/${id}/line_item`, { token, body, idempotencyKey: key });
      const lines = async () => (await c.db.query(`SELECT count(*)::int AS n FROM line_items WHERE order_id = $1 AND kind = 'product'`, [id])).rows[0].n;
      return { retry, lines };
    };

    // Restarted right away (its slot has a new boot): the first retry runs.
    const a = await inFlightOnVictim(`crash-key-a-${Date.now()}`);
    await victim.start();
    const first = await a.retry();
    assert.equal(first.status, 201, `the first retry after the restart answered ${first.status} ${first.text}`);
    assert.equal(first.json.order.line_items.filter((/** @type {{ kind: string }} */ l) => l.kind === 'product').length, 1);
    assert.equal((await a.retry()).status, 201);
    assert.equal(await a.lines(), 1, 'the line was added once');

    // Left dead: its heartbeat stops, and within 15 s (the bound leaves room for a loaded machine; it was 60 s) the retry runs.
    const b = await inFlightOnVictim(`crash-key-b-${Date.now()}`);
    const killed = Date.now();
    let busy = 0;
    for (;;) {
      const res = await b.retry().catch(() => null);
      if (res?.status === 201) break;
      if (res?.status === 409) busy += 1;
      // A 5xx or a dropped connection is the load balancer still sending to the dead process.
      else if (res && res.status < 500) assert.fail(`retry answered ${res.status} ${res.text}`);
      assert.ok(Date.now() - killed < 30_000, `still refused ${Math.round((Date.now() - killed) / 1000)} s after the kill`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const waited = Date.now() - killed;
    assert.equal(await b.lines(), 1, 'the line was added once');
    await victim.start();
    console.log(`# Idempotency-Key of a killed request: retry ran at once after a restart; ${Math.round(waited / 100) / 10} s (${busy} 409s) while the process stayed down`);
  });
  it('kill -9 during refunds: every canceled order is refunded once at the gateway, none lost, none twice', { timeout: 300_000 }, async () => {
    const variant = await pickVariant(c.db);
    const N = 12;
    const orders = await Promise.all(Array.from({ length: N }, (_, i) => orderAtConfirm(c.api, variant, { email: `refund-${i}@example.com` })));
    for (const order of orders) {
      const pm = await cardPm(c.api);
      const res = await c.api.call('POST', `/v2/${order.id}/stripe/payment_intents/pay`, { token: order.token, body: { payment_method_id: pm } });
      assert.equal(res.status, 200, res.text);
    }
    const ids = orders.map((o) => String(o.id));
    await until('every order to be paid', async () => {
      const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND state = 'complete' AND payment_state = 'paid'`, [ids]);
      return rows[0].n === N;
    }, 120_000);

    // An operator (an account promoted as `promote-operator` does) cancels them all at once.
    const email = `crash-operator-${Date.now()}@example.com`;
    const signUp = await c.api.call('POST', '/users/sign_up', { body: { email, password: 'Crash-Test-Operator-Pass-42' } });
    assert.equal(signUp.status, 201, signUp.text);
    await c.db.query(`UPDATE users SET role = 'operator' WHERE email = $1`, [email]);
    const token = signUp.json.token;
    const [victim] = c.cluster.apis;
    const cancel = async (/** @type {(typeof orders)[number]} */ order, /** @type {number} */ i) => {
      await new Promise((r) => setTimeout(r, (i * 2000) / N));
      for (let attempt = 0; attempt < 60; attempt++) {
        const res = await c.api.call('POST', `/v2/operator/orders/${order.number}/cancel`, { token, body: { reason: 'Crash test: the customer called' } }).catch(() => null);
        if (res?.status === 200) return;
        if (res && res.status < 500 && res.status !== 409) throw new Error(`cancel answered ${res.status} ${res.text}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`order ${order.number} could not be canceled`);
    };
    const canceling = Promise.all(orders.map((o, i) => cancel(o, i)));
    await until('the first refunds', async () => {
      const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ANY($1)`, [ids]);
      return rows[0].n >= 2;
    }, 60_000);
    await victim.kill('SIGKILL');
    const killed = Date.now();
    // What the killed process had booked but not yet had confirmed by the gateway: reconciliation's work.
    const pendingAtKill = (await c.db.query(`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ANY($1) AND state = 'pending'`, [ids])).rows[0].n;
    assert.ok(pendingAtKill > 0, 'refunds were in flight (pending at the gateway) at the kill');
    await new Promise((r) => setTimeout(r, 1500));
    await victim.start();
    await canceling;

    // Reconciliation (at the restart, then every minute) sends what the killed process had booked but not sent.
    await until('every refund to be confirmed by the gateway', async () => {
      const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ANY($1) AND state <> 'succeeded'`, [ids]);
      const booked = await c.db.query(`SELECT count(DISTINCT order_id)::int AS n FROM order_refunds WHERE order_id = ANY($1)`, [ids]);
      return rows[0].n === 0 && booked.rows[0].n === N;
    }, 180_000);
    const perOrder = await c.db.query(
      `SELECT o.number, o.state, o.payment_state, o.total::bigint AS total,
              (SELECT sum(amount) FROM order_refunds r WHERE r.order_id = o.id)::bigint AS refunded,
              (SELECT sum(sr.amount) FROM sandbox_refunds sr JOIN sandbox_payment_intents s ON s.id = sr.intent_id WHERE s.metadata->>'order_id' = o.id::text)::bigint AS at_gateway,
              (SELECT count(*) FROM sandbox_refunds sr JOIN sandbox_payment_intents s ON s.id = sr.intent_id WHERE s.metadata->>'order_id' = o.id::text)::int AS gateway_refunds
         FROM orders o WHERE o.id = ANY($1)`,
      [ids],
    );
    for (const o of perOrder.rows) {
      assert.deepEqual([o.state, o.payment_state], ['canceled', 'refunded'], `order ${o.number}`);
      assert.equal(Number(o.refunded), Number(o.total), `order ${o.number}: refunded what was paid`);
      assert.equal(Number(o.at_gateway), Number(o.total), `order ${o.number}: the gateway gave back what was paid, once`);
    }
    // Settled exactly once: one refund per order at the gateway, settled there, its one webhook applied
    // once to the one refund it names (a redelivery is `duplicate` and changes nothing).
    const settled = await c.db.query(
      `SELECT r.id, r.state, r.gateway_refund_id, sr.status AS gateway_status,
              (SELECT count(*) FROM sandbox_webhook_events e WHERE e.type = 'refund.updated' AND e.payload->'data'->'object'->>'id' = sr.id)::int AS events,
              (SELECT count(*) FROM payment_events pe WHERE pe.type = 'refund.updated' AND pe.outcome = 'refund_settled' AND pe.payload->'refund'->>'id' = sr.id)::int AS applied
         FROM order_refunds r LEFT JOIN sandbox_refunds sr ON sr.id = r.gateway_refund_id
        WHERE r.order_id = ANY($1)`,
      [ids],
    );
    assert.equal(settled.rows.length, N, 'one refund booked per order');
    for (const r of settled.rows) {
      assert.equal(r.gateway_status, 'succeeded', `refund ${r.id}: settled at the gateway`);
      assert.equal(r.events, 1, `refund ${r.id}: the gateway settled it once`);
      assert.ok(r.applied <= 1, `refund ${r.id}: its settlement applied at most once (${r.applied})`);
    }
    const viaWebhook = settled.rows.filter((r) => r.applied === 1).length;
    console.log(`# ${N} card orders canceled across a kill -9: each refunded once at the gateway (${perOrder.rows.reduce((n, r) => n + r.gateway_refunds, 0)} gateway refunds), all confirmed ${Math.round((Date.now() - killed) / 1000)} s after the kill; ${pendingAtKill} still pending at the kill; ${viaWebhook} settled by the refund webhook, ${N - viaWebhook} by reconciliation`);
  });
});
