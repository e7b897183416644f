// Set-up for the payment walkthroughs: an app on a seeded catalogue with webhooks held (manual
// delivery) so tests decide when, how often and in which order they arrive, and orders taken to the
// checkout's confirm step through the orders module's own routes (create, add a line of a seeded
// variant, checkout steps), so every amount is the server's.
import { and, eq } from 'drizzle-orm';
import { HEADERS } from '@ph/contracts/http';
import { catalogueShippingRates } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/orders';
import { paymentsRuntime, type PaymentsRuntime } from '../src/payments/runtime';
import type { App } from '../src/app';
import { createTestApp, anonymousUser, type TestApp, type TestSession } from './helpers/app';
import { addItem, createCart, pickVariant, toConfirm } from './orders.fixtures';

/** Seeding the catalogue takes seconds, and much longer while other suites share the machine. */
export const SEED_TIMEOUT_MS = 120_000;

export interface PaymentsApp extends TestApp {
  runtime: PaymentsRuntime;
}

/** The sandbox with webhooks held until the test delivers them. */
export async function createPaymentsApp(env: NodeJS.ProcessEnv = {}): Promise<PaymentsApp> {
  const saved = { ...process.env };
  Object.assign(process.env, { SANDBOX_WEBHOOK_DELIVERY: 'manual', ...env });
  try {
    const t = await createTestApp({ config: { storefrontUrl: 'http://shop.test' }, image: 'catalogue' });
    return { ...t, runtime: paymentsRuntime(t.app.ctx) };
  } finally {
    process.env = saved;
  }
}

export function sandboxOf(t: PaymentsApp) {
  if (!t.runtime.sandbox) throw new Error('not in sandbox mode');
  return t.runtime.sandbox;
}

const ADDRESS: Record<string, Record<string, unknown>> = {
  DE: { first_name: 'Ada', last_name: 'Lovelace', street: 'Hauptstraße 1', city: 'Berlin', zip_code: '10115', country_iso: 'DE' },
  PL: { first_name: 'Jan', last_name: 'Kowalski', street: 'Marszałkowska 1', city: 'Warszawa', zip_code: '00-001', country_iso: 'PL' },
  GB: { first_name: 'Alan', last_name: 'Turing', street: '1 High St', city: 'London', zip_code: 'SW1A 1AA', country_iso: 'GB' },
  US: { first_name: 'Grace', last_name: 'Hopper', street: '1 Main St', city: 'Austin', zip_code: '73301', country_iso: 'US', state_code: 'TX' },
};

export interface OrderSpec {
  region?: string;
  currency?: string;
  country?: keyof typeof ADDRESS;
  /** The method chosen at the checkout's payment step (region-config PaymentMethod). */
  paymentMethod?: string;
  /** Whether the shopper accepts the terms on the order (default true; placing needs it). */
  terms?: boolean;
}

export interface PlacedOrder {
  id: number;
  number: string;
  total: number;
  currency: string;
  session: TestSession;
}

/** An order of `session` at the confirm step, built through the order and checkout routes. */
export async function orderAtConfirm(t: TestApp, spec: OrderSpec = {}, session?: TestSession): Promise<PlacedOrder> {
  const db = t.app.ctx.db;
  const s = session ?? (await anonymousUser(t.app));
  const region = spec.region ?? 'eu';
  const currency = spec.currency ?? 'EUR';
  const seeded = { ...t, productId: notUsed, variant: notUsed, bundleId: notUsed };
  const variant = await pickVariant(db, 'mailer-box', currency);
  const [rate] = await db
    .select({ method: catalogueShippingRates.method })
    .from(catalogueShippingRates)
    .where(and(eq(catalogueShippingRates.region, region), eq(catalogueShippingRates.currency, currency), eq(catalogueShippingRates.samplePacksOnly, false)))
    .limit(1);
  if (!rate) throw new Error(`no shipping method for ${region}/${currency}`);
  const cart = await createCart(seeded, s, region, currency);
  await addItem(seeded, s, cart.id, { variant_id: variant.id, quantity: variant.minQuantity });
  const order = await toConfirm(seeded, s, cart.id, { address: ADDRESS[spec.country ?? 'DE'], method: rate.method, payment: spec.paymentMethod ?? 'card', terms: spec.terms ?? true });
  if (order.state !== 'confirm') throw new Error(`order stopped at ${order.state}`);
  return { id: order.id, number: order.number, total: order.total, currency, session: s };
}

function notUsed(): never {
  throw new Error('not used by the payment tests');
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
