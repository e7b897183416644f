import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createTestApp, registeredUser, type TestApp } from './helpers/app';
import { createProductionApp } from './helpers/production';

// `POST /api/dev/managers`: the e2e suite's way to a manager (who alone grants store credit).
describe('POST /api/dev/managers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const promote = (payload: object) => t.app.inject({ method: 'POST', url: '/api/dev/managers', payload });
  const roleOf = async (id: number) => (await t.app.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  it('promotes a registered account, which may then grant store credit', async () => {
    const manager = await registeredUser(t.app);
    const shopper = await registeredUser(t.app);
    const grant = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: manager.headers, payload: { user_id: shopper.userId, currency: 'EUR', amount: 2500, note: 'Goodwill' } });
    expect((await grant()).statusCode).toBe(403);

    const res = await promote({ email: `  ${manager.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ manager: { id: manager.userId, email: manager.email.toLowerCase() } });
    expect(await roleOf(manager.userId)).toBe('manager');
    expect((await t.app.inject({ method: 'GET', url: '/api/managers/current', headers: manager.headers })).statusCode).toBe(200);

    const granted = await grant();
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ currency: 'EUR', balance: 2500, history: [{ amount: 2500, kind: 'credit', note: 'Goodwill' }] });
    expect(await roleOf(shopper.userId)).toBe('customer');
  });

  it('refuses an unknown address and bad input, changing nothing', async () => {
    const managers = () => t.app.ctx.db.$count(users, eq(users.role, 'manager'));
    const before = await managers();
    expect((await promote({ email: 'nobody-here@example.com' })).statusCode).toBe(404);
    expect((await promote({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await promote({ email: 'a@example.com', role: 'admin' })).statusCode).toBe(400);
    expect((await promote({})).statusCode).toBe(400);
    expect(await managers()).toBe(before);
  });

  it('does not exist in production', async () => {
    const prod = await createProductionApp();
    try {
      const account = await registeredUser(prod.app);
      const res = await prod.app.inject({ method: 'POST', url: '/api/dev/managers', payload: { email: account.email } });
      expect(res.statusCode).toBe(404);
      const [row] = await prod.app.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, account.userId));
      expect(row?.role).toBe('customer');
    } finally {
      await prod.close();
    }
  });
});
