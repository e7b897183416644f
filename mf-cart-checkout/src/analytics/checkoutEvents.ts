import type { Order } from '@ph/api-client';
import { orderFields } from '@ph/remote-kit/page-tracker';
import { CURRENCY_CODES, toEurMinor, type CurrencyCode } from '@ph/region-config';

/** docs/domain.md#consent-and-analytics: estimated gross margin in per cent, 38 for custom products, 30 otherwise, none with any sample. */
export const MARGIN_CUSTOM_PERCENT = 38n;
export const MARGIN_STANDARD_PERCENT = 30n;

const isCurrency = (code: string): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code);
/** Euro cents as the major units analytics reports (2 decimals). */
const eurMajor = (cents: bigint): number => Number(cents) / 100;

/** Euro cents of minor units of `currency` (region-config's one conversion); null for a currency the store does not charge in. */
function toEurCents(amountMinor: number, currency: string): bigint | null {
  const code = currency.toUpperCase();
  return isCurrency(code) ? toEurMinor(amountMinor, code) : null;
}

/** Minor units of `currency` in EUR (major units, 2 decimals); null for a currency the store does not charge in. */
export function toEur(amountMinor: number, currency: string): number | null {
  const cents = toEurCents(amountMinor, currency);
  return cents === null ? null : eurMajor(cents);
}

/** `cents × percent / 100`, rounded half away from zero, in integers. */
function percentOf(cents: bigint, percent: bigint): bigint {
  const scaled = cents * percent;
  const sign = scaled < 0n ? -1n : 1n;
  return (sign * (sign * scaled + 50n)) / 100n;
}

/**
 * docs/domain.md#consent-and-analytics: the estimated gross margin is 38 % of custom products and 30 % of
 * the rest, per line — an order with one custom box and a plain one earns 38 % only on the custom box —
 * and none when the order has a sample. A product line is "custom" when it carries the shopper's
 * design (a box design id); samples are sample-pack lines. Each line's net (after its share of the
 * promotions) is converted to euro cents, then its rate is applied.
 */
export function estimatedGrossMargin(order: Pick<Order, 'line_items' | 'currency'>): number | null {
  if (order.line_items.some((li) => li.kind === 'sample_pack')) return null;
  let total = 0n;
  for (const li of order.line_items) {
    const net = toEurCents(li.net, order.currency);
    if (net === null) return null;
    const custom = li.kind === 'product' && li.box_design_id !== null;
    total += percentOf(net, custom ? MARGIN_CUSTOM_PERCENT : MARGIN_STANDARD_PERCENT);
  }
  return eurMajor(total);
}

const major = (minor: number) => minor / 100;

/** The order fields every cart, checkout and order event carries: those of docs/domain.md#consent-and-analytics, and the ecommerce names reports read. */
export function orderProperties(order: Order): Record<string, unknown> {
  return {
    ...orderFields(order),
    order_id: order.number,
    currency: order.currency,
    total: major(order.total),
    revenue: major(order.item_total + order.promo_total),
    tax: major(order.tax_total),
    shipping: major(order.ship_total),
    discount: major(-order.promo_total),
    coupon: order.promotions.map((p) => p.code).join(',') || null,
    products: order.line_items.map((li) => ({
      product_id: li.variant_id,
      sku: li.sku,
      name: li.name,
      quantity: li.quantity,
      price: major(li.unit_net),
      kind: li.kind,
    })),
  };
}

/** "Order Completed" with the EUR conversion and the gross-margin estimate of the spec. */
export function orderCompletedProperties(order: Order): Record<string, unknown> {
  return {
    ...orderProperties(order),
    total_eur: toEur(order.total, order.currency),
    revenue_eur: toEur(order.item_total + order.promo_total, order.currency),
    estimated_gross_margin_eur: estimatedGrossMargin(order),
    payment_method: order.payment_method,
  };
}
