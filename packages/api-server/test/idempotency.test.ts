// Idempotency-Key: replay of the stored answer, 422 for the same key with another request, no storing
// of 5xx, keys scoped to the caller, expiry after 24 h.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { apiInstances } from '../src/db/schema';
import { idempotencyKeys, orderConsents, orders } from '../src/db/schema/orders';
import { anonymousUser } from './helpers/app';
import { createCart, createSeededApp, pickVariant, regionHeaders, type PickedVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
let clock = new Date('2026-01-10T10:00:00Z');
beforeAll(async () => {
  t = await createSeededApp({ now: () => clock });
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

const KEY = 'Idempotency-Key';

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body instead of running the request again', async () => {
    const s = await anonymousUser(t.app);
    const headers = regionHeaders(s, 'eu', { [KEY]: 'create-1' });
    const first = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers, payload: { currency: 'EUR' } });
    const second = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers, payload: { currency: 'EUR' } });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(1);
  });

  it('answers 422 for the same key with another body, and runs nothing', async () => {
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const headers = { ...s.headers, [KEY]: 'line-1' };
    const url = `/api/v2/orders/${cart.id}/line_item`;
    expect((await t.app.inject({ method: 'POST', url, headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity } })).statusCode).toBe(201);
    const other = await t.app.inject({ method: 'POST', url, headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity * 2 } });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers });
    expect(read.json().order.line_items).toHaveLength(1);
  });

  it('replays a stored 4xx too, but never stores a 5xx', async () => {
    const s = await anonymousUser(t.app);
    const headers = regionHeaders(s, 'gb', { [KEY]: 'bad-currency' });
    const a = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers, payload: { currency: 'EUR' } });
    const b = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers, payload: { currency: 'EUR' } });
    expect([a.statusCode, b.statusCode]).toEqual([422, 422]);
    expect(b.headers['idempotent-replayed']).toBe('true');

    // A real route failing with a 500: the consents table is briefly missing.
    const cart = await createCart(t, s);
    const consent = { order_id: cart.id, consents: [{ name: 'marketing', value: 'granted', displayed_text: 'Yes' }] };
    const h = { ...s.headers, [KEY]: 'consent-500' };
    await t.app.ctx.db.execute(sql`ALTER TABLE order_consents RENAME TO order_consents_away`);
    const failed = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: h, payload: consent });
    await t.app.ctx.db.execute(sql`ALTER TABLE order_consents_away RENAME TO order_consents`);
    expect(failed.statusCode).toBe(500);
    expect(await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'consent-500'))).toHaveLength(0);
    const retried = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: h, payload: consent });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const [stored] = await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'consent-500'));
    expect(stored?.statusCode).toBe(201);
    const replay = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: h, payload: consent });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await t.app.ctx.db.select().from(orderConsents).where(eq(orderConsents.orderId, cart.id))).toHaveLength(1);
  });

  it('keeps keys apart per caller and forgets them after 24 hours', async () => {
    const a = await anonymousUser(t.app);
    const b = await anonymousUser(t.app);
    const body = { currency: 'EUR' };
    const ra = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(a, 'eu', { [KEY]: 'shared' }), payload: body });
    const rb = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(b, 'eu', { [KEY]: 'shared' }), payload: body });
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(rb.json().order.id).not.toBe(ra.json().order.id);

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1);
    const later = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(a, 'eu', { [KEY]: 'shared' }), payload: body });
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().order.id).not.toBe(ra.json().order.id);
  });

  it('answers 409 while the process running the request lives, and lets a retry through at once when it died', async () => {
    const s = await anonymousUser(t.app);
    const body = { currency: 'EUR' };
    const send = (key: string) => t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(s, 'eu', { [KEY]: key }), payload: body });
    /** The key as a request leaves it while it runs: no answer yet, owned by `owner`. */
    const inProgress = async (key: string, owner: string | null) => {
      expect((await send(key)).statusCode).toBe(201);
      await t.app.ctx.db.update(idempotencyKeys).set({ statusCode: null, responseBody: null, contentType: null, owner, createdAt: clock }).where(eq(idempotencyKeys.key, key));
    };
    const ordersOf = async () => (await t.app.ctx.db.select().from(orders).where(eq(orders.userId, s.userId))).length;

    // Owned by this process (alive): 409, even four minutes on; nothing runs twice.
    await inProgress('running-here', t.app.ctx.instance.bootId);
    clock = new Date(clock.getTime() + 4 * 60_000);
    const busy = await send('running-here');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotency_key_in_progress');
    expect(await ordersOf()).toBe(1);

    // Owned by another process that heart-beats: 409 as well.
    const otherBoot = randomUUID();
    await t.app.ctx.db.insert(apiInstances).values({ slot: 'api-2', bootId: otherBoot });
    await inProgress('running-there', otherBoot);
    expect((await send('running-there')).statusCode).toBe(409);

    // That process is killed: its slot stops beating (or is taken by its restart). The retry runs at once.
    await t.app.ctx.db.update(apiInstances).set({ bootId: randomUUID() }).where(eq(apiInstances.slot, 'api-2'));
    const retried = await send('running-there');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf()).toBe(3);
    const [row] = await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'running-there'));
    expect(row).toMatchObject({ statusCode: 201, owner: t.app.ctx.instance.bootId });
    expect((await send('running-there')).headers['idempotent-replayed']).toBe('true');

    // A process that stopped beating 15 s ago is dead too, restarted or not.
    const silent = randomUUID();
    await t.app.ctx.db.insert(apiInstances).values({ slot: 'api-3', bootId: silent, heartbeatAt: new Date(Date.now() - 20_000) });
    await inProgress('went-silent', silent);
    expect((await send('went-silent')).statusCode).toBe(201);

    // A request lost inside a living process is given up after five minutes.
    clock = new Date(clock.getTime() + 61_000);
    expect((await send('running-here')).statusCode).toBe(201);
  });

  it('refuses an over-long key (400) and stores nothing for it', async () => {
    const s = await anonymousUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(s, 'eu', { [KEY]: 'k'.repeat(300) }), payload: { currency: 'EUR' } });
    expect(res.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k'.repeat(300)))).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(0);
  });
});
