// High-quantity production thresholds by sku (docs/domain.md#constants-and-limits): above them production takes longer
// and the configurator says so.

const DEFAULT_THRESHOLD = 2500;

/** Ordered: the first matching rule wins, so specific names come before the generic ones. */
const RULES: ReadonlyArray<{ test: (sku: string) => boolean; threshold: number | null }> = [
  { test: (s) => s.startsWith('ph-'), threshold: null },
  { test: (s) => s.includes('print-eco-color'), threshold: 1000 },
  { test: (s) => s.startsWith('mailer-box-plain'), threshold: 2400 },
  { test: (s) => s.startsWith('shipping-box-plain'), threshold: 2880 },
  { test: (s) => s.includes('label'), threshold: 20000 },
  { test: (s) => s.includes('paper-can'), threshold: 500 },
  { test: (s) => s.includes('poly-mailer'), threshold: 5000 },
  { test: (s) => s.includes('kraft-tape'), threshold: 2592 },
  { test: (s) => s.includes('packing-tape'), threshold: 5184 },
];

/** The quantity above which a sku needs longer production; null when it never does (ph- skus). */
export function highQuantityThreshold(sku: string): number | null {
  const rule = RULES.find((r) => r.test(sku));
  return rule ? rule.threshold : DEFAULT_THRESHOLD;
}

/**
 * Whether the quantity triggers the high-quantity production notice. `printMode` is the variant's
 * print mode key: eco colour print is named by print mode, not always by the sku.
 */
export function isHighQuantity(sku: string, quantity: number, printMode?: string | null): boolean {
  const threshold = printMode === 'print-eco-color' && !sku.startsWith('ph-') ? 1000 : highQuantityThreshold(sku);
  return threshold !== null && quantity > threshold;
}
