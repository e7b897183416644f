// `GET /support/order?number=` (docs/domain.md#consent-and-analytics: the support endpoint that returns the products of an
// order): operators only, 403 to everyone else before the input is read; a missing or malformed number
// is a 400 naming `number`; an unknown one a 404.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { completeOrder } from '../src/orders/completion';
import { registeredOperator, registeredUser, type TestSession } from './helpers/app';
import { createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredOperator(t.app);
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const get = (query: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/support/order${query}`, ...(headers ? { headers } : {}) });

it("answers an operator with the order's products and where it stands", async () => {
  const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
  await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: o.id, paymentState: 'paid', now: new Date() }));
  // The number as a customer types it on the phone: lower case and with spaces around.
  const res = await get(`?number=${encodeURIComponent(` ${o.number.toLowerCase()} `)}`, operator.headers);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ number: o.number, state: 'complete', payment_state: 'paid', fulfillment_state: 'artwork_check', currency: 'EUR' });
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.products[0]).toMatchObject({ kind: 'product', sku: expect.any(String), quantity: expect.any(Number) });
});

it('refuses everyone but operators, and names the number when it is missing or malformed', async () => {
  const customer = await registeredUser(t.app);
  const manager = await registeredUser(t.app);
  await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, manager.userId));
  expect((await get('?number=R1', customer.headers)).statusCode).toBe(403);
  expect((await get('?number=R1', manager.headers)).statusCode).toBe(403);
  expect((await get('?number=R1')).statusCode).toBe(401);
  for (const query of ['', '?number=', '?number=R1%3Cscript%3E', `?number=${'R'.repeat(33)}`]) {
    const res = await get(query, operator.headers);
    expect([query, res.statusCode, res.json().issues?.[0]?.field ?? res.json().field]).toEqual([query, 400, 'number']);
    expect(res.json().message ?? res.json().issues?.[0]?.message).toMatch(/number/);
  }
  expect((await get('?number=R000000000', operator.headers)).statusCode).toBe(404);
});
