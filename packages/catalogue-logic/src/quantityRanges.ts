// Quantity options of a product (docs/domain.md#validation, docs/domain.md#constants-and-limits).

export interface QrConfig {
  enabled: boolean;
  min: number;
  max: number;
  step: number;
}

export interface DynamicPricingConfig {
  enabled: boolean;
  minQuantity: number;
  maxQuantity: number;
  defaultQuantities: readonly number[];
}

/** Editor default quantity and the quantities it offers (docs/domain.md#constants-and-limits). */
export const DEFAULT_QUANTITY = 30;
export const EDITOR_QUANTITY_RANGES = [30, 60, 90, 120, 240, 500, 750, 1000, 1500, 2000, 2500] as const;

const sortedUnique = (values: readonly number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

/** QR (quote request) quantities: min..max by step, the last entry forced to max. */
export function qrQuantities(config: QrConfig): number[] {
  if (!config.enabled) return [];
  if (config.step <= 0 || config.max < config.min) return [config.min];
  const values: number[] = [];
  for (let q = config.min; q < config.max; q += config.step) values.push(q);
  values.push(config.max);
  return values;
}

/** Custom-size quantities: the custom minimum, then the larger QR values; deduplicated and sorted. */
export function customSizeQuantities(customMinimum: number, qr: QrConfig | null | undefined): number[] {
  const larger = qr ? qrQuantities(qr).filter((q) => q > customMinimum) : [];
  return sortedUnique([customMinimum, ...larger]);
}

/** Dynamic pricing quantities: min, the default quantities, max. */
export function dynamicPricingQuantities(config: DynamicPricingConfig): number[] {
  return sortedUnique([config.minQuantity, ...config.defaultQuantities, config.maxQuantity]);
}

/**
 * The quantities a standard variant offers: the dynamic pricing range when enabled, else the editor
 * ranges, limited to what the variant has prices for (its smallest priced quantity).
 */
export function standardQuantities(dynamic: DynamicPricingConfig | null | undefined, minPriced: number | null | undefined): number[] {
  const base = dynamic?.enabled ? dynamicPricingQuantities(dynamic) : [...EDITOR_QUANTITY_RANGES];
  return minPriced == null ? base : base.filter((q) => q >= minPriced);
}

/** The default quantity when offered, else the nearest offered quantity above it, else the first. */
export function defaultQuantity(options: readonly number[]): number | undefined {
  if (options.includes(DEFAULT_QUANTITY)) return DEFAULT_QUANTITY;
  return options.find((q) => q > DEFAULT_QUANTITY) ?? options[0];
}
