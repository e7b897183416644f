// The pay race (PostgreSQL): 20 concurrent `pay` calls on one order, as a double-clicking or retrying
// shopper sends them, with the sandbox's webhooks arriving while they run. Repeated 20 times: every run
// charges the card once and places the order once, the request that charged answers 200 with the
// outcome, and every other request answers that same outcome or a 409 `payment_in_progress` that says
// where to read it.
import { eq } from 'drizzle-orm';
import { orderPayments, sandboxPaymentIntents } from '../src/db/schema/payments';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('20 concurrent pays on one order (PostgreSQL)', () => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await createPaymentsApp({ SANDBOX_WEBHOOK_DELIVERY: 'async', SANDBOX_SETTLE_DELAY_MS: '20' });
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('charges once in every run, and the charging request answers 200 with the outcome', async () => {
    for (let run = 0; run < 20; run++) {
      const o = await orderAtConfirm(t);
      const pms = await Promise.all(Array.from({ length: 20 }, () => cardPm(t.app, CARDS.visa)));
      const answers = await Promise.all(
        pms.map((pm) => t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: pm } })),
      );
      const charged = (await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.status, 'succeeded'))).filter((c) => c.metadata.order_number === o.number);
      expect([run, charged.length]).toEqual([run, 1]);
      const charger = answers[pms.indexOf(charged[0]!.paymentMethodId!)]!;
      expect([run, charger.statusCode, charger.json().payment_intent?.status]).toEqual([run, 200, 'succeeded']);
      for (const a of answers) {
        const body = a.json();
        if (a.statusCode === 200) {
          expect(body.payment_intent).toMatchObject({ id: charged[0]!.id, status: 'succeeded' });
        } else {
          expect([run, a.statusCode, body.code]).toEqual([run, 409, 'payment_in_progress']);
          expect(body.status_url).toBe(`/api/v2/orders/${o.number}/payment_status`);
        }
      }
      // Where the 409s point: the payment's status, paid once the gateway's webhook (asynchronous, as
      // Stripe's) has arrived.
      await sandboxOf(t).outbox.idle();
      const status = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_status`, headers: auth(o.session) });
      expect(status.json().data).toMatchObject({ payment_state: 'paid' });
      expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
      expect((await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).length).toBe(1);
    }
  }, 300_000);
});
