// A small fake of the Stripe HTTP API (the endpoints the store calls), for pointing the official SDK at
// it with host/port/protocol. Behaves like test mode for three test payment methods.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPayload } from '../../src/payments/webhook-signature';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: { code: string; message: string; type: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
  return_url: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const OUTCOMES: Record<string, 'succeed' | '3ds' | 'decline'> = {
  pm_card_visa: 'succeed',
  pm_card_mastercard: 'succeed',
  pm_card_threeDSecure2Required: '3ds',
  pm_card_chargeDeclined: 'decline',
};

/**
 * `card.fingerprint` of the test payment methods' cards, as a PaymentMethod retrieve answers it (one
 * value per card number; the 3-D Secure and the declined test cards are other numbers).
 */
export const FINGERPRINTS: Record<string, string> = {
  pm_card_visa: 'fp4242Visa0000aa',
  pm_card_mastercard: 'fp4444Master00bb',
  pm_card_threeDSecure2Required: 'fp3155ThreeDS0cc',
  pm_card_chargeDeclined: 'fp0002Declined0d',
};

export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private server: http.Server | undefined;
  port = 0;
  /** Stripe having trouble: PaymentMethod reads answer 500 (the SDK retries, then gives up). */
  failPaymentMethodReads = false;

  constructor(readonly secretKey = 'sk_test_fake', readonly webhookSecret = 'whsec_fake') {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const { status, body } = this.handle(req, raw);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What the bank or 3-D Secure did: sets the status (tests then send the matching webhook). */
  settle(id: string, status: 'succeeded' | 'requires_payment_method' | 'processing'): FakeIntent {
    const pi = this.intents.get(id);
    if (!pi) throw new Error(`no intent ${id}`);
    pi.status = status;
    pi.next_action = null;
    if (status === 'succeeded') pi.amount_received = pi.amount;
    if (status === 'requires_payment_method') pi.last_payment_error = { code: 'payment_intent_authentication_failure', message: 'Authentication failed', type: 'card_error' };
    return pi;
  }

  /** A signed webhook for the intent's current state, as Stripe would POST it. */
  webhook(type: string, id: string, createdSeconds = Math.floor(Date.now() / 1000)): { body: string; signature: string } {
    const pi = this.intents.get(id);
    if (!pi) throw new Error(`no intent ${id}`);
    const body = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, created: createdSeconds, data: { object: pi } });
    return { body, signature: signPayload(body, this.webhookSecret, Math.floor(Date.now() / 1000)) };
  }

  private handle(req: http.IncomingMessage, raw: string): { status: number; body: string } {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(raw));
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: key, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return this.error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    if (key && req.method === 'POST') {
      const seen = this.idempotent.get(key);
      if (seen) return seen;
      const answer = this.route(req.method, url.pathname, params);
      this.idempotent.set(key, answer);
      return answer;
    }
    return this.route(req.method ?? 'GET', url.pathname, params);
  }

  private route(method: string, path: string, p: Record<string, string>): { status: number; body: string } {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(p);
    if (method === 'GET' && path === '/v1/payment_intents') {
      const since = Number(p['created[gte]'] ?? 0);
      const data = [...this.intents.values()].filter((pi) => pi.created >= since).reverse();
      return this.ok({ object: 'list', url: '/v1/payment_intents', has_more: false, data });
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) return this.withIntent(m[1]!, (pi) => this.ok(pi));
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) return this.paymentMethod(m[1]!);
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) return this.withIntent(m[1]!, (pi) => this.confirm(pi, p));
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) {
      return this.withIntent(m[1]!, (pi) => {
        if (pi.status === 'succeeded' || pi.status === 'canceled' || pi.status === 'processing') {
          return this.error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `status is ${pi.status}`, payment_intent: pi });
        }
        pi.status = 'canceled';
        pi.next_action = null;
        return this.ok(pi);
      });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return this.withIntent(p.payment_intent ?? '', (pi) => {
        if (pi.status !== 'succeeded') return this.error(400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'not succeeded' });
        const amount = p.amount ? Number(p.amount) : pi.amount;
        return this.ok({ id: `re_${randomBytes(8).toString('hex')}`, object: 'refund', amount, status: 'succeeded', payment_intent: pi.id });
      });
    }
    return this.error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  private create(p: Record<string, string>): { status: number; body: string } {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 1) return this.error(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer' });
    if (!p.currency) return this.error(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'currency', message: 'Missing required param: currency.' });
    const types = Object.entries(p)
      .filter(([k]) => k.startsWith('payment_method_types['))
      .map(([, v]) => v);
    const metadata = Object.fromEntries(
      Object.entries(p)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const id = `pi_${randomBytes(10).toString('hex')}`;
    const pi: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: p.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      payment_method: p.payment_method ?? (p['payment_method_data[type]'] ? `pm_${p['payment_method_data[type]']}_${randomBytes(4).toString('hex')}` : null),
      payment_method_types: types.length > 0 ? types : ['card'],
      last_payment_error: null,
      next_action: null,
      return_url: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    if (pi.payment_method) pi.status = 'requires_confirmation';
    this.intents.set(id, pi);
    if (p.confirm === 'true') return this.confirm(pi, p);
    return this.ok(pi);
  }

  private confirm(pi: FakeIntent, p: Record<string, string>): { status: number; body: string } {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      return this.error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, payment_intent: pi });
    }
    if (p.payment_method) pi.payment_method = p.payment_method;
    if (p.return_url) pi.return_url = p.return_url;
    if (!pi.payment_method) return this.error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot confirm this PaymentIntent because it has no payment method.' });
    const type = pi.payment_method_types[0];
    if (type !== 'card') {
      pi.status = 'requires_action';
      pi.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `https://pm-redirects.stripe.com/authorize/${pi.id}`, return_url: pi.return_url } };
      return this.ok(pi);
    }
    const outcome = OUTCOMES[pi.payment_method];
    if (!outcome) return this.error(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${pi.payment_method}'` });
    if (outcome === 'succeed') {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.last_payment_error = null;
      return this.ok(pi);
    }
    if (outcome === '3ds') {
      pi.status = 'requires_action';
      pi.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/${pi.id}`, return_url: pi.return_url } };
      return this.ok(pi);
    }
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' };
    return this.error(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: pi });
  }

  /** A card test method, or the redirect method an intent made (`pm_p24_…`: no card, no fingerprint). */
  private paymentMethod(id: string): { status: number; body: string } {
    if (this.failPaymentMethodReads) return this.error(500, { type: 'api_error', message: 'An unknown error occurred' });
    const fingerprint = FINGERPRINTS[id];
    if (fingerprint) {
      return this.ok({ id, object: 'payment_method', type: 'card', card: { brand: id === 'pm_card_mastercard' ? 'mastercard' : 'visa', last4: '4242', fingerprint } });
    }
    const made = /^pm_([a-z0-9_]+)_[0-9a-f]{8}$/.exec(id);
    if (made) return this.ok({ id, object: 'payment_method', type: made[1], card: null });
    return this.error(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${id}'` });
  }

  private withIntent(id: string, fn: (pi: FakeIntent) => { status: number; body: string }): { status: number; body: string } {
    const pi = this.intents.get(id);
    if (!pi) return this.error(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` });
    return fn(pi);
  }

  private ok(body: unknown): { status: number; body: string } {
    return { status: 200, body: JSON.stringify(body) };
  }

  private error(status: number, error: Record<string, unknown>): { status: number; body: string } {
    return { status, body: JSON.stringify({ error }) };
  }
}
