// Shipments: what left the works in one parcel (or pallet) with one carrier and tracking number, the
// order lines and quantities it holds, and the carriers' tracking events (each stored once by its id,
// so a replayed webhook changes nothing). See src/shipments/README.md.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lineItems, orders } from './orders';
import { users } from './users';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const SHIPMENT_STATES = ['shipped', 'in_transit', 'out_for_delivery', 'delivered'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    state: text('state', { enum: SHIPMENT_STATES }).notNull().default('shipped'),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('shipments_order_idx').on(t.orderId), uniqueIndex('shipments_carrier_tracking_key').on(t.carrier, t.trackingNumber)],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: id(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    lineItemId: bigint('line_item_id', { mode: 'number' })
      .notNull()
      .references(() => lineItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('shipment_lines_shipment_idx').on(t.shipmentId), index('shipment_lines_line_idx').on(t.lineItemId), check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

export const carrierEvents = pgTable(
  'carrier_events',
  {
    id: id(),
    carrier: text('carrier').notNull(),
    /** The carrier's own id of the event: a redelivery has the same one. */
    eventId: text('event_id').notNull(),
    shipmentId: bigint('shipment_id', { mode: 'number' }).references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in_transit', 'out_for_delivery', 'delivered'] }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('carrier_events_event_key').on(t.carrier, t.eventId), index('carrier_events_shipment_idx').on(t.shipmentId)],
);
