// The checkout fake API plus what the payment page's newer options call: store credit, instalment
// plans, Hokodo's company check, and Stripe mode (client secrets, confirm after 3-D Secure in the
// page). Answers follow @ph/api-server's payment routes closely enough that a wrong call fails.
import type { Order } from '@ph/api-contract';
import { FakeApi, apiError, installFakeApi, type FakeAnswer, type FakeRequest } from '../../../test/fakeApi';

export const MIN_SCHEDULE = 10_000;

interface Installment {
  position: number;
  due_date: string;
  amount: number;
  state?: string;
}

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export class PaymentFakeApi extends FakeApi {
  /** Store credit per currency; history rows are added as the API does. */
  wallets = new Map<string, { balance: number; history: Array<{ id: number; amount: number; balance_after: number; kind: string; note: string | null; order_id: number | null; created_at: string }> }>();
  /** Intents whose 3-D Secure was completed by (fake) Stripe.js in the page. */
  authenticated = new Set<string>();
  today = '2026-03-02';

  credit(currency: string, amount: number): void {
    const w = this.wallets.get(currency) ?? { balance: 0, history: [] };
    w.balance += amount;
    w.history.unshift({ id: w.history.length + 1, amount, balance_after: w.balance, kind: 'credit', note: 'Goodwill', order_id: null, created_at: '2026-03-01T10:00:00.000Z' });
    this.wallets.set(currency, w);
  }

  /** The built-in answer (for a test's override that only holds a request back). */
  respond(req: FakeRequest): FakeAnswer {
    return this.handle(req);
  }

  private applied(order: Order): number {
    return order.wallet_applied;
  }

  private findOrder(key: unknown): Order | undefined {
    return this.orders.find((o) => String(o.id) === String(key) || o.number === key);
  }

  private plans(due: number): Array<{ count: number; installments: Installment[] }> {
    return [2, 3].map((count) => {
      const base = Math.floor(due / count);
      const extra = due - base * count;
      return { count, installments: Array.from({ length: count }, (_, i) => ({ position: i + 1, due_date: addDays(this.today, i * 30), amount: base + (i < extra ? 1 : 0) })) };
    });
  }

  protected override handle(req: FakeRequest): FakeAnswer {
    const body = (req.body ?? {}) as Record<string, unknown>;
    let m: RegExpMatchArray | null;
    if (req.path === 'v1/wallet' && req.token) {
      const currency = req.query.get('currency') ?? '';
      const w = this.wallets.get(currency) ?? { balance: 0, history: [] };
      if (req.method === 'GET') return { status: 200, body: { data: { currency, ...w } } };
      const order = this.findOrder(body.order_id);
      if (!order) return apiError(404, 'not_found', 'Order not found');
      if (order.currency !== currency) return apiError(422, 'currency_mismatch', `The order is in ${order.currency}`, 'currency');
      if (this.applied(order) > 0) return apiError(422, 'wallet_already_applied', 'Store credit has already been applied to this order');
      const use = Math.min(w.balance, order.total);
      if (use <= 0) return apiError(422, 'insufficient_credit', `The ${currency} wallet is empty`, 'currency');
      w.balance -= use;
      w.history.unshift({ id: w.history.length + 1, amount: -use, balance_after: w.balance, kind: 'payment', note: `Order ${order.number}`, order_id: order.id, created_at: '2026-03-02T10:00:00.000Z' });
      this.wallets.set(currency, w);
      // The order says what store credit paid and what is left, as the API's order does.
      order.wallet_applied = use;
      order.amount_due = order.total - use;
      const completed = use === order.total;
      if (completed) {
        order.state = 'complete';
        order.payment_state = 'paid';
      }
      return { status: 200, body: { data: { order_number: order.number, applied: use, remaining: order.total - use, completed, wallet: { currency, ...w } } } };
    }
    if (req.method === 'GET' && req.path === 'payment_schedules/options' && req.token) {
      const order = this.findOrder(req.query.get('order_id'));
      if (!order) return apiError(404, 'not_found', 'Order not found');
      const due = order.amount_due;
      const base = { amount_due: due, currency: order.currency, minimum: MIN_SCHEDULE };
      if (due < MIN_SCHEDULE) {
        return { status: 200, body: { data: { ...base, eligible: false, reason: { code: 'installments_not_eligible', message: 'Too little is due' }, plans: [] } } };
      }
      return { status: 200, body: { data: { ...base, eligible: true, reason: null, plans: this.plans(due) } } };
    }
    if (req.method === 'POST' && req.path === 'payment_schedules' && req.token) {
      const order = this.findOrder(body.order_id);
      if (!order) return apiError(404, 'not_found', 'Order not found');
      const dates = (body.installments_attributes as Array<{ due_date: string; amount?: number }>);
      if (dates.some((d) => d.amount !== undefined)) return apiError(400, 'invalid_input', 'amounts are the server’s in this storefront');
      const due = order.amount_due;
      const plan = this.plans(due).find((p) => p.count === dates.length);
      if (!plan) return apiError(422, 'installments_not_eligible', 'No such plan');
      order.state = 'complete';
      order.payment_state = 'balance_due';
      this.issueProforma(order);
      return {
        status: 200,
        body: {
          data: {
            order_number: order.number, amount: due, currency: order.currency, reference: order.number, payment_status: 'WAITING',
            installments: plan.installments.map((i, n) => ({ ...i, due_date: dates[n]!.due_date, state: 'pending' })),
            bank_details: { currency: 'EUR', account_holder: 'Packhelp S.A.', bank_name: 'Demo Bank', iban: 'DE00 1234 5678 9000 0000 00', bic: 'DEMODEFF', demo: true },
          },
        },
      };
    }
    if ((m = req.path.match(/^v2\/(\d+)\/stripe\/payment_intents\/initiate_stripe_redirect_payment$/)) && req.token && body.payment_method_type === 'hokodo') {
      const order = this.findOrder(m[1]);
      if (!order?.bill_address?.company_name || !(order.bill_address as { vat_id?: string | null }).vat_id) {
        return apiError(422, 'company_details_required', 'Pay later with Hokodo is for businesses: add the company name and VAT ID to the billing address', 'payment_method_type');
      }
    }
    if ((m = req.path.match(/^v2\/(\d+)\/stripe\/payment_intents\/confirm$/)) && req.token && body.payment_method_id === undefined) {
      // Confirm after Stripe.js handled 3-D Secure in the page.
      const id = String(body.payment_intent_id);
      const intent = this.intents.get(id);
      const order = this.findOrder(m[1]);
      if (!intent || !order) return apiError(404, 'not_found', 'Payment intent not found');
      if (!this.authenticated.has(id)) return apiError(422, 'payment_method_invalid', 'A card payment needs a payment method', 'payment_method_id');
      intent.status = 'succeeded';
      intent.next_action = null;
      order.state = 'complete';
      order.payment_state = 'paid';
      const { orderId: _drop, ...view } = intent;
      return { status: 200, body: { payment_intent: view, order_number: order.number } };
    }
    const answer = super.handle(req);
    if (this.mode === 'stripe' && /payment_intents\/(pay|confirm)$/.test(req.path)) {
      // Real Stripe intents carry a client secret (what handleCardAction takes).
      const intent = (answer.body as { payment_intent?: { id: string; client_secret: string | null } } | undefined)?.payment_intent;
      if (intent) {
        intent.client_secret = `${intent.id}_secret_test`;
        const stored = this.intents.get(intent.id);
        if (stored) stored.client_secret = intent.client_secret;
      }
    }
    return answer;
  }
}

/** A fresh page with the payment fake behind fetch (see installFakeApi). */
export function installPaymentFakeApi(): PaymentFakeApi {
  installFakeApi();
  const api = new PaymentFakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
  return api;
}

export { apiError };
