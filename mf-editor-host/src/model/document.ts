// The design document the editor changes: pure functions over @ph/api-client's document types
// (millimetres, face-local coordinates, objects bottom to top). Every change makes a new document,
// so undo/redo is a list of documents (history.ts).
import {
  DESIGN_FACES,
  DESIGN_SCHEMA_VERSION,
  type DesignDocument,
  type DesignFace,
  type DesignImage,
  type DesignObject,
  type DesignPlacement,
  type DesignText,
} from '@ph/api-client';
import palette from './palette.json';

export interface PaletteColour {
  uid: string;
  hex: string;
}

/** storefront-config §3: the 14-colour default palette. */
export const DEFAULT_PALETTE: readonly PaletteColour[] = palette.colours;

/** storefront-config §9: at most 32 colours per design (backgrounds and texts; photos are not counted). */
export const MAX_COLOURS = 32;

export function emptyDocument(): DesignDocument {
  const faces = Object.fromEntries(DESIGN_FACES.map((f) => [f, { background: null, objects: [] }])) as unknown as DesignDocument['faces'];
  return { schema_version: DESIGN_SCHEMA_VERSION, faces };
}

export function normaliseHex(value: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${h.toLowerCase()}`;
}

/** Every distinct colour the design prints flat (backgrounds and text), lower-case `#rrggbb`. */
export function coloursOf(doc: DesignDocument): string[] {
  const set = new Set<string>();
  for (const face of DESIGN_FACES) {
    const f = doc.faces[face];
    if (f.background) set.add(f.background.toLowerCase());
    for (const o of f.objects) if (o.type === 'text') set.add(o.colour.toLowerCase());
  }
  return [...set];
}

/** Whether using `colour` keeps the design within MAX_COLOURS. */
export function colourAllowed(doc: DesignDocument, colour: string): boolean {
  const all = coloursOf(doc);
  return all.includes(colour.toLowerCase()) || all.length < MAX_COLOURS;
}

export type Edit =
  | { type: 'add'; face: DesignFace; object: DesignObject }
  | { type: 'place'; face: DesignFace; id: string; placement: Partial<DesignPlacement> }
  | { type: 'text'; face: DesignFace; id: string; changes: Partial<Pick<DesignText, 'text' | 'font_family' | 'font_size_mm' | 'colour'>> }
  | { type: 'remove'; face: DesignFace; id: string }
  | { type: 'order'; face: DesignFace; id: string; direction: 'forward' | 'backward' | 'front' | 'back' }
  | { type: 'background'; face: DesignFace; colour: string | null };

function withFace(doc: DesignDocument, face: DesignFace, change: (objects: DesignObject[]) => DesignObject[], background = doc.faces[face].background): DesignDocument {
  const current = doc.faces[face];
  return { ...doc, faces: { ...doc.faces, [face]: { background, objects: change(current.objects) } } };
}

const finite = (n: number | undefined, fallback: number) => (n !== undefined && Number.isFinite(n) ? n : fallback);

/** Applies one edit; an edit that names no object, or would break the colour limit, returns the same document. */
export function applyEdit(doc: DesignDocument, edit: Edit): DesignDocument {
  switch (edit.type) {
    case 'add':
      if (edit.object.type === 'text' && !colourAllowed(doc, edit.object.colour)) return doc;
      return withFace(doc, edit.face, (objs) => [...objs, edit.object]);
    case 'place':
      return withFace(doc, edit.face, (objs) =>
        objs.map((o) => {
          if (o.id !== edit.id) return o;
          const p = edit.placement;
          // A box is never smaller than a tenth of a millimetre: a zero size would divide by zero in the DPI maths.
          return {
            ...o,
            x: finite(p.x, o.x),
            y: finite(p.y, o.y),
            width: Math.max(0.1, finite(p.width, o.width)),
            height: Math.max(0.1, finite(p.height, o.height)),
            rotation: ((finite(p.rotation, o.rotation) % 360) + 360) % 360,
          };
        }),
      );
    case 'text': {
      if (edit.changes.colour && !colourAllowed(doc, edit.changes.colour)) return doc;
      return withFace(doc, edit.face, (objs) => objs.map((o) => (o.id === edit.id && o.type === 'text' ? { ...o, ...edit.changes } : o)));
    }
    case 'remove':
      return withFace(doc, edit.face, (objs) => objs.filter((o) => o.id !== edit.id));
    case 'order':
      return withFace(doc, edit.face, (objs) => reorder(objs, edit.id, edit.direction));
    case 'background':
      if (edit.colour !== null && !colourAllowed(doc, edit.colour)) return doc;
      return withFace(doc, edit.face, (objs) => objs, edit.colour);
  }
}

function reorder(objs: DesignObject[], id: string, direction: 'forward' | 'backward' | 'front' | 'back'): DesignObject[] {
  const i = objs.findIndex((o) => o.id === id);
  if (i < 0) return objs;
  const out = [...objs];
  const [o] = out.splice(i, 1) as [DesignObject];
  const to = direction === 'front' ? out.length : direction === 'back' ? 0 : direction === 'forward' ? Math.min(out.length, i + 1) : Math.max(0, i - 1);
  out.splice(to, 0, o);
  return out;
}

let counter = 0;
/** Object ids are unique within a document; the time part keeps them unique across sessions too. */
export function newObjectId(): string {
  counter += 1;
  return `o${Date.now().toString(36)}${counter.toString(36)}`;
}

/**
 * An image placed in the middle of a face, as large as fits in the safe area without distorting it
 * (or at its natural size at 300 dpi when that is smaller).
 */
export function placeImage(
  file: { id: string; width_px: number | null; height_px: number | null; width_mm: number | null; height_mm: number | null },
  face: { width: number; height: number; safe: { x: number; y: number; width: number; height: number } },
): DesignImage {
  const ratio = file.width_px && file.height_px ? file.width_px / file.height_px : file.width_mm && file.height_mm ? file.width_mm / file.height_mm : 1;
  // A vector file has no natural pixels; its own size in mm is the natural size.
  const naturalWidthMm = file.width_px ? (file.width_px / 300) * 25.4 : (file.width_mm ?? face.safe.width);
  let width = Math.min(face.safe.width, naturalWidthMm);
  let height = width / ratio;
  if (height > face.safe.height) {
    height = face.safe.height;
    width = height * ratio;
  }
  return {
    id: newObjectId(),
    type: 'image',
    file_id: file.id,
    natural_width_px: file.width_px,
    natural_height_px: file.height_px,
    x: face.width / 2 - width / 2,
    y: face.height / 2 - height / 2,
    width,
    height,
    rotation: 0,
  };
}

/** A new text line in the middle of a face. */
export function placeText(text: string, face: { width: number; height: number }, o: { font: string; sizeMm: number; colour: string }): DesignText {
  // Rough advance of an average glyph: the canvas measures the real width on the first draw.
  const width = Math.max(10, Math.min(face.width * 0.9, text.length * o.sizeMm * 0.55));
  const height = o.sizeMm * 1.2;
  return {
    id: newObjectId(),
    type: 'text',
    text,
    font_family: o.font,
    font_size_mm: o.sizeMm,
    colour: o.colour,
    x: face.width / 2 - width / 2,
    y: face.height / 2 - height / 2,
    width,
    height,
    rotation: 0,
  };
}

export function findObject(doc: DesignDocument, face: DesignFace, id: string | null): DesignObject | undefined {
  return id ? doc.faces[face].objects.find((o) => o.id === id) : undefined;
}
