// Shipping a placed order (src/shipments): an operator ships part, then the rest, with a carrier and a
// tracking number checked against the carrier's format; the shopper reads the shipments with their
// tracking links; the carrier's signed webhook moves a parcel on and, when the last is delivered, the
// order; an unsigned, tampered or replayed event changes nothing; the sandbox carrier does it offline.
// Bad input names the field and writes nothing; only operators ship.
import { eq } from 'drizzle-orm';
import type { Shipment } from '@ph/api-contract/shipments';
import { carrierEvents, lineItems, orders, shipments } from '../src/db/schema';
import { completeOrder } from '../src/orders/completion';
import { promoteToOperator } from '../src/operators';
import { signPayload } from '../src/payments';
import { registeredUser, type TestSession } from './helpers/app';
import { createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredUser(t.app);
  await promoteToOperator(t.app.ctx.db, (operator as TestSession & { email: string }).email, new Date());
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

const SECRET = 'dev-carrier-webhook-secret';

/** A paid order of one undesigned line, released and in production. */
async function inProduction(shopper?: TestSession) {
  const session = shopper ?? (await registeredUser(t.app));
  const o = await orderAtConfirm(t, {}, session);
  await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: o.id, paymentState: 'paid', now: new Date() }));
  for (const step of ['release', 'start_production']) {
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/${step}`, headers: operator.headers });
    expect(res.statusCode).toBe(200);
  }
  const [line] = await t.app.ctx.db.select().from(lineItems).where(eq(lineItems.orderId, o.id));
  return { ...o, session, line: line! };
}

const ship = (number: string, payload: Record<string, unknown>, headers = operator.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${number}/shipments`, headers, payload });
const fulfillment = async (id: number) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.fulfillmentState;
const shipmentCount = async (orderId: number) => (await t.app.ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId))).length;

function webhook(carrier: string, event: Record<string, unknown>, o: { secret?: string; at?: number; signature?: string | null } = {}) {
  const body = JSON.stringify(event);
  const at = o.at ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (o.signature !== null) headers['x-carrier-signature'] = o.signature ?? signPayload(body, o.secret ?? SECRET, at);
  return t.app.inject({ method: 'POST', url: `/api/webhooks/carriers/${carrier}`, headers, payload: body });
}

describe('shipping an order', () => {
  it('part, then the rest: partially shipped, then shipped; the shopper sees both with tracking links', async () => {
    const o = await inProduction();
    const part = Math.floor(o.line.quantity / 2);
    const first = await ship(o.number, { carrier: 'dpd', tracking_number: '0123 4567 8901 23', lines: [{ line_item_id: o.line.id, quantity: part }] });
    expect(first.statusCode).toBe(201);
    expect(await fulfillment(o.id)).toBe('partially_shipped');
    // More than is left of the line: refused, naming the field, nothing written.
    const tooMany = await ship(o.number, { carrier: 'ups', tracking_number: '1Z999AA10123456784', lines: [{ line_item_id: o.line.id, quantity: o.line.quantity }] });
    expect([tooMany.statusCode, tooMany.json().field]).toEqual([422, 'lines[0].quantity']);
    expect(await shipmentCount(o.id)).toBe(1);
    // Without lines: everything left.
    const rest = await ship(o.number, { carrier: 'ups', tracking_number: '1Z999AA10123456784' });
    expect(rest.statusCode).toBe(201);
    expect(await fulfillment(o.id)).toBe('shipped');
    const list: Shipment[] = rest.json().shipments;
    expect(list.map((s) => [s.carrier, s.tracking_number, s.lines[0]!.quantity])).toEqual([
      ['dpd', '01234567890123', part],
      ['ups', '1Z999AA10123456784', o.line.quantity - part],
    ]);
    expect(list[1]!.tracking_url).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    // Nothing left: a third shipment is refused.
    expect((await ship(o.number, { carrier: 'dhl', tracking_number: 'JJD000390007777777' })).json().code).toBe('nothing_to_ship');
    // A tracking number already used by a shipment: refused.
    const other = await inProduction();
    expect((await ship(other.number, { carrier: 'dpd', tracking_number: '01234567890123' })).json()).toMatchObject({ code: 'tracking_number_taken', field: 'tracking_number' });
    const mine = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/shipments`, headers: o.session.headers });
    expect(mine.json().shipments).toHaveLength(2);
    const stranger = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/orders/${o.number}/shipments`, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const o = await inProduction();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ carrier: 'pigeon', tracking_number: '123' }, 422, 'carrier'],
      [{ carrier: 'ups', tracking_number: '12345' }, 422, 'tracking_number'],
      [{ carrier: 'dpd', tracking_number: '0123456789\u000123' }, 400, 'tracking_number'],
      [{ carrier: 'dpd', tracking_number: '01234567890199', lines: [{ line_item_id: o.line.id, quantity: -2 }] }, 400, 'lines.0.quantity'],
      [{ carrier: 'dpd', tracking_number: '01234567890199', lines: [{ line_item_id: 999999, quantity: 1 }] }, 422, 'lines[0].line_item_id'],
      [{ carrier: 'dpd', tracking_number: '01234567890199', price: 0 }, 400, ''],
    ];
    for (const [payload, status, field] of cases) {
      const res = await ship(o.number, payload);
      expect([res.statusCode, JSON.stringify(payload)]).toEqual([status, JSON.stringify(payload)]);
      if (field) expect(res.json().field ?? res.json().issues?.[0]?.field).toBe(field);
    }
    expect(await shipmentCount(o.id)).toBe(0);
    expect(await fulfillment(o.id)).toBe('in_production');
    // Not in production yet, or not an operator: refused.
    const early = await orderAtConfirm(t, {}, await registeredUser(t.app));
    await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: early.id, paymentState: 'paid', now: new Date() }));
    expect((await ship(early.number, { carrier: 'dpd', tracking_number: '01234567890124' })).statusCode).toBe(409);
    expect((await ship(o.number, { carrier: 'dpd', tracking_number: '01234567890125' }, o.session.headers)).statusCode).toBe(403);
    expect(await shipmentCount(early.id)).toBe(0);
  });

  it("the carrier's signed webhook delivers; unsigned, tampered, stale or replayed events change nothing", async () => {
    const o = await inProduction();
    expect((await ship(o.number, { carrier: 'inpost', tracking_number: '520000011234567890123456' })).statusCode).toBe(201);
    const event = { id: 'evt-1', tracking_number: '520000011234567890123456', status: 'delivered', occurred_at: new Date().toISOString() };
    expect((await webhook('inpost', event, { signature: null })).json().code).toBe('invalid_signature');
    expect((await webhook('inpost', event, { secret: 'not-the-secret' })).statusCode).toBe(400);
    expect((await webhook('inpost', event, { at: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(400);
    expect((await webhook('inpost', { ...event, status: 'lost' })).statusCode).toBe(400);
    expect(await fulfillment(o.id)).toBe('shipped');
    expect(await t.app.ctx.db.select().from(carrierEvents).where(eq(carrierEvents.eventId, 'evt-1'))).toHaveLength(0);

    const applied = await webhook('inpost', event);
    expect(applied.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await fulfillment(o.id)).toBe('delivered');
    expect((await webhook('inpost', event)).json().outcome).toBe('duplicate');
    // An earlier event arriving late does not move the parcel back.
    await webhook('inpost', { ...event, id: 'evt-0', status: 'in_transit' });
    const [row] = await t.app.ctx.db.select().from(shipments).where(eq(shipments.orderId, o.id));
    expect(row!.state).toBe('delivered');
    expect((await webhook('inpost', { ...event, id: 'evt-9', tracking_number: '520000019999999999999999' })).statusCode).toBe(404);
  });

  it('the sandbox carrier moves a parcel in transit, out for delivery and delivered; an operator records a delivery by hand', async () => {
    const a = await inProduction();
    expect((await ship(a.number, { carrier: 'sandbox', tracking_number: 'SBX1001AB' })).statusCode).toBe(201);
    for (const status of ['in_transit', 'out_for_delivery', 'delivered']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/carrier/parcels/SBX1001AB/advance' });
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      const page = await t.app.inject({ method: 'GET', url: '/api/sandbox/carrier/parcels/SBX1001AB' });
      expect(page.json().shipments[0].state).toBe(status);
    }
    expect(await fulfillment(a.id)).toBe('delivered');
    expect((await t.app.inject({ method: 'POST', url: '/api/sandbox/carrier/parcels/SBX1001AB/advance' })).statusCode).toBe(409);

    const b = await inProduction();
    const shipped = await ship(b.number, { carrier: 'royal_mail', tracking_number: 'AB123456789GB' });
    const id = shipped.json().shipments[0].id;
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/operator/shipments/${id}/deliver`, headers: b.session.headers })).statusCode).toBe(403);
    const delivered = await t.app.inject({ method: 'POST', url: `/api/v2/operator/shipments/${id}/deliver`, headers: operator.headers });
    expect(delivered.json().shipments[0].state).toBe('delivered');
    expect(await fulfillment(b.id)).toBe('delivered');
  });
});
