// The design document the editor changes: pure functions over the API contract's document
// (`DesignDocument` of @ph/api-contract through @ph/api-client: millimetres, face-local coordinates,
// objects bottom to top). Every change makes a new document, so undo/redo is a list of documents
// (history.ts). The editor reads exactly what the API answers and sends back exactly its `faces`.
import {
  DESIGN_FACES,
  DESIGN_SCHEMA_VERSION,
  designDocumentOf,
  type BoxDesign,
  type DesignDocument,
  type DesignFace,
  type DesignImage,
  type DesignObject,
  type DesignPlacement,
  type DesignText,
  type UpdateDesignInput,
} from '@ph/api-client';
import palette from './palette.json';

export interface PaletteColour {
  uid: string;
  hex: string;
}

/** docs/domain.md#what-the-store-keeps: the 14-colour default palette. */
export const DEFAULT_PALETTE: readonly PaletteColour[] = palette.colours;

/** docs/domain.md#constants-and-limits: at most 32 colours per design (backgrounds and texts; photos are not counted). */
export const MAX_COLOURS = 32;

/** The box facts a design's document repeats from the design (the server writes them). */
export type DesignBox = Pick<BoxDesign, 'product_sku' | 'variant_id' | 'variant_sku' | 'size' | 'board_thickness_mm' | 'dieline_style'>;

/** A document with every face empty, for the box of `design`. */
export function emptyDocument(design: DesignBox): DesignDocument {
  const faces = Object.fromEntries(DESIGN_FACES.map((f) => [f, { background: null, objects: [] }])) as unknown as DesignDocument['faces'];
  return {
    schemaVersion: DESIGN_SCHEMA_VERSION,
    unit: 'mm',
    product: { sku: design.product_sku, variantId: design.variant_id, variantSku: design.variant_sku },
    size: { ...design.size },
    boardThickness: design.board_thickness_mm,
    dielineStyle: design.dieline_style,
    faces,
  };
}

/**
 * The document the editor opens: the design's own (schemaVersion 2), or empty faces for a v1 design
 * that is shown read-only until it is converted.
 */
export function readDocument(design: DesignBox & Pick<BoxDesign, 'schema_version' | 'document'>): DesignDocument {
  return designDocumentOf(design) ?? emptyDocument(design);
}

/**
 * What the editor sends to save a document (`PUT box_designs/{id}` `faces`): the faces only, since the
 * server writes the box facts (product, size, board, dieline) from the catalogue itself.
 */
export function facesToSave(doc: DesignDocument): NonNullable<UpdateDesignInput['faces']> {
  return doc.faces;
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
    for (const o of f.objects) if (o.type === 'text') set.add(o.color.toLowerCase());
  }
  return [...set];
}

/** Whether using `colour` keeps the design within MAX_COLOURS. */
export function colourAllowed(doc: DesignDocument, colour: string): boolean {
  const all = coloursOf(doc);
  return all.includes(colour.toLowerCase()) || all.length < MAX_COLOURS;
}

/** What the text controls change: the words, the colour and the font's family and size. */
export type TextChanges = Partial<Pick<DesignText, 'text' | 'color'>> & { font?: Partial<Pick<DesignText['font'], 'family' | 'sizeMm'>> };

export type Edit =
  | { type: 'add'; face: DesignFace; object: DesignObject }
  | { type: 'place'; face: DesignFace; id: string; placement: Partial<DesignPlacement> }
  | { type: 'text'; face: DesignFace; id: string; changes: TextChanges }
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
      if (edit.object.type === 'text' && !colourAllowed(doc, edit.object.color)) return doc;
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
      const { font, ...rest } = edit.changes;
      if (rest.color && !colourAllowed(doc, rest.color)) return doc;
      return withFace(doc, edit.face, (objs) => objs.map((o) => (o.id === edit.id && o.type === 'text' ? { ...o, ...rest, font: { ...o.font, ...font } } : o)));
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
    fileId: file.id,
    x: face.width / 2 - width / 2,
    y: face.height / 2 - height / 2,
    width,
    height,
    rotation: 0,
    opacity: 1,
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
    font: { family: o.font, sizeMm: o.sizeMm, weight: 'normal', style: 'normal' },
    color: o.colour,
    align: 'left',
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
