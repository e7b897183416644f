// Prices of the service lines that are not catalogue variants. The catalogue has no rows for them, so
// they are fixed here per currency (net minor units); the warranty is a share of the line it covers.
import type { Currency } from '../catalogue';
import { applyBasisPoints } from '../tax';

/** Warranty: 5 % of the covered line's item net, at least one minor unit. */
const WARRANTY_RATE_BP = 500;

export const EXPERT_CHECK_NET: Readonly<Record<Currency, number>> = { EUR: 1900, PLN: 8900, GBP: 1700, RON: 9500, SEK: 22000, USD: 2100 };
export const TREE_NET: Readonly<Record<Currency, number>> = { EUR: 100, PLN: 450, GBP: 90, RON: 500, SEK: 1100, USD: 110 };

/** At most this many trees per order (the planting partner's batch size). */
const MAX_TREES_PER_ORDER = 10_000;

export function warrantyNet(parentItemNet: number): number {
  return Math.max(1, applyBasisPoints(parentItemNet, WARRANTY_RATE_BP));
}

/** Net unit prices of the services an order in `currency` can add (`GET v2/orders/{id}/service_prices`). */
export function servicePrices(currency: Currency) {
  return {
    currency,
    tree: { unit_net: TREE_NET[currency], max_quantity: MAX_TREES_PER_ORDER },
    expert_check: { unit_net: EXPERT_CHECK_NET[currency] },
  };
}
