import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dieline } from '@ph/dieline';
import type { DesignDocument } from '@ph/api-client';
import { Button } from '@ph/ui';
import { colors } from '@ph/ui/tokens';
import { drawBlank, type ArtworkImages } from '../render/drawDesign';
import { drawColoursFor, DRAW_COLOURS, type BoardColours } from '../render/colours';
import { CANVAS_SIZE, createBoxScene, type BoxScene } from './scene';

/** Texture resolution: the printed sheet at most this many pixels on its long side. */
const TEXTURE_MAX = 2048;
const TURN_DEG = 15;

const NO_BOARD: BoardColours = { outside: DRAW_COLOURS.board, inside: colors.surface };

function printedSheet(d: Dieline, doc: DesignDocument, images: ArtworkImages, board: BoardColours): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const scale = TEXTURE_MAX / Math.max(d.sheet.width, d.sheet.height);
  canvas.width = Math.round(d.sheet.width * scale);
  canvas.height = Math.round(d.sheet.height * scale);
  const ctx = canvas.getContext('2d');
  // The bare board shows where nothing is printed: kraft stays brown (the material's own colour).
  if (ctx) drawBlank(ctx, d, doc, images, scale, drawColoursFor(board));
  return canvas;
}

/**
 * The assembled box in 3D, an approximation of the real one (board thickness and small flaps are
 * simplified). Drag or swipe to turn it, wheel or pinch to zoom, arrow keys turn it too.
 */
export default function Box3DView({ dieline: d, document: doc, images, board = NO_BOARD }: { dieline: Dieline; document: DesignDocument; images: ArtworkImages; board?: BoardColours | undefined }) {
  const intl = useIntl();
  const ref = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<BoxScene | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      sceneRef.current = createBoxScene(canvas, d, printedSheet(d, doc, images, board), { inside: board.inside, background: colors.surface });
    } catch (err) {
      // No WebGL (blocked or unavailable): say so instead of an empty box.
      console.warn('the 3D preview could not start', err);
      setFailed(true);
    }
    return () => {
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
    // The scene is rebuilt for another blank or board; artwork changes only swap the texture (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [d, board.outside, board.inside]);

  useEffect(() => {
    sceneRef.current?.setTexture(printedSheet(d, doc, images, board));
    // `board` is read by its colours (a new object with the same colours changes nothing).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [d, doc, images, board.outside, board.inside]);

  const onKeyDown = (e: KeyboardEvent) => {
    const turns: Record<string, [number, number]> = { ArrowLeft: [-TURN_DEG, 0], ArrowRight: [TURN_DEG, 0], ArrowUp: [0, -TURN_DEG], ArrowDown: [0, TURN_DEG] };
    const t = turns[e.key];
    if (!t) return;
    e.preventDefault();
    sceneRef.current?.turn(t[0], t[1]);
  };

  return (
    <figure className="ed-3d">
      <p className="ed-note">
        <FormattedMessage id="editor.3d.approximation" defaultMessage="This 3D view is an approximation: board thickness, colours and small flaps differ slightly on the real box." />
      </p>
      {failed ? (
        <p role="alert" className="ed-error">
          <FormattedMessage id="editor.3d.unavailable" defaultMessage="Your browser cannot show the 3D preview. The dieline view shows where everything prints." />
        </p>
      ) : null}
      <canvas
        ref={ref}
        width={CANVAS_SIZE.width}
        height={CANVAS_SIZE.height}
        className="ed-3d-canvas"
        data-testid="box-3d-canvas"
        tabIndex={0}
        role="img"
        aria-roledescription={intl.formatMessage({ id: 'editor.3d.role', defaultMessage: '3D preview' })}
        aria-label={intl.formatMessage({ id: 'editor.3d.label', defaultMessage: 'Your box in 3D. Drag, swipe or use the arrow keys to turn it.' })}
        onKeyDown={onKeyDown}
      />
      <figcaption>
        <Button
          type="button"
          variant="secondary"
          aria-pressed={open}
          onClick={() => {
            setOpen(!open);
            sceneRef.current?.setOpen(!open);
          }}
        >
          {open ? <FormattedMessage id="editor.3d.close" defaultMessage="Close the box" /> : <FormattedMessage id="editor.3d.open" defaultMessage="Open the box" />}
        </Button>
      </figcaption>
    </figure>
  );
}
