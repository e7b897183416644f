// The real gateway: Stripe through its official SDK. Tests point the SDK's host/port/protocol at a
// local fake of the Stripe HTTP API (test/fakes/stripe-server.ts).
import Stripe from 'stripe';
import {
  GatewayError,
  WebhookSignatureError,
  type ConfirmInput,
  type CreateIntentInput,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway';
import { toGatewayEvent, toGatewayIntent, type StripeLikeIntent } from './intent-json';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Overrides of the API endpoint (tests); production leaves them unset. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

function asIntent(pi: Stripe.PaymentIntent): GatewayIntent {
  // The SDK's PaymentIntent is the JSON Stripe sent; our converter reads the fields it needs.
  return toGatewayIntent(pi as unknown as StripeLikeIntent);
}

/** Turns SDK errors into GatewayErrors; a card error keeps the intent Stripe returned with it. */
function mapError(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) {
    const pi = err.payment_intent;
    throw new GatewayError(err.code ?? 'card_declined', err.message, pi ? asIntent(pi) : null, true);
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new GatewayError(err.code ?? 'invalid_request', err.message, err.payment_intent ? asIntent(err.payment_intent) : null);
  }
  if (err instanceof Stripe.errors.StripeError) {
    throw new GatewayError('gateway_unavailable', `Stripe: ${err.message}`);
  }
  throw err;
}

export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeGatewayOptions) {
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(opts.host ? { host: opts.host } : {}),
      ...(opts.port ? { port: opts.port } : {}),
      ...(opts.protocol ? { protocol: opts.protocol } : {}),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      payment_method_types: [input.method],
      // ph_reference finds the intent again when the process that created it died before recording it.
      metadata: { ...input.metadata, ph_reference: input.idempotencyKey },
    };
    if (input.method === 'card') {
      if (input.paymentMethodId) params.payment_method = input.paymentMethodId;
    } else {
      params.payment_method_data = { type: input.method } as Stripe.PaymentIntentCreateParams.PaymentMethodData;
    }
    if (input.confirm) {
      params.confirm = true;
      params.return_url = input.returnUrl;
    }
    try {
      return asIntent(await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
    } catch (err) {
      return mapError(err);
    }
  }

  async confirm(intentId: string, input: ConfirmInput): Promise<GatewayIntent> {
    try {
      const params: Stripe.PaymentIntentConfirmParams = { return_url: input.returnUrl };
      if (input.paymentMethodId) params.payment_method = input.paymentMethodId;
      return asIntent(await this.stripe.paymentIntents.confirm(intentId, params, { idempotencyKey: input.idempotencyKey }));
    } catch (err) {
      return mapError(err);
    }
  }

  async findByReference(reference: string, createdAfter: Date): Promise<GatewayIntent | null> {
    try {
      // The list endpoint is read-after-write consistent (search is not); only a minute's intents are read.
      const since = Math.floor(createdAfter.getTime() / 1000) - 60;
      for await (const pi of this.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
        if (pi.metadata?.ph_reference === reference) return asIntent(pi);
      }
      return null;
    } catch (err) {
      return mapError(err);
    }
  }

  async handleReturn(intentId: string): Promise<GatewayIntent> {
    try {
      return asIntent(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (err) {
      return mapError(err);
    }
  }

  parseWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.opts.webhookSecret);
      return toGatewayEvent(event as unknown);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(err.message);
      throw err;
    }
  }

  async refund(intentId: string, amount?: number, idempotencyKey?: string, reference?: string): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: intentId, ...(amount !== undefined ? { amount } : {}), ...(reference ? { metadata: { ph_refund_id: reference } } : {}) },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      const status = refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : 'pending';
      return { id: refund.id, amount: refund.amount, status };
    } catch (err) {
      return mapError(err);
    }
  }

  async cancel(intentId: string): Promise<GatewayIntent> {
    try {
      return asIntent(await this.stripe.paymentIntents.cancel(intentId));
    } catch (err) {
      return mapError(err);
    }
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    try {
      const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      return pm.card?.fingerprint ?? null;
    } catch (err) {
      return mapError(err);
    }
  }
}
