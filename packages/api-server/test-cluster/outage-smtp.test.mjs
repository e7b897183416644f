// @ts-check
// Chaos: the SMTP server is down while shoppers place orders on two API processes. Nothing the shoppers
// do fails; the order e-mails wait in the outbox, retried with backoff; once the server is back every
// one of them arrives, and a receiver sees each Message-ID once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clusterForTest, orderAtConfirm, pickVariant, smtpSink, until } from './support.mjs';

const ORDERS = 6;

describe('the SMTP server down and back', () => {
  /** @type {Awaited<ReturnType<typeof clusterForTest>>} */
  let c;
  /** @type {Awaited<ReturnType<typeof smtpSink>> | undefined} */
  let smtp;
  let port = 0;
  before(async () => {
    // A port nothing listens on for now: the SMTP server is down.
    const probe = await smtpSink();
    port = probe.port;
    await probe.close();
    c = await clusterForTest({ name: 'smtp', portBase: 4740, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  after(async () => {
    await c?.close();
    await smtp?.close();
  });

  it('keeps every order e-mail while it is down and delivers each once when it is back', { timeout: 240_000 }, async () => {
    const variant = await pickVariant(c.db);
    const orders = await Promise.all(Array.from({ length: ORDERS }, (_, i) => orderAtConfirm(c.api, variant, { payment: 'check', email: `smtp-down-${i}@example.com` })));
    for (const order of orders) {
      const placed = await c.api.call('POST', '/check_payments', { token: order.token, body: { order_number: order.number } });
      assert.equal(placed.status, 200, `placing ${order.number} while SMTP is down: ${placed.text}`);
    }
    const outbox = () => c.db.query(`SELECT id, kind, sent_at, attempts, last_error, message_key FROM outbox WHERE "to" LIKE 'smtp-down-%@example.com' ORDER BY id`);
    // Every e-mail was tried and failed (connection refused), none given up.
    await until('every order e-mail to have failed once', async () => {
      const { rows } = await outbox();
      return rows.length >= ORDERS && rows.every((r) => r.attempts >= 1 && r.last_error && !r.sent_at);
    }, 60_000);

    smtp = await smtpSink(port);
    const back = Date.now();
    const mails = await until('the order e-mails to be sent', async () => {
      const { rows } = await outbox();
      return rows.every((r) => r.sent_at) ? rows : null;
    }, 180_000);
    assert.equal(mails.filter((m) => m.kind === 'order_placed').length, ORDERS);
    const received = new Map();
    for (const id of smtp.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
    for (const m of mails) assert.equal(received.get(`<${m.message_key}@localhost>`), 1, `e-mail ${m.id} (${m.kind}) received once`);
    const retries = mails.reduce((n, m) => n + m.attempts - 1, 0);
    console.log(`# ${mails.length} e-mails held while SMTP was down (${retries} failed attempts in all), all delivered once ${Math.round((Date.now() - back) / 1000)} s after it came back`);
  });
});
