// Orders, line items, coupons, checkout, bundles, consents and sustainability: request/response schemas.
// Amounts are integer minor units of the order currency; tax rates are basis points (2300 = 23 %).
// Bodies are strict: a client sending a price, total or discount gets a 400 (prices are server-side only).
import { z } from 'zod';
import { addressFields } from './addresses';
import { CustomSizeMm, LanguageSchema } from './catalogue';
import { Email, Id, IsoDateTime } from './common';
import { PROPERTY_TYPES } from './catalogueVocabulary';
import { PRINT_QUALITIES } from './printQuality';

export const OrderStateEnum = z.enum(['cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled']);
export const PaymentStateEnum = z.enum(['balance_due', 'paid', 'failed', 'void', 'pending', 'partially_refunded', 'refunded']);
/** A placed order's way through the works (`orders.fulfillment_state`); null until it is placed. */
export const FulfillmentStateEnum = z.enum(['artwork_check', 'ready_for_production', 'in_production', 'partially_shipped', 'shipped', 'delivered']);
export const LineItemKindEnum = z.enum(['product', 'warranty', 'expert_check', 'tree', 'sample_pack']);

export const OrderAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  zip_code: z.string(),
  country_iso: z.string(),
  state_code: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/** One configured property of a line's variant, named in the language the order was read in. */
export const LineItemProperty = z.object({
  type: z.enum(PROPERTY_TYPES),
  key: z.string().describe('The catalogue value, e.g. `cardboard-white`; for matching, never for display'),
  name: z.string().describe('The catalogue’s localised name of the value, e.g. “Weißer Karton”'),
});
export type LineItemProperty = z.infer<typeof LineItemProperty>;

export const LineItem = z.object({
  id: z.number().int(),
  kind: LineItemKindEnum,
  variant_id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  box_design_id: z.string().nullable(),
  // Optional in the schema so older clients' fixtures stay valid; this API always sends them.
  box_design: z
    .object({ id: z.string(), name: z.string(), version: z.number().int(), design_status: z.enum(['draft', 'saved']), thumbnail_url: z.string().nullable() })
    .nullable()
    .optional()
    .describe('The design of a designed line (for a complete order: the version it was paid with)'),
  thumbnail: z.string().nullable().optional().describe('URL of the line’s design thumbnail'),
  // Optional for the same reason as box_design; this API always sends it.
  image_url: z
    .string()
    .nullable()
    .optional()
    .describe('The catalogue’s public picture of the line’s variant (else its product): what a line without a design shows'),
  proof: z.object({ id: z.string(), status: z.enum(['pending', 'approved', 'changes_requested']) }).nullable().optional().describe('The design proof of a designed line of a complete order'),
  parent_id: z.number().int().nullable(),
  bundle_id: z.number().int().nullable(),
  express_delivery_option_id: z.number().int().nullable(),
  options: z.record(z.string(), z.unknown()).nullable(),
  // Optional for the same reason as box_design; this API always sends it (empty for service lines).
  properties: z.array(LineItemProperty).optional().describe('The variant’s properties with the catalogue’s localised names'),
  unit_net: z.number().int(),
  item_net: z.number().int(),
  express_net: z.number().int(),
  promo_net: z.number().int(),
  net: z.number().int(),
  tax_rate: z.number().int().describe('basis points'),
  tax: z.number().int(),
  gross: z.number().int(),
});
export type LineItem = z.infer<typeof LineItem>;

export const Adjustment = z.object({
  source: z.enum(['promotion', 'shipping', 'customs']),
  label: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  promotion_code: z.string().nullable(),
});

export const OrderPromotion = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  amount: z.number().int().describe('≤ 0; 0 when the cart does not qualify (see `eligible`)'),
  eligible: z.boolean(),
});

export const OrderBundle = z.object({ id: z.number().int(), bundle_id: z.number().int(), quantity: z.number().int() });

export const OrderNotice = z
  .object({
    code: z.enum(['express_delivery_removed']),
    message: z.string(),
    line_item_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    express_delivery_option_id: z.number().int().describe('the option taken off the line'),
    country_iso: z.string().describe('the delivery country the option is not offered for'),
  })
  .describe('something the API changed on its own while applying the request');
export type OrderNotice = z.infer<typeof OrderNotice>;

/** Who caused a change of the order's state: the shopper, staff (a manager, a back-office operator), the payment provider, or the server itself. */
export const StateActorEnum = z.enum(['customer', 'manager', 'operator', 'gateway', 'system']);
/** The order state machine's events (packages/api-server/src/orders/stateMachine.ts); `create` starts the history. */
export const StateEventEnum = z.enum([
  'create',
  'next',
  'back',
  'cart_changed',
  'shipping_dropped',
  'complete',
  'payment_received',
  'payment_failed',
  'release',
  'start_production',
  'ship',
  'deliver',
  'cancel',
  'refund',
]);
const stateChangeFields = {
  event: StateEventEnum,
  actor: StateActorEnum,
  reason: z.string().nullable().describe('why, when the change has a stated reason (an operator\'s cancellation)'),
  created_at: IsoDateTime,
};
export const OrderStateChange = z
  .discriminatedUnion('machine', [
    z.object({ machine: z.literal('order'), from: OrderStateEnum.nullable(), to: OrderStateEnum, ...stateChangeFields }),
    z.object({ machine: z.literal('payment'), from: PaymentStateEnum.nullable(), to: PaymentStateEnum, ...stateChangeFields }),
    z.object({ machine: z.literal('fulfillment'), from: FulfillmentStateEnum.nullable(), to: FulfillmentStateEnum, ...stateChangeFields }),
  ])
  .describe('one change of `state` (machine order), `payment_state` (machine payment) or `fulfillment_state` (machine fulfillment); `from` is null for the first');
export type OrderStateChange = z.infer<typeof OrderStateChange>;

export const Order = z.object({
  id: z.number().int(),
  number: z.string(),
  token: z.string().describe('guest access: `GET orders/{number}?token=`'),
  state: OrderStateEnum,
  payment_state: PaymentStateEnum.nullable(),
  fulfillment_state: FulfillmentStateEnum.nullable().describe('null until the order is placed; where a placed order is in the works'),
  canceled_at: IsoDateTime.nullable(),
  cancel_reason: z.string().nullable().describe('why the order was canceled (the shopper\'s or the operator\'s words)'),
  payment_method: z.string().nullable(),
  currency: z.string(),
  region: z.string(),
  email: z.string().nullable(),
  customer_type: z.enum(['b2b', 'b2c']),
  item_total: z.number().int(),
  ship_total: z.number().int(),
  tax_total: z.number().int(),
  promo_total: z.number().int(),
  additional_customs: z.number().int(),
  total: z.number().int(),
  wallet_applied: z.number().int().describe('Store credit (wallet) spent on the order, minor units'),
  amount_due: z.number().int().describe('What is left to pay: `total` less `wallet_applied`, minor units'),
  item_count: z.number().int(),
  tax_reason: z.string().nullable(),
  shipping_method: z.string().nullable(),
  bill_address: OrderAddress.nullable(),
  ship_address: OrderAddress.nullable(),
  special_instructions: z.string().nullable(),
  channel: z.string(),
  promo_code: z.string().nullable(),
  lock_version: z.number().int(),
  completed_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
  line_items: z.array(LineItem),
  production_state: z
    .enum(['awaiting_payment', 'awaiting_proof_approval', 'ready_for_production'])
    .nullable()
    .optional()
    .describe('Complete orders: production starts only when paid and every design proof is approved; null before completion'),
  adjustments: z.array(Adjustment),
  promotions: z.array(OrderPromotion),
  bundles: z.array(OrderBundle),
  shipping_methods: z
    .array(z.object({ method: z.string(), net: z.number().int(), available: z.boolean() }))
    .describe('methods of the region for this cart'),
  payment_methods: z.array(z.string()).describe('payment methods of the order region'),
  notices: z.array(OrderNotice).optional().describe('only in the answer of the request that caused them (`PUT checkouts/{id}`)'),
  state_changes: z.array(OrderStateChange).optional().describe('the order\'s history, oldest first; only in `GET orders/{number}`'),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ order: Order });

/** Money given back on an order: per payment it comes out of, the way it was paid. */
export const OrderRefund = z.object({
  id: z.number().int(),
  method: z.string().describe('how it was paid, and so how it goes back: a card or redirect method (the gateway), wallet, check or installments (owed: paid back by transfer)'),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  state: z.enum(['pending', 'succeeded', 'owed', 'failed']).describe('pending: sent to the gateway, not confirmed yet; succeeded: given back; owed: to be paid back by transfer; failed: the gateway refused (not given back)'),
  reason: z.string(),
  created_at: IsoDateTime,
});
export type OrderRefund = z.infer<typeof OrderRefund>;
export const OrderRefundsResponse = z.object({ refunds: z.array(OrderRefund) });
export const OrderWithRefundsResponse = z.object({ order: Order, refunds: z.array(OrderRefund) });
export type OrderWithRefundsResponse = z.infer<typeof OrderWithRefundsResponse>;

/** One line of a refund by lines: which line, and how many of its units go back. */
export const RefundLineInput = z.strictObject({
  line_id: z.number().int('must be a line id of the order').positive('must be a line id of the order').max(Number.MAX_SAFE_INTEGER),
  quantity: z.number().int('must be a whole number of units').positive('must be more than 0').max(10_000_000),
});
export type RefundLineInput = z.infer<typeof RefundLineInput>;
/** Lines of a refund: each line once. */
const RefundLines = z
  .array(RefundLineInput)
  .min(1, 'choose at least one line')
  .max(500)
  .superRefine((lines, ctx) => {
    const seen = new Set<number>();
    lines.forEach((l, i) => {
      if (seen.has(l.line_id)) ctx.addIssue({ code: 'custom', path: [i, 'line_id'], message: 'each line once' });
      seen.add(l.line_id);
    });
  });

/**
 * An operator's refund of part of an order (a damaged delivery): an `amount`, or some `lines` (ids and
 * quantities) whose amount the API computes from what those units were paid (their share of discounts
 * and tax included) — never more than is left to give back, per line and in total. One or the other.
 */
export const OperatorRefundBody = z
  .strictObject({
    amount: z.number().int('must be a whole number of minor units').positive('must be more than 0').max(Number.MAX_SAFE_INTEGER).optional(),
    lines: RefundLines.optional(),
    reason: z.string().trim().min(3, 'say why the money is given back (at least 3 characters)').max(500),
  })
  .superRefine((body, ctx) => {
    if (body.amount !== undefined && body.lines !== undefined) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'give an amount or lines, not both' });
    if (body.amount === undefined && body.lines === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'give an amount, or lines' });
  });
export type OperatorRefundBody = z.infer<typeof OperatorRefundBody>;

/** `POST v2/operator/orders/{number}/refunds/quote`: what a refund of these lines would give back, computed by the API; writes nothing. */
export const RefundQuoteBody = z.strictObject({ lines: RefundLines });
export const RefundQuoteResponse = z.object({
  currency: z.string(),
  amount: z.number().int().describe('minor units: what the refund of these lines gives back'),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int(), amount: z.number().int().describe('minor units') })),
});
export type RefundQuoteResponse = z.infer<typeof RefundQuoteResponse>;

/** `POST v2/orders/{number}/cancel`: the shopper cancels a placed order while nothing is in production. */
export const CancelOrderBody = z.strictObject({
  reason: z.string().trim().max(500).optional().describe('the shopper\'s words, kept with the order'),
});
/** The operators' cancellation: at any time, always with a reason (kept with the order and in its history). */
export const OperatorCancelBody = z.strictObject({
  reason: z.string().trim().min(3, 'say why the order is canceled (at least 3 characters)').max(500),
});
export type OrderResponse = z.infer<typeof OrderResponse>;
export const OrderListResponse = z.object({ orders: z.array(Order), count: z.number().int() });

export const CreateOrderBody = z.strictObject({ currency: z.string().trim().length(3).transform((s) => s.toUpperCase()) });

export const OrderPathParams = z.strictObject({ id: Id });
export const OrderNumberParams = z.strictObject({ number: z.string().trim().min(1).max(32) });
/** `lang` names the lines' properties in that language instead of the store's (as the catalogue reads take it). */
export const OrderTokenQuery = z.strictObject({ token: z.string().min(1).max(100).optional(), lang: LanguageSchema.optional() });

export const MineQuery = z.strictObject({
  state: z
    .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.enum(['complete', 'canceled'])).min(1))
    .optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  per_page: z.coerce.number().int().positive().max(100).default(25),
  lang: LanguageSchema.optional(),
});

export const UpdateOrderBody = z.strictObject({
  order: z.strictObject({
    email: Email.optional(),
    special_instructions: z.string().trim().max(1000).nullish(),
    lock_version: z.number().int().nonnegative().optional(),
  }),
});

export const LineItemPayload = z.strictObject({
  variant_id: Id.optional(),
  box_design_id: z.string().trim().min(1).max(64).nullish(),
  quantity: z.number().int().positive().max(1_000_000).default(1),
  parent_id: Id.nullish(),
  express_delivery_option_id: Id.nullish(),
  /** `warranty` adds the warranty service to the line `parent_id`. */
  service_name: z.enum(['warranty']).optional(),
  /** The variant's options in a custom size (mm); the API validates it and prices the line. */
  custom_size: CustomSizeMm.optional(),
});
export type LineItemPayload = z.infer<typeof LineItemPayload>;

export const LegacyLineItemBody = z.strictObject({ line_item: LineItemPayload });
export const LineItemParams = z.strictObject({ id: Id, itemId: Id });
export const LineItemUpdateBody = z.strictObject({
  line_item: z
    .strictObject({
      quantity: z.number().int().positive().max(1_000_000).optional(),
      /** An express option of the line's sku for the order's currency and delivery country; null = standard. */
      express_delivery_option_id: Id.nullable().optional(),
      /** Another print quality of the same product and size (docs/domain.md#orders-and-checkout); the server picks the variant. */
      print_quality: z.enum(PRINT_QUALITIES).optional(),
    })
    .refine((l) => l.quantity !== undefined || l.express_delivery_option_id !== undefined || l.print_quality !== undefined, {
      message: 'Send quantity, express_delivery_option_id or print_quality',
      path: ['quantity'],
    }),
});

/**
 * `GET v2/orders/{id}/line_items/{itemId}/print_qualities`: the qualities the line's product offers in
 * its size, each priced as the order would charge it at the line's quantity (net, minor units).
 */
export const PrintQualityOption = z.object({
  quality: z.enum(PRINT_QUALITIES),
  variant_id: z.number().int(),
  sku: z.string(),
  /** The line's own quality now. */
  current: z.boolean(),
  unit_net: z.number().int(),
  item_net: z.number().int(),
  /** item_net minus the current quality's item_net. */
  difference_net: z.number().int(),
});
export const PrintQualityOptionsResponse = z.object({ data: z.array(PrintQualityOption) });
export type PrintQualityOptionsResponse = z.infer<typeof PrintQualityOptionsResponse>;
export type PrintQualityOption = z.infer<typeof PrintQualityOption>;

export const BulkCreateBody = z.strictObject({
  bundle_id: Id,
  line_items_params: z
    .array(z.strictObject({ variant_id: Id, quantity: z.number().int().positive().max(1_000_000), box_design_id: z.string().trim().min(1).max(64).nullish() }))
    .min(1)
    .max(20),
});

export const CouponBody = z.strictObject({ coupon_code: z.string().trim().min(1).max(64) });
export const CouponDeleteQuery = z.strictObject({ coupon_code: z.string().trim().min(1).max(64).optional() });

const { email: _addressEmail, ...orderAddressFields } = addressFields;

export const AddressPayload = z.union([
  z.strictObject({ address_id: Id }),
  // An order's address is an address-book address without its own e-mail (the order has one).
  z.strictObject(orderAddressFields),
]);

export const CheckoutStateEnum = z.enum(['cart', 'address', 'delivery', 'payment', 'confirm']);
export const CheckoutParams = z.strictObject({ id: z.string().trim().min(1).max(32).describe('order id or number') });
export const CheckoutQuery = z.strictObject({ state: CheckoutStateEnum.optional() });
export const CheckoutBody = z.strictObject({
  order: z
    .strictObject({
      email: Email.optional(),
      customer_type: z.enum(['b2b', 'b2c']).optional(),
      bill_address: AddressPayload.optional(),
      ship_address: AddressPayload.optional(),
      use_billing: z.boolean().optional(),
      shipping_method: z.string().trim().min(1).max(64).optional(),
      payments_attributes: z
        .array(z.strictObject({ payment_method_id: z.string().trim().min(1).max(64), reject_payment_schedule: z.boolean().default(false) }))
        .length(1)
        .optional(),
      payment_source: z.record(z.string(), z.unknown()).optional(),
      lock_version: z.number().int().nonnegative().optional(),
    })
    .default({}),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const BundleCreateBody = z.strictObject({ bundle_id: Id, quantity: z.number().int().positive().max(1_000_000), order_id: Id });
export const BundleUpdateBody = z.strictObject({ bundle_id: Id, quantity: z.number().int().positive().max(1_000_000), order_id: Id });
export const BundleDestroyBody = z.strictObject({ bundle_id: Id });

export const ExpertCheckBody = z.strictObject({ parent_id: Id });
export const ExpertCheckQuery = z.strictObject({ parent_id: Id });

export const SamplePackBody = z.strictObject({
  sku: z.string().trim().min(1).max(100),
  samples: z.array(z.string().trim().min(1).max(100)).min(1).max(10),
  version: z.union([z.string().trim().min(1).max(20), z.number().int()]).transform(String),
});

export const ConsentsBody = z.strictObject({
  order_id: Id,
  acceptance_method: z.enum(['by-cta-click', 'manual']).default('by-cta-click'),
  consents: z
    .array(
      z.strictObject({
        name: z.enum(['terms_and_conditions_and_privacy_policy', 'terms_and_conditions_plus', 'marketing', 'newsletter', 'envelope', 'instant_service']),
        value: z.enum(['granted', 'declined']),
        displayed_text: z.string().trim().min(1).max(5000),
      }),
    )
    .min(1)
    .max(10),
});
export const ConsentsResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.string(), displayed_text: z.string(), acceptance_method: z.string(), created_at: IsoDateTime })),
});

export const TreeBody = z.strictObject({ order_id: Id, quantity: z.number().int().positive().max(10_000) });
export const TreeUpdateBody = z.strictObject({ order_id: Id, quantity: z.number().int().nonnegative().max(10_000) });
/** Net unit prices of the services an order can add (trees, expert check), in the order's currency. */
export const ServicePricesResponse = z.object({
  data: z.object({
    currency: z.string(),
    tree: z.object({ unit_net: z.number().int(), max_quantity: z.number().int() }),
    expert_check: z.object({ unit_net: z.number().int() }),
  }),
});
export type ServicePricesResponse = z.infer<typeof ServicePricesResponse>;
export const TreesTotalResponse = z.object({ data: z.object({ total_planted_trees: z.number().int() }) });
export const UserTreesParams = z.strictObject({ user: Id });
export const UserTreesResponse = z.object({ data: z.object({ user_id: z.number().int(), planted_trees: z.number().int() }) });
