import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashToken } from '../src/auth/tokens';
import { authTokens, users } from '../src/db/schema';
import type { OrderStatsSource } from '../src/users/order-stats';
import { promoteToManager } from '../src/users/service';
import { anonymousUser, createTestApp, registeredUser, type TestApp } from './helpers/app';

const NOW = new Date('2025-06-15T12:00:00Z');
const stats = new Map<number, Awaited<ReturnType<OrderStatsSource['completedOrderStats']>>>();
const orderStats: OrderStatsSource = {
  async completedOrderStats(_db, userId) {
    return stats.get(userId) ?? { count: 0, lastCompletedAt: null, totals: [] };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    orderStats,
    now: () => NOW,
    beforeReady: (app) => {
      // A route that violates a database constraint on purpose: the error handler must answer 4xx.
      app.post('/test/duplicate-email', { schema: { body: z.object({ email: z.string() }) } }, async (request) => {
        const { email } = request.body as { email: string };
        await app.ctx.db.insert(users).values({ kind: 'registered', email, passwordHash: 'x', segmentationToken: `seg-${Math.random()}` });
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/users/anonymous', () => {
  it('creates an anonymous user with a 256-bit token stored only as its SHA-256', async () => {
    const res = await get('/api/users/anonymous');
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ anonymous: true, email: null, role: 'customer', created_at: NOW.toISOString() });
    const rows = await t.app.ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('gives every visitor its own user and token', async () => {
    const a = await anonymousUser(t.app);
    const b = await anonymousUser(t.app);
    expect(a.userId).not.toBe(b.userId);
    expect(a.token).not.toBe(b.token);
  });

  it('ignores a query string (clients add cache busters)', async () => {
    const res = await get('/api/users/anonymous?cache_buster=v3');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/users/me', () => {
  it('answers the user, a null error and the token as api_key', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await get('/api/users/me', visitor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: null, api_key: visitor.token, user: { id: visitor.userId, anonymous: true } });
  });

  it('accepts the token as a bearer token too', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await get('/api/users/me', { authorization: `Bearer ${visitor.token}` });
    expect(res.json().user.id).toBe(visitor.userId);
  });

  it('answers 401 with an error field without a token or with a bad one', async () => {
    const none = await get('/api/users/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'Unauthorized', code: 'unauthorized', message: 'Auth token is not defined' });
    const bad = await get('/api/users/me', { 'X-Api-Token': 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('invalid_token');
  });

  it('refuses an expired token', async () => {
    const visitor = await anonymousUser(t.app);
    await t.app.ctx.db.update(authTokens).set({ expiresAt: new Date(NOW.getTime() - 1000) }).where(eq(authTokens.userId, visitor.userId));
    expect((await get('/api/users/me', visitor.headers)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}', () => {
  const put = (id: number, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

  it('updates contact information of the own user; null clears a field', async () => {
    const account = await registeredUser(t.app);
    const res = await put(
      account.userId,
      { first_name: ' Grace ', last_name: 'Hopper', phone: '+48 600 100 200', company_name: 'Navy', customer_type: 'b2b', vat_id: 'pl 526-104-08-28' },
      account.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', customer_type: 'b2b', vat_id: 'PL5261040828' });
    const cleared = await put(account.userId, { company_name: null }, account.headers);
    expect(cleared.json()).toMatchObject({ company_name: null, first_name: 'Grace' });
  });

  it("answers 404 for another user's id and changes nothing", async () => {
    const alice = await registeredUser(t.app, { firstName: 'Alice' });
    const mallory = await registeredUser(t.app);
    const res = await put(alice.userId, { first_name: 'Hacked' }, mallory.headers);
    expect(res.statusCode).toBe(404);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, alice.userId));
    expect(row?.firstName).toBe('Alice');
  });

  it.each([
    [{ phone: 'call me maybe' }, 'phone'],
    [{ customer_type: 'b2x' }, 'customer_type'],
    [{ email: 'x@example.com' }, 'email'],
    [{ first_name: '' }, 'first_name'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const account = await registeredUser(t.app);
    const res = await put(account.userId, payload, account.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('rejects a non-numeric id with a 400 and a missing token with a 401', async () => {
    const account = await registeredUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/abc', payload: {}, headers: account.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${account.userId}`, payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/user/me/rfm', () => {
  it('answers zeros without completed orders', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await get('/api/v1/user/me/rfm', visitor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { recency_days: null, last_order_at: null, frequency: 0, monetary: [] } });
  });

  it('computes recency in days from the order stats source', async () => {
    const account = await registeredUser(t.app);
    stats.set(account.userId, {
      count: 3,
      lastCompletedAt: new Date('2025-06-05T18:00:00Z'),
      totals: [
        { currency: 'PLN', amount: 120_000 },
        { currency: 'EUR', amount: 45_050 },
      ],
    });
    const res = await get('/api/v1/user/me/rfm', account.headers);
    expect(res.json().data).toEqual({
      recency_days: 9,
      last_order_at: '2025-06-05T18:00:00.000Z',
      frequency: 3,
      monetary: [
        { currency: 'EUR', amount: 45_050 },
        { currency: 'PLN', amount: 120_000 },
      ],
    });
  });

  it('needs a token', async () => {
    expect((await get('/api/v1/user/me/rfm')).statusCode).toBe(401);
  });
});

describe('GET /api/managers/current', () => {
  it('answers 403 for a customer and 401 without a token', async () => {
    const account = await registeredUser(t.app);
    const res = await get('/api/managers/current', account.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await get('/api/managers/current')).statusCode).toBe(401);
  });

  it('answers a promoted manager', async () => {
    const account = await registeredUser(t.app, { firstName: 'Olga' });
    await promoteToManager(t.app.ctx.db, account.email, NOW);
    await t.app.ctx.db
      .update(users)
      .set({ lastName: 'Nowak', avatarUrl: 'https://cdn.example.com/olga.png' })
      .where(eq(users.id, account.userId));
    const res = await get('/api/managers/current', account.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      manager: { id: account.userId, email: account.email, name: 'Olga Nowak', avatar: 'https://cdn.example.com/olga.png' },
    });
  });

  it('promotes only registered accounts', async () => {
    await expect(promoteToManager(t.app.ctx.db, 'nobody@example.com', NOW)).rejects.toThrow('No registered account');
  });
});

describe('GET /api/get_user_first_name', () => {
  it('answers the first name for a segmentation token', async () => {
    const account = await registeredUser(t.app, { firstName: 'Marie' });
    const token = (await get('/api/users/me', account.headers)).json().user.segmentation_token;
    const res = await get(`/api/get_user_first_name?segmentation_token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ first_name: 'Marie' });
  });

  it('answers 404 for an unknown token and 400 for a malformed or missing one', async () => {
    expect((await get(`/api/get_user_first_name?segmentation_token=${'a'.repeat(24)}`)).statusCode).toBe(404);
    const malformed = await get('/api/get_user_first_name?segmentation_token=<script>');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('segmentation_token');
    expect((await get('/api/get_user_first_name')).json().field).toBe('segmentation_token');
  });
});

describe('database errors', () => {
  it('turns a unique-constraint violation into a 409, not a 500', async () => {
    const { email } = await registeredUser(t.app);
    const before = (await t.app.ctx.db.select({ n: count() }).from(users))[0]?.n;
    const res = await t.app.inject({ method: 'POST', url: '/test/duplicate-email', payload: { email } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_exists', constraint: 'users_email_unique' });
    expect((await t.app.ctx.db.select({ n: count() }).from(users))[0]?.n).toBe(before);
  });

  it('turns a check-constraint violation into a 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/duplicate-email', payload: { email: 'UPPER@EXAMPLE.COM' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'constraint_violation', constraint: 'users_email_lower_case' });
  });
});
