// Stripe's PaymentIntent JSON, the wire shape of both gateways (the sandbox emits the same JSON in
// its webhooks), and its conversion to our GatewayIntent.
import { INTENT_METHODS, INTENT_STATUSES, type IntentMethod, type IntentStatus } from '../db/schema/payments';
import type { GatewayEvent, GatewayIntent } from './gateway';

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
  };
}

export interface StripeLikeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

export function toGatewayEvent(json: StripeLikeEvent): GatewayEvent {
  const object = json.data?.object as Partial<StripeLikeIntent> | undefined;
  const intent = object && object.object === 'payment_intent' ? toGatewayIntent(object as StripeLikeIntent) : null;
  return { id: json.id, type: json.type, created: new Date(json.created * 1000), intent };
}
