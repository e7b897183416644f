// The shopper's view of their placed order (`GET v2/orders/{number}/timeline`): the steps of its life
// read from the state log (placed, artwork approved, in production, delivered, canceled), one step per
// shipment with its tracking link, one per refund; the estimated delivery date; and whether the shopper
// may still cancel, with what cancelling would give back and how. Everything is derived from what the
// state machine, the shipments and the refunds wrote: nothing here is stored.
//
// The estimated delivery date (the API README, "The shopper's timeline"): the region's production time in working days (the
// product's, less the working days the express option paid for saves), then the carrier's transit
// working days of the region (catalogue's `deliveryDaysFor`, the same numbers `v1/delivery_estimates`
// promises before the order). Production starts when the artwork is approved and the order released,
// so before that it is counted from today (the estimate moves while the artwork waits); once the last
// boxes left, the transit is counted from the last shipment.
import type { EstimatedDelivery, OrderTimelineResponse, TimelineEntry, TimelineStep } from '@ph/api-contract/order-tracking';
import { isRegionCode } from '@ph/region-config';
import type { AppContext } from '../context';
import type { Db } from '../db';
import {
  addWorkingDays,
  deliveryDaysFor,
  estimateDelivery,
  expressProductionDays,
  FACTORY_TIME_ZONE,
  findExpressOption,
  formatIsoDate,
  localDateTime,
  nextWorkingDay,
  parseIsoDate,
} from '../catalogue';
import { NotFound } from '../errors';
import { assertAllowed, findOrderByNumber, linesOf, stateChangesOf, type OrderRow } from '../orders';
import { refundPreview, refundsOf } from '../payments';
import { presentShipments } from '../shipments';
import { presentRefund } from './present';

/** Steps at the same instant keep the order of the order's life (a cancellation and its refund). */
const STEP_ORDER: Readonly<Record<TimelineStep, number>> = { placed: 0, artwork_approved: 1, in_production: 2, shipped: 3, delivered: 4, canceled: 5, refund: 6 };

/** The state log's events that are steps the shopper is shown. */
const LOGGED_STEPS: ReadonlyArray<{ machine: string; event: string; step: TimelineStep }> = [
  { machine: 'order', event: 'complete', step: 'placed' },
  { machine: 'fulfillment', event: 'release', step: 'artwork_approved' },
  { machine: 'fulfillment', event: 'start_production', step: 'in_production' },
  { machine: 'fulfillment', event: 'deliver', step: 'delivered' },
  { machine: 'order', event: 'cancel', step: 'canceled' },
];

const entry = (step: TimelineStep, at: Date | string, extra: Partial<Pick<TimelineEntry, 'shipment_id' | 'refund_id' | 'reason'>> = {}): TimelineEntry => ({
  step,
  at: typeof at === 'string' ? at : at.toISOString(),
  shipment_id: extra.shipment_id ?? null,
  refund_id: extra.refund_id ?? null,
  reason: extra.reason ?? null,
});

/** The local date and minutes after midnight of an instant at the works. */
function atWorks(at: Date): { date: Date; minutes: number } {
  const local = localDateTime(at, FACTORY_TIME_ZONE);
  const date = parseIsoDate(local.date);
  const [h, m] = local.time.split(':').map(Number);
  // localDateTime always formats a real date and an HH:MM time.
  if (!date || h === undefined || m === undefined) throw new Error(`unexpected local time ${local.date} ${local.time}`);
  return { date, minutes: h * 60 + m };
}

/**
 * The estimated delivery of a placed order: null when there is nothing left to deliver (delivered,
 * canceled) or nothing to make (services only). `releasedAt`: when the artwork was approved and the
 * order released to production; `lastShippedAt`: the last shipment, once everything is shipped.
 */
export async function estimatedDelivery(
  db: Db,
  order: OrderRow,
  facts: { releasedAt: Date | null; lastShippedAt: Date | null; now: Date },
): Promise<EstimatedDelivery | null> {
  if (order.state !== 'complete' || order.fulfillmentState === 'delivered' || !isRegionCode(order.region)) return null;
  // The slowest line decides when the order is complete (it ships together).
  let slowest: { days: number; saved: number } | null = null;
  let transit: { min: number; max: number } | null = null;
  for (const { line, product } of await linesOf(db, order.id)) {
    if (!product || (line.kind !== 'product' && line.kind !== 'sample_pack')) continue;
    const option = line.expressDeliveryOptionId === null ? undefined : await findExpressOption(db, line.expressDeliveryOptionId);
    const days = option ? expressProductionDays(product.productionDays, option.daysSaved) : product.productionDays;
    if (!slowest || days > slowest.days) slowest = { days, saved: product.productionDays - days };
    const lineTransit = deliveryDaysFor(order.region, product);
    transit = transit === null ? lineTransit : { min: Math.max(transit.min, lineTransit.min), max: Math.max(transit.max, lineTransit.max) };
  }
  if (transit === null || slowest === null) return null;
  const productionDays = slowest.days;
  const saved = slowest.saved;

  if (order.fulfillmentState === 'shipped' && facts.lastShippedAt) {
    const shipDay = atWorks(facts.lastShippedAt).date;
    return {
      min_date: formatIsoDate(addWorkingDays(shipDay, transit.min)),
      max_date: formatIsoDate(addWorkingDays(shipDay, transit.max)),
      ship_date: formatIsoDate(shipDay),
      basis: 'shipped',
      production_days: productionDays,
      express_days_saved: saved,
    };
  }
  const released = facts.releasedAt !== null;
  const start = atWorks(released && facts.releasedAt ? facts.releasedAt : facts.now);
  const estimate = estimateDelivery({ startDate: start.date, startMinutes: start.minutes, productionDays, deliveryDays: transit });
  // Production running late never yields a date in the past: the boxes ship on the next working day at the earliest.
  const today = atWorks(facts.now).date;
  const earliestShip = nextWorkingDay(today);
  const planned = parseIsoDate(estimate.shipDate);
  if (planned && planned < earliestShip && order.fulfillmentState !== 'artwork_check') {
    return {
      min_date: formatIsoDate(addWorkingDays(earliestShip, transit.min)),
      max_date: formatIsoDate(addWorkingDays(earliestShip, transit.max)),
      ship_date: formatIsoDate(earliestShip),
      basis: 'production',
      production_days: productionDays,
      express_days_saved: saved,
    };
  }
  return {
    min_date: estimate.minDate,
    max_date: estimate.maxDate,
    ship_date: estimate.shipDate,
    basis: released ? 'production' : 'awaiting_artwork',
    production_days: productionDays,
    express_days_saved: saved,
  };
}

/** Whether the shopper may cancel now: the machine's own rule, as cancelOrder would apply it after refunding what was taken. */
function shopperMayCancel(order: OrderRow): boolean {
  if (order.state !== 'complete') return false;
  const refundedFirst = order.paymentState === 'paid' || order.paymentState === 'partially_refunded' ? 'refunded' : order.paymentState;
  try {
    assertAllowed({ ...order, paymentState: refundedFirst }, { type: 'cancel', reason: null }, { kind: 'customer', userId: order.userId });
    return true;
  } catch {
    return false;
  }
}

/** The timeline of the caller's own placed order (another's, or one not placed yet, is a 404). */
export async function timelineOfOwnOrder(ctx: AppContext, number: string, userId: number): Promise<OrderTimelineResponse> {
  const order = await findOrderByNumber(ctx.db, number);
  if (!order || order.userId !== userId || (order.state !== 'complete' && order.state !== 'canceled')) throw new NotFound('Order not found');
  return timelineOf(ctx, order);
}

export async function timelineOf(ctx: AppContext, order: OrderRow): Promise<OrderTimelineResponse> {
  const [changes, shipments, refunds] = await Promise.all([stateChangesOf(ctx.db, order.id), presentShipments(ctx, order.id), refundsOf(ctx.db, order.id)]);
  const timeline: TimelineEntry[] = [];
  for (const c of changes) {
    const step = LOGGED_STEPS.find((s) => s.machine === c.machine && s.event === c.event)?.step;
    if (step) timeline.push(entry(step, c.createdAt, step === 'canceled' ? { reason: c.reason } : {}));
  }
  for (const s of shipments) timeline.push(entry('shipped', s.shipped_at, { shipment_id: s.id }));
  // A refund the gateway refused gave nothing back: it is not a step of the shopper's order.
  for (const r of refunds) if (r.state !== 'failed') timeline.push(entry('refund', r.createdAt, { refund_id: r.id }));
  timeline.sort((a, b) => a.at.localeCompare(b.at) || STEP_ORDER[a.step] - STEP_ORDER[b.step]);

  const releasedAt = changes.find((c) => c.machine === 'fulfillment' && c.event === 'release')?.createdAt ?? null;
  const lastShipped = shipments.map((s) => s.shipped_at).sort().at(-1);
  const allowed = shopperMayCancel(order);
  return {
    number: order.number,
    state: order.state,
    payment_state: order.paymentState,
    fulfillment_state: order.fulfillmentState,
    currency: order.currency,
    timeline,
    shipments,
    refunds: refunds.map(presentRefund),
    estimated_delivery: await estimatedDelivery(ctx.db, order, { releasedAt, lastShippedAt: lastShipped ? new Date(lastShipped) : null, now: ctx.now() }),
    cancel: { allowed, refunds: allowed ? await refundPreview(ctx.db, order.id) : [] },
  };
}
