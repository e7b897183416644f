// Emission factors (kg CO2e). Board factors are cradle-to-gate values of the order of the FEFCO
// European database for corrugated board (≈0.8 kg CO2e per kg) times each board's grammage; print
// factors cover ink and press energy per printed m²; freight is EU road transport over ~1,000 km.
import type { Material, PrintMode } from '../../catalogue';
import { ROAD_FREIGHT_KEY } from '../../catalogue';

export interface SeedEmissionFactor {
  key: string;
  scope: 'material' | 'print_mode' | 'transport';
  factor: number;
  unit: string;
  source: string;
}

const BOARD: Record<Material, number> = {
  'cardboard-natural': 0.34,
  'cardboard-natural-white-inside': 0.37,
  'cardboard-white-one-side': 0.38,
  'cardboard-white-two-sides': 0.41,
  'cardboard-white': 0.42,
  'cardboard-coated': 0.46,
  'cardboard-coated-white-inside': 0.48,
  'cardboard-cardstock': 0.3,
};

const PRINT: Record<PrintMode, number> = {
  'no-print': 0,
  'print-monochrome': 0.012,
  'print-monochrome-with-print-inside': 0.012,
  'print-monochrome-white': 0.015,
  'print-monochrome-white-with-print-inside': 0.015,
  'print-eco-color': 0.02,
  'print-eco-color-with-print-inside': 0.02,
  'print-color-budget': 0.025,
  'print-color-hd': 0.035,
  'print-indigo-color': 0.05,
  'print-indigo-color-with-inside': 0.05,
};

export const SEED_EMISSION_FACTORS: SeedEmissionFactor[] = [
  ...Object.entries(BOARD).map(([key, factor]) => ({
    key,
    scope: 'material' as const,
    factor,
    unit: 'kg_co2e_per_m2',
    source: 'demo: FEFCO-order board average × grammage',
  })),
  ...Object.entries(PRINT).map(([key, factor]) => ({
    key,
    scope: 'print_mode' as const,
    factor,
    unit: 'kg_co2e_per_m2_printed',
    source: 'demo: ink and press energy',
  })),
  { key: ROAD_FREIGHT_KEY, scope: 'transport', factor: 0.09, unit: 'kg_co2e_per_kg', source: 'demo: 1,000 km × 0.09 kg CO2e per tonne-km' },
];
