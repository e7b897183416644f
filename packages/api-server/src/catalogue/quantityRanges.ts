// Quantity options offered for a product (commerce-core §5).
import type { DynamicPricingConfig, QrConfig } from './types';

/** QR (quote request) quantities: min..max by step, the last entry forced to max. */
export function qrQuantities(config: QrConfig): number[] {
  if (!config.enabled) return [];
  if (config.step <= 0 || config.max < config.min) return [config.min];
  const values: number[] = [];
  for (let q = config.min; q < config.max; q += config.step) values.push(q);
  values.push(config.max);
  return values;
}

/** Custom-size quantities: the custom minimum, then the QR values above it; deduplicated and sorted. */
export function customSizeQuantities(customMinimum: number, qr: QrConfig | null | undefined): number[] {
  const larger = qr ? qrQuantities(qr).filter((q) => q > customMinimum) : [];
  return [...new Set([customMinimum, ...larger])].sort((a, b) => a - b);
}

/** Dynamic pricing quantities: min, the default quantities, max. */
export function dynamicPricingQuantities(config: DynamicPricingConfig): number[] {
  return [...new Set([config.minQuantity, ...config.defaultQuantities, config.maxQuantity])].sort((a, b) => a - b);
}
