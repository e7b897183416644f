// Print quality (docs/domain.md#what-the-store-keeps: standard, HD+, HD+ glossy) is a choice between variants of the
// designed size: the catalogue's print mode and finish say which variant prints at which quality.
import type { PimVariant } from '@ph/api-client';

export const PRINT_QUALITIES = ['standard', 'hd', 'hdGlossy'] as const;
export type PrintQuality = (typeof PRINT_QUALITIES)[number];

const prop = (v: PimVariant, type: string) => v.properties.find((p) => p.type === type)?.key ?? null;

export function qualityOf(v: PimVariant): PrintQuality | null {
  const mode = prop(v, 'print_mode');
  const finish = prop(v, 'finish');
  if (mode === null || mode === 'no-print') return null;
  const hd = mode === 'print-color-hd' || mode.startsWith('print-indigo');
  if (hd) return finish === 'foil-glossy' ? 'hdGlossy' : 'hd';
  return 'standard';
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
