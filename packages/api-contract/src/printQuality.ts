// Print quality, shared by the API (which variant a quality is) and the storefront (the same rule in the
// editor); a file of its own so a remote imports it without the contract's schemas (`@ph/api-contract/print-quality`).
/**
 * Print quality (docs/domain.md#orders-and-checkout: standard, HD+, HD+ glossy) is not a property of its
 * own: a variant's print mode and finish say at which quality it prints. The shopper's choice between
 * qualities is a choice between variants of one product and size; `no-print` has no quality.
 */
export const PRINT_QUALITIES = ['standard', 'hd', 'hd_glossy'] as const;
export type PrintQuality = (typeof PRINT_QUALITIES)[number];

export function printQualityOf(printMode: string | null | undefined, finish: string | null | undefined): PrintQuality | null {
  if (!printMode || printMode === 'no-print') return null;
  const hd = printMode === 'print-color-hd' || printMode.startsWith('print-indigo');
  if (hd) return finish === 'foil-glossy' ? 'hd_glossy' : 'hd';
  return 'standard';
}
