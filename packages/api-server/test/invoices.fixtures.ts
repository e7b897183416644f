// Orders placed and paid through the store's own routes (cart, checkout, payment, webhook), so every
// amount a document copies is the server's; and clones of a paid order for the numbering races.
import { and, eq, sql } from 'drizzle-orm';
import type { Order } from '@ph/api-contract';
import { catalogueShippingRates } from '../src/db/schema/catalogue';
import { users } from '../src/db/schema/users';
import { anonymousUser, registeredUser, type TestSession } from './helpers/app';
import { acceptTerms, addItem, checkout, createCart, pickVariant } from './orders.fixtures';
import { auth, CARDS, cardPm, sandboxOf, type PaymentsApp } from './payments.fixtures';

export const ADDRESSES = {
  DE: { first_name: 'Ada', last_name: 'Lovelace', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' },
  DE_COMPANY: { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Kartonwerk GmbH', vat_id: 'DE136695976', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' },
  PL: { first_name: 'Jan', last_name: 'Kowalski', street: 'Marszałkowska 1', city: 'Warszawa', zip_code: '00-001', country_iso: 'PL' },
  GB: { first_name: 'Alan', last_name: 'Turing', street: '1 High St', city: 'London', zip_code: 'SW1A 1AA', country_iso: 'GB' },
  US: { first_name: 'Grace', last_name: 'Hopper', street: '1 Main St', city: 'Austin', zip_code: '73301', country_iso: 'US', state_code: 'TX' },
  CH: { first_name: 'Heidi', last_name: 'Muster', street: 'Bahnhofstrasse 1', city: 'Zürich', zip_code: '8001', country_iso: 'CH' },
} as const;

export interface Spec {
  region: string;
  currency: string;
  address: Record<string, unknown>;
  customerType?: 'b2b' | 'b2c';
  payment?: 'card' | 'check';
  language?: string;
  /** A coupon applied to the cart (its discount is split over the lines). */
  coupon?: string;
}

export interface Placed {
  order: Order;
  session: TestSession;
}

/** An order of a new visitor walked to the confirm step. */
export async function atConfirm(t: PaymentsApp, spec: Spec): Promise<Placed> {
  const session = await anonymousUser(t.app);
  const seeded = { ...t, productId: 0 as never, variant: 0 as never, bundleId: 0 as never };
  const headers = spec.language ? { ...session, headers: { ...session.headers, 'accept-language': spec.language } } : session;
  const variant = await pickVariant(t.app.ctx.db, 'mailer-box', spec.currency);
  const [rate] = await t.app.ctx.db
    .select({ method: catalogueShippingRates.method })
    .from(catalogueShippingRates)
    .where(and(eq(catalogueShippingRates.region, spec.region), eq(catalogueShippingRates.currency, spec.currency), eq(catalogueShippingRates.samplePacksOnly, false)))
    .limit(1);
  if (!rate) throw new Error(`no shipping method for ${spec.region}`);
  const cart = await createCart(seeded, headers, spec.region, spec.currency);
  await addItem(seeded, headers, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
  if (spec.coupon) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: headers.headers, payload: { coupon_code: spec.coupon } });
    if (res.statusCode !== 200) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  }
  const steps: Array<[string | null, Record<string, unknown>]> = [
    [null, {}],
    ['address', { email: 'buyer@example.com', customer_type: spec.customerType ?? 'b2c', bill_address: spec.address, use_billing: true }],
    ['delivery', { shipping_method: rate.method }],
    ['payment', { payments_attributes: [{ payment_method_id: spec.payment ?? 'card' }] }],
  ];
  let order: Order | undefined;
  for (const [state, body] of steps) {
    const res = await checkout(seeded, headers, cart.id, state, body);
    if (res.statusCode !== 200) throw new Error(`checkout ${state}: ${res.statusCode} ${res.body}`);
    order = res.json().order;
  }
  await acceptTerms(seeded, headers, cart.id);
  return { order: order!, session: headers };
}

async function flush(t: PaymentsApp) {
  const sb = sandboxOf(t);
  await sb.outbox.runTasks();
  await sb.outbox.flush();
}

/** An order paid by card (the webhook places it). */
export async function paidByCard(t: PaymentsApp, spec: Spec): Promise<Placed> {
  const p = await atConfirm(t, { ...spec, payment: 'card' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/${p.order.id}/stripe/payment_intents/pay`,
    headers: auth(p.session),
    payload: { payment_method_id: await cardPm(t.app, CARDS.visa), reject_payment_schedule: false },
  });
  if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
  await flush(t);
  return p;
}

/** An order placed to be paid by bank transfer (`check_payments`). */
export async function awaitingTransfer(t: PaymentsApp, spec: Spec): Promise<Placed> {
  const p = await atConfirm(t, { ...spec, payment: 'check' });
  const res = await t.app.inject({ method: 'POST', url: '/api/check_payments', headers: auth(p.session), payload: { order_number: p.order.number, reject_payment_schedule: true } });
  if (res.statusCode !== 200) throw new Error(`check_payments: ${res.statusCode} ${res.body}`);
  return p;
}

/** A registered user with `role` (managers book bank transfers; operators read every document). */
export async function staffSession(t: PaymentsApp, role: 'manager' | 'operator'): Promise<TestSession> {
  const m = await registeredUser(t.app);
  await t.app.ctx.db.update(users).set({ role }).where(eq(users.id, m.userId));
  return m;
}

/** A manager books the transfer that settles the order. */
export async function settleTransfer(t: PaymentsApp, manager: TestSession, number: string, amount: number): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/bank_transfers', headers: manager.headers, payload: { order_number: number, amount } });
  if (res.statusCode !== 200) throw new Error(`bank_transfers: ${res.statusCode} ${res.body}`);
}

async function columnsOf(t: PaymentsApp, table: string): Promise<string[]> {
  const res = await t.app.ctx.db.execute(
    sql`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND is_identity = 'NO' ORDER BY ordinal_position`,
  );
  return (res as unknown as { rows: Array<{ column_name: string }> }).rows.map((r) => r.column_name);
}

/**
 * `n` copies of a paid order (its row, lines and adjustments, with new numbers and tokens), so a test
 * can issue documents for many orders at once without walking each through the checkout.
 */
export async function cloneOrder(t: PaymentsApp, orderId: number, n: number): Promise<number[]> {
  const db = t.app.ctx.db;
  const orderCols = (await columnsOf(t, 'orders')).filter((c) => c !== 'number' && c !== 'token');
  const lineCols = (await columnsOf(t, 'line_items')).filter((c) => c !== 'order_id' && c !== 'parent_id' && c !== 'bundle_id');
  const adjCols = (await columnsOf(t, 'adjustments')).filter((c) => c !== 'order_id');
  const list = (cols: string[]) => sql.raw(cols.map((c) => `"${c}"`).join(', '));
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await db.execute(sql`
      INSERT INTO orders (number, token, ${list(orderCols)})
      SELECT 'C' || lpad((floor(random() * 1e9))::bigint::text, 9, '0') || ${String(i)}, md5(random()::text) || md5(random()::text), ${list(orderCols)}
      FROM orders WHERE id = ${orderId} RETURNING id`);
    const id = Number((res as unknown as { rows: Array<{ id: string | number }> }).rows[0]!.id);
    await db.execute(sql`INSERT INTO line_items (order_id, ${list(lineCols)}) SELECT ${id}, ${list(lineCols)} FROM line_items WHERE order_id = ${orderId} AND parent_id IS NULL`);
    await db.execute(sql`INSERT INTO adjustments (order_id, ${list(adjCols)}) SELECT ${id}, ${list(adjCols)} FROM adjustments WHERE order_id = ${orderId}`);
    ids.push(id);
  }
  return ids;
}
