// Every payment path from an order at the confirm step to a placed order, on the offline sandbox.
import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema/outbox';
import { orderPayments, paymentInstallments, sandboxPaymentIntents } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { registeredUser } from './helpers/app';
import { auth, CARDS, cardPm, createPaymentsApp, orderAtConfirm, orderRow, sandboxOf, type PaymentsApp, type PlacedOrder, SEED_TIMEOUT_MS } from './payments.fixtures';

let t: PaymentsApp;
beforeAll(async () => {
  t = await createPaymentsApp();
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const pay = (o: PlacedOrder, pm: string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${o.id}/stripe/payment_intents/pay`, headers: auth(o.session), payload: { payment_method_id: pm, reject_payment_schedule: false } });
const status = async (o: PlacedOrder, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/payment_status${query}`, headers: auth(o.session) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; order_state: string; payment_state: string | null };
};
const flush = async () => {
  const sb = sandboxOf(t);
  await sb.outbox.runTasks();
  await sb.outbox.flush();
};
const ledger = (orderId: number) => t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
const emailsOf = async (subjectPart: string) => (await t.app.ctx.db.select().from(outbox)).filter((e) => e.subject.includes(subjectPart));

describe('card', () => {
  it('pays with 4242…, and the webhook — not the answer — places the order', async () => {
    const o = await orderAtConfirm(t);
    const res = await pay(o, await cardPm(t.app, CARDS.visa));
    expect(res.statusCode).toBe(200);
    const intent = res.json().payment_intent;
    expect(intent).toMatchObject({ status: 'succeeded', amount: o.total, currency: 'EUR', payment_method_type: 'card' });
    expect((await orderRow(t, o.id)).state).toBe('confirm');
    expect((await status(o)).status).toBe('DELAYED');

    await flush();
    const order = await orderRow(t, o.id);
    expect(order).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await status(o)).toMatchObject({ status: 'OK', order_state: 'complete', payment_state: 'paid' });
    expect(await ledger(o.id)).toEqual([expect.objectContaining({ method: 'card', amount: o.total, state: 'completed' })]);

    // Paying again never charges twice: the succeeded intent is the answer.
    const again = await pay(o, await cardPm(t.app, CARDS.visa));
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_intent.id).toBe(intent.id);
    const charged = await t.app.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.status, 'succeeded'));
    expect(charged.filter((c) => c.metadata.order_number === o.number)).toHaveLength(1);
  });
});

describe('card with 3-D Secure', () => {
  it('sends the shopper to the sandbox 3-D Secure page and back to the storefront', async () => {
    const o = await orderAtConfirm(t);
    const res = await pay(o, await cardPm(t.app, CARDS.threeDS));
    expect(res.statusCode).toBe(200);
    const intent = res.json().payment_intent;
    expect(intent.status).toBe('requires_action');
    const url: string = intent.next_action.redirect_to_url.url;
    expect(url).toBe(`/api/sandbox/3ds/${intent.id}`);
    expect((await status(o)).status).toBe('NOT_STARTED');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Complete');
    expect(page.body).toContain('Fail');

    const done = await t.app.inject({ method: 'POST', url: `${url}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`http://shop.test/order/${o.number}/payment`);
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    // The return is a hint: the intent is known to have succeeded, the order waits for the webhook.
    expect((await status(o, `?payment_intent=${intent.id}`)).status).toBe('DELAYED');
    expect((await orderRow(t, o.id)).state).toBe('confirm');
    await flush();
    expect(await status(o)).toMatchObject({ status: 'OK', payment_state: 'paid' });
  });

  it('a failed 3-D Secure leaves the order payable', async () => {
    const o = await orderAtConfirm(t);
    const intent = (await pay(o, await cardPm(t.app, CARDS.threeDS))).json().payment_intent;
    const failed = await t.app.inject({ method: 'POST', url: `/api/sandbox/3ds/${intent.id}/fail`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(new URL(failed.headers.location as string).searchParams.get('redirect_status')).toBe('failed');
    await flush();
    expect(await status(o)).toMatchObject({ status: 'FAILED', payment_state: 'failed' });
    const retry = await pay(o, await cardPm(t.app, CARDS.visa));
    expect(retry.json().payment_intent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await flush();
    expect((await status(o)).status).toBe('OK');
  });
});

describe('declined card, then a retry', () => {
  it('answers 402 card_declined, shows FAILED, and the next card pays the same intent', async () => {
    const o = await orderAtConfirm(t);
    const declined = await pay(o, await cardPm(t.app, CARDS.declined));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(declined.json().payment_intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    await flush();
    expect(await status(o)).toMatchObject({ status: 'FAILED', payment_state: 'failed', order_state: 'confirm' });

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${o.id}/stripe/payment_intents/confirm`,
      headers: auth(o.session),
      payload: { payment_intent_id: declined.json().payment_intent.id, payment_method_id: await cardPm(t.app, CARDS.visa) },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment_intent).toMatchObject({ id: declined.json().payment_intent.id, status: 'succeeded', last_payment_error: null });
    await flush();
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(await ledger(o.id)).toHaveLength(1);
  });
});

describe('redirect method completed by webhook', () => {
  it('P24 in the Polish store: bank page, processing (DELAYED), then settled (OK)', async () => {
    const o = await orderAtConfirm(t, { region: 'pl', currency: 'PLN', country: 'PL', paymentMethod: 'p24' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`,
      headers: auth(o.session),
      payload: { payment_method_type: 'p24' },
    });
    expect(res.statusCode).toBe(200);
    const intent = res.json().payment_intent;
    expect(intent).toMatchObject({ status: 'requires_action', payment_method_type: 'p24', currency: 'PLN', amount: o.total });
    const url: string = intent.next_action.redirect_to_url.url;
    expect(url).toBe(`/api/sandbox/redirect/${intent.id}`);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Przelewy24');

    const back = await t.app.inject({ method: 'POST', url: `${url}/authorize`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string);
    expect(location.pathname).toBe(`/zamowienie/${o.number}/platnosc`);
    expect(location.searchParams.get('redirect_status')).toBe('pending');

    await sandboxOf(t).outbox.flush(); // the processing event only
    expect((await status(o)).status).toBe('DELAYED');
    expect((await orderRow(t, o.id)).state).toBe('confirm');
    await flush(); // the bank settles, the succeeded event arrives
    expect(await status(o)).toMatchObject({ status: 'OK', order_state: 'complete', payment_state: 'paid' });
  });

  it('refuses a method the region does not offer, and a method that is no redirect', async () => {
    const o = await orderAtConfirm(t, { region: 'pl', currency: 'PLN', country: 'PL' });
    const ideal = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`,
      headers: auth(o.session),
      payload: { payment_method_type: 'ideal' },
    });
    expect(ideal.statusCode).toBe(422);
    expect(ideal.json()).toMatchObject({ code: 'payment_method_not_allowed', field: 'payment_method_type' });
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/v2/${o.id}/stripe/payment_intents/initiate_stripe_redirect_payment`,
      headers: auth(o.session),
      payload: { payment_method_type: 'check' },
    });
    expect(check.statusCode).toBe(422);
    expect(check.json().code).toBe('payment_method_not_redirect');
  });
});

describe('bank transfer', () => {
  it('places the order with balance_due and the GBP account', async () => {
    const o = await orderAtConfirm(t, { region: 'gb', currency: 'GBP', country: 'GB', paymentMethod: 'check' });
    const res = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ order_number: o.number, amount: o.total, currency: 'GBP', reference: o.number, payment_status: 'WAITING', installments: [] });
    expect(data.bank_details).toMatchObject({ currency: 'GBP', sort_code: '60-16-13', demo: true });
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'balance_due' });
    expect((await status(o)).status).toBe('WAITING');
    const again = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
    expect(again.json().data).toEqual(data);
    expect(await ledger(o.id)).toHaveLength(1);
  });

  it('is a 422 where the region offers no bank transfer (us)', async () => {
    const o = await orderAtConfirm(t, { region: 'us', currency: 'USD', country: 'US' });
    const res = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('payment_method_not_allowed');
    expect((await orderRow(t, o.id)).state).toBe('confirm');
  });
});

describe('instalments', () => {
  it('splits the total over the dates, places the order, and can switch to paying in full', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment_schedules',
      headers: auth(o.session),
      payload: { order_id: o.id, installments_attributes: [{ due_date: day(1) }, { due_date: day(31) }, { due_date: day(61) }] },
    });
    expect(res.statusCode).toBe(200);
    const installments = res.json().data.installments as Array<{ amount: number; due_date: string }>;
    expect(installments.map((i) => i.due_date)).toEqual([day(1), day(31), day(61)]);
    expect(installments.reduce((s, i) => s + i.amount, 0)).toBe(o.total);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'balance_due' });
    expect((await status(o)).status).toBe('WAITING');

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/payment_schedules',
      headers: auth(o.session),
      payload: { order_id: o.id, installments_attributes: [{ due_date: day(1) }, { due_date: day(31) }] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('payment_schedule_exists');

    const full = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number, reject_payment_schedule: true } });
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toMatchObject({ amount: o.total, installments: [] });
    expect(await t.app.ctx.db.select().from(paymentInstallments)).toHaveLength(0);
  });
});

describe('wallet credit', () => {
  async function manager() {
    const m = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.userId));
    return m;
  }
  const credit = async (m: { headers: Record<string, string> }, userId: number, amount: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/wallet/credits', headers: m.headers, payload: { user_id: userId, currency: 'EUR', amount, note: 'Goodwill' } });

  it('credit covering the order places it as paid', async () => {
    const m = await manager();
    const o = await orderAtConfirm(t);
    expect((await credit(m, o.session.userId, o.total + 500)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ applied: o.total, remaining: 0, completed: true });
    expect(res.json().data.wallet.balance).toBe(500);
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session) })).json().data;
    expect(wallet.history.map((h: { kind: string; amount: number }) => [h.kind, h.amount])).toEqual([
      ['payment', -o.total],
      ['credit', o.total + 500],
    ]);
    expect((await status(o)).status).toBe('OK');
  });

  it('part credit, then a card pays the rest', async () => {
    const m = await manager();
    const o = await orderAtConfirm(t);
    await credit(m, o.session.userId, 1000);
    const part = await t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });
    expect(part.json().data).toMatchObject({ applied: 1000, remaining: o.total - 1000, completed: false });
    const card = await pay(o, await cardPm(t.app, CARDS.visa));
    expect(card.json().payment_intent).toMatchObject({ status: 'succeeded', amount: o.total - 1000 });
    await flush();
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    const booked = await ledger(o.id);
    expect(booked.reduce((s, p) => s + p.amount, 0)).toBe(o.total);
  });

  it('the order says what is left to pay after store credit (wallet_applied, amount_due)', async () => {
    const m = await manager();
    const o = await orderAtConfirm(t);
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/orders/${o.number}`, headers: auth(o.session) })).json().order;
    expect(await read()).toMatchObject({ total: o.total, wallet_applied: 0, amount_due: o.total });
    await credit(m, o.session.userId, 1234);
    await t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });
    expect(await read()).toMatchObject({ total: o.total, wallet_applied: 1234, amount_due: o.total - 1234 });
    const card = await pay(o, await cardPm(t.app, CARDS.visa));
    expect(card.json().payment_intent.amount).toBe(o.total - 1234);
  });
});

describe('storefront helpers', () => {
  it('publishable key says "sandbox" and lists the test cards; workflow token answers in data.data', async () => {
    const o = await orderAtConfirm(t);
    const key = await t.app.inject({ method: 'GET', url: `/api/v2/${o.id}/stripe/config/publishable_key`, headers: auth(o.session) });
    expect(key.json()).toMatchObject({ publishable_key: 'sandbox', mode: 'sandbox', sandbox: { payment_methods_url: '/api/sandbox/payment_methods' } });
    const token = await t.app.inject({ method: 'GET', url: `/api/v2/transactionlink/workflow_token/?order_number=${o.number}`, headers: auth(o.session) });
    expect(token.statusCode).toBe(200);
    expect(token.json().data.data).toMatchObject({ order_number: o.number, token: expect.stringMatching(/\./) });
  });

  it('sends the order-placed e-mail once, however often the webhook is delivered', async () => {
    const o = await orderAtConfirm(t);
    const sb = sandboxOf(t);
    const before = sb.outbox.emitted.length;
    await pay(o, await cardPm(t.app, CARDS.visa));
    await flush();
    for (const event of sb.outbox.emitted.slice(before)) await sb.outbox.deliver(event);
    expect(await emailsOf(o.number)).toHaveLength(1);
  });
});

describe('a placed order awaiting its transfer', () => {
  it('can be paid by card instead: the transfer is no longer expected and the order becomes paid', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await t.app.inject({
      method: 'POST',
      url: '/api/payment_schedules',
      headers: auth(o.session),
      payload: { order_id: o.id, installments_attributes: [{ due_date: day(1) }, { due_date: day(30) }] },
    });
    expect((await status(o)).status).toBe('WAITING');
    const res = await pay(o, await cardPm(t.app, CARDS.visa));
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_intent).toMatchObject({ status: 'succeeded', amount: o.total });
    await flush();
    expect(await orderRow(t, o.id)).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect((await ledger(o.id)).map((p) => [p.method, p.state]).sort()).toEqual([
      ['card', 'completed'],
      ['installments', 'void'],
    ]);
    expect((await t.app.ctx.db.select().from(paymentInstallments)).filter((i) => i.state === 'pending')).toHaveLength(0);
    expect((await status(o)).status).toBe('OK');
    expect(await emailsOf(o.number)).toHaveLength(2); // order placed, then payment received
  });

  it('but a paid order cannot be paid again, nor spent store credit on', async () => {
    const o = await orderAtConfirm(t);
    await pay(o, await cardPm(t.app, CARDS.visa));
    await flush();
    const wallet = await t.app.inject({ method: 'PUT', url: '/api/v1/wallet?currency=EUR', headers: auth(o.session), payload: { order_id: o.id } });
    expect(wallet.statusCode).toBe(422);
    const transfer = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
    expect(transfer.statusCode).toBe(422);
    expect(transfer.json().code).toBe('order_already_placed');
  });
});

describe('transfers reaching the bank account', () => {
  async function manager() {
    const m = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.userId));
    return m;
  }
  const received = (m: { headers: Record<string, string> }, orderNumber: string, amount: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: m.headers, payload: { order_number: orderNumber, amount } });

  it('the whole balance of a bank-transfer order makes it paid; another amount changes nothing', async () => {
    const m = await manager();
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(o.session), payload: { order_number: o.number } });
    const wrong = await received(m, o.number, o.total - 1);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'amount_mismatch', field: 'amount' });
    expect((await orderRow(t, o.id)).paymentState).toBe('balance_due');
    const ok = await received(m, o.number, o.total);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ payment_state: 'paid', payment_status: 'OK' });
    expect((await status(o)).status).toBe('OK');
    expect(await ledger(o.id)).toEqual([expect.objectContaining({ method: 'check', state: 'completed', amount: o.total })]);
    const again = await received(m, o.number, o.total);
    expect(again.json().code).toBe('no_transfer_expected');
  });

  it('instalments are recorded one by one; the last one makes the order paid', async () => {
    const m = await manager();
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const plan = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment_schedules',
        headers: auth(o.session),
        payload: { order_id: o.id, installments_attributes: [{ due_date: day(1) }, { due_date: day(30) }] },
      })
    ).json().data.installments as Array<{ amount: number }>;
    const first = await received(m, o.number, plan[0]!.amount);
    expect(first.json().data).toMatchObject({ payment_state: 'balance_due', installments: [{ state: 'paid' }, { state: 'pending' }] });
    expect((await status(o)).status).toBe('WAITING');
    const second = await received(m, o.number, plan[1]!.amount);
    expect(second.json().data.payment_state).toBe('paid');
    expect(await orderRow(t, o.id)).toMatchObject({ paymentState: 'paid' });
  });

  it('only managers record transfers', async () => {
    const o = await orderAtConfirm(t, { paymentMethod: 'check' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: auth(o.session), payload: { order_number: o.number, amount: 1 } });
    expect(res.statusCode).toBe(403);
  });
});
