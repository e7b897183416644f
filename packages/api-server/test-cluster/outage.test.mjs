// @ts-check
// Outages of the database (issue 31): a real PostgreSQL server of the test's own is stopped for five
// seconds in the middle of card payments and browsing through two API processes behind haproxy, then
// started again. While it is down nothing answers 500 — the processes answer 503 with Retry-After, and
// haproxy, whose readiness checks now fail, answers the same 503 itself —; afterwards the processes
// serve again without a restart, and every order a shopper paid is there once, paid once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect } from '../../../scripts/lib/cluster.mjs';
import { privatePostgres } from './private-postgres.mjs';
import { clusterOn, orderAtConfirm, pickVariant, repo, until } from './support.mjs';

const ORDERS = 12;
const OUTAGE_MS = 5_000;
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

describe('PostgreSQL stopped and started under traffic', () => {
  /** @type {ReturnType<typeof privatePostgres>} */
  let server;
  /** @type {Awaited<ReturnType<typeof clusterOn>>} */
  let c;
  before(async () => {
    server = privatePostgres({ port: 5491 + offset });
    c = await clusterOn({ databaseName: 'ph_cluster_outage', serverUrl: server.url, portBase: 4760, env: { PAYMENTS_RECONCILE_GRACE_MS: '3000' } });
  });
  after(async () => {
    await c?.close();
    server?.remove();
  });

  it('answers 503 with Retry-After while it is down, never 500, and every paid order is there once', { timeout: 300_000 }, async () => {
    const variant = await pickVariant(c.db);
    const orders = await Promise.all(Array.from({ length: ORDERS }, (_, i) => orderAtConfirm(c.api, variant, { email: `outage-${i}@example.com` })));
    const ids = orders.map((o) => String(o.id));

    /** Every answer the shoppers got: status and whether a 503 said when to come back. */
    const answers = /** @type {Array<{ what: string, status: number, retryAfter: string | null, during: boolean }>} */ ([]);
    let down = false;
    const record = (/** @type {string} */ what, /** @type {Awaited<ReturnType<typeof c.api.call>> | null} */ res) => {
      if (res) answers.push({ what, status: res.status, retryAfter: res.retryAfter, during: down });
    };

    // Browsing: new visitors and a shopper reading their order, all through the outage.
    let browsing = true;
    const browse = (async () => {
      while (browsing) {
        record('visitor', await c.api.call('GET', '/users/anonymous').catch(() => null));
        record('order', await c.api.call('GET', `/orders/${orders[0].number}`, { token: orders[0].token }).catch(() => null));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    /** A shopper pays and, as the storefront does, tries again after a 503 or a 409 (in progress). */
    const pay = async (/** @type {(typeof orders)[number]} */ order, /** @type {number} */ i) => {
      await new Promise((r) => setTimeout(r, (i * 3000) / ORDERS));
      let pm = null;
      for (let attempt = 0; attempt < 120; attempt++) {
        if (!pm) {
          const made = await c.api.call('POST', '/sandbox/payment_methods', { body: { type: 'card', card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } } }).catch(() => null);
          record('payment method', made);
          if (made?.status === 200) pm = made.json.id;
        }
        if (pm) {
          const res = await c.api.call('POST', `/v2/${order.id}/stripe/payment_intents/pay`, { token: order.token, body: { payment_method_id: pm } }).catch(() => null);
          record('pay', res);
          if (res?.status === 200 && ['succeeded', 'processing'].includes(res.json.payment_intent.status)) return;
          if (res && res.status !== 503 && res.status !== 409) throw new Error(`pay answered ${res.status} ${res.text}`);
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`order ${order.number} could not be paid`);
    };
    const paying = Promise.all(orders.map((o, i) => pay(o, i)));
    try {
      await until('the first charges', async () => {
        const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM sandbox_payment_intents WHERE metadata->>'order_id' = ANY($1)`, [ids]);
        return rows[0].n >= 3;
      }, 60_000);
      await c.db.end();
      down = true;
      server.stop();
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      server.start();
      down = false;
      c.db = await connect(repo, c.databaseUrl);

      await paying;
      // No process died of the outage: each is ready again without a restart.
      await until('every process to be ready again', async () => {
        const ready = await Promise.all(c.cluster.apis.map((a) => fetch(`http://127.0.0.1:${a.port}/api/health/ready`).then((r) => r.status === 200, () => false)));
        return ready.every(Boolean);
      }, 60_000);
    } finally {
      // A failure above must not leave the browsing loop running (the test file would never end).
      browsing = false;
      await browse;
    }
    assert.ok(c.cluster.apis.every((a) => a.running()), 'every API process survived the outage');

    // Nothing answered 500; every 503 said when to come back; the outage was seen.
    const failures = answers.filter((a) => a.status >= 500 && a.status !== 503);
    assert.deepEqual(failures, [], 'no 5xx but 503');
    const unavailable = answers.filter((a) => a.status === 503);
    assert.ok(unavailable.length > 0, 'the outage was answered 503');
    assert.deepEqual(unavailable.filter((a) => a.retryAfter !== '5'), [], 'every 503 has Retry-After');
    // Browsing works again through both processes once the server is back.
    const visitor = await c.api.call('GET', '/users/anonymous');
    assert.equal(visitor.status, 200);

    // Every order paid once: one charge booked once per order, each order complete and paid.
    await until('every order to be paid', async () => {
      const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND state = 'complete' AND payment_state = 'paid'`, [ids]);
      return rows[0].n === ORDERS;
    }, 120_000);
    const charges = await c.db.query(
      `SELECT s.id, (s.metadata->>'order_id')::bigint AS order_id,
              (SELECT count(*)::int FROM payment_intents pi JOIN order_payments op ON op.payment_intent_id = pi.id AND op.state = 'completed'
                WHERE pi.gateway_intent_id = s.id) AS bookings
         FROM sandbox_payment_intents s WHERE s.status = 'succeeded' AND s.metadata->>'order_id' = ANY($1)`,
      [ids],
    );
    assert.equal(charges.rowCount, ORDERS, 'one charge per order');
    for (const ch of charges.rows) assert.equal(ch.bookings, 1, `charge ${ch.id} booked once`);
    assert.equal(new Set(charges.rows.map((r) => String(r.order_id))).size, ORDERS);
    const during = answers.filter((a) => a.during);
    console.log(`# ${answers.length} answers, ${during.length} while the server was down: ${unavailable.length} were 503 with Retry-After, none 500; all ${ORDERS} orders paid once`);
  });
});
