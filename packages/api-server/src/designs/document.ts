// The design document: building the current (v2, mm) form, converting an old pixel-based (v1) one,
// and the facts the server needs from it (which files it uses, which images print too coarsely).
import { dpiTier, effectiveDpi, type Dieline } from '@ph/dieline';
import { CURRENT_SCHEMA_VERSION, FACE_NAMES, type DesignDocument, type DesignFaces, type DesignObject, type FaceName, type V1Document } from '@ph/api-contract';
import type { ArtworkFileRow } from '../files';
import type { BoxSpec } from './box';

export function emptyFaces(): DesignFaces {
  const empty = () => ({ background: null, objects: [] });
  return { front: empty(), top: empty(), back: empty(), left: empty(), right: empty(), bottom: empty() };
}

/** The v2 document of `faces` on `box`: the box facts come from the catalogue, never from the client. */
export function buildDocument(box: BoxSpec, faces: DesignFaces): DesignDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION as 2,
    unit: 'mm',
    product: { sku: box.productSku, variantId: box.variantId, variantSku: box.variantSku },
    size: { ...box.size },
    boardThickness: box.boardThicknessMm,
    dielineStyle: box.print.dielineStyle,
    faces,
  };
}

/** Every artwork file a document's images use (v1 and v2). */
export function fileIdsOf(document: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  if (document.schemaVersion === 1) {
    const sides = (document as unknown as V1Document).sides;
    for (const side of Object.values(sides)) for (const e of side?.elements ?? []) if (e.fileId) ids.add(e.fileId);
  } else {
    const faces = (document as unknown as DesignDocument).faces;
    for (const face of Object.values(faces)) for (const o of face.objects) if (o.type === 'image') ids.add(o.fileId);
  }
  return [...ids];
}

/** The document with its file ids replaced (a copy of a shared design points at copied files). */
export function withFileIds<T extends Record<string, unknown>>(document: T, map: Map<string, string>): T {
  return JSON.parse(JSON.stringify(document), (key, value) => (key === 'fileId' && typeof value === 'string' ? (map.get(value) ?? value) : value)) as T;
}

export interface LowResolution {
  face: FaceName;
  object_id: string;
  dpi: number;
}

/** Images that would print below 150 effective DPI (the strong warning tier). Vector files (PDF, SVG) never do. */
export function lowResolutionOf(document: DesignDocument, files: Map<string, Pick<ArtworkFileRow, 'widthPx' | 'heightPx' | 'type'>>): LowResolution[] {
  const out: LowResolution[] = [];
  for (const face of FACE_NAMES) {
    for (const o of document.faces[face].objects) {
      if (o.type !== 'image') continue;
      const f = files.get(o.fileId);
      if (!f || f.type === 'pdf' || f.type === 'svg' || !f.widthPx || !f.heightPx) continue;
      const dpi = effectiveDpi({ width: f.widthPx, height: f.heightPx }, { width: o.width, height: o.height });
      if (dpiTier(dpi) === 'strong') out.push({ face, object_id: o.id, dpi: Math.floor(dpi) });
    }
  }
  return out;
}

/**
 * v1 → v2. An old design is pixels on a canvas per side; each side's canvas stood for the whole face,
 * so x and widths scale by face width ÷ canvas width, y and heights by face height ÷ canvas height,
 * font sizes by the vertical scale. `angle` was already degrees clockwise around the centre.
 */
export function convertV1(v1: V1Document, box: BoxSpec, layout: Dieline): DesignDocument {
  const faces = emptyFaces();
  for (const name of FACE_NAMES) {
    const side = v1.sides[name];
    if (!side) continue;
    const face = layout.faces[name];
    const sx = face.width / side.canvas.width;
    const sy = face.height / side.canvas.height;
    const round = (v: number) => Math.round(v * 1000) / 1000;
    const objects: DesignObject[] = [];
    side.elements.forEach((e, i) => {
      const common = { id: `v1-${name}-${i}`, x: round(e.left * sx), y: round(e.top * sy), width: round(e.width * sx), height: round(e.height * sy), rotation: ((e.angle % 360) + 360) % 360 };
      if (e.type === 'image' && e.fileId) objects.push({ ...common, type: 'image', fileId: e.fileId, opacity: 1 });
      if (e.type === 'text' && e.text) {
        objects.push({
          ...common,
          type: 'text',
          text: e.text,
          font: { family: e.fontFamily ?? 'Inter', sizeMm: round((e.fontSize ?? 16) * sy), weight: 'normal', style: 'normal' },
          color: e.fill ?? '#000000',
          align: 'left',
        });
      }
    });
    faces[name] = { background: side.backgroundColor ?? null, objects };
  }
  return buildDocument(box, faces);
}
