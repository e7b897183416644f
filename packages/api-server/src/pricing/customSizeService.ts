// Custom-size checks and tiers shared by `v3/line_prices` and order recalculation (a custom-size line
// is re-priced from the catalogue like any other line).
import type { Db } from '../db';
import { RuleViolation } from '../errors';
import type { Language } from '../catalogue';
import { validateCustomSize } from '../catalogue';
import { localize } from '../catalogue';
import * as repo from '../catalogue';
import type { DimensionField } from '../catalogue';
import { toMillimetres } from '../catalogue';
import { pickReference, scaleTiers } from './customSize';

/** The custom size stored on an order line (`options.custom_size`), or null. */
export function customSizeOfLine(options: Record<string, unknown> | null | undefined): CustomSizeMm | null {
  const raw = options?.custom_size;
  if (typeof raw !== 'object' || raw === null) return null;
  const { length, width, height } = raw as Record<string, unknown>;
  return typeof length === 'number' && typeof width === 'number' && typeof height === 'number' ? { length, width, height } : null;
}

export interface CustomSizeMm {
  length: number;
  width: number;
  height: number;
}

/** A variant with its product (its own size is not needed: the custom size replaces it). */
export type VariantRow = { variant: repo.VariantRow; product: repo.ProductRow };

const FIELD_NAMES: Record<DimensionField, string> = { length: 'Length', width: 'Width', height: 'Height' };

/** Rounds typed sizes (cm/in → mm) to 0.1 mm: what a die can be cut to, and stable in the order line. */
export function normaliseCustomSize(size: CustomSizeMm): CustomSizeMm {
  const r = (v: number) => Math.round(v * 10) / 10;
  return { length: r(size.length), width: r(size.width), height: r(size.height) };
}

/**
 * The product's custom size rules (the ones the configurator shows): per-dimension limits, then the
 * PIM rules with their localized message. 422 `invalid_custom_size` on `field.<dimension>`.
 */
export function checkCustomSize(product: repo.ProductRow, size: CustomSizeMm, lang: Language, field: string): void {
  const config = product.customSizeConfig;
  if (!config) throw new RuleViolation('custom_size_not_offered', `${product.sku} is not offered in custom sizes`, field);
  const result = validateCustomSize(config, size);
  if (result.valid) return;
  const dim = result.dimensions.find((d) => !d.minOk || !d.maxOk);
  if (dim) {
    const limits = config.dimensions[dim.field];
    const bound = !dim.minOk ? `at least ${limits?.min ?? 0} mm` : `at most ${limits?.max ?? 0} mm`;
    throw new RuleViolation('invalid_custom_size', `${FIELD_NAMES[dim.field]} must be ${bound}`, `${field}.${dim.field}`);
  }
  const failure = result.failures[0];
  if (failure) throw new RuleViolation('invalid_custom_size', localize(failure.message, lang), `${field}.${failure.fields[0] ?? 'length'}`);
}

/** Inner dimensions of a standard size (what a custom size names, as the configurator asks), else outer. */
function dimensionsOf(size: repo.SizeRow): CustomSizeMm | null {
  const inner = size.innerLength !== null && size.innerWidth !== null && size.innerHeight !== null;
  const [l, w, h] = inner ? [size.innerLength, size.innerWidth, size.innerHeight] : [size.length, size.width, size.height];
  if (l === null || w === null || h === null) return null;
  const mm = (v: number) => toMillimetres(v, size.lengthUnit);
  return { length: mm(l), width: mm(w), height: mm(h) };
}

/**
 * Volume tiers of `row`'s options in a custom size (see pricing/customSize.ts): the reference is a
 * published standard size of the same product with exactly the same properties (material, print, …).
 */
export async function customSizeTiers(db: Db, row: VariantRow, size: CustomSizeMm, currency: string, field: string) {
  const siblings = (await repo.findVariantsOfProducts(db, [row.product.id])).filter((s) => s.variant.status === 'published' && !s.variant.isCustom);
  const props = await repo.findVariantProperties(db, siblings.map((s) => s.variant.id));
  const keyOf = (variantId: number) =>
    props
      .filter((p) => p.variantId === variantId)
      .map((p) => p.property.id)
      .sort((a, b) => a - b)
      .join(',');
  const ownKey = keyOf(row.variant.id);
  const same = siblings.filter((s) => keyOf(s.variant.id) === ownKey);
  const tiers = await repo.findVolumePrices(db, same.map((s) => s.variant.id), currency);
  const candidates = same.flatMap((s) => {
    const dims = dimensionsOf(s.size);
    return dims && tiers.some((t) => t.variantId === s.variant.id) ? [{ item: s, dims }] : [];
  });
  const choice = pickReference(candidates, size, row.product.boxStyle);
  if (!choice) throw new RuleViolation('no_price_in_currency', `${row.variant.sku} has no standard size priced in ${currency} to price a custom size from`, field);
  return {
    reference: choice.reference,
    factorPpm: choice.factorPpm,
    tiers: scaleTiers(tiers.filter((t) => t.variantId === choice.reference.variant.id), choice.factorPpm),
  };
}

