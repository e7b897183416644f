import type {
  CheckPaymentBody,
  ConfirmBody,
  PayBody,
  PaymentIntentResponse,
  PaymentScheduleBody,
  PaymentScheduleOptionsResponse,
  PaymentScheduleResponse,
  PaymentScheduleView,
  PaymentStatusResponse,
  PaymentStatusValue,
  PublishableKeyResponse,
  RedirectPaymentBody,
  SandboxPaymentMethodBody,
  SandboxPaymentMethodResponse,
  ScheduleOptions,
  TransferResponse,
  WalletPayBody,
  WalletPayResponse,
  WalletResponse,
  WalletView as WalletViewSchema,
} from '@ph/api-contract';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';
import { createIdempotencyKey } from './client';
import { ApiError } from './errors';

/**
 * Typed calls of the payment routes (docs/domain.md#the-apis-calls "Payments"). Card details never go to the
 * order routes: they become a payment method id first (Stripe.js, or the sandbox card form's
 * `payment_methods_url`), and only that id is sent with the order.
 */

export type { PaymentIntentView } from '@ph/api-contract';

export type PaymentStatus = Output<typeof PaymentStatusValue>;
/** What the card and redirect payment calls answer: the order's payment intent. */
export type PaymentIntentAnswer = Output<typeof PaymentIntentResponse>;
/** `GET v2/{orderId}/stripe/config/publishable_key`: Stripe's key, or the sandbox and its test cards. */
export type PaymentKeyConfig = Output<typeof PublishableKeyResponse>;
export type PaymentStatusAnswer = Output<typeof PaymentStatusResponse>['data'];
/** Bank transfer (`check_payments`, `payment_schedules`): the amount, the reference and where to send it. */
export type BankTransferAnswer = Output<typeof TransferResponse>['data'];
/** The card the sandbox form sends (what Stripe.js would send to Stripe). */
export type CardDetails = Input<typeof SandboxPaymentMethodBody>['card'];
/** The sandbox's payment method: its id goes to the order, the card's brand and last digits are shown. */
export type CardPaymentMethod = Output<typeof SandboxPaymentMethodResponse>;
/** The bank-page methods (P24, iDEAL, Bancontact, EPS…) `initiate_stripe_redirect_payment` accepts. */
export type RedirectPaymentMethod = Input<typeof RedirectPaymentBody>['payment_method_type'];

export async function fetchPaymentConfig(client: ApiClient, orderId: number): Promise<PaymentKeyConfig> {
  return client.get<PaymentKeyConfig>(`v2/${orderId}/stripe/config/publishable_key`, { auth: true });
}

/**
 * The sandbox card form: posts the card to the sandbox's payment-method URL (what Stripe.js does
 * against Stripe) without the visitor's token, and answers the payment method id. A refused card
 * (not a test card, expired, bad number) throws an ApiError with the sandbox's message.
 */
export async function createSandboxPaymentMethod(
  url: string,
  card: CardDetails,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<CardPaymentMethod> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ type: 'card', card }),
    });
  } catch (cause) {
    throw new ApiError('The card could not be checked: no connection', { kind: 'network', method: 'POST', url, cause });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text as the body.
  }
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : `The card was refused (${response.status})`;
    throw new ApiError(message, { kind: 'status', status: response.status, body, method: 'POST', url });
  }
  // The sandbox's answer, shaped by the contract's SandboxPaymentMethodResponse.
  return body as CardPaymentMethod;
}

/** First card attempt of an order; `idempotencyKey` per click so a repeated request replays. */
export async function payByCard(client: ApiClient, orderId: number, paymentMethodId: string, idempotencyKey = createIdempotencyKey()): Promise<PaymentIntentAnswer> {
  const body: Input<typeof PayBody> = { payment_method_id: paymentMethodId };
  return client.post<PaymentIntentAnswer>(`v2/${orderId}/stripe/payment_intents/pay`, body, { auth: true, idempotencyKey });
}

/** A retry on the order's open intent (after a decline) with another card. */
export async function confirmCardPayment(
  client: ApiClient,
  orderId: number,
  paymentIntentId: string,
  paymentMethodId: string,
  idempotencyKey = createIdempotencyKey(),
): Promise<PaymentIntentAnswer> {
  const body: Input<typeof ConfirmBody> = { payment_intent_id: paymentIntentId, payment_method_id: paymentMethodId };
  return client.post<PaymentIntentAnswer>(`v2/${orderId}/stripe/payment_intents/confirm`, body, { auth: true, idempotencyKey });
}

/** P24, iDEAL, Bancontact, EPS…: answers an intent whose `next_action` is the bank page. */
export async function startRedirectPayment(client: ApiClient, orderId: number, method: RedirectPaymentMethod, idempotencyKey = createIdempotencyKey()): Promise<PaymentIntentAnswer> {
  const body: Input<typeof RedirectPaymentBody> = { payment_method_type: method };
  return client.post<PaymentIntentAnswer>(`v2/${orderId}/stripe/payment_intents/initiate_stripe_redirect_payment`, body, { auth: true, idempotencyKey });
}

/** Places the order to be paid by bank transfer; answers the bank details and the reference. */
export async function payByBankTransfer(client: ApiClient, orderNumber: string, rejectPaymentSchedule = true): Promise<BankTransferAnswer> {
  const body: Input<typeof CheckPaymentBody> = { order_number: orderNumber, reject_payment_schedule: rejectPaymentSchedule };
  return (await client.post<Output<typeof TransferResponse>>('check_payments', body, { auth: true })).data;
}

/** The return page's status read; `returnedIntentId` (from the redirect) asks the API to refresh it. */
export async function fetchPaymentStatus(client: ApiClient, orderNumber: string, returnedIntentId?: string | null, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  const query: Record<string, string> = returnedIntentId ? { payment_intent: returnedIntentId } : {};
  return (await client.get<Output<typeof PaymentStatusResponse>>(`v2/orders/${encodeURIComponent(orderNumber)}/payment_status`, { auth: true, query, signal })).data;
}

export type { ScheduleOptions } from '@ph/api-contract';

/** Whether the order may be paid in instalments, and the plans (dates, amounts) the API computes. */
export async function fetchScheduleOptions(client: ApiClient, orderId: number): Promise<ScheduleOptions> {
  return (await client.get<Output<typeof PaymentScheduleOptionsResponse>>('payment_schedules/options', { auth: true, query: { order_id: String(orderId) } })).data;
}

export type { PaymentScheduleView } from '@ph/api-contract';

/** The instalments of a placed order (due dates, amounts, paid or pending); empty without a schedule. */
export async function fetchPaymentSchedule(client: ApiClient, orderNumber: string, signal?: AbortSignal): Promise<PaymentScheduleView> {
  return (await client.get<Output<typeof PaymentScheduleResponse>>(`v2/orders/${encodeURIComponent(orderNumber)}/payment_schedule`, { auth: true, signal })).data;
}

/**
 * Places the order to be paid by bank transfer in instalments on these dates; the API splits the
 * amount (no amounts are sent: the server owns them).
 */
export async function createPaymentSchedule(client: ApiClient, orderId: number, dueDates: string[]): Promise<BankTransferAnswer> {
  const body: Input<typeof PaymentScheduleBody> = { order_id: orderId, installments_attributes: dueDates.map((due_date) => ({ due_date })) };
  return (await client.post<Output<typeof TransferResponse>>('payment_schedules', body, { auth: true })).data;
}

/** After Stripe.js handled 3-D Secure in the page: the API confirms the order's intent (no new card). */
export async function confirmAfterAction(client: ApiClient, orderId: number, paymentIntentId: string, idempotencyKey = createIdempotencyKey()): Promise<PaymentIntentAnswer> {
  const body: Input<typeof ConfirmBody> = { payment_intent_id: paymentIntentId };
  return client.post<PaymentIntentAnswer>(`v2/${orderId}/stripe/payment_intents/confirm`, body, { auth: true, idempotencyKey });
}

/** Store credit in one currency and its movements. */
export type WalletView = Output<typeof WalletViewSchema>;
/** `PUT v1/wallet`: what the wallet paid of the order, what is left, and the wallet after. */
export type WalletPayment = Output<typeof WalletPayResponse>['data'];

/** Store credit in one currency (an empty wallet answers balance 0). */
export async function fetchWallet(client: ApiClient, currency: string, signal?: AbortSignal): Promise<WalletView> {
  return (await client.get<Output<typeof WalletResponse>>('v1/wallet', { auth: true, signal, query: { currency } })).data;
}

/** Spends the wallet on the order (as much as covers it); `completed` when nothing is left to pay. */
export async function applyWalletCredit(client: ApiClient, orderId: number, currency: string): Promise<WalletPayment> {
  const body: Input<typeof WalletPayBody> = { order_id: orderId };
  return (await client.put<Output<typeof WalletPayResponse>>('v1/wallet', body, { auth: true, query: { currency } })).data;
}
