// Price model of a custom box size (see src/catalogue/README.md "Custom sizes"). Board is what a size
// changes: a custom size costs what the standard size it would be cut from costs (the smallest standard
// size of the same options with at least as much board), scaled up by board area only when it is larger
// than every standard size. Never cheaper than a standard size: the custom die and set-up cost at least as much.
import { blankAreaM2, type BoxDimensionsMm, type BoxStyle } from '../catalogue';
import { divideRoundHalfUp, toSafeNumber } from '../tax';
import type { PriceTier } from './tiers';

/** Scale factors are applied as integer parts per million so the same inputs always round the same way. */
const PPM = 1_000_000;

export interface ReferenceChoice<T> {
  reference: T;
  /** Board of the custom size ÷ board of the reference, ≥ 1 (parts per million). */
  factorPpm: number;
}

/**
 * The standard size a custom size is priced from: the smallest (by blank area) candidate whose blank
 * holds at least the custom blank, else the largest candidate. Undefined without candidates.
 */
export function pickReference<T>(candidates: ReadonlyArray<{ item: T; dims: BoxDimensionsMm }>, custom: BoxDimensionsMm, style: BoxStyle): ReferenceChoice<T> | undefined {
  const customArea = blankAreaM2(custom, style);
  const sized = candidates.map((c) => ({ item: c.item, area: blankAreaM2(c.dims, style) })).filter((c) => c.area > 0);
  sized.sort((a, b) => a.area - b.area);
  const fits = sized.find((c) => c.area >= customArea);
  const chosen = fits ?? sized[sized.length - 1];
  if (!chosen) return undefined;
  const factorPpm = Math.max(PPM, Math.ceil((customArea / chosen.area) * PPM));
  return { reference: chosen.item, factorPpm };
}

/** The reference's tiers with every unit price × factor, rounded half-up to a minor unit. */
export function scaleTiers<T extends PriceTier>(tiers: readonly T[], factorPpm: number): T[] {
  if (!Number.isSafeInteger(factorPpm) || factorPpm < PPM) throw new RangeError(`custom size factor must be ≥ 1 (ppm ${factorPpm})`);
  return tiers.map((t) => ({ ...t, netPrice: toSafeNumber(divideRoundHalfUp(BigInt(t.netPrice) * BigInt(factorPpm), BigInt(PPM))) }));
}
