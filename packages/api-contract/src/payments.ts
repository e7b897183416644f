// Payments, bank transfer, instalments, wallet and sandbox card form: request/response schemas.
import { ALL_PAYMENT_METHODS as PAYMENT_METHOD_TYPES, CURRENCY_CODES as CURRENCIES } from '@ph/region-config';
import { z } from 'zod';
import { Id } from './common';

export const PaymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,120}$/, 'must be a payment method id (pm_…) from the card form');
export const PaymentIntentId = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_-]{1,120}$/, 'must be a payment intent id (pi_…)');
export const OrderNumber = z.string().trim().min(1, 'must not be empty').max(32);

export const PaymentOrderParams = z.strictObject({ orderId: Id });

export const PayBody = z.strictObject({
  payment_method_id: PaymentMethodId,
  reject_payment_schedule: z.boolean().default(false),
});
export const ConfirmBody = z.strictObject({
  payment_intent_id: PaymentIntentId,
  payment_method_id: PaymentMethodId.optional(),
});
export const RedirectPaymentBody = z.strictObject({
  payment_method_type: z.enum(PAYMENT_METHOD_TYPES),
  reject_payment_schedule: z.boolean().default(false),
});

export const PaymentStatusValue = z.enum(['OK', 'WAITING', 'DELAYED', 'FAILED', 'NOT_STARTED']);

export const PaymentIntentView = z.object({
  id: z.string().nullable(),
  status: z.string(),
  amount: z.number().int().describe('Minor units'),
  currency: z.string(),
  payment_method_type: z.string(),
  client_secret: z.string().nullable(),
  next_action: z
    .object({ type: z.literal('redirect_to_url'), redirect_to_url: z.object({ url: z.string() }) })
    .nullable()
    .describe('Send the shopper to redirect_to_url.url (3-D Secure or the bank page)'),
  last_payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PaymentIntentView = z.infer<typeof PaymentIntentView>;

export const PaymentIntentResponse = z.object({
  payment_intent: PaymentIntentView,
  order_number: z.string(),
});

export const PublishableKeyResponse = z.object({
  publishable_key: z.string().describe('`pk_…` in stripe mode; the literal "sandbox" in sandbox mode'),
  mode: z.enum(['stripe', 'sandbox']),
  sandbox: z
    .object({ payment_methods_url: z.string(), test_cards: z.array(z.object({ number: z.string(), outcome: z.string() })) })
    .nullable()
    .describe('Sandbox mode: where the card form creates a payment method, and the test cards'),
});

export const WorkflowTokenQuery = z.strictObject({ order_number: OrderNumber });
export const WorkflowTokenResponse = z.object({
  data: z.object({ data: z.object({ token: z.string(), order_number: z.string(), expires_at: z.string() }) }),
});

export const CheckPaymentBody = z.strictObject({
  order_number: OrderNumber,
  payment_method_id: z.string().trim().max(120).optional().describe('Accepted for compatibility; bank transfer needs none'),
  reject_payment_schedule: z.boolean().default(false),
});

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'must be a real date');

export const PaymentScheduleBody = z.strictObject({
  order_id: Id,
  installments_attributes: z
    .array(z.strictObject({ due_date: IsoDate, amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }))
    .min(2, 'needs at least 2 instalments')
    .max(6, 'allows at most 6 instalments'),
});

export const PaymentScheduleOptionsQuery = z.strictObject({ order_id: Id });
const ScheduleInstallment = z.object({ position: z.number().int(), due_date: z.string(), amount: z.number().int() });
export const PaymentScheduleOptionsResponse = z.object({
  data: z.object({
    eligible: z.boolean(),
    reason: z.object({ code: z.string(), message: z.string() }).nullable().describe('Why instalments are not offered (null when eligible)'),
    amount_due: z.number().int(),
    currency: z.string(),
    minimum: z.number().int().nullable().describe('Smallest amount due that may be split (minor units); null without bank transfer in the currency'),
    plans: z.array(z.object({ count: z.number().int(), installments: z.array(ScheduleInstallment) })),
  }),
});
export type ScheduleOptions = z.infer<typeof PaymentScheduleOptionsResponse>['data'];

export const BankDetailsView = z.object({
  currency: z.string(),
  account_holder: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  bic: z.string(),
  sort_code: z.string().optional(),
  account_number: z.string().optional(),
  demo: z.literal(true),
});

const TransferData = z.object({
  order_number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  bank_details: BankDetailsView,
  payment_status: z.enum(['WAITING', 'OK']),
  installments: z.array(z.object({ position: z.number().int(), amount: z.number().int(), due_date: z.string(), state: z.string() })),
});
export const TransferResponse = z.object({ data: TransferData });
export type TransferView = z.infer<typeof TransferData>;

export const TransferReceivedBody = z.strictObject({
  order_number: OrderNumber,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('Minor units that reached the account'),
});
export const TransferReceivedResponse = z.object({ data: TransferData.extend({ payment_state: z.string() }) });

export const PaymentStatusParams = z.strictObject({ number: OrderNumber });
export const PaymentScheduleResponse = z.object({
  data: z.object({
    order_number: z.string(),
    currency: z.string(),
    installments: z
      .array(ScheduleInstallment.extend({ state: z.enum(['pending', 'paid', 'canceled']).describe('canceled: no longer due, the order was canceled') }))
      .describe('empty when the order is not paid in instalments'),
  }),
});
export type PaymentScheduleView = z.infer<typeof PaymentScheduleResponse>['data'];
export const PaymentStatusQuery = z.strictObject({
  payment_intent: PaymentIntentId.optional().describe('From the return redirect: refreshes the intent from the gateway (a hint only)'),
  payment_intent_client_secret: z.string().max(200).optional(),
  redirect_status: z.string().max(40).optional(),
});
export const PaymentStatusResponse = z.object({
  data: z.object({
    status: PaymentStatusValue,
    order_number: z.string(),
    order_state: z.string(),
    payment_state: z.string().nullable(),
    payment_intent: PaymentIntentView.nullable(),
  }),
});

export type PaymentStatusView = z.infer<typeof PaymentStatusResponse>['data'];

export const WebhookResponse = z.object({ received: z.literal(true), outcome: z.string() });

export const WalletQuery = z.strictObject({ currency: z.enum(CURRENCIES) });
export const WalletView = z.object({
  currency: z.string(),
  balance: z.number().int(),
  history: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      balance_after: z.number().int(),
      kind: z.string(),
      note: z.string().nullable(),
      order_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
});
export const WalletResponse = z.object({ data: WalletView });
export const WalletPayBody = z.strictObject({
  order_id: Id,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().describe('Minor units; default: as much as covers the order'),
});
export const WalletPayResponse = z.object({
  data: z.object({ order_number: z.string(), applied: z.number().int(), remaining: z.number().int(), completed: z.boolean(), wallet: WalletView }),
});
export const WalletCreditBody = z.strictObject({
  user_id: Id,
  currency: z.enum(CURRENCIES),
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'must not be zero')
    .refine((n) => Math.abs(n) <= 100_000_000, 'is too large'),
  note: z.string().trim().min(1, 'must not be empty').max(500),
});

export const SandboxPaymentMethodBody = z.strictObject({
  type: z.literal('card'),
  card: z.strictObject({
    number: z.string().trim().regex(/^[\d -]{12,23}$/, 'must be a card number'),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  }),
});
export const SandboxPaymentMethodResponse = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
