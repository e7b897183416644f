// Prices of the service lines that are not catalogue variants. The catalogue has no rows for them, so
// they are fixed here per currency (net minor units); the warranty is a share of the line it covers.
import type { Currency } from '../catalogue/constants';
import { applyBasisPoints } from '../pricing/money';

export const WARRANTY_SERVICE_NAME = 'warranty';
export const WARRANTY_SKU = 'service-warranty';
export const EXPERT_CHECK_SKU = 'service-expert-check';
export const TREE_SKU = 'service-tree-planting';

/** Warranty: 5 % of the covered line's item net, at least one minor unit. */
export const WARRANTY_RATE_BP = 500;

export const EXPERT_CHECK_NET: Readonly<Record<Currency, number>> = { EUR: 1900, PLN: 8900, GBP: 1700, RON: 9500, SEK: 22000, USD: 2100 };
export const TREE_NET: Readonly<Record<Currency, number>> = { EUR: 100, PLN: 450, GBP: 90, RON: 500, SEK: 1100, USD: 110 };

/** At most this many trees per order (the planting partner's batch size). */
export const MAX_TREES_PER_ORDER = 10_000;

export function warrantyNet(parentItemNet: number): number {
  return Math.max(1, applyBasisPoints(parentItemNet, WARRANTY_RATE_BP));
}
