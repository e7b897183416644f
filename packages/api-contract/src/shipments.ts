// Shipments of a placed order and the carriers' tracking webhook (packages/api-server/src/shipments).
import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { CARRIER_IDS } from './carriers';

export const CarrierEnum = z.enum(CARRIER_IDS);
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

/** The most rows one CSV import takes (a day's parcels of a works; more is a 422 naming `body`). */
export const SHIPMENT_IMPORT_MAX_ROWS = 2000;

/** One applied row of a CSV import (`POST v2/operator/shipments/import`). */
export const ShipmentImportRow = z.object({
  line: z.number().int().describe('the line of the file'),
  order_number: z.string(),
  shipment_id: Id,
  carrier: CarrierEnum,
  tracking_number: z.string().describe('as stored: spaces removed, letters upper-cased'),
  tracking_url: z.string(),
  fulfillment_state: z.enum(['partially_shipped', 'shipped']).describe("the order's state after the row"),
});
export const ShipmentImportResponse = z.object({ shipped: z.array(ShipmentImportRow) });
export type ShipmentImportResponse = z.infer<typeof ShipmentImportResponse>;

/** Every refused row of an import (the 422 `csv_rows_invalid` lists them all; nothing was applied). */
export const ShipmentImportRowError = z.object({
  line: z.number().int().describe('the line of the file (1 is the header)'),
  field: z.enum(['order_number', 'carrier', 'tracking_number', 'header', 'row']),
  code: z.string(),
  message: z.string(),
});
export type ShipmentImportRowError = z.infer<typeof ShipmentImportRowError>;
