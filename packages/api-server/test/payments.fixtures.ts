// Set-up for the payment walkthroughs: an app on a seeded catalogue with webhooks held (manual
// delivery) so tests decide when, how often and in which order they arrive, and orders that reached
// the checkout's confirm step. Orders are built with the orders module's own code (recalculateOrder
// prices them from the catalogue), so the amounts are the server's.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { HEADERS } from '@ph/contracts/http';
import { catalogueShippingRates, catalogueVariants, catalogueVolumePrices } from '../src/db/schema/catalogue';
import { lineItems, orders, type AddressSnapshot } from '../src/db/schema/orders';
import { paymentsRuntime, type PaymentsRuntime } from '../src/payments/runtime';
import { lockOrder } from '../src/orders/repository';
import { recalculateOrder } from '../src/orders/recalculate';
import { seedCatalogue } from '../src/seed';
import type { App } from '../src/app';
import { createTestApp, anonymousUser, type TestApp, type TestSession } from './helpers/app';

export interface PaymentsApp extends TestApp {
  runtime: PaymentsRuntime;
}

/** The sandbox with webhooks held until the test delivers them. */
export async function createPaymentsApp(env: NodeJS.ProcessEnv = {}): Promise<PaymentsApp> {
  const saved = { ...process.env };
  Object.assign(process.env, { SANDBOX_WEBHOOK_DELIVERY: 'manual', ...env });
  try {
    const t = await createTestApp({ config: { storefrontUrl: 'http://shop.test' } });
    await seedCatalogue(t.app.ctx.db);
    return { ...t, runtime: paymentsRuntime(t.app.ctx) };
  } finally {
    process.env = saved;
  }
}

export function sandboxOf(t: PaymentsApp) {
  if (!t.runtime.sandbox) throw new Error('not in sandbox mode');
  return t.runtime.sandbox;
}

const ADDRESS: Record<string, AddressSnapshot> = {
  DE: { first_name: 'Ada', last_name: 'Lovelace', company_name: null, vat_id: null, street: 'Hauptstr. 1', street2: null, city: 'Berlin', zip_code: '10115', country_iso: 'DE', state_code: null, phone: null },
  PL: { first_name: 'Jan', last_name: 'Kowalski', company_name: null, vat_id: null, street: 'Marszałkowska 1', street2: null, city: 'Warszawa', zip_code: '00-001', country_iso: 'PL', state_code: null, phone: null },
  GB: { first_name: 'Alan', last_name: 'Turing', company_name: null, vat_id: null, street: '1 High St', street2: null, city: 'London', zip_code: 'SW1A 1AA', country_iso: 'GB', state_code: null, phone: null },
  US: { first_name: 'Grace', last_name: 'Hopper', company_name: null, vat_id: null, street: '1 Main St', street2: null, city: 'Austin', zip_code: '73301', country_iso: 'US', state_code: 'TX', phone: null },
};

export interface OrderSpec {
  region?: string;
  currency?: string;
  country?: keyof typeof ADDRESS;
  paymentMethod?: string;
  quantity?: number;
}

export interface PlacedOrder {
  id: number;
  number: string;
  total: number;
  currency: string;
  session: TestSession;
}

/** An order of `session` at the confirm step: one priced line, addresses, shipping and payment method. */
export async function orderAtConfirm(t: TestApp, spec: OrderSpec = {}, session?: TestSession): Promise<PlacedOrder> {
  const db = t.app.ctx.db;
  const s = session ?? (await anonymousUser(t.app));
  const region = spec.region ?? 'eu';
  const currency = spec.currency ?? 'EUR';
  const address = ADDRESS[spec.country ?? 'DE']!;
  const [tier] = await db
    .select({ variantId: catalogueVolumePrices.variantId, rangeStart: catalogueVolumePrices.rangeStart, sku: catalogueVariants.sku })
    .from(catalogueVolumePrices)
    .innerJoin(catalogueVariants, eq(catalogueVariants.id, catalogueVolumePrices.variantId))
    .where(and(eq(catalogueVolumePrices.currency, currency), eq(catalogueVariants.stockControlEnabled, false)))
    .orderBy(asc(catalogueVolumePrices.variantId), asc(catalogueVolumePrices.rangeStart))
    .limit(1);
  if (!tier) throw new Error(`no ${currency} price in the seed`);
  const rates = await db.select().from(catalogueShippingRates).where(eq(catalogueShippingRates.region, region));
  const rate = rates.find((r) => r.currency === currency && !r.samplePacksOnly);
  if (!rate) throw new Error(`no shipping rate for ${region}`);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: `R${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        userId: s.userId,
        token: randomBytes(16).toString('hex'),
        currency,
        region,
        state: 'confirm',
        paymentMethod: spec.paymentMethod ?? 'card',
        email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
        billAddress: address,
        shipAddress: address,
        shippingMethod: rate.method,
      })
      .returning();
    await tx.insert(lineItems).values({ orderId: order!.id, variantId: tier.variantId, sku: tier.sku, name: tier.sku, quantity: spec.quantity ?? tier.rangeStart });
    const locked = await lockOrder(tx, order!.id);
    const priced = await recalculateOrder(tx, locked!, new Date());
    return { id: priced.id, number: priced.number, total: priced.total, currency, session: s };
  });
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** A sandbox payment method from a test card, as the storefront's card form would create it. */
export async function cardPm(app: App, number: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sandbox/payment_methods',
    payload: { type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } },
  });
  if (res.statusCode !== 200) throw new Error(`payment method: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

export function auth(s: TestSession) {
  return { [HEADERS.apiToken]: s.token };
}

export const CARDS = { visa: '4242 4242 4242 4242', threeDS: '4000 0025 0000 3155', declined: '4000 0000 0000 0002' } as const;
