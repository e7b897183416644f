// Print resolution maths (docs/domain.md#constants-and-limits, design.md §6).

export const PRINT_DPI = 300;
export const MM_PER_INCH = 25.4;

/** Pixels needed to print `mm` at 300 dpi: ceil(mm × 300 / 25.4). */
export function printPixels(mm: number, dpi: number = PRINT_DPI): number {
  if (!Number.isFinite(mm) || mm < 0) throw new RangeError('mm must be a finite number ≥ 0');
  // 25.4 × 300 / 25.4 is 300.00000000000006 in floating point; a nanometre of slack keeps it 300.
  return Math.max(0, Math.ceil((mm * dpi) / MM_PER_INCH - 1e-9));
}

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Effective resolution of an image of `natural` pixels placed at `placedMm` millimetres: pixels per
 * inch along each axis, the smaller one wins. Infinity for a zero-sized placement.
 */
export function effectiveDpi(natural: PixelSize, placedMm: PixelSize): number {
  const axis = (px: number, mm: number) => (mm <= 0 ? Infinity : px / (mm / MM_PER_INCH));
  return Math.min(axis(natural.width, placedMm.width), axis(natural.height, placedMm.height));
}

export type DpiTier = 'good' | 'warn' | 'strong';

/** Below `good` the editor warns, below `warn` it warns strongly (the help centre states these numbers). */
export const DPI_THRESHOLDS = Object.freeze({ good: PRINT_DPI, warn: 150 });

/** ≥ 300 good, 150–299 warn, < 150 strong warning. Never blocks an order. */
export function dpiTier(dpi: number): DpiTier {
  if (dpi >= DPI_THRESHOLDS.good) return 'good';
  if (dpi >= DPI_THRESHOLDS.warn) return 'warn';
  return 'strong';
}

/** Millimetres to PDF points (1 pt = 1/72 inch). */
export function mmToPt(mm: number): number {
  return (mm * 72) / MM_PER_INCH;
}
