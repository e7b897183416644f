// `GET v2/orders/{number}/payment_schedule`: the instalments of the caller's order for the payment summary.
import { eq } from 'drizzle-orm';
import { PaymentScheduleResponse } from '@ph/api-contract';
import { users } from '../src/db/schema/users';
import { anonymousUser, registeredUser } from './helpers/app';
import { auth, createPaymentsApp, orderAtConfirm, type PaymentsApp, type PlacedOrder, SEED_TIMEOUT_MS } from './payments.fixtures';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const read = (o: PlacedOrder, headers: Record<string, string> = auth(o.session)) => t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_schedule`, headers });

async function inInstalments(): Promise<{ o: PlacedOrder; plan: Array<{ position: number; due_date: string; amount: number }> }> {
  const o = await orderAtConfirm(t, { paymentMethod: 'check' });
  const res = await t.app.inject({
    method: 'POST', url: '/api/payment_schedules', headers: auth(o.session),
    payload: { order_id: o.id, installments_attributes: [{ due_date: day(0) }, { due_date: day(30) }, { due_date: day(60) }] },
  });
  expect(res.statusCode).toBe(200);
  return { o, plan: res.json().data.installments };
}

describe('GET v2/orders/{number}/payment_schedule', () => {
  it('lists the due dates and amounts the schedule was created with, and which are paid', async () => {
    const { o, plan } = await inInstalments();
    const res = await read(o);
    expect(res.statusCode).toBe(200);
    const data = PaymentScheduleResponse.parse(res.json()).data;
    expect(data).toMatchObject({ order_number: o.number, currency: 'EUR' });
    expect(data.installments.map((i) => i.due_date)).toEqual([day(0), day(30), day(60)]);
    expect(data.installments.map((i) => i.amount)).toEqual(plan.map((p) => p.amount));
    expect(data.installments.reduce((s, i) => s + i.amount, 0)).toBe(o.total);
    expect(data.installments.map((i) => i.state)).toEqual(['pending', 'pending', 'pending']);

    // The first transfer arrives (recorded by a manager): it reads as paid.
    const m = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.userId));
    const booked = await t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: m.headers, payload: { order_number: o.number, amount: plan[0]!.amount } });
    expect(booked.statusCode).toBe(200);
    expect(PaymentScheduleResponse.parse((await read(o)).json()).data.installments.map((i) => i.state)).toEqual(['paid', 'pending', 'pending']);
  });

  it('is empty for an order paid by one transfer, also after giving up the instalments', async () => {
    const { o } = await inInstalments();
    await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number, reject_payment_schedule: true } });
    expect(PaymentScheduleResponse.parse((await read(o)).json()).data.installments).toEqual([]);
  });

  it("is a 404 for another user's order or an unknown number, and a 401 without a token", async () => {
    const { o } = await inInstalments();
    const other = await anonymousUser(t.app);
    const foreign = await read(o, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(String(o.total));
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/orders/R000000000/payment_schedule', headers: auth(o.session) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_schedule` })).statusCode).toBe(401);
  });
});
