// Dimension units (docs/domain.md#validation): sizes are stored in millimetres; clients may send cm or in.

export class UnsupportedUnitError extends Error {
  constructor(readonly unit: string) {
    super(`Unit ${unit} is not supported`);
    this.name = 'UnsupportedUnitError';
  }
}

const MM_PER_UNIT: Readonly<Record<string, number>> = { mm: 1, cm: 10, in: 25.4 };

/** Converts a length to millimetres; cm and in (inches × 2.54 cm) and mm are the supported units. */
export function toMillimetres(value: number, unit: string): number {
  const factor = MM_PER_UNIT[unit];
  if (factor === undefined) throw new UnsupportedUnitError(unit);
  return value * factor;
}
