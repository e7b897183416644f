// The operators' orders desk (packages/api-server/src/orders-desk): the queue of placed orders and one
// order as the back office reads it. A subpath of its own (`@ph/api-contract/orders-desk`): only the
// back office's chunk uses it.
import { z } from 'zod';
import { REGION_CODES } from '@ph/region-config';
import { IsoDateTime } from './common';
import { FulfillmentStateEnum, Order, OrderRefund, PaymentStateEnum } from './orders';
import { Shipment } from './shipments';

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
/** A filter that takes one value or several (`?fulfillment_state=shipped&fulfillment_state=delivered`). */
const oneOrMore = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item).min(1).max(10)).optional();

/** The shortest search: below three characters a trigram index cannot narrow anything down. */
export const QUEUE_SEARCH_MIN = 3;
export const QUEUE_PAGE_MAX = 100;

/**
 * `GET v2/operator/orders`: placed orders (complete or canceled), newest placed first. Filters combine
 * (AND); `placed_from`/`placed_to` are UTC days, both included. `q` finds an order by its number, the
 * shopper's e-mail or the billing company name (case-insensitive, any part of it). Paging is by keyset:
 * pass the previous answer's `next_cursor` as `cursor`.
 */
export const OrderQueueQuery = z
  .strictObject({
    state: oneOrMore(z.enum(['complete', 'canceled'])),
    fulfillment_state: oneOrMore(FulfillmentStateEnum),
    payment_state: oneOrMore(PaymentStateEnum),
    region: oneOrMore(z.enum(REGION_CODES)),
    placed_from: IsoDay.optional(),
    placed_to: IsoDay.optional(),
    q: z.string().trim().min(QUEUE_SEARCH_MIN, `at least ${QUEUE_SEARCH_MIN} characters`).max(100).optional(),
    cursor: z.string().regex(/^[1-9]\d{0,15}$/, 'the next_cursor of a previous page').optional(),
    limit: z.coerce.number().int().min(1).max(QUEUE_PAGE_MAX).default(50),
  })
  .refine((q) => !q.placed_from || !q.placed_to || q.placed_from <= q.placed_to, { message: 'must not be before placed_from', path: ['placed_to'] });
export type OrderQueueQuery = z.input<typeof OrderQueueQuery>;

/** One row of the queue: what an operator needs to pick the order, nothing more. */
export const OrderQueueRow = z.object({
  number: z.string(),
  placed_at: IsoDateTime,
  state: z.enum(['complete', 'canceled']),
  payment_state: PaymentStateEnum.nullable(),
  fulfillment_state: FulfillmentStateEnum,
  region: z.string(),
  currency: z.string(),
  total: z.number().int().describe('minor units'),
  item_count: z.number().int(),
  email: z.string().nullable(),
  customer_name: z.string().nullable().describe('the billing address\'s first and last name'),
  company_name: z.string().nullable(),
});
export type OrderQueueRow = z.infer<typeof OrderQueueRow>;

export const OrderQueueResponse = z.object({
  orders: z.array(OrderQueueRow),
  next_cursor: z.string().nullable().describe('null on the last page'),
});
export type OrderQueueResponse = z.infer<typeof OrderQueueResponse>;

/** A designed line's proof as the desk shows it, with the print file operators send to the works. */
export const DeskProof = z.object({
  uuid: z.string(),
  line_item_id: z.number().int(),
  status: z.enum(['pending', 'approved', 'changes_requested']),
  review_reason: z.string().nullable(),
  design_version: z.number().int(),
  low_resolution: z.boolean(),
  reviewed_at: IsoDateTime.nullable(),
  print_file_url: z.string().describe('the print-ready PDF of the design as it was paid for (operators; API path)'),
});
export type DeskProof = z.infer<typeof DeskProof>;

/** One payment record of the order (the ledger): how and how much was taken. */
export const DeskPayment = z.object({
  id: z.number().int(),
  method: z.string(),
  amount: z.number().int().describe('minor units'),
  state: z.string(),
  created_at: IsoDateTime,
});
export type DeskPayment = z.infer<typeof DeskPayment>;

/** One change of the order's states with who made it (the e-mail of the staff member or shopper). */
export const DeskStateChange = z.object({
  machine: z.enum(['order', 'payment', 'fulfillment']),
  from: z.string().nullable(),
  to: z.string(),
  event: z.string(),
  actor: z.string(),
  actor_email: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: IsoDateTime,
});
export type DeskStateChange = z.infer<typeof DeskStateChange>;

/** `GET v2/operator/orders/{number}`: one order as the back office reads it. */
export const DeskOrderResponse = z.object({
  order: Order.omit({ state_changes: true, shipping_methods: true, payment_methods: true, notices: true }),
  proofs: z.array(DeskProof),
  payments: z.array(DeskPayment),
  refunds: z.array(OrderRefund),
  refundable_lines: z
    .array(z.object({ line_id: z.number().int(), quantity: z.number().int().describe('units not refunded yet'), amount: z.number().int().describe('minor units not refunded yet') }))
    .describe('lines a refund by lines may still take (what is left of each; the total is also capped by what was taken)'),
  shipments: z.array(Shipment),
  state_log: z.array(DeskStateChange).describe('oldest first'),
});
export type DeskOrderResponse = z.infer<typeof DeskOrderResponse>;
