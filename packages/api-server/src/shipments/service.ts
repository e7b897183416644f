// Shipping a placed order: an operator records what left the works (carrier, tracking number, lines
// and quantities), which moves the order to partially shipped or shipped; the carrier's tracking
// events (webhooks.ts) move each shipment on, and the last delivered shipment moves the order to
// delivered. Every step runs under the order's row lock, so a shipment racing another (or a
// cancellation) is decided one after the other, and never ships more than was ordered.
import type { Shipment } from '@ph/api-contract/shipments';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { ShipmentState } from '../db/schema';
import { Conflict, NotFound, RuleViolation } from '../errors';
import { linesOf, lockOrder, lockOrderByNumber, queueLifecycleEmail, transition, type OrderRow, type StateActor } from '../orders';
import { CARRIERS, CARRIER_IDS, isCarrier, normaliseTrackingNumber, type CarrierId } from './carriers';
import * as repo from './repository';

/** Lines that are boxes on a pallet (products, sample packs); services (warranty, trees) ship nothing. */
const PHYSICAL = new Set(['product', 'sample_pack']);
const ORDER_OF_STATES: Readonly<Record<ShipmentState, number>> = { shipped: 0, in_transit: 1, out_for_delivery: 2, delivered: 3 };

export interface NewShipment {
  carrier: string;
  trackingNumber: string;
  lines?: Array<{ lineItemId: number; quantity: number }>;
}

export function validCarrier(raw: string): CarrierId {
  if (!isCarrier(raw)) throw new RuleViolation('unknown_carrier', `Unknown carrier ${JSON.stringify(raw)}; one of ${CARRIER_IDS.join(', ')}`, 'carrier');
  return raw;
}

export function validTrackingNumber(carrier: CarrierId, raw: string): string {
  const number = normaliseTrackingNumber(raw);
  if (!CARRIERS[carrier].trackingNumber.test(number)) {
    throw new RuleViolation('invalid_tracking_number', `${JSON.stringify(raw)} is not a ${CARRIERS[carrier].name} tracking number`, 'tracking_number');
  }
  return number;
}

export async function presentShipments(ctx: AppContext, orderId: number): Promise<Shipment[]> {
  const rows = await repo.shipmentsOf(ctx.db, orderId);
  const events = await repo.eventsOf(ctx.db, rows.map((r) => r.id));
  return rows.map((r) => {
    const carrier = r.carrier as CarrierId;
    return {
      id: r.id,
      carrier,
      carrier_name: CARRIERS[carrier].name,
      tracking_number: r.trackingNumber,
      tracking_url: CARRIERS[carrier].trackingUrl(r.trackingNumber, ctx.config.storefrontUrl),
      state: r.state,
      lines: r.lines.map((l) => ({ line_item_id: l.lineItemId, quantity: l.quantity })),
      events: events.filter((e) => e.shipmentId === r.id).map((e) => ({ status: e.status, occurred_at: e.occurredAt.toISOString() })),
      shipped_at: r.createdAt.toISOString(),
      delivered_at: r.deliveredAt?.toISOString() ?? null,
    };
  });
}

/** An operator ships some or all of what is left of a placed order in production. */
export async function createShipment(ctx: AppContext, number: string, input: NewShipment, operatorId: number, now: Date): Promise<{ orderId: number }> {
  const carrier = validCarrier(input.carrier);
  const trackingNumber = validTrackingNumber(carrier, input.trackingNumber);
  return ctx.db.transaction((tx) => shipInTransaction(tx, number, { carrier, trackingNumber, lines: input.lines }, operatorId, now, ctx.config.storefrontUrl));
}

/**
 * One shipment, in the caller's transaction, carrier and tracking number already checked: under the
 * order's row lock, refused (nothing written) unless the order is in production and the lines are left
 * to ship; audited. The single shipment and each row of a CSV import go through here.
 */
export async function shipInTransaction(
  tx: Db,
  number: string,
  input: { carrier: CarrierId; trackingNumber: string; lines?: NewShipment['lines'] },
  operatorId: number,
  now: Date,
  /** Origin of the links in the shopper's "shipped" e-mail. */
  storefrontUrl: string,
): Promise<{ orderId: number; shipmentId: number; fulfillmentState: OrderRow['fulfillmentState'] }> {
  const { carrier, trackingNumber } = input;
  const order = await lockOrderByNumber(tx, number);
  if (!order) throw new NotFound('Order not found');
  if (await repo.findByTracking(tx, carrier, trackingNumber)) {
    throw new Conflict('tracking_number_taken', `${CARRIERS[carrier].name} ${trackingNumber} is already a shipment`, 'tracking_number');
  }
  const shipped = await repo.shippedQuantities(tx, order.id);
  const left = new Map<number, number>();
  for (const { line } of await linesOf(tx, order.id)) {
    if (PHYSICAL.has(line.kind)) left.set(line.id, line.quantity - (shipped.get(line.id) ?? 0));
  }
  const wanted = input.lines ?? [...left].filter(([, q]) => q > 0).map(([lineItemId, quantity]) => ({ lineItemId, quantity }));
  if (wanted.length === 0) throw new Conflict('nothing_to_ship', `Everything of order ${order.number} has been shipped`, 'lines');
  const seen = new Set<number>();
  wanted.forEach((l, i) => {
    const remaining = left.get(l.lineItemId);
    if (remaining === undefined || seen.has(l.lineItemId)) {
      throw new RuleViolation('unknown_line', `Line ${l.lineItemId} is not a box of order ${order.number}${seen.has(l.lineItemId) ? ' or is listed twice' : ''}`, `lines[${i}].line_item_id`);
    }
    seen.add(l.lineItemId);
    if (l.quantity > remaining) throw new RuleViolation('quantity_exceeds_remainder', `Only ${remaining} of line ${l.lineItemId} are left to ship`, `lines[${i}].quantity`);
  });
  const allShipped = [...left].every(([id, q]) => q - (wanted.find((l) => l.lineItemId === id)?.quantity ?? 0) === 0);
  // The machine decides first (in production? an operator?), so a refused shipment writes nothing.
  const moved = await transition(tx, order, { type: 'ship', fulfillmentState: allShipped ? 'shipped' : 'partially_shipped' }, { kind: 'operator', userId: operatorId }, now);
  const row = await repo.insertShipment(tx, { orderId: order.id, carrier, trackingNumber, createdByUserId: operatorId, createdAt: now, lines: wanted });
  // Every shipment is news to the shopper (a second parcel too), with its own tracking link.
  const parcel = { carrier: CARRIERS[carrier].name, trackingNumber, url: CARRIERS[carrier].trackingUrl(trackingNumber, storefrontUrl) };
  await queueLifecycleEmail(tx, moved, { kind: 'shipped', complete: allShipped, parcels: [parcel] }, storefrontUrl);
  await recordAudit(tx, { actorUserId: operatorId, action: 'shipments.create', subjectUserId: order.userId, details: { order: order.number, carrier, tracking_number: trackingNumber, lines: wanted }, at: now });
  return { orderId: order.id, shipmentId: row.id, fulfillmentState: moved.fulfillmentState };
}

/**
 * Moves a shipment on (a carrier's event or an operator's "delivered"); never back (events arrive out
 * of order). The order becomes delivered when it is fully shipped and every shipment is delivered.
 * Called in the caller's transaction.
 */
export async function advanceShipment(tx: Db, shipmentId: number, status: Exclude<ShipmentState, 'shipped'>, actor: StateActor, now: Date, storefrontUrl: string): Promise<OrderRow> {
  const orderId = await repo.orderIdOfShipment(tx, shipmentId);
  if (orderId === undefined) throw new NotFound('Shipment not found');
  // The order first, then the shipment: the lock order of every shipment writer (createShipment too).
  const order = await lockOrder(tx, orderId);
  const first = await repo.lockShipment(tx, shipmentId);
  if (!order || !first) throw new NotFound('Shipment not found');
  if (ORDER_OF_STATES[status] > ORDER_OF_STATES[first.state]) await repo.moveShipment(tx, shipmentId, status, now);
  if (status !== 'delivered' || order.fulfillmentState !== 'shipped') return order;
  const all = await repo.shipmentsOf(tx, order.id);
  if (!all.every((s) => s.id === shipmentId || s.state === 'delivered')) return order;
  const delivered = await transition(tx, order, { type: 'deliver' }, actor, now);
  if (delivered !== order) await queueLifecycleEmail(tx, delivered, { kind: 'delivered' }, storefrontUrl);
  return delivered;
}

/** An operator records a delivery the carrier did not report (a pallet signed for at the door). */
export async function markDelivered(ctx: AppContext, shipmentId: number, operatorId: number, now: Date): Promise<{ orderId: number }> {
  return ctx.db.transaction(async (tx) => {
    const order = await advanceShipment(tx, shipmentId, 'delivered', { kind: 'operator', userId: operatorId }, now, ctx.config.storefrontUrl);
    await recordAudit(tx, { actorUserId: operatorId, action: 'shipments.deliver', subjectUserId: order.userId, details: { order: order.number, shipment: shipmentId }, at: now });
    return { orderId: order.id };
  });
}

/** The shipments of the caller's own order (another's is a 404, as reading it is). */
export async function shipmentsOfOwnOrder(ctx: AppContext, number: string, userId: number): Promise<Shipment[]> {
  const order = await ctx.db.transaction((tx) => lockOrderByNumber(tx, number));
  if (!order || order.userId !== userId) throw new NotFound('Order not found');
  return presentShipments(ctx, order.id);
}
