import type { Order } from '@ph/api-client';

/** Spec storefront-config §9: conversion of order amounts to EUR for analytics. */
export const EUR_RATES: Readonly<Record<string, number>> = { EUR: 1, GBP: 1.15, PLN: 0.23, SEK: 0.089, RON: 0.2 };
/** Spec §9: estimated gross margin, 38 % for custom products, 30 % otherwise, none with any sample. */
export const MARGIN_CUSTOM = 0.38;
export const MARGIN_STANDARD = 0.3;

/** Minor units of `currency` in EUR (major units, 2 decimals); null for a currency without a rate (USD). */
export function toEur(amountMinor: number, currency: string): number | null {
  const rate = EUR_RATES[currency.toUpperCase()];
  return rate === undefined ? null : Math.round(amountMinor * rate) / 100;
}

/**
 * A product line is "custom" when it carries the shopper's design (a box design id); samples are
 * sample-pack lines. The spec names the rates, not the test: this is the storefront's reading of it.
 */
export function estimatedGrossMargin(order: Pick<Order, 'line_items' | 'item_total' | 'promo_total' | 'currency'>): number | null {
  if (order.line_items.some((li) => li.kind === 'sample_pack')) return null;
  const custom = order.line_items.some((li) => li.kind === 'product' && li.box_design_id !== null);
  const net = toEur(order.item_total + order.promo_total, order.currency);
  return net === null ? null : Math.round(net * (custom ? MARGIN_CUSTOM : MARGIN_STANDARD) * 100) / 100;
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
