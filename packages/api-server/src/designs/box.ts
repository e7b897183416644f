// The box a design is for: the variant's inner size (or a custom size), its board and the product's
// print data (dieline style, bleed, safe area). The dieline must be buildable for that box.
import { dieline, DielineError, type Dieline } from '@ph/dieline';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { PrintSpec } from '../catalogue';
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import { checkCustomSize, normaliseCustomSize } from '../pricing';
import { variantWithBox, type SizeRow } from './repository';

export interface BoxSpec {
  productSku: string;
  variantId: number;
  variantSku: string;
  size: { length: number; width: number; height: number };
  boardThicknessMm: number;
  /** The product's print data; a stored design keeps style, bleed and safe area, not the board kind. */
  print: Omit<PrintSpec, 'board'> & Partial<Pick<PrintSpec, 'board'>>;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Board thickness of a size: outer − inner is two walls. */
function boardOf(size: SizeRow): number | null {
  if (size.length === null || size.innerLength === null) return null;
  const t = round1((size.length - size.innerLength) / 2);
  return t > 0 ? t : null;
}

export async function boxForVariant(db: Db, variantId: number, customSize: { length: number; width: number; height: number } | undefined, region: RegionCode, field = 'variant_id'): Promise<BoxSpec> {
  const row = await variantWithBox(db, variantId);
  if (!row) throw new RuleViolation('variant_not_found', `Variant ${variantId} does not exist`, field);
  if (row.variant.status !== 'published' || row.product.status !== 'published') {
    throw new RuleViolation('variant_not_available', `Variant ${row.variant.sku} is not available`, field);
  }
  const print = row.product.printSpec;
  const t = boardOf(row.size);
  if (!print || t === null) throw new RuleViolation('variant_not_designable', `${row.product.name.en} (${row.variant.sku}) is not printed from a design`, field);
  let size: BoxSpec['size'];
  if (customSize) {
    const custom = normaliseCustomSize(customSize);
    checkCustomSize(row.product, custom, getRegionConfig(region).locale, 'custom_size');
    size = { length: custom.length, width: custom.width, height: custom.height };
  } else {
    const { innerLength, innerWidth, innerHeight } = row.size;
    if (innerLength === null || innerWidth === null || innerHeight === null) {
      throw new RuleViolation('variant_not_designable', `${row.variant.sku} has no inner size`, field);
    }
    size = { length: innerLength, width: innerWidth, height: innerHeight };
  }
  const spec: BoxSpec = { productSku: row.product.sku, variantId: row.variant.id, variantSku: row.variant.sku, size, boardThicknessMm: t, print };
  dielineOf(spec, customSize ? 'custom_size' : field);
  return spec;
}

export function dielineOf(box: Pick<BoxSpec, 'size' | 'boardThicknessMm' | 'print'>, field = 'variant_id'): Dieline {
  try {
    return dieline({ style: box.print.dielineStyle, size: box.size, boardThickness: box.boardThicknessMm, bleed: box.print.bleedMm, safeArea: box.print.safeAreaMm });
  } catch (err) {
    if (err instanceof DielineError) throw new RuleViolation('size_not_printable', `This box cannot be made in that size: ${err.message}`, field);
    throw err;
  }
}

/** Two boxes share a dieline (a design of one fits the other) when style, board and inner size agree. */
export function sameBox(a: Pick<BoxSpec, 'size' | 'boardThicknessMm' | 'print'>, b: Pick<BoxSpec, 'size' | 'boardThicknessMm' | 'print'>): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= 0.5;
  return (
    a.print.dielineStyle === b.print.dielineStyle &&
    near(a.boardThicknessMm, b.boardThicknessMm) &&
    near(a.size.length, b.size.length) &&
    near(a.size.width, b.size.width) &&
    near(a.size.height, b.size.height)
  );
}
