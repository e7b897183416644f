// Choosing a variant from the configurator's fields: a size plus one value per property type.
import type { PimVariant } from '@ph/api-client';

/** Property types the configurator offers, in the order they are asked. */
export const OPTION_TYPES = ['material', 'material_color', 'print_mode', 'print_coverage', 'finish', 'embellishment'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export type Selection = Partial<Record<OptionType, string>>;

export const selectionOf = (v: PimVariant): Selection =>
  Object.fromEntries(v.properties.filter((p) => (OPTION_TYPES as readonly string[]).includes(p.type)).map((p) => [p.type, p.key])) as Selection;

export const sizeKey = (v: PimVariant): string => String(v.size?.id ?? 'none');

/** Distinct standard sizes in the order the API lists variants. */
export function sizesOf(variants: readonly PimVariant[]): Array<{ key: string; label: string }> {
  const seen = new Map<string, string>();
  for (const v of variants) if (!seen.has(sizeKey(v))) seen.set(sizeKey(v), v.size?.label ?? v.sku);
  return [...seen.entries()].map(([key, label]) => ({ key, label }));
}

/** Values of a property type offered in a size, with their titles, ordered by the property position. */
export function optionValues(variants: readonly PimVariant[], size: string, type: OptionType): Array<{ key: string; title: string; image: string | null }> {
  const values = new Map<string, { key: string; title: string; image: string | null; position: number }>();
  for (const v of variants) {
    if (sizeKey(v) !== size) continue;
    for (const p of v.properties) if (p.type === type && !values.has(p.key)) values.set(p.key, { key: p.key, title: p.title, image: p.image, position: p.position });
  }
  return [...values.values()].sort((a, b) => a.position - b.position).map(({ key, title, image }) => ({ key, title, image }));
}

/**
 * The variant for a change: in the wanted size, having the changed value, and matching as many of
 * the other current choices as possible (so changing the material keeps the print mode if it can).
 */
export function pickVariant(
  variants: readonly PimVariant[],
  size: string,
  current: Selection,
  changed?: { type: OptionType; key: string },
): PimVariant | undefined {
  const candidates = variants.filter((v) => sizeKey(v) === size && (!changed || selectionOf(v)[changed.type] === changed.key));
  let best: PimVariant | undefined;
  let bestScore = -1;
  for (const v of candidates) {
    const sel = selectionOf(v);
    const score = OPTION_TYPES.filter((t) => current[t] !== undefined && sel[t] === current[t]).length;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/** An option the configurator had to change on its own, named by the catalogue's titles. */
export interface ForcedChange {
  type: OptionType;
  from: string;
  to: string;
}

/**
 * What else changed when the shopper picked one thing (`changed`, or a size when absent): every
 * property type, other than the one picked, whose value differs between the variant before and
 * after. The shopper is told these (white board comes with HD+ print; "inside too" prints inside).
 */
export function forcedChanges(before: PimVariant, after: PimVariant, changed?: OptionType): ForcedChange[] {
  const titleOf = (v: PimVariant, type: OptionType) => v.properties.find((p) => p.type === type);
  return OPTION_TYPES.flatMap((type) => {
    if (type === changed) return [];
    const was = titleOf(before, type);
    const now = titleOf(after, type);
    return was && now && was.key !== now.key ? [{ type, from: was.title, to: now.title }] : [];
  });
}
