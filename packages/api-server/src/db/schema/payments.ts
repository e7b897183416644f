// Payments: our record of gateway PaymentIntents, webhook events seen, the payment ledger of an order
// (card, redirect methods, bank transfer, wallet), instalment schedules, store credit, and the state of
// the offline sandbox gateway (which stands in for Stripe's servers and so keeps its own tables).
// Money is integer minor units in bigint columns (mode 'number', see README "Numbers").
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineItems, orders } from './orders';
import { users } from './users';
import { INTENT_METHODS, INTENT_STATUSES } from '../vocabulary';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const LEDGER_METHODS = [...INTENT_METHODS, 'check', 'installments', 'wallet'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/**
 * Our side of a gateway PaymentIntent. `status` mirrors the gateway as far as we know it; the order's
 * payment_state changes only when a webhook says so. At most one intent per order is open (not
 * canceled): a retry after a decline confirms the same intent again, like Stripe.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** `pi_…`; null while the gateway call that creates it is in flight. */
    gatewayIntentId: text('gateway_intent_id'),
    method: text('method', { enum: INTENT_METHODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: INTENT_STATUSES }).notNull().default('requires_payment_method'),
    clientSecret: text('client_secret'),
    nextActionUrl: text('next_action_url'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    /** Set while a create/confirm call to the gateway runs: a concurrent attempt gets a 409 instead of a second charge. */
    busySince: timestamp('busy_since', { withTimezone: true }),
    /** Boot id of the API process making that call (`api_instances`): a dead owner's lock is recovered, not waited out. */
    busyOwner: text('busy_owner'),
    attempts: integer('attempts').notNull().default(0),
    /** `created` of the last webhook event applied, so an older event arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_gateway_key').on(t.provider, t.gatewayIntentId),
    uniqueIndex('payment_intents_one_open_per_order').on(t.orderId).where(sql`${t.status} <> 'canceled'`),
    check('payment_intents_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every webhook event accepted (signature verified); the unique key makes a redelivery a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    gatewayIntentId: text('gateway_intent_id'),
    /** What the event did: applied, stale (older than what we know), unknown_intent, ignored_type. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/** What paid (or is to pay) an order: captured intents, bank transfers awaited, wallet credit used. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    method: text('method', { enum: LEDGER_METHODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    state: text('state', { enum: ['pending', 'completed', 'failed', 'void'] }).notNull(),
    paymentIntentId: bigint('payment_intent_id', { mode: 'number' }).references(() => paymentIntents.id, { onDelete: 'restrict' }),
    /** Bank-transfer reference the customer writes on the transfer. */
    reference: text('reference'),
    /**
     * The gateway's fingerprint of the card that paid (same card, same value; never the number): what
     * the referral programme compares to refuse a self-referral. Null for other methods and when the
     * gateway did not say.
     */
    cardFingerprint: text('card_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    // A captured intent is booked once, however many webhooks say so.
    uniqueIndex('order_payments_intent_key').on(t.paymentIntentId),
    // Wallet credit and a bank transfer are used at most once per order.
    uniqueIndex('order_payments_one_wallet_per_order').on(t.orderId).where(sql`${t.method} = 'wallet' AND ${t.state} <> 'void'`),
    check('order_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money given back on an order, one row per ledger row it comes out of: `pending` until the gateway has
 * it (sent after commit with the idempotency key `refund-{id}`, resent by reconciliation after a crash),
 * `succeeded` when the gateway or the wallet has given it back, `owed` for a bank transfer or
 * instalments the accounts team pays back by transfer, `failed` when the gateway refused (it then does
 * not count as given back). Written under the order's row lock, so refunds never exceed what was taken.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderPaymentId: bigint('order_payment_id', { mode: 'number' })
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'restrict' }),
    method: text('method', { enum: LEDGER_METHODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'owed', 'failed'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    lastError: text('last_error'),
    reason: text('reason').notNull(),
    actor: text('actor', { enum: ['customer', 'operator'] }).notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId), index('order_refunds_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`), check('order_refunds_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * What a refund by lines gave back of each line (an operator chose lines and quantities): the per-line
 * remainder a later refund by lines may still take. `refund_id` is the first refund row of the booking
 * (a booking split over several payments writes several refund rows).
 */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'restrict' }),
    lineItemId: bigint('line_item_id', { mode: 'number' })
      .notNull()
      .references(() => lineItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refund_lines_order_idx').on(t.orderId),
    check('order_refund_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_refund_lines_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_schedules_order_key').on(t.orderId)],
);

export const paymentInstallments = pgTable(
  'payment_installments',
  {
    id: id(),
    scheduleId: bigint('schedule_id', { mode: 'number' })
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['pending', 'paid', 'canceled'] }).notNull().default('pending'),
  },
  (t) => [
    uniqueIndex('payment_installments_position_key').on(t.scheduleId, t.position),
    check('payment_installments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Store credit per user and currency. */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] }), check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull(),
    /** Signed: credits are positive, payments negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['credit', 'debit', 'payment', 'refund'] }).notNull(),
    note: text('note'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    /** The manager who granted or took credit. */
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.currency, t.id),
    check('wallet_transactions_amount_nonzero', sql`${t.amount} <> 0`),
    check('wallet_transactions_balance_after', sql`${t.balanceAfter} >= 0`),
  ],
);

// ---- the offline sandbox gateway's own state (what Stripe's servers would hold) ----

export const SANDBOX_CARD_OUTCOMES = ['succeed', 'three_d_secure', 'decline'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

/** Card "tokenised" by `POST /api/sandbox/payment_methods`; the card number itself is never stored. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  /** HMAC-SHA256 of the card number with the sandbox's secret, truncated: Stripe's `card.fingerprint`. */
  fingerprint: text('fingerprint'),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome', { enum: SANDBOX_CARD_OUTCOMES }).notNull(),
  createdAt: createdAt(),
});

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    method: text('method', { enum: INTENT_METHODS }).notNull(),
    status: text('status', { enum: INTENT_STATUSES }).notNull(),
    paymentMethodId: text('payment_method_id'),
    returnUrl: text('return_url'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sandbox_payment_intents_amount_positive', sql`${t.amount} > 0`),
    check('sandbox_payment_intents_refund_within', sql`${t.amountRefunded} >= 0 AND ${t.amountRefunded} <= ${t.amount}`),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Stripe replays a keyed refund request; so does the sandbox. */
    idempotencyKey: text('idempotency_key'),
    /**
     * Like Stripe's, a refund is `pending` when created and settles later (`SANDBOX_REFUND_DELAY_MS`),
     * announced by a signed `refund.updated` webhook. Rows from before it was kept settled at once.
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('succeeded'),
    /** The refund's metadata as the store sent it (`ph_refund_id`), echoed in its webhook. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sandbox_refunds_intent_idx').on(t.intentId),
    uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey),
    index('sandbox_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every webhook event the sandbox emitted, written in the transaction that changed the intent (Stripe
 * keeps its undelivered events on its side the same way): a delivery job posts it and marks it
 * delivered; the reconciliation job re-queues what a crash left undelivered.
 */
export const sandboxWebhookEvents = pgTable(
  'sandbox_webhook_events',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('sandbox_webhook_events_undelivered_idx').on(t.createdAt).where(sql`${t.deliveredAt} IS NULL`)],
);
