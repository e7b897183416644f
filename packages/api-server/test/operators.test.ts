// The operator role (README "The back office"): every call marked `x-role: operator` in the OpenAPI
// document answers 403 to customers, visitors and managers and 401 without a token; operators are
// promoted from registered accounts and the embedded store's demo operator is seeded once.
import { createTestApp, anonymousUser, registeredUser, type TestApp, type TestSession } from './helpers/app';
import { promoteToManager } from '../src/users/service';
import { DEMO_OPERATOR, promoteToOperator, seedDemoOperator } from '../src/operators';
import { findUserByEmail } from '../src/users/repository';

let t: TestApp;
let operator: TestSession & { email: string };
const now = new Date('2026-06-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  operator = await registeredUser(t.app, { firstName: 'Olga' });
  await promoteToOperator(t.app.ctx.db, operator.email, now);
  // An app, a sign-up and a promotion: as long as the other API suites give theirs on a busy machine.
}, 120_000);
afterAll(() => t.close());

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown>; 'x-role'?: string }>> };

describe('the operator role', () => {
  it('every operator call is a 403 for a customer, a manager and a visitor, a 401 without a token, and documents both', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op['x-role'] === 'operator')
        .map(([method, op]) => ({ method, path, op })),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('get /api/operators/current');
    const customer = await registeredUser(t.app);
    const manager = await registeredUser(t.app);
    await promoteToManager(t.app.ctx.db, manager.email, now);
    const visitor = await anonymousUser(t.app);
    const probes: Array<Record<string, string>> = [customer.headers, manager.headers, visitor.headers, {}];
    for (const { method, path, op } of calls) {
      expect([path, Object.keys(op.responses)]).toEqual([path, expect.arrayContaining(['401', '403'])]);
      // Any id will do: the role is checked before the input and before anything is looked up.
      const url = path.replace(/\{[^}]+\}/g, '1');
      const codes: number[] = [];
      for (const headers of probes) {
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers, ...(method === 'get' ? {} : { payload: {} }) });
        codes.push(res.statusCode);
      }
      expect([method, path, codes]).toEqual([method, path, [403, 403, 403, 401]]);
    }
  });

  it('operators/current names the operator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operators/current', headers: operator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toEqual({ id: operator.userId, email: operator.email, name: 'Olga' });
  });

  it('promoting needs a registered account (404 otherwise)', async () => {
    await expect(promoteToOperator(t.app.ctx.db, 'nobody@example.test', now)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('the demo operator is seeded once and can sign in; an existing account is promoted, not overwritten', async () => {
    await seedDemoOperator(t.app.ctx.db, 'operator-demo-password', now);
    await seedDemoOperator(t.app.ctx.db, 'another-password', now);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign_in', remoteAddress: '10.9.8.7', payload: { email: DEMO_OPERATOR.email, password: 'operator-demo-password' } });
    expect(signIn.statusCode).toBe(200);
    const user = await findUserByEmail(t.app.ctx.db, DEMO_OPERATOR.email);
    expect(user?.role).toBe('operator');
  });
});
