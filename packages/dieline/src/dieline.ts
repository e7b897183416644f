// The entry point: style + inner size + board → the flat blank.
import { buildDieline, DielineError } from './build';
import { STYLE_LAYOUTS } from './styles';
import { DIELINE_STYLES, type Dieline, type DielineInput } from './types';

/** Largest inner dimension accepted, mm (the biggest sheet a corrugator takes is well below 2.5 m). */
export const MAX_DIMENSION_MM = 2000;

function check(ok: boolean, message: string): void {
  if (!ok) throw new DielineError(message);
}

/**
 * The flat blank of a box. Throws `DielineError` (a RangeError) for an unknown style or a size the
 * style cannot be made in: every dimension at least 10 mm and 5 board thicknesses, at most 2000 mm.
 */
export function dieline(input: DielineInput): Dieline {
  const { style, size, boardThickness: t, bleed, safeArea, lidHeight } = input;
  check((DIELINE_STYLES as readonly string[]).includes(style), `Unknown dieline style ${String(style)}`);
  check(Number.isFinite(t) && t > 0 && t <= 20, 'The board thickness must be more than 0 and at most 20 mm');
  for (const field of ['length', 'width', 'height'] as const) {
    const v = size[field];
    check(Number.isFinite(v) && v <= MAX_DIMENSION_MM, `The ${field} must be a number of at most ${MAX_DIMENSION_MM} mm`);
    check(v >= 10 && v >= 5 * t, `The ${field} must be at least 10 mm and 5 board thicknesses (${5 * t} mm)`);
  }
  check(Number.isFinite(bleed) && bleed >= 0 && bleed <= 50, 'The bleed must be between 0 and 50 mm');
  check(Number.isFinite(safeArea) && safeArea >= 0 && safeArea <= 50, 'The safe area must be between 0 and 50 mm');
  if (lidHeight !== undefined) {
    check(style === 'two-piece', 'Only the two-piece box has a lid height');
    check(Number.isFinite(lidHeight) && lidHeight >= 5 * t && lidHeight <= size.height, 'The lid height must be at least 5 board thicknesses and at most the height');
  }
  const layout = STYLE_LAYOUTS[style]({ size, t, bleed, lidHeight });
  return buildDieline(input, layout);
}
