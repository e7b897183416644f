// Dimension units of the custom size form (docs/domain.md#validation): cm and in (inches × 2.54 cm).

export type LengthUnit = 'cm' | 'in';
export const LENGTH_UNITS: readonly LengthUnit[] = ['cm', 'in'];

export class UnsupportedUnitError extends Error {
  override readonly name = 'UnsupportedUnitError';
  constructor(readonly unit: string) {
    super(`Unit ${unit} is not supported`);
  }
}

const MM_PER_UNIT: Readonly<Record<LengthUnit, number>> = { cm: 10, in: 25.4 };

function factor(unit: string): number {
  if (unit !== 'cm' && unit !== 'in') throw new UnsupportedUnitError(unit);
  return MM_PER_UNIT[unit];
}

/** A length typed in cm or in, as millimetres rounded to a tenth (what the rules compare). */
export function toMillimetres(value: number, unit: string): number {
  return Math.round(value * factor(unit) * 10) / 10;
}

/** Millimetres shown in cm or in, rounded to two decimals for display. */
export function fromMillimetres(mm: number, unit: string): number {
  return Math.round((mm / factor(unit)) * 100) / 100;
}
