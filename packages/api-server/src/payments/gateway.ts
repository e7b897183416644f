// The seam between the payment flow and whoever moves the money. Implementations: the offline
// sandbox (default), Stripe (official SDK). Shapes follow Stripe's PaymentIntent so both fit.
import type { IntentMethod, IntentStatus, PaymentProvider } from '../db/schema';

export interface GatewayIntent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  method: IntentMethod;
  clientSecret: string | null;
  /** Where the shopper must go next (3-D Secure or a bank's page). */
  redirectUrl: string | null;
  lastError: { code: string; message: string } | null;
  /**
   * The create call's reference (our `intentReference`, kept in the intent's metadata as
   * `ph_reference`): names our intent row even before the create call's answer is recorded.
   */
  reference: string | null;
  /** The payment method it was confirmed with (`pm_…`): `cardFingerprint` reads its card. */
  paymentMethodId: string | null;
}

export interface CreateIntentInput {
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  method: IntentMethod;
  /** A card payment method (`pm_…`); redirect methods have none. */
  paymentMethodId?: string | undefined;
  /** Where the gateway sends the shopper back after 3-D Secure or a bank page. */
  returnUrl: string;
  /** Confirm right away (pay) or only create (the client confirms later). */
  confirm: boolean;
  /** Passed to the gateway so a retried HTTP call never creates a second intent. */
  idempotencyKey: string;
  metadata: { order_id: string; order_number: string };
}

export interface ConfirmInput {
  paymentMethodId?: string | undefined;
  returnUrl: string;
  idempotencyKey: string;
}

export type GatewayEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.processing'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'payment_intent.requires_action';

/** A refund as a gateway's webhook reports it (Stripe's Refund object). */
export interface GatewayRefundUpdate {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amount: number;
  /** The gateway's intent it gives back. */
  intentId: string | null;
  /** Our refund's id (`ph_refund_id` in the refund's metadata), when the store sent it. */
  reference: string | null;
  failureReason: string | null;
}

export interface GatewayEvent {
  id: string;
  /** Any other type is accepted (recorded) and ignored. */
  type: GatewayEventType | (string & {});
  created: Date;
  intent: GatewayIntent | null;
  /** `refund.updated` / `refund.failed` / `charge.refund.updated`: the refund it reports. */
  refund?: GatewayRefundUpdate | null;
}

export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  confirm(intentId: string, input: ConfirmInput): Promise<GatewayIntent>;
  /** The shopper came back from a redirect: read the intent's state (a hint — webhooks decide). */
  handleReturn(intentId: string): Promise<GatewayIntent>;
  /**
   * The intent a create call with this idempotency key made, or null: how a process that took over
   * from a dead one learns whether the dead one's call reached the gateway.
   */
  findByReference(reference: string, createdAfter: Date): Promise<GatewayIntent | null>;
  /** Verifies the signature and parses the event; throws WebhookSignatureError otherwise. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent;
  /**
   * `idempotencyKey`: the same key sent again (a retry after a crash) answers the first refund (as it
   * is now), never a second one. `reference`: our refund's id, kept in the refund's metadata
   * (`ph_refund_id`) so its webhook names it. The answer may be `pending`: a `refund.updated` webhook
   * (or a resend with the same key) tells when it settled.
   */
  refund(intentId: string, amount?: number, idempotencyKey?: string, reference?: string): Promise<GatewayRefund>;
  cancel(intentId: string): Promise<GatewayIntent>;
  /**
   * The gateway's fingerprint of a payment method's card (Stripe's `card.fingerprint`: the same card
   * number gives the same value, whoever enters it; the number cannot be read back); null when the
   * method is not a card. Intents and their webhooks name the method by id only, so this is a read of
   * the method (Stripe: retrieve the PaymentMethod).
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
}

/**
 * The gateway refused the request (declined card, wrong state). `intent` is the intent after the
 * refusal when the gateway returns one (a decline leaves it in requires_payment_method).
 */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly intent: GatewayIntent | null = null,
    /** True for the shopper's card problem (declined), false for our mistakes or outages. */
    readonly isCardError = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed event whose body is not a well-formed event (400 `invalid_event`). */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
