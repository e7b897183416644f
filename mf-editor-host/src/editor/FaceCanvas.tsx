// One face of the box on a Konva stage, in millimetres: a root group scales mm to screen pixels, so
// every node keeps the design document's own numbers. The document is the source of truth; Konva
// only reports where the pointer left an object (drag end, transform end). Moving and scaling run
// inside Konva between those moments, so React does not re-render on every pointer move.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Line, Rect, Stage, Text as KonvaText, Transformer } from 'react-konva';
import type Konva from 'konva';
import type { FaceLayout } from '@ph/dieline';
import type { DesignFaceContent, DesignObject, DesignPlacement } from '@ph/api-client';
import type { ArtworkImages } from '../render/drawDesign';
import { TEXT_LINE_HEIGHT } from '../render/drawDesign';
import { DRAW_COLOURS, GUIDE_COLOURS, VEIL_OPACITY, type BoardColours } from '../render/colours';
import { fontStack } from '../text/fonts';

/** A drag snaps to the face's centre lines within this many screen pixels. */
const SNAP_PX = 8;

export interface LivePlacement {
  id: string;
  placement: DesignPlacement;
}

export interface FaceCanvasProps {
  face: FaceLayout;
  content: DesignFaceContent;
  images: ArtworkImages;
  /** The variant's board (`BoxDesign.board`): an unprinted face shows its colour. */
  board?: BoardColours | undefined;
  selectedId: string | null;
  mode: 'edit' | 'preview';
  readOnly: boolean;
  /** Room for the stage in CSS pixels. */
  maxWidth: number;
  maxHeight: number;
  onSelect(id: string | null): void;
  /** A finished move, scale or turn (one undo step). */
  onCommit(id: string, placement: DesignPlacement, fontSizeMm?: number): void;
  /** While scaling: the size the pointer shows now (the DPI badge follows it); null when done. */
  onLive(live: LivePlacement | null): void;
  /** Redraw after the design fonts arrive. */
  fontsVersion: number;
}

function nodePlacement(node: Konva.Node, o: DesignObject): { placement: DesignPlacement; scaleY: number } {
  const sx = node.scaleX();
  const sy = node.scaleY();
  const width = o.width * sx;
  const height = o.height * sy;
  return { placement: { x: node.x() - width / 2, y: node.y() - height / 2, width, height, rotation: node.rotation() }, scaleY: sy };
}

export function FaceCanvas(p: FaceCanvasProps) {
  const { face } = p;
  const scale = Math.min(p.maxWidth / face.bleed.width, p.maxHeight / face.bleed.height);
  const width = Math.floor(face.bleed.width * scale);
  const height = Math.floor(face.bleed.height * scale);
  const trRef = useRef<Konva.Transformer>(null);
  const nodes = useRef(new Map<string, Konva.Node>());
  const [snap, setSnap] = useState<{ x: boolean; y: boolean }>({ x: false, y: false });
  const editable = p.mode === 'edit' && !p.readOnly;

  useEffect(() => {
    const tr = trRef.current;
    if (!tr) return;
    const node = p.selectedId ? nodes.current.get(p.selectedId) : undefined;
    tr.nodes(node && editable ? [node] : []);
    tr.getLayer()?.batchDraw();
  }, [p.selectedId, p.content, editable]);

  // The bleed zone (outside the face) under a veil; in preview the veil is denser.
  const veil = useMemo(() => {
    const b = face.bleed;
    return [
      { x: b.x, y: b.y, width: b.width, height: -b.y },
      { x: b.x, y: face.height, width: b.width, height: b.y + b.height - face.height },
      { x: b.x, y: 0, width: -b.x, height: face.height },
      { x: face.width, y: 0, width: b.x + b.width - face.width, height: face.height },
    ];
  }, [face]);

  // Edges of the face that are creases (no bleed beyond them) are drawn as folds.
  const edges = useMemo(
    () =>
      face.regions.flatMap((r) => {
        const { rect, bleed } = r;
        const x2 = rect.x + rect.width;
        const y2 = rect.y + rect.height;
        const fold = { top: bleed.y >= rect.y, bottom: bleed.y + bleed.height <= y2, left: bleed.x >= rect.x, right: bleed.x + bleed.width <= x2 };
        return [
          { points: [rect.x, rect.y, x2, rect.y], fold: fold.top },
          { points: [rect.x, y2, x2, y2], fold: fold.bottom },
          { points: [rect.x, rect.y, rect.x, y2], fold: fold.left },
          { points: [x2, rect.y, x2, y2], fold: fold.right },
        ];
      }),
    [face],
  );

  const snapThreshold = SNAP_PX / scale;
  const onDragMove = (e: Konva.KonvaEventObject<DragEvent>) => {
    const node = e.target;
    const cx = face.width / 2;
    const cy = face.height / 2;
    const nearX = Math.abs(node.x() - cx) < snapThreshold;
    const nearY = Math.abs(node.y() - cy) < snapThreshold;
    if (nearX) node.x(cx);
    if (nearY) node.y(cy);
    if (nearX !== snap.x || nearY !== snap.y) setSnap({ x: nearX, y: nearY });
  };

  const commit = (o: DesignObject, node: Konva.Node) => {
    const { placement, scaleY } = nodePlacement(node, o);
    node.scaleX(1);
    node.scaleY(1);
    setSnap({ x: false, y: false });
    p.onLive(null);
    p.onCommit(o.id, placement, o.type === 'text' ? o.font.sizeMm * scaleY : undefined);
  };

  return (
    <Stage width={width} height={height} className="ed-stage" data-testid="face-stage" data-fonts={p.fontsVersion}>
      <Layer>
        <Group x={-face.bleed.x * scale} y={-face.bleed.y * scale} scaleX={scale} scaleY={scale}>
          <Rect
            x={face.bleed.x}
            y={face.bleed.y}
            width={face.bleed.width}
            height={face.bleed.height}
            fill={p.content.background ?? p.board?.outside ?? DRAW_COLOURS.board}
            onMouseDown={() => p.onSelect(null)}
            onTouchStart={() => p.onSelect(null)}
          />
          {p.content.objects.map((o) => {
            const common = {
              x: o.x + o.width / 2,
              y: o.y + o.height / 2,
              offsetX: o.width / 2,
              offsetY: o.height / 2,
              rotation: o.rotation,
              draggable: editable,
              ref: (n: Konva.Node | null) => {
                if (n) nodes.current.set(o.id, n);
                else nodes.current.delete(o.id);
              },
              onMouseDown: () => editable && p.onSelect(o.id),
              onTouchStart: () => editable && p.onSelect(o.id),
              onDragMove,
              onDragEnd: (e: Konva.KonvaEventObject<DragEvent>) => commit(o, e.target),
              onTransform: (e: Konva.KonvaEventObject<Event>) => p.onLive({ id: o.id, placement: nodePlacement(e.target, o).placement }),
              onTransformEnd: (e: Konva.KonvaEventObject<Event>) => commit(o, e.target),
            };
            if (o.type === 'image') {
              const img = p.images.get(o.fileId);
              return img ? (
                <KonvaImage key={o.id} {...common} image={img as CanvasImageSource as HTMLImageElement} opacity={o.opacity} width={o.width} height={o.height} />
              ) : (
                <Rect key={o.id} {...common} width={o.width} height={o.height} fill={DRAW_COLOURS.placeholder} />
              );
            }
            return (
              <KonvaText
                key={o.id}
                {...common}
                text={o.text}
                width={o.width}
                height={o.height}
                fontSize={o.font.sizeMm}
                lineHeight={TEXT_LINE_HEIGHT}
                fontFamily={fontStack(o.font.family)}
                fill={o.color}
                wrap="none"
              />
            );
          })}
          {veil.map((r, i) => (
            <Rect key={i} {...r} fill={GUIDE_COLOURS.veil} opacity={VEIL_OPACITY[p.mode]} listening={false} />
          ))}
          {p.mode === 'edit'
            ? edges.map((e, i) => (
                <Line
                  key={i}
                  points={e.points}
                  stroke={e.fold ? GUIDE_COLOURS.fold : GUIDE_COLOURS.edge}
                  strokeWidth={1}
                  strokeScaleEnabled={false}
                  dash={e.fold ? [6, 4] : undefined}
                  listening={false}
                />
              ))
            : null}
          {p.mode === 'edit' ? (
            <Rect {...face.safe} stroke={GUIDE_COLOURS.safe} strokeWidth={1} strokeScaleEnabled={false} dash={[2, 3]} listening={false} />
          ) : null}
          {snap.x ? <Line points={[face.width / 2, face.bleed.y, face.width / 2, face.bleed.y + face.bleed.height]} stroke={GUIDE_COLOURS.snap} strokeWidth={1} strokeScaleEnabled={false} listening={false} /> : null}
          {snap.y ? <Line points={[face.bleed.x, face.height / 2, face.bleed.x + face.bleed.width, face.height / 2]} stroke={GUIDE_COLOURS.snap} strokeWidth={1} strokeScaleEnabled={false} listening={false} /> : null}
        </Group>
        {/* Outside the scaled group, so its handles keep their screen size. */}
        <Transformer
          ref={trRef}
          rotateEnabled
          keepRatio
          ignoreStroke
          borderStroke={GUIDE_COLOURS.selection}
          anchorStroke={GUIDE_COLOURS.selection}
          boundBoxFunc={(oldBox, newBox) => (newBox.width < 4 || newBox.height < 4 ? oldBox : newBox)}
        />
      </Layer>
    </Stage>
  );
}
