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
