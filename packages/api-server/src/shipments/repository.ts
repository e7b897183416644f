import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { carrierEvents, shipmentLines, shipments, type ShipmentState } from '../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentLineRow = typeof shipmentLines.$inferSelect;

export async function shipmentsOf(db: Db, orderId: number): Promise<Array<ShipmentRow & { lines: ShipmentLineRow[] }>> {
  const rows = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
  if (rows.length === 0) return [];
  const lines = await db.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, rows.map((r) => r.id))).orderBy(asc(shipmentLines.id));
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.shipmentId === r.id) }));
}

/** How many of each line already left in a shipment. */
export async function shippedQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineItemId: shipmentLines.lineItemId, quantity: sql<number>`sum(${shipmentLines.quantity})::int` })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .groupBy(shipmentLines.lineItemId);
  return new Map(rows.map((r) => [r.lineItemId, Number(r.quantity)]));
}

export async function findByTracking(db: Db, carrier: string, trackingNumber: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.carrier, carrier), eq(shipments.trackingNumber, trackingNumber)));
  return row;
}

export async function orderIdOfShipment(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ orderId: shipments.orderId }).from(shipments).where(eq(shipments.id, id));
  return row?.orderId;
}

/** The shipment, row-locked for the caller's transaction. */
export async function lockShipment(db: Db, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function insertShipment(
  db: Db,
  s: { orderId: number; carrier: string; trackingNumber: string; createdByUserId: number; createdAt: Date; lines: Array<{ lineItemId: number; quantity: number }> },
): Promise<ShipmentRow> {
  const [row] = await db
    .insert(shipments)
    .values({ orderId: s.orderId, carrier: s.carrier, trackingNumber: s.trackingNumber, createdByUserId: s.createdByUserId, createdAt: s.createdAt })
    .returning();
  if (!row) throw new Error('shipment insert returned nothing');
  await db.insert(shipmentLines).values(s.lines.map((l) => ({ shipmentId: row.id, lineItemId: l.lineItemId, quantity: l.quantity })));
  return row;
}

export async function moveShipment(db: Db, id: number, state: ShipmentState, at: Date): Promise<void> {
  await db
    .update(shipments)
    .set({ state, ...(state === 'delivered' ? { deliveredAt: at } : {}) })
    .where(eq(shipments.id, id));
}

/** Records a carrier's event once: false when the carrier sent this event id before (a replay). */
export async function recordCarrierEvent(
  db: Db,
  e: { carrier: string; eventId: string; shipmentId: number; status: 'in_transit' | 'out_for_delivery' | 'delivered'; occurredAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(carrierEvents).values(e).onConflictDoNothing({ target: [carrierEvents.carrier, carrierEvents.eventId] }).returning({ id: carrierEvents.id });
  return inserted.length === 1;
}

export async function eventsOf(db: Db, shipmentIds: number[]) {
  if (shipmentIds.length === 0) return [];
  return db.select().from(carrierEvents).where(inArray(carrierEvents.shipmentId, shipmentIds)).orderBy(asc(carrierEvents.occurredAt), asc(carrierEvents.id));
}
