import type { PaymentIntentView, PaymentScheduleView, ScheduleOptions } from '@ph/api-contract';
import type { ApiClient } from './client';
import { createIdempotencyKey } from './client';
import { ApiError } from './errors';

/**
 * Typed calls of the payment routes (commerce-core §7 "Payments"). Card details never go to the
 * order routes: they become a payment method id first (Stripe.js, or the sandbox card form's
 * `payment_methods_url`), and only that id is sent with the order.
 */

export type { PaymentIntentView } from '@ph/api-contract';

export type PaymentStatus = 'OK' | 'WAITING' | 'DELAYED' | 'FAILED' | 'NOT_STARTED';

export interface PaymentIntentAnswer {
  payment_intent: PaymentIntentView;
  order_number: string;
}

export interface PaymentKeyConfig {
  publishable_key: string;
  mode: 'stripe' | 'sandbox';
  sandbox: { payment_methods_url: string; test_cards: Array<{ number: string; outcome: string }> } | null;
}

export interface PaymentStatusAnswer {
  status: PaymentStatus;
  order_number: string;
  order_state: string;
  payment_state: string | null;
  payment_intent: PaymentIntentView | null;
}

export interface BankTransferAnswer {
  order_number: string;
  amount: number;
  currency: string;
  reference: string;
  bank_details: {
    currency: string;
    account_holder: string;
    bank_name: string;
    iban: string;
    bic: string;
    sort_code?: string;
    account_number?: string;
    demo: true;
  };
  payment_status: 'WAITING';
  installments: Array<{ position: number; amount: number; due_date: string; state: string }>;
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface CardPaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

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
  return body as CardPaymentMethod;
}

/** First card attempt of an order; `idempotencyKey` per click so a repeated request replays. */
export async function payByCard(client: ApiClient, orderId: number, paymentMethodId: string, idempotencyKey = createIdempotencyKey()): Promise<PaymentIntentAnswer> {
  return client.post<PaymentIntentAnswer>(`v2/${orderId}/stripe/payment_intents/pay`, { payment_method_id: paymentMethodId }, { auth: true, idempotencyKey });
}

/** A retry on the order's open intent (after a decline) with another card. */
export async function confirmCardPayment(
  client: ApiClient,
  orderId: number,
  paymentIntentId: string,
  paymentMethodId: string,
  idempotencyKey = createIdempotencyKey(),
): Promise<PaymentIntentAnswer> {
  return client.post<PaymentIntentAnswer>(
    `v2/${orderId}/stripe/payment_intents/confirm`,
    { payment_intent_id: paymentIntentId, payment_method_id: paymentMethodId },
    { auth: true, idempotencyKey },
  );
}

/** P24, iDEAL, Bancontact, EPS…: answers an intent whose `next_action` is the bank page. */
export async function startRedirectPayment(client: ApiClient, orderId: number, method: string, idempotencyKey = createIdempotencyKey()): Promise<PaymentIntentAnswer> {
  return client.post<PaymentIntentAnswer>(
    `v2/${orderId}/stripe/payment_intents/initiate_stripe_redirect_payment`,
    { payment_method_type: method },
    { auth: true, idempotencyKey },
  );
}

/** Places the order to be paid by bank transfer; answers the bank details and the reference. */
export async function payByBankTransfer(client: ApiClient, orderNumber: string, rejectPaymentSchedule = true): Promise<BankTransferAnswer> {
  return (
    await client.post<{ data: BankTransferAnswer }>('check_payments', { order_number: orderNumber, reject_payment_schedule: rejectPaymentSchedule }, { auth: true })
  ).data;
}

/** The return page's status read; `returnedIntentId` (from the redirect) asks the API to refresh it. */
export async function fetchPaymentStatus(client: ApiClient, orderNumber: string, returnedIntentId?: string | null, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  const query: Record<string, string> = returnedIntentId ? { payment_intent: returnedIntentId } : {};
  return (await client.get<{ data: PaymentStatusAnswer }>(`v2/orders/${encodeURIComponent(orderNumber)}/payment_status`, { auth: true, query, signal })).data;
}

export type { ScheduleOptions } from '@ph/api-contract';

/** Whether the order may be paid in instalments, and the plans (dates, amounts) the API computes. */
export async function fetchScheduleOptions(client: ApiClient, orderId: number): Promise<ScheduleOptions> {
  return (await client.get<{ data: ScheduleOptions }>('payment_schedules/options', { auth: true, query: { order_id: String(orderId) } })).data;
}

export type { PaymentScheduleView } from '@ph/api-contract';

/** The instalments of a placed order (due dates, amounts, paid or pending); empty without a schedule. */
export async function fetchPaymentSchedule(client: ApiClient, orderNumber: string, signal?: AbortSignal): Promise<PaymentScheduleView> {
  return (await client.get<{ data: PaymentScheduleView }>(`v2/orders/${encodeURIComponent(orderNumber)}/payment_schedule`, { auth: true, signal })).data;
}

/**
 * Places the order to be paid by bank transfer in instalments on these dates; the API splits the
 * amount (no amounts are sent: the server owns them).
 */
export async function createPaymentSchedule(client: ApiClient, orderId: number, dueDates: string[]): Promise<BankTransferAnswer> {
  return (
    await client.post<{ data: BankTransferAnswer }>('payment_schedules', { order_id: orderId, installments_attributes: dueDates.map((due_date) => ({ due_date })) }, { auth: true })
  ).data;
}

/** After Stripe.js handled 3-D Secure in the page: the API confirms the order's intent (no new card). */
export async function confirmAfterAction(client: ApiClient, orderId: number, paymentIntentId: string, idempotencyKey = createIdempotencyKey()): Promise<PaymentIntentAnswer> {
  return client.post<PaymentIntentAnswer>(`v2/${orderId}/stripe/payment_intents/confirm`, { payment_intent_id: paymentIntentId }, { auth: true, idempotencyKey });
}

export interface WalletView {
  currency: string;
  balance: number;
  history: Array<{ id: number; amount: number; balance_after: number; kind: string; note: string | null; order_id: number | null; created_at: string }>;
}

export interface WalletPayment {
  order_number: string;
  applied: number;
  remaining: number;
  completed: boolean;
  wallet: WalletView;
}

/** Store credit in one currency (an empty wallet answers balance 0). */
export async function fetchWallet(client: ApiClient, currency: string): Promise<WalletView> {
  return (await client.get<{ data: WalletView }>('v1/wallet', { auth: true, query: { currency } })).data;
}

/** Spends the wallet on the order (as much as covers it); `completed` when nothing is left to pay. */
export async function applyWalletCredit(client: ApiClient, orderId: number, currency: string): Promise<WalletPayment> {
  return (await client.put<{ data: WalletPayment }>('v1/wallet', { order_id: orderId }, { auth: true, query: { currency } })).data;
}

/** Credit of this wallet spent on the order and not given back (its history's movements for the order). */
export function walletAppliedTo(wallet: WalletView, orderId: number): number {
  return -wallet.history.filter((h) => h.order_id === orderId && (h.kind === 'payment' || h.kind === 'refund')).reduce((s, h) => s + h.amount, 0);
}
