// Orders, line items, promotions, idempotency keys and order consents (the money path).
// Money is integer minor units in bigint columns (mode 'number', see README "Numbers"); every line
// stores its own net, tax rate, tax and gross so an order can be re-read exactly as it was charged.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Order, OrderStateChange } from '@ph/api-contract';
import type { LanguageCode } from '@ph/region-config';
import { catalogueBundles, catalogueExpressDeliveryOptions, catalogueVariants } from './catalogue';
import { users } from './users';
import type { StateLogMachine } from '../vocabulary';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The order's states, their meaning and every change between them are declared in
// src/orders/stateMachine.ts (names from @ph/api-contract); the columns only hold them.
type OrderState = Order['state'];
type PaymentState = NonNullable<Order['payment_state']>;
type FulfillmentState = NonNullable<Order['fulfillment_state']>;
export const LINE_ITEM_KINDS = ['product', 'warranty', 'expert_check', 'tree', 'sample_pack'] as const;
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];

/** An address as it was when the shopper chose it (a later edit of the address book does not change orders). */
export interface AddressSnapshot {
  first_name: string;
  last_name: string;
  company_name: string | null;
  vat_id: string | null;
  street: string;
  street2: string | null;
  city: string;
  zip_code: string;
  country_iso: string;
  state_code: string | null;
  phone: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Public order number, `R` + 9 digits. */
    number: text('number').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Guest access: whoever holds it may read the order (a link in the order e-mail). */
    token: text('token').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    region: text('region').notNull(),
    /**
     * The shopper's interface language (an interface language code), written when the order is made
     * and at every checkout step, so the placed order keeps the one it was placed in; its e-mails are
     * written in it. Null for orders made before it was kept: their store's language.
     */
    language: text('language').$type<LanguageCode>(),
    /** Written only by `transition` (orders/stateMachine.ts). */
    state: text('state').$type<OrderState>().notNull().default('cart'),
    /** Null until the order is placed or a payment fails; written only by `transition`. */
    paymentState: text('payment_state').$type<PaymentState>(),
    /** Null until the order is placed; then where it is in the works. Written only by `transition`. */
    fulfillmentState: text('fulfillment_state').$type<FulfillmentState>(),
    /** The method chosen at checkout: one of region-config's PaymentMethod for this region. */
    paymentMethod: text('payment_method'),
    /** The gateway's payment method id sent with `payments_attributes` (e.g. a saved card `pm_…`). */
    paymentSource: jsonb('payment_source').$type<Record<string, unknown>>(),
    rejectPaymentSchedule: boolean('reject_payment_schedule').notNull().default(false),
    itemTotal: money('item_total'),
    shipTotal: money('ship_total'),
    taxTotal: money('tax_total'),
    /** Sum of promotion discounts, ≤ 0. */
    promoTotal: money('promo_total'),
    additionalCustoms: money('additional_customs'),
    total: money('total'),
    itemCount: integer('item_count').notNull().default(0),
    lockVersion: integer('lock_version').notNull().default(0),
    email: text('email'),
    billAddress: jsonb('bill_address').$type<AddressSnapshot>(),
    shipAddress: jsonb('ship_address').$type<AddressSnapshot>(),
    shippingMethod: text('shipping_method'),
    customerType: text('customer_type', { enum: ['b2b', 'b2c'] }).notNull().default('b2c'),
    /** Country of a VAT ID that passed validation; with b2b in another EU country: reverse charge. */
    validatedVatCountryIso: text('validated_vat_country_iso'),
    taxReason: text('tax_reason'),
    channel: text('channel').notNull().default('other'),
    specialInstructions: text('special_instructions'),
    /** The custom offer this order was made from (offers.order_id points back); null for a shopper's own cart. */
    offerId: bigint('offer_id', { mode: 'number' }),
    /** Shipping agreed in the offer (net); when set, any shipping method the shopper picks costs this. */
    fixedShipNet: bigint('fixed_ship_net', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The shopper's or the operator's words when the order was canceled. */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_token_key').on(t.token),
    index('orders_user_state_idx').on(t.userId, t.state),
    // The operators' queue (src/orders-desk): placed orders newest first, alone or filtered by the
    // fulfilment state, the region or the order state; keyset paging on (completed_at, id). Its search
    // index (trigram, pg_trgm) is written by hand in migration 0026, where the extension exists; 0028
    // splits the order-state index from the payment-state one (a payment filter alone could not use it).
    index('orders_placed_idx').on(t.completedAt.desc(), t.id.desc()).where(sql`${t.completedAt} IS NOT NULL`),
    index('orders_placed_fulfillment_idx').on(t.fulfillmentState, t.completedAt.desc(), t.id.desc()).where(sql`${t.completedAt} IS NOT NULL`),
    index('orders_placed_region_idx').on(t.region, t.completedAt.desc(), t.id.desc()).where(sql`${t.completedAt} IS NOT NULL`),
    index('orders_placed_state_idx').on(t.state, t.completedAt.desc(), t.id.desc()).where(sql`${t.completedAt} IS NOT NULL`),
    index('orders_placed_payment_idx').on(t.paymentState, t.completedAt.desc(), t.id.desc()).where(sql`${t.completedAt} IS NOT NULL`),
    check(
      'orders_totals_add_up',
      sql`${t.total} = ${t.itemTotal} + ${t.shipTotal} + ${t.taxTotal} + ${t.promoTotal} + ${t.additionalCustoms}`,
    ),
    check('orders_amounts_valid', sql`${t.itemTotal} >= 0 AND ${t.shipTotal} >= 0 AND ${t.promoTotal} <= 0 AND ${t.total} >= 0`),
    // A canceled order was placed first (only placed orders can be canceled): it keeps when it was placed.
    check('orders_completed_at', sql`(${t.state} IN ('complete', 'canceled')) = (${t.completedAt} IS NOT NULL)`),
    check('orders_canceled_at', sql`(${t.state} = 'canceled') = (${t.canceledAt} IS NOT NULL)`),
    check('orders_fulfillment_placed', sql`(${t.fulfillmentState} IS NULL) = (${t.state} NOT IN ('complete', 'canceled'))`),
  ],
);

/** Events of the payment records' machines (orders/stateMachine.ts, "payment records"). */
export type PaymentRecordEvent = 'create' | 'received' | 'superseded' | 'refunded' | 'replaced' | 'gateway_update' | 'canceled';

/**
 * Every change of `orders.state` (machine `order`) and `orders.payment_state` (machine `payment`),
 * written by `transition`, and of the order's payment records — `order_payments.state`,
 * `payment_installments.state`, `payment_intents.status` (machines `order_payment`, `installment`,
 * `payment_intent`, the row in `subject_id`) — written by `transitionRecord`, each in the transaction
 * of the change. `actor_user_id` is the customer or manager who caused it (null for the payment
 * gateway and the server itself).
 */
export const orderStateChanges = pgTable(
  'order_state_changes',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    machine: text('machine').$type<StateLogMachine>().notNull(),
    /** The ledger row, instalment or intent of a payment record's change; null for the order's own machines. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    /** Null for the order's creation and its first payment state. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    event: text('event').$type<OrderStateChange['event'] | PaymentRecordEvent>().notNull(),
    actor: text('actor').$type<OrderStateChange['actor']>().notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Why, when the change has a stated reason (a cancellation). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_state_changes_order_idx').on(t.orderId, t.id),
    check(
      'order_state_changes_machine_valid',
      sql`${t.machine} IN ('order', 'payment', 'fulfillment', 'order_payment', 'installment', 'payment_intent')`,
    ),
    check('order_state_changes_subject', sql`(${t.subjectId} IS NULL) = (${t.machine} IN ('order', 'payment', 'fulfillment'))`),
    check('order_state_changes_actor_valid', sql`${t.actor} IN ('customer', 'manager', 'operator', 'gateway', 'system')`),
  ],
);

export const orderBundles = pgTable(
  'order_bundles',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    catalogueBundleId: integer('catalogue_bundle_id')
      .notNull()
      .references(() => catalogueBundles.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_bundles_order_idx').on(t.orderId), check('order_bundles_quantity_positive', sql`${t.quantity} > 0`)],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LINE_ITEM_KINDS }).notNull().default('product'),
    /** Null for service lines (warranty, expert check, trees) that are not catalogue variants. */
    variantId: integer('variant_id').references(() => catalogueVariants.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    boxDesignId: text('box_design_id'),
    /**
     * The design exactly as it was paid for (document, size, board, version), written at completion;
     * later edits of the design do not change a placed order.
     */
    designSnapshot: jsonb('design_snapshot').$type<Record<string, unknown>>(),
    quantity: integer('quantity').notNull(),
    /** A service line (warranty, expert check) belongs to the product line it covers. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => lineItems.id, { onDelete: 'cascade' }),
    bundleId: bigint('bundle_id', { mode: 'number' }).references(() => orderBundles.id, { onDelete: 'cascade' }),
    expressDeliveryOptionId: integer('express_delivery_option_id').references(() => catalogueExpressDeliveryOptions.id, {
      onDelete: 'restrict',
    }),
    /** Sample pack contents and similar per-line details. */
    options: jsonb('options').$type<Record<string, unknown>>(),
    /** A unit price agreed in a custom offer (net): recalculation keeps it instead of the price model's. */
    fixedUnitNet: bigint('fixed_unit_net', { mode: 'number' }),
    unitNet: money('unit_net'),
    /** unit_net × quantity. */
    itemNet: money('item_net'),
    expressNet: money('express_net'),
    /** This line's share of order-level discounts (≤ 0), split by largest remainder. */
    promoNet: money('promo_net'),
    /** item_net + express_net + promo_net: what tax is computed on. */
    net: money('net'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    tax: money('tax'),
    gross: money('gross'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('line_items_order_idx').on(t.orderId),
    check('line_items_quantity_positive', sql`${t.quantity} > 0`),
    check('line_items_amounts_add_up', sql`${t.net} = ${t.itemNet} + ${t.expressNet} + ${t.promoNet} AND ${t.gross} = ${t.net} + ${t.tax}`),
    check('line_items_tax_rate_valid', sql`${t.taxRateBp} >= 0 AND ${t.taxRateBp} <= 10000`),
  ],
);

/** Order-level charges and credits (shipping, customs, promotions), each with the tax it carries. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['promotion', 'shipping', 'customs'] }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).references((): AnyPgColumn => promotions.id, { onDelete: 'restrict' }),
    label: text('label').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    tax: money('tax'),
    createdAt: createdAt(),
  },
  (t) => [index('adjustments_order_idx').on(t.orderId)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    /** English: the name operators read and the shopper's fallback. */
    name: text('name').notNull(),
    /** The name in the other interface languages, shown to a shopper reading in one (issue #13). */
    nameTranslations: jsonb('name_translations').$type<Partial<Record<LanguageCode, string>>>().notNull().default({}),
    kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
    /** Basis points for `percentage` (1000 = 10 %), minor units of `currency` for `fixed`. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** Required for fixed amounts; a percentage applies in any currency. */
    currency: char('currency', { length: 3 }),
    /** Minimum net item total (of the eligible lines), minor units of the order currency; for fixed: in `currency`. */
    minimumItemTotal: money('minimum_item_total'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    /** Completed orders that used the code; incremented atomically at completion. */
    usageCount: integer('usage_count').notNull().default(0),
    /** Product family skus the discount applies to; empty = every product line. */
    productSkus: text('product_skus').array().notNull().default(sql`ARRAY[]::text[]`),
    stackable: boolean('stackable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * Applied by the store itself, never typed by a shopper (the referral programme's first-order
     * discount, docs/domain.md#referrals): a typed code naming it is answered as unknown.
     */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(t.code),
    check('promotions_value_valid', sql`${t.value} > 0 AND (${t.kind} = 'fixed' OR ${t.value} <= 10000)`),
    check('promotions_fixed_has_currency', sql`${t.kind} = 'percentage' OR ${t.currency} IS NOT NULL`),
    check('promotions_usage_within_limit', sql`${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit}`),
  ],
);

export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.promotionId] })],
);

export const promotionUsages = pgTable(
  'promotion_usages',
  {
    id: id(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_usages_promotion_order_key').on(t.promotionId, t.orderId),
    index('promotion_usages_promotion_user_idx').on(t.promotionId, t.userId),
  ],
);

/**
 * Stored answers of requests sent with an `Idempotency-Key`. `scope` is the user id (or `anon`); a row
 * with a null `status_code` is a request still running (a concurrent retry gets a 409).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    /** Boot id of the API process running the request (`api_instances`) while it has no answer: a dead owner's key is taken over at once. */
    owner: text('owner'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_key').on(t.scope, t.key), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export const CONSENT_NAMES = [
  'terms_and_conditions_and_privacy_policy',
  'terms_and_conditions_plus',
  'marketing',
  'newsletter',
  'envelope',
  'instant_service',
] as const;

export const orderConsents = pgTable(
  'order_consents',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name', { enum: CONSENT_NAMES }).notNull(),
    value: text('value', { enum: ['granted', 'declined'] }).notNull(),
    displayedText: text('displayed_text').notNull(),
    acceptanceMethod: text('acceptance_method', { enum: ['by-cta-click', 'manual'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_consents_order_idx').on(t.orderId)],
);
