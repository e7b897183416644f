import type { Order } from '@ph/api-client';
import { CURRENCY_CODES, toEurMinor, type CurrencyCode } from '@ph/region-config';

/** Spec §9: estimated gross margin in per cent, 38 for custom products, 30 otherwise, none with any sample. */
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
 * A product line is "custom" when it carries the shopper's design (a box design id); samples are
 * sample-pack lines. The spec names the rates, not the test: this is the storefront's reading of it.
 */
export function estimatedGrossMargin(order: Pick<Order, 'line_items' | 'item_total' | 'promo_total' | 'currency'>): number | null {
  if (order.line_items.some((li) => li.kind === 'sample_pack')) return null;
  const custom = order.line_items.some((li) => li.kind === 'product' && li.box_design_id !== null);
  const net = toEurCents(order.item_total + order.promo_total, order.currency);
  return net === null ? null : eurMajor(percentOf(net, custom ? MARGIN_CUSTOM_PERCENT : MARGIN_STANDARD_PERCENT));
}

const major = (minor: number) => minor / 100;

/** The order fields every cart, checkout and order event carries. */
export function orderProperties(order: Order): Record<string, unknown> {
  return {
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

export const CHECKOUT_EVENTS = {
  cartViewed: 'Cart Viewed',
  checkoutStarted: 'Checkout Started',
  stepViewed: 'Checkout Step Viewed',
  stepCompleted: 'Checkout Step Completed',
  couponEntered: 'Coupon Entered',
  couponApplied: 'Coupon Applied',
  couponDenied: 'Coupon Denied',
  couponRemoved: 'Coupon Removed',
  orderCompleted: 'Order Completed',
} as const;
