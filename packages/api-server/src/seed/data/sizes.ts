// Box sizes. Outer dimensions are what a customer measures; inner dimensions subtract the board
// thickness on both sides; weight is the blank's board area times the board's grammage.
import { blankAreaM2, type BoxStyle } from '../../catalogue';
import { imageUrl } from '../../catalogue';
import type { PrintSpec } from '../../catalogue';

export interface SeedSize {
  key: string;
  /** Code shown in the store and used in variant skus, e.g. F22. */
  code: string;
  label: string;
  length: number;
  width: number;
  height: number;
  innerLength: number;
  innerWidth: number;
  innerHeight: number;
  /** Inner volume, ml. */
  volume: number;
  /** Mass of one empty box, g. */
  weight: number;
  sleeveWidth: number | null;
  image: string;
}

interface Board {
  /** Thickness of one wall, mm. */
  wall: number;
  /** g/m². */
  grammage: number;
}

export const BOARDS = {
  eFlute: { wall: 1.5, grammage: 430 },
  bFlute: { wall: 3, grammage: 560 },
  cardstock: { wall: 0.5, grammage: 350 },
  rigid: { wall: 1.2, grammage: 900 },
} as const satisfies Record<string, Board>;

/**
 * How each construction is printed: the dieline it is cut on and the bleed and safe area its board
 * needs. Corrugated board moves more in the die cutter than folding carton, so it gets 5 mm of bleed
 * against 3 mm; rigid boxes are wrapped in printed paper and get the corrugated allowance. Migration
 * 0009 writes the same values into databases seeded before the column existed.
 */
export const PRINT_SPECS: Readonly<Record<BoxStyle, PrintSpec | null>> = {
  mailer: { dielineStyle: 'fefco-0427', board: 'corrugated', bleedMm: 5, safeAreaMm: 5 },
  'sleeved-mailer': { dielineStyle: 'fefco-0427', board: 'corrugated', bleedMm: 5, safeAreaMm: 5 },
  shipping: { dielineStyle: 'fefco-0201', board: 'corrugated', bleedMm: 5, safeAreaMm: 5 },
  'folding-carton': { dielineStyle: 'reverse-tuck-end', board: 'folding-carton', bleedMm: 3, safeAreaMm: 3 },
  wine: { dielineStyle: 'reverse-tuck-end', board: 'corrugated', bleedMm: 5, safeAreaMm: 5 },
  'two-piece': { dielineStyle: 'two-piece', board: 'rigid', bleedMm: 5, safeAreaMm: 5 },
  'sample-pack': null,
};

/** Products without an editor (plain boxes, samples) are not printed from a design. */
export function printSpecOf(product: { style: BoxStyle; editorFlags: unknown }): PrintSpec | null {
  return product.editorFlags ? PRINT_SPECS[product.style] : null;
}

function size(set: string, code: string, dims: [number, number, number], board: Board, style: BoxStyle, sleeveWidth: number | null = null): SeedSize {
  const [length, width, height] = dims;
  const inner = (v: number): number => Math.round((v - 2 * board.wall) * 10) / 10;
  const innerLength = inner(length);
  const innerWidth = inner(width);
  const innerHeight = inner(height);
  return {
    key: `${set}-${code}`,
    code,
    label: `${code} · ${length} × ${width} × ${height} mm`,
    length,
    width,
    height,
    innerLength,
    innerWidth,
    innerHeight,
    volume: Math.round((innerLength * innerWidth * innerHeight) / 1000),
    weight: Math.round(blankAreaM2({ length, width, height }, style) * board.grammage),
    sleeveWidth,
    image: imageUrl.size(`${set}-${code}`),
  };
}

export const MAILER_SIZES = [
  size('mailer', 'F15', [150, 110, 40], BOARDS.eFlute, 'mailer'),
  size('mailer', 'F22', [220, 160, 50], BOARDS.eFlute, 'mailer'),
  size('mailer', 'F23', [250, 180, 80], BOARDS.eFlute, 'mailer'),
  size('mailer', 'F33', [310, 220, 100], BOARDS.eFlute, 'mailer'),
  size('mailer', 'F44', [350, 250, 120], BOARDS.eFlute, 'mailer'),
  size('mailer', 'F52', [410, 300, 140], BOARDS.eFlute, 'mailer'),
];

export const DELIVERY_MAILER_SIZES = [
  size('delivery', 'D20', [200, 150, 60], BOARDS.eFlute, 'mailer'),
  size('delivery', 'D30', [300, 220, 80], BOARDS.eFlute, 'mailer'),
  size('delivery', 'D40', [400, 300, 100], BOARDS.eFlute, 'mailer'),
];

export const SLEEVED_SIZES = [
  size('sleeved', 'S18', [180, 130, 50], BOARDS.eFlute, 'sleeved-mailer', 100),
  size('sleeved', 'S22', [220, 160, 50], BOARDS.eFlute, 'sleeved-mailer', 120),
  size('sleeved', 'S30', [300, 220, 80], BOARDS.eFlute, 'sleeved-mailer', 160),
];

export const PRODUCT_BOX_SIZES = [
  size('product', 'P10', [100, 40, 150], BOARDS.cardstock, 'folding-carton'),
  size('product', 'P14', [140, 60, 200], BOARDS.cardstock, 'folding-carton'),
  size('product', 'P20', [200, 80, 250], BOARDS.cardstock, 'folding-carton'),
];

export const TWO_PIECE_SIZES = [
  size('two-piece', 'T15', [150, 150, 60], BOARDS.rigid, 'two-piece'),
  size('two-piece', 'T20', [200, 200, 100], BOARDS.rigid, 'two-piece'),
  size('two-piece', 'T30', [300, 200, 100], BOARDS.rigid, 'two-piece'),
];

export const WINE_SIZES = [
  size('wine', 'W1', [95, 95, 355], BOARDS.eFlute, 'wine'),
  size('wine', 'W2', [190, 95, 355], BOARDS.eFlute, 'wine'),
  size('wine', 'W3', [285, 95, 355], BOARDS.eFlute, 'wine'),
];

export const SHIPPING_SIZES = [
  size('shipping', 'K30', [300, 200, 150], BOARDS.bFlute, 'shipping'),
  size('shipping', 'K40', [400, 300, 200], BOARDS.bFlute, 'shipping'),
  size('shipping', 'K50', [500, 400, 300], BOARDS.bFlute, 'shipping'),
  size('shipping', 'K60', [600, 400, 400], BOARDS.bFlute, 'shipping'),
];

export const SAMPLE_PACK_SIZES = [size('samples', 'SP', [250, 180, 80], BOARDS.eFlute, 'sample-pack')];
