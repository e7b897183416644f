// Shared set-up of the order, checkout and coupon tests: a seeded catalogue, carts, a checkout walk
// and a snapshot of everything an order owns (to prove a refused request changed nothing).
import { asc, eq, inArray } from 'drizzle-orm';
import { HEADERS } from '@ph/contracts/http';
import { catalogueProducts, catalogueVariants, catalogueVolumePrices } from '../src/db/schema/catalogue';
import { adjustments, lineItems, orderBundles, orderConsents, orderPromotions, orders, promotions, promotionUsages } from '../src/db/schema/orders';
import type { Db } from '../src/db/client';
import type { Order } from '@ph/api-contract';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';
import type { TestSession } from './helpers/app';

export { createSeededApp, type SeededApp };

export interface PickedVariant {
  id: number;
  sku: string;
  productSku: string;
  /** Smallest priced quantity in the currency. */
  minQuantity: number;
}

export async function pickVariant(db: Db, productSku: string, currency = 'EUR'): Promise<PickedVariant> {
  const [row] = await db
    .select({ id: catalogueVariants.id, sku: catalogueVariants.sku, productSku: catalogueProducts.sku })
    .from(catalogueVariants)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(eq(catalogueProducts.sku, productSku))
    .orderBy(asc(catalogueVariants.id))
    .limit(1);
  if (!row) throw new Error(`no variant of ${productSku}`);
  const tiers = await db
    .select({ start: catalogueVolumePrices.rangeStart, currency: catalogueVolumePrices.currency })
    .from(catalogueVolumePrices)
    .where(eq(catalogueVolumePrices.variantId, row.id))
    .orderBy(asc(catalogueVolumePrices.rangeStart));
  const first = tiers.find((t) => t.currency === currency);
  if (!first) throw new Error(`${row.sku} has no ${currency} price`);
  return { ...row, minQuantity: first.start };
}

export function regionHeaders(session: TestSession, region = 'eu', extra: Record<string, string> = {}): Record<string, string> {
  return { ...session.headers, [HEADERS.region]: region, ...extra };
}

export async function createCart(t: SeededApp, session: TestSession, region = 'eu', currency = 'EUR'): Promise<Order> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: regionHeaders(session, region), payload: { currency } });
  if (res.statusCode !== 201) throw new Error(`create order: ${res.statusCode} ${res.body}`);
  return res.json().order;
}

export async function addItem(t: SeededApp, session: TestSession, orderId: number, payload: Record<string, unknown>): Promise<Order> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${orderId}/line_item`, headers: session.headers, payload });
  if (res.statusCode !== 201) throw new Error(`add line: ${res.statusCode} ${res.body}`);
  return res.json().order;
}

export const ADDRESS_DE = {
  first_name: 'Anna',
  last_name: 'Schmidt',
  street: 'Hauptstraße 1',
  city: 'Berlin',
  zip_code: '10115',
  country_iso: 'DE',
};

export async function checkout(t: SeededApp, session: TestSession, orderId: number, state: string | null, order: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/checkouts/${orderId}${state ? `?state=${state}` : ''}`, headers: session.headers, payload: { order } });
}

/** Records the shopper's acceptance of the terms on the order, which placing it requires. */
export async function acceptTerms(t: SeededApp, session: TestSession, orderId: number, value: 'granted' | 'declined' = 'granted') {
  const payload = { order_id: orderId, consents: [{ name: 'terms_and_conditions_and_privacy_policy', value, displayed_text: 'I accept the terms and conditions and the privacy policy.' }] };
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/orders/consents', headers: session.headers, payload });
  if (res.statusCode !== 201) throw new Error(`consents: ${res.statusCode} ${res.body}`);
}

/**
 * Walks a cart with items to `confirm`: e-mail + addresses, courier shipping, card payment, and the
 * terms accepted (unless `terms: false`).
 */
export async function toConfirm(
  t: SeededApp,
  session: TestSession,
  orderId: number,
  opts: { address?: Record<string, unknown>; method?: string; payment?: string; email?: string; terms?: boolean } = {},
): Promise<Order> {
  const steps: Array<[string | null, Record<string, unknown>]> = [
    [null, {}],
    ['address', { email: opts.email ?? 'buyer@example.com', bill_address: opts.address ?? ADDRESS_DE, use_billing: true }],
    ['delivery', { shipping_method: opts.method ?? 'shipping-method-courier' }],
    ['payment', { payments_attributes: [{ payment_method_id: opts.payment ?? 'card' }] }],
  ];
  let last: Order | undefined;
  for (const [state, body] of steps) {
    const res = await checkout(t, session, orderId, state, body);
    if (res.statusCode !== 200) throw new Error(`checkout ${state}: ${res.statusCode} ${res.body}`);
    last = res.json().order;
  }
  if (!last) throw new Error('no checkout step ran');
  if (opts.terms !== false) await acceptTerms(t, session, orderId);
  return last;
}

/** Everything an order owns, in a comparable form. */
export async function orderSnapshot(db: Db, orderId: number) {
  const strip = <T extends Record<string, unknown>>(rows: T[]) => rows.map(({ updatedAt: _u, ...rest }) => rest);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order,
    lines: strip(await db.select().from(lineItems).where(eq(lineItems.orderId, orderId)).orderBy(asc(lineItems.id))),
    adjustments: await db.select().from(adjustments).where(eq(adjustments.orderId, orderId)).orderBy(asc(adjustments.id)),
    promotions: await db.select().from(orderPromotions).where(eq(orderPromotions.orderId, orderId)),
    usages: await db.select().from(promotionUsages).where(eq(promotionUsages.orderId, orderId)),
    bundles: await db.select().from(orderBundles).where(eq(orderBundles.orderId, orderId)),
    consents: await db.select().from(orderConsents).where(eq(orderConsents.orderId, orderId)),
  };
}

export async function promotionByCode(db: Db, code: string) {
  const [row] = await db.select().from(promotions).where(inArray(promotions.code, [code]));
  return row;
}
