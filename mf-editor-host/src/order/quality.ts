// Print quality (docs/domain.md#orders-and-checkout: standard, HD+, HD+ glossy) is a choice between variants of the
// designed size: the catalogue's print mode and finish say which variant prints at which quality, by the
// same rule the API applies when a cart line's quality changes (`@ph/api-contract/print-quality`).
import type { PimVariant } from '@ph/api-client';
import { printQualityOf, PRINT_QUALITIES, type PrintQuality } from '@ph/api-contract/print-quality';

export { PRINT_QUALITIES, type PrintQuality };

const prop = (v: PimVariant, type: string) => v.properties.find((p) => p.type === type)?.key ?? null;

export function qualityOf(v: PimVariant): PrintQuality | null {
  return printQualityOf(prop(v, 'print_mode'), prop(v, 'finish'));
}

const sizeOf = (v: PimVariant) => v.size?.id ?? null;

/** The variant of the design's size for each quality the product offers (the design's own variant first). */
export function variantsByQuality(variants: readonly PimVariant[], designSku: string): Partial<Record<PrintQuality, PimVariant>> {
  const own = variants.find((v) => v.sku === designSku);
  if (!own) return {};
  const out: Partial<Record<PrintQuality, PimVariant>> = {};
  const q = qualityOf(own);
  if (q) out[q] = own;
  for (const v of variants) {
    if (v.id === null || sizeOf(v) !== sizeOf(own)) continue;
    const quality = qualityOf(v);
    if (quality && !out[quality]) out[quality] = v;
  }
  return out;
}
