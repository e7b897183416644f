// Shipments of a placed order and the carriers' tracking webhook (packages/api-server/src/shipments).
import { z } from 'zod';
import { Id, IsoDateTime } from './common';

export const CarrierEnum = z.enum(['dpd', 'dhl', 'ups', 'inpost', 'poczta_polska', 'royal_mail', 'fedex', 'sandbox']);
export const ShipmentStateEnum = z.enum(['shipped', 'in_transit', 'out_for_delivery', 'delivered']);
export const CarrierStatusEnum = z.enum(['in_transit', 'out_for_delivery', 'delivered']);

export const Shipment = z.object({
  id: Id,
  carrier: CarrierEnum,
  carrier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().describe("the carrier's public page of this parcel"),
  state: ShipmentStateEnum,
  lines: z.array(z.object({ line_item_id: Id, quantity: z.number().int().positive() })),
  events: z.array(z.object({ status: CarrierStatusEnum, occurred_at: IsoDateTime })),
  shipped_at: IsoDateTime,
  delivered_at: IsoDateTime.nullable(),
});
export type Shipment = z.infer<typeof Shipment>;
export const ShipmentsResponse = z.object({ shipments: z.array(Shipment) });

export const CreateShipmentBody = z.strictObject({
  // A string, not the enum: an unknown carrier is answered with a 422 naming the field and the carriers known.
  carrier: z.string().trim().min(1).max(40),
  tracking_number: z.string().min(1).max(64),
  /** Left out: everything of the order not shipped yet. */
  lines: z
    .array(z.strictObject({ line_item_id: z.number().int().positive(), quantity: z.number().int().positive() }))
    .min(1)
    .max(200)
    .optional(),
});

export const ShipmentIdParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** What a carrier integration posts to `POST /api/webhooks/carriers/{carrier}`, signed (`X-Carrier-Signature`). */
export const CarrierWebhookEvent = z.strictObject({
  id: z.string().min(1).max(128),
  tracking_number: z.string().min(1).max(64),
  status: CarrierStatusEnum,
  occurred_at: IsoDateTime,
});
export type CarrierWebhookEvent = z.infer<typeof CarrierWebhookEvent>;
