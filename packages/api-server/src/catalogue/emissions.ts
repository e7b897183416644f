// Emission estimate of a product order (cradle to customer's door): board production, printing and
// road freight from the factory. Factors are stored per material, print mode and transport mode.

/** Key of the transport emission factor (road freight from the factory). */
export const ROAD_FREIGHT_KEY = 'road-freight-eu';

export interface EmissionFactorSet {
  /** kg CO2e per m² of board. */
  materialPerM2: number;
  /** kg CO2e per m² printed. */
  printPerM2: number;
  /** kg CO2e per kg shipped. */
  transportPerKg: number;
}

export interface EmissionInput {
  /** Board area of one piece, m². */
  blankAreaM2: number;
  /** Share of the board that carries ink (0 = no print, 0.5 = outside, 1 = outside + inside). */
  printedShare: number;
  /** Mass of one piece, kg. */
  weightKg: number;
  /** Pieces ordered (units × pieces per unit). */
  pieces: number;
}

export interface EmissionBreakdown {
  materialKg: number;
  printKg: number;
  transportKg: number;
  totalKg: number;
  perPieceKg: number;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

export function estimateEmissions(factors: EmissionFactorSet, input: EmissionInput): EmissionBreakdown {
  if (!(input.pieces > 0)) throw new RangeError('pieces must be positive');
  const material = input.blankAreaM2 * factors.materialPerM2 * input.pieces;
  const print = input.blankAreaM2 * input.printedShare * factors.printPerM2 * input.pieces;
  const transport = input.weightKg * factors.transportPerKg * input.pieces;
  const total = material + print + transport;
  return {
    materialKg: round3(material),
    printKg: round3(print),
    transportKg: round3(transport),
    totalKg: round3(total),
    perPieceKg: Math.round((total / input.pieces) * 1_000_000) / 1_000_000,
  };
}

/** Share of the blank that is printed for a print coverage value (docs/domain.md#what-the-store-keeps). */
export function printedShareOf(coverage: string | undefined, printMode: string | undefined): number {
  if (!printMode || printMode === 'no-print') return 0;
  switch (coverage) {
    case 'Outside + Inside':
      return 1;
    case 'Front + Back':
      return 0.5;
    case 'Front':
    case 'Back':
      return 0.25;
    case 'Outside':
    case 'Inside':
    default:
      return 0.5;
  }
}
