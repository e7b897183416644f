// The shopper's view of a placed order's life (packages/api-server/src/fulfillment/timeline.ts): its
// steps from placement to delivery, shipments with tracking links, refunds, the estimated delivery date
// and whether (and with what refund) the shopper may still cancel it.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { FulfillmentStateEnum, LineItem, OrderRefund, OrderStateEnum, PaymentStateEnum } from './orders';
import { Shipment } from './shipments';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('a calendar date YYYY-MM-DD');

export const TIMELINE_STEPS = ['placed', 'artwork_approved', 'in_production', 'shipped', 'delivered', 'canceled', 'refund'] as const;
export const TimelineStep = z.enum(TIMELINE_STEPS);
export type TimelineStep = z.infer<typeof TimelineStep>;

export const TimelineEntry = z.object({
  step: TimelineStep,
  at: IsoDateTime,
  shipment_id: z.number().int().nullable().describe('`shipped`: the shipment (its tracking link is in `shipments`)'),
  refund_id: z.number().int().nullable().describe('`refund`: the refund (in `refunds`)'),
  reason: z.string().nullable().describe('`canceled`: the words given with the cancellation'),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const EstimatedDelivery = z.object({
  min_date: IsoDate,
  max_date: IsoDate,
  ship_date: IsoDate.describe('when the (last) boxes leave the works, or left them'),
  basis: z
    .enum(['awaiting_artwork', 'production', 'shipped'])
    .describe('awaiting_artwork: production time counted from today, as it starts once the artwork is approved; production: from the release to production; shipped: the carrier\'s transit from the last shipment'),
  production_days: z.number().int().describe('working days of production, the express option paid for included'),
  express_days_saved: z.number().int().describe('working days the express option paid for saves (0: standard production)'),
});
export type EstimatedDelivery = z.infer<typeof EstimatedDelivery>;

/** One refund a cancellation would book now: how it goes back and how much. */
export const RefundPreview = z.object({
  method: z.string().describe('how it was paid (card, a redirect method, wallet, check, installments)'),
  way: z.enum(['gateway', 'wallet', 'transfer']).describe('gateway: back to the card or account it was paid with; wallet: store credit; transfer: paid back by bank transfer'),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
});
export type RefundPreview = z.infer<typeof RefundPreview>;

export const OrderTimelineResponse = z.object({
  number: z.string(),
  state: OrderStateEnum,
  payment_state: PaymentStateEnum.nullable(),
  fulfillment_state: FulfillmentStateEnum.nullable(),
  currency: z.string(),
  timeline: z.array(TimelineEntry).describe('oldest first'),
  shipments: z.array(Shipment),
  refunds: z.array(OrderRefund),
  estimated_delivery: EstimatedDelivery.nullable().describe('null once delivered or canceled, or for an order with nothing to make'),
  cancel: z.object({
    allowed: z.boolean().describe('the shopper may cancel now (`POST v2/orders/{number}/cancel`): placed and nothing in production'),
    refunds: z.array(RefundPreview).describe('what cancelling now gives back, and how'),
  }),
});
export type OrderTimelineResponse = z.infer<typeof OrderTimelineResponse>;

/** `GET /support/order?number=` (operators): the products of an order, for support staff. */
export const SupportOrderQuery = z.strictObject({
  number: z
    .string({ message: 'number: the order number is required (as the order confirmation writes it, e.g. R123456789)' })
    .trim()
    .min(1, 'number: the order number is required (as the order confirmation writes it, e.g. R123456789)')
    .max(32, 'number: at most 32 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'number: letters, digits and hyphens, as the order confirmation writes it')
    .transform((v) => v.toUpperCase()),
});

export const SupportOrderResponse = z.object({
  number: z.string(),
  email: z.string().nullable(),
  state: OrderStateEnum,
  payment_state: PaymentStateEnum.nullable(),
  fulfillment_state: FulfillmentStateEnum.nullable(),
  region: z.string(),
  currency: z.string(),
  placed_at: IsoDateTime.nullable(),
  products: z.array(LineItem).describe('the order\'s lines: products, sample packs and the services tied to them, with designs and proofs'),
});
export type SupportOrderResponse = z.infer<typeof SupportOrderResponse>;
