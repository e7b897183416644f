import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dieline } from '@ph/dieline';
import type { DesignDocument } from '@ph/api-client';
import { drawBlank, type ArtworkImages } from '../render/drawDesign';
import { drawColoursFor, type BoardColours } from '../render/colours';

/** Longest side of the drawing in CSS pixels. */
const MAX_SIDE = 900;

/** The flat blank with every side's artwork where it prints, cut lines solid and creases dashed. */
export function DielineView({ dieline: d, document: doc, images, board }: { dieline: Dieline; document: DesignDocument; images: ArtworkImages; board?: BoardColours | undefined }) {
  const intl = useIntl();
  const ref = useRef<HTMLCanvasElement>(null);
  const scale = MAX_SIDE / Math.max(d.sheet.width, d.sheet.height);
  const width = Math.round(d.sheet.width * scale);
  const height = Math.round(d.sheet.height * scale);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    drawBlank(ctx, d, doc, images, scale * ratio, drawColoursFor(board), { lines: true });
  }, [d, doc, images, scale, width, height, board]);
  return (
    <figure className="ed-dieline">
      <canvas
        ref={ref}
        role="img"
        data-testid="dieline-canvas"
        style={{ width: `${width / 16}rem`, maxWidth: '100%', aspectRatio: `${width} / ${height}` }}
        aria-label={intl.formatMessage(
          { id: 'editor.dieline.label', defaultMessage: 'Flat blank of the box, {width} × {height} mm, with your artwork on every side' },
          { width: Math.round(d.blank.width), height: Math.round(d.blank.height) },
        )}
      />
      <figcaption className="ed-note">
        <FormattedMessage id="editor.dieline.caption" defaultMessage="Solid lines are cut, dashed lines are folded. The print runs into the bleed beyond the cut." />
      </figcaption>
    </figure>
  );
}
