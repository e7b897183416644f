// The audit log (src/audit): operators' actions are written in their own transaction, managers' after
// each successful change; operators read it newest first, by action prefix and actor, page by page;
// nobody else reads it; a refused action leaves no entry; a bad filter is a 400.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { completeOrder } from '../src/orders/completion';
import { promoteToOperator } from '../src/operators';
import { registeredUser, type TestSession } from './helpers/app';
import { createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
let manager: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredUser(t.app);
  await promoteToOperator(t.app.ctx.db, (operator as TestSession & { email: string }).email, new Date());
  manager = await registeredUser(t.app);
  await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, manager.userId));
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const log = (query = '', headers = operator.headers) => t.app.inject({ method: 'GET', url: `/api/v2/operator/audit_log${query}`, headers });

it("records operators' and managers' actions, and only the ones that happened", async () => {
  const shopper = await registeredUser(t.app);
  const o = await orderAtConfirm(t, {}, shopper);
  await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: o.id, paymentState: 'paid', now: new Date() }));
  // Refused (not released yet): no entry.
  expect((await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/start_production`, headers: operator.headers })).statusCode).toBe(409);
  for (const step of ['release', 'start_production']) {
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/${step}`, headers: operator.headers })).statusCode).toBe(200);
  }
  // Again: no change, no second entry.
  await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/release`, headers: operator.headers });
  expect((await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/shipments`, headers: operator.headers, payload: { carrier: 'sandbox', tracking_number: 'SBXAUDIT01' } })).statusCode).toBe(201);
  const credit = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: manager.headers, payload: { user_id: shopper.userId, currency: 'EUR', amount: 1500, note: 'Goodwill' } });
  expect(credit.statusCode).toBe(200);

  const all = (await log()).json();
  expect(all.entries.map((e: { action: string }) => e.action)).toEqual(['manager.POST /api/v1/wallet/credits', 'shipments.create', 'orders.start_production', 'orders.release']);
  const [byManager, shipped] = all.entries;
  expect(byManager).toMatchObject({ actor_user_id: manager.userId, details: { body: { user_id: shopper.userId, currency: 'EUR', amount: 1500, note: 'Goodwill' }, status: 200 } });
  expect(shipped).toMatchObject({ actor_user_id: operator.userId, subject_user_id: shopper.userId, details: { order: o.number, carrier: 'sandbox', tracking_number: 'SBXAUDIT01' } });

  // Filters and pages.
  expect((await log('?action=orders.')).json().entries.map((e: { action: string }) => e.action)).toEqual(['orders.start_production', 'orders.release']);
  expect((await log(`?actor_user_id=${manager.userId}`)).json().entries).toHaveLength(1);
  const first = (await log('?per_page=3')).json();
  expect(first.entries).toHaveLength(3);
  const second = (await log(`?per_page=3&before=${first.next_before}`)).json();
  expect([second.entries.length, second.next_before]).toEqual([1, null]);
});

it('is for operators only, and refuses a bad filter', async () => {
  expect((await log('', manager.headers)).statusCode).toBe(403);
  expect((await log('', (await registeredUser(t.app)).headers)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/v2/operator/audit_log' })).statusCode).toBe(401);
  expect((await log('?action=%25')).statusCode).toBe(400);
  expect((await log('?per_page=0')).statusCode).toBe(400);
});
