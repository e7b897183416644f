// @ts-check
// What the cluster tests share: a cluster of API processes behind haproxy on a fresh PostgreSQL
// database (scripts/lib/cluster.mjs), HTTP calls through the load balancer as a shopper makes them,
// and a minimal SMTP sink that records every message's Message-ID.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, ensureDatabase, startCluster } from '../../../scripts/lib/cluster.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/**
 * @param {{ name: string, apis?: number, portBase: number, env?: Record<string, string> }} o
 */
export async function clusterForTest(o) {
  return clusterOn({ ...o, databaseName: `ph_cluster_${o.name}_${process.pid}` });
}

/**
 * @param {{ databaseName: string, apis?: number, portBase: number, env?: Record<string, string>, serverUrl?: string, cpus?: number[] }} o
 */
export async function clusterOn(o) {
  const base = o.serverUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/${o.databaseName}`;
  const databaseUrl = url.toString();
  await ensureDatabase(repo, databaseUrl, { fresh: true });
  const lbPort = o.portBase + offset;
  const cluster = await startCluster({
    repo,
    apis: o.apis ?? 2,
    lbPort,
    apiBasePort: lbPort + 1,
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    quiet: !process.env.CLUSTER_LOGS,
    cpus: o.cpus,
    env: { LOG_LEVEL: process.env.CLUSTER_LOGS ? 'info' : 'warn', ...o.env },
  });
  const db = await connect(repo, databaseUrl);
  const api = new Api(`http://127.0.0.1:${lbPort}`);
  return {
    cluster,
    db,
    api,
    /** The test's own connection to the cluster's database (reopen it after an outage: `c.db = await connect(…)`). */
    databaseUrl,
    async close() {
      await this.db.end().catch(() => undefined);
      await cluster.stop();
      const admin = new URL(databaseUrl);
      admin.pathname = '/postgres';
      const c = await connect(repo, admin.toString());
      await c.query(`DROP DATABASE IF EXISTS ${url.pathname.slice(1)} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}

export class Api {
  /**
   * @param {string} base
   * @param {(method: string, url: string, ms: number, status: number) => void} [onAnswer] timing of every call (the bench)
   */
  constructor(base, onAnswer) {
    this.base = base;
    this.onAnswer = onAnswer;
  }

  /**
   * @param {string} method @param {string} url
   * @param {{ token?: string, body?: unknown, region?: string, idempotencyKey?: string, headers?: Record<string, string> }} [o]
   */
  async call(method, url, o = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...o.headers };
    if (o.token) headers['x-api-token'] = o.token;
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    if (o.region) headers['x-region'] = o.region;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const t0 = performance.now();
    const res = await fetch(`${this.base}/api${url}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const text = await res.text();
    this.onAnswer?.(method, url, performance.now() - t0, res.status);
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON (a load balancer's error page) */
    }
    return { status: res.status, json, servedBy: res.headers.get('x-served-by'), retryAfter: res.headers.get('retry-after'), text };
  }

  async visitor() {
    const res = await this.call('GET', '/users/anonymous');
    if (res.status !== 200) throw new Error(`anonymous: ${res.status} ${res.text}`);
    return /** @type {string} */ (res.json.token);
  }
}

/** The first variant of a product and its smallest EUR quantity, read from the database. */
export async function pickVariant(/** @type {import('pg').Client} */ db, sku = 'mailer-box') {
  const { rows } = await db.query(
    `SELECT v.id, min(p.range_start)::int AS min_quantity FROM catalogue_variants v
       JOIN catalogue_products pr ON pr.id = v.product_id
       JOIN catalogue_volume_prices p ON p.variant_id = v.id AND p.currency = 'EUR'
      WHERE pr.sku = $1 GROUP BY v.id ORDER BY v.id LIMIT 1`,
    [sku],
  );
  if (!rows[0]) throw new Error(`no EUR variant of ${sku}`);
  return { id: Number(rows[0].id), minQuantity: Number(rows[0].min_quantity) };
}

const ADDRESS = { first_name: 'Anna', last_name: 'Schmidt', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' };

/**
 * A visitor's cart with one line, walked to the confirm step.
 * @param {Api} api @param {{ id: number, minQuantity: number }} variant
 * @param {{ payment?: string, email?: string, coupon?: string }} [o]
 */
export async function orderAtConfirm(api, variant, o = {}) {
  const token = await api.visitor();
  const created = await api.call('POST', '/v2/orders', { token, region: 'eu', body: { currency: 'EUR' } });
  if (created.status !== 201) throw new Error(`create order: ${created.status} ${created.text}`);
  const id = created.json.order.id;
  const added = await api.call('POST', `/v2/orders/${id}/line_item`, { token, body: { variant_id: variant.id, quantity: variant.minQuantity } });
  if (added.status !== 201) throw new Error(`add line: ${added.status} ${added.text}`);
  if (o.coupon) {
    const applied = await api.call('PUT', `/orders/${id}/apply_coupon_code`, { token, body: { coupon_code: o.coupon } });
    if (applied.status !== 200) throw new Error(`coupon: ${applied.status} ${applied.text}`);
  }
  /** @type {Array<[string | null, Record<string, unknown>]>} */
  const steps = [
    [null, {}],
    ['address', { email: o.email ?? 'buyer@example.com', bill_address: ADDRESS, use_billing: true }],
    ['delivery', { shipping_method: 'shipping-method-courier' }],
    ['payment', { payments_attributes: [{ payment_method_id: o.payment ?? 'card' }] }],
  ];
  let order;
  for (const [state, body] of steps) {
    const res = await api.call('PUT', `/checkouts/${id}${state ? `?state=${state}` : ''}`, { token, body: { order: body } });
    if (res.status !== 200) throw new Error(`checkout ${state}: ${res.status} ${res.text}`);
    order = res.json.order;
  }
  // The summary's agreement: an order is placed only with the terms accepted.
  const consent = await api.call('POST', '/v2/orders/consents', {
    token,
    body: { order_id: Number(id), consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: 'I accept the terms and conditions and the privacy policy.' }] },
  });
  if (consent.status !== 201) throw new Error(`consent: ${consent.status} ${consent.text}`);
  return { id: Number(id), number: /** @type {string} */ (order.number), total: Number(order.total), token };
}

/** A test card turned into a sandbox payment method, as the storefront's card form does. */
export async function cardPm(/** @type {Api} */ api, number = '4242 4242 4242 4242') {
  const res = await api.call('POST', '/sandbox/payment_methods', { body: { type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } } });
  if (res.status !== 200) throw new Error(`payment method: ${res.status} ${res.text}`);
  return /** @type {string} */ (res.json.id);
}

/** Polls `probe` until it returns something truthy. */
export async function until(/** @type {string} */ what, /** @type {() => Promise<any>} */ probe, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * An SMTP server that accepts everything and keeps each message's Message-ID; `port` opens it on a
 * port a test chose (the same server coming back after an outage).
 */
export async function smtpSink(port = 0) {
  /** @type {string[]} */
  const messageIds = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    const reply = (/** @type {string} */ line) => socket.write(`${line}\r\n`);
    reply('220 sink');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const id = /^message-id:\s*(\S+)/im.exec(data)?.[1];
            messageIds.push(id ?? '(none)');
            data = '';
            reply('250 OK');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (cmd === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const bound = /** @type {net.AddressInfo} */ (server.address()).port;
  return { port: bound, url: `smtp://127.0.0.1:${bound}`, messageIds, close: () => new Promise((r) => server.close(() => r(undefined))) };
}
