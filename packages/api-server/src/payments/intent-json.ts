// Stripe's PaymentIntent JSON, the wire shape of both gateways (the sandbox emits the same JSON in
// its webhooks), and its conversion to our GatewayIntent.
import { INTENT_METHODS, INTENT_STATUSES, type IntentMethod, type IntentStatus } from '../db';
import { z } from 'zod';
import { findControlChars } from '../http';
import { WebhookPayloadError, type GatewayEvent, type GatewayIntent, type GatewayRefundUpdate } from './gateway';
/** 9999-12-31: beyond it `new Date(seconds * 1000)` is not a date PostgreSQL stores. */
const MAX_UNIX_SECONDS = 253_402_300_799;

export interface StripeLikeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string | null;
  payment_method_types: string[];
  last_payment_error: { code?: string | null; message?: string | null } | null;
  next_action: { type: string; redirect_to_url?: { url: string | null; return_url: string | null } | null } | null;
  metadata: Record<string, string>;
  /** An id (as in webhooks), or the object when a request asked for it expanded. */
  payment_method?: string | { id: string } | null | undefined;
}

function isStatus(s: string): s is IntentStatus {
  return (INTENT_STATUSES as readonly string[]).includes(s);
}
function isMethod(s: string): s is IntentMethod {
  return (INTENT_METHODS as readonly string[]).includes(s);
}

export function toGatewayIntent(json: StripeLikeIntent): GatewayIntent {
  // requires_capture never happens (automatic capture); treat it as processing rather than crash.
  const status: IntentStatus = isStatus(json.status) ? json.status : 'processing';
  const method = json.payment_method_types.find(isMethod) ?? 'card';
  const error = json.last_payment_error;
  return {
    id: json.id,
    status,
    amount: json.amount,
    currency: json.currency.toUpperCase(),
    method,
    clientSecret: json.client_secret,
    redirectUrl: json.next_action?.type === 'redirect_to_url' ? (json.next_action.redirect_to_url?.url ?? null) : null,
    lastError: error ? { code: error.code ?? 'payment_failed', message: error.message ?? 'The payment failed' } : null,
    reference: json.metadata.ph_reference ?? null,
    paymentMethodId: typeof json.payment_method === 'string' ? json.payment_method : (json.payment_method?.id ?? null),
  };
}

export interface StripeLikeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

// A validly signed event is still input: a malformed one (Stripe changing a shape, a test tool, a
// leaked secret) is refused with a 400 before anything reads it, never a 500 half-way through.
const text = (max: number) => z.string().min(1).max(max);
const EventShape = z.object({
  id: text(255),
  type: text(255),
  created: z.number().int().positive().max(MAX_UNIX_SECONDS),
  data: z.object({ object: z.unknown() }),
});
const IntentShape = z.object({
  id: text(255),
  object: z.literal('payment_intent'),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 code'),
  status: text(64),
  client_secret: z.string().max(1000).nullable().default(null),
  payment_method_types: z.array(z.string().max(64)).max(50).default([]),
  last_payment_error: z
    .object({ code: z.string().max(255).nullish(), message: z.string().max(5000).nullish() })
    .nullable()
    .default(null),
  next_action: z
    .object({
      type: z.string().max(64),
      redirect_to_url: z.object({ url: z.string().max(5000).nullable(), return_url: z.string().max(5000).nullable() }).nullish(),
    })
    .nullable()
    .default(null),
  metadata: z.record(z.string(), z.string()).default({}),
  payment_method: z.union([text(255), z.object({ id: text(255) })]).nullish(),
});

const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'requires_action'] as const;
const RefundShape = z.object({
  id: text(255),
  object: z.literal('refund'),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  status: z.enum(REFUND_STATUSES),
  payment_intent: z.string().max(255).nullable().default(null),
  failure_reason: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).default({}),
});

function describeIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return `Webhook event${field ? ` ${field}` : ''}: ${issue?.message ?? 'is invalid'}`;
}

/** Validates a (signature-checked) event body and converts it; a malformed one is a WebhookPayloadError. */
export function toGatewayEvent(json: unknown): GatewayEvent {
  // The API's input rule (src/http/input-guard.ts) holds for the parsed event too: PostgreSQL refuses NUL.
  const field = findControlChars(json, 'body');
  if (field !== null) throw new WebhookPayloadError(`Webhook event ${field || 'body'}: must not contain control characters`);
  const event = EventShape.safeParse(json);
  if (!event.success) throw new WebhookPayloadError(describeIssue(event.error, ''));
  const object = event.data.data.object;
  let intent: GatewayIntent | null = null;
  if (typeof object === 'object' && object !== null && (object as { object?: unknown }).object === 'payment_intent') {
    const parsed = IntentShape.safeParse(object);
    if (!parsed.success) throw new WebhookPayloadError(describeIssue(parsed.error, 'data.object'));
    intent = toGatewayIntent(parsed.data);
  }
  let refund: GatewayRefundUpdate | null = null;
  if (typeof object === 'object' && object !== null && (object as { object?: unknown }).object === 'refund') {
    const parsed = RefundShape.safeParse(object);
    if (!parsed.success) throw new WebhookPayloadError(describeIssue(parsed.error, 'data.object'));
    const r = parsed.data;
    refund = { id: r.id, status: r.status, amount: r.amount, intentId: r.payment_intent, reference: r.metadata.ph_refund_id ?? null, failureReason: r.failure_reason ?? null };
  }
  return { id: event.data.id, type: event.data.type, created: new Date(event.data.created * 1000), intent, refund };
}
