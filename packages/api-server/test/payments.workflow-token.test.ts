// The payment-link workflow's token (`GET v2/transactionlink/workflow_token`) is checked where it is
// used: sent as `X-Workflow-Token` instead of the shopper's API token, it lets the workflow read the
// payment status and pay the one order it names, and nothing else.
import { issueWorkflowToken } from '../src/payments/workflow-token';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, type PaymentsApp, type PlacedOrder, SEED_TIMEOUT_MS } from './payments.fixtures';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const workflowToken = async (o: PlacedOrder): Promise<string> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/transactionlink/workflow_token/?order_number=${o.number}`, headers: auth(o.session) });
  expect(res.statusCode).toBe(200);
  return res.json().data.data.token as string;
};
const asWorkflow = (token: string) => ({ 'X-Workflow-Token': token });
const status = (o: PlacedOrder, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_status`, headers });
const pay = async (o: PlacedOrder, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers, payload: { payment_method_id: await cardPm(t.app, CARDS.visa), reject_payment_schedule: false } });

describe('the workflow token, where the payment-link workflow uses it', () => {
  it('reads the payment status and pays the order it names, without the API token', async () => {
    const o = await orderAtConfirm(t);
    const token = await workflowToken(o);
    const before = await status(o, asWorkflow(token));
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ status: 'NOT_STARTED', order_number: o.number });
    const key = await t.app.inject({ method: 'GET', url: `/api/v2/${o.id}/stripe/config/publishable_key`, headers: asWorkflow(token) });
    expect(key.statusCode).toBe(200);
    const paid = await pay(o, asWorkflow(token));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order_number: o.number, payment_intent: { status: 'succeeded', amount: o.total } });
  });

  it('is refused when forged, tampered with or expired (401), and the order is untouched', async () => {
    const o = await orderAtConfirm(t);
    const token = await workflowToken(o);
    const expiresAt = new Date(t.app.ctx.now().getTime() + 60_000);
    const forged = issueWorkflowToken('not-the-secret', { orderNumber: o.number, userId: o.session.userId, expiresAt });
    const expired = issueWorkflowToken(t.runtime.config.tokenSecret, { orderNumber: o.number, userId: o.session.userId, expiresAt: new Date(t.app.ctx.now().getTime() - 1) });
    const [payload, signature] = token.split('.');
    for (const bad of [forged, expired, `${payload}x.${signature}`, 'no-token']) {
      const read = await status(o, asWorkflow(bad));
      expect(read.statusCode).toBe(401);
      expect(read.json()).toMatchObject({ code: 'invalid_workflow_token' });
      const payment = await pay(o, asWorkflow(bad));
      expect(payment.statusCode).toBe(401);
    }
    const after = await status(o, auth(o.session));
    expect(after.json().data).toMatchObject({ status: 'NOT_STARTED', order_state: 'confirm' });
  });

  it("names one order: another order of the same shopper is a 404, as someone else's is", async () => {
    const o = await orderAtConfirm(t);
    const other = await orderAtConfirm(t, {}, o.session);
    const token = await workflowToken(o);
    const read = await status(other, asWorkflow(token));
    expect(read.statusCode).toBe(404);
    const payment = await pay(other, asWorkflow(token));
    expect(payment.statusCode).toBe(404);
    expect((await status(other, auth(o.session))).json().data).toMatchObject({ status: 'NOT_STARTED' });
  });

  it('opens no other call: elsewhere the API token is still required', async () => {
    const o = await orderAtConfirm(t);
    const token = await workflowToken(o);
    const order = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: asWorkflow(token) });
    expect(order.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'GET', url: `/api/v2/transactionlink/workflow_token/?order_number=${o.number}`, headers: asWorkflow(token) });
    expect(again.statusCode).toBe(401);
  });
});
