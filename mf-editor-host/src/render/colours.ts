// Colours the canvases draw with. A canvas cannot read CSS custom properties, so these are the UI
// kit's token values (`colors`), never colours of our own.
import { colors } from '@ph/ui/tokens';
import type { DrawColours } from './drawDesign';

export const DRAW_COLOURS: DrawColours = {
  board: colors.surface,
  placeholder: colors.divider,
  placeholderText: colors.muted,
  cut: colors.text,
  crease: colors.primary,
};

/** The board's colours, outside and inside: the API's for the design's variant (`BoxDesign.board`). */
export interface BoardColours {
  outside: string;
  inside: string;
}

/**
 * What every canvas of the design draws with on this board: the bare board is the variant's own
 * colour (kraft stays brown), the UI's surface only when the API names no board. The faces, the flat
 * blank, the thumbnail and the 3D preview's texture all take it from here, so no view shows kraft white.
 */
export function drawColoursFor(board: BoardColours | undefined): DrawColours {
  return board ? { ...DRAW_COLOURS, board: board.outside } : DRAW_COLOURS;
}

export const GUIDE_COLOURS = {
  /** The face's edge where it is a crease: art stops here. */
  fold: colors.error,
  /** The face's edge where it is a cut. */
  edge: colors.text,
  safe: colors.primary,
  snap: colors.focus,
  selection: colors.focus,
  /** Veil over the bleed zone (docs/domain.md#constants-and-limits: editor background alphas 0.8 and 0.9). */
  veil: colors.surface,
} as const;

/** Opacity of the veil over the bleed zone while editing, and in the preview mode. */
export const VEIL_OPACITY = { edit: 0.8, preview: 0.9 } as const;
