// The editor's document against the API contract itself (the zod schemas the server validates
// with): what the editor sends is accepted as is, and what the API answers reads back into the very
// same editor document.
import { dieline } from '@ph/dieline';
import { BoxDesign as BoxDesignSchema, CreateBoxDesignBody, DesignDocument as DesignDocumentSchema, UpdateBoxDesignBody } from '@ph/api-contract';
import type { BoxDesign } from '@ph/api-client';
import { applyEdit, emptyDocument, facesToSave, placeImage, placeText, readDocument } from './document';

const BOX = { product_sku: 'mailer-box', variant_id: 12, variant_sku: 'mailer-box-f3', size: { length: 300, width: 200, height: 50 }, board_thickness_mm: 3, dieline_style: 'fefco-0427' } as const;
const d = dieline({ style: BOX.dieline_style, size: BOX.size, boardThickness: BOX.board_thickness_mm, bleed: 5, safeArea: 5 });
const FILE_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

function designedDocument() {
  let doc = emptyDocument(BOX);
  const image = placeImage({ id: FILE_ID, width_px: 1200, height_px: 600, width_mm: null, height_mm: null }, d.faces.front);
  const text = placeText('Hello box', d.faces.front, { font: 'Oswald', sizeMm: 8.5, colour: '#112233' });
  doc = applyEdit(doc, { type: 'add', face: 'front', object: image });
  doc = applyEdit(doc, { type: 'add', face: 'front', object: text });
  doc = applyEdit(doc, { type: 'place', face: 'front', id: image.id, placement: { rotation: 30, x: 12.25 } });
  doc = applyEdit(doc, { type: 'text', face: 'front', id: text.id, changes: { color: '#aa0000', font: { family: 'Pacifico' } } });
  doc = applyEdit(doc, { type: 'background', face: 'top', colour: '#ffeeaa' });
  return doc;
}

/** The API's answer for a stored document, through JSON like on the wire. */
function answered(document: Record<string, unknown>): BoxDesign {
  const design = {
    id: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4', name: 'My box', status: 'saved', ...BOX, bleed_mm: 5, safe_area_mm: 5, schema_version: 2, legacy: false,
    custom_size: null, share_token: null, document, version: 2, thumbnail_file_id: null, thumbnail_url: null, shared: false, read_only: false, low_resolution: [],
    created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:05:00.000Z',
  };
  return BoxDesignSchema.parse(JSON.parse(JSON.stringify(design)));
}

describe('the editor document and the API contract', () => {
  it('saves faces the contract accepts unchanged and reads the answer back into the same document', () => {
    const doc = designedDocument();
    const update = UpdateBoxDesignBody.parse(JSON.parse(JSON.stringify({ version: 1, name: 'My box', status: 'saved', faces: facesToSave(doc) })));
    // Nothing the editor sends is dropped or filled in by the schema: it already is the contract's shape.
    expect(update.faces).toEqual(doc.faces);
    expect(CreateBoxDesignBody.parse({ sku: BOX.variant_sku, faces: facesToSave(doc) }).faces).toEqual(doc.faces);

    // The server stores the box facts with the parsed faces (src/designs/document.ts) and answers the document.
    const stored = DesignDocumentSchema.parse({ ...doc, faces: update.faces });
    expect(readDocument(answered(stored))).toEqual(doc);
  });

  it('is exactly the contract document: every field present, none extra', () => {
    const doc = designedDocument();
    expect(DesignDocumentSchema.strict().parse(doc)).toEqual(doc);
    const [image, text] = doc.faces.front.objects;
    expect(Object.keys(image!).sort()).toEqual(['fileId', 'height', 'id', 'opacity', 'rotation', 'type', 'width', 'x', 'y']);
    expect(text).toMatchObject({ type: 'text', color: '#aa0000', align: 'left', font: { family: 'Pacifico', sizeMm: 8.5, weight: 'normal', style: 'normal' } });
  });

  it('the contract refuses the old snake_case objects, so a drift would fail here', () => {
    const old = { id: 'o1', type: 'image', file_id: FILE_ID, natural_width_px: 10, natural_height_px: 10, x: 0, y: 0, width: 10, height: 10, rotation: 0 };
    expect(UpdateBoxDesignBody.safeParse({ version: 1, faces: { front: { background: null, objects: [old] } } }).success).toBe(false);
    expect(UpdateBoxDesignBody.safeParse({ version: 1, document: { schema_version: 2, faces: {} } }).success).toBe(false);
  });

  it('opens a v1 (legacy) design as empty faces of its box until it is converted', () => {
    const legacy = { ...answered({ schemaVersion: 1, sides: {} }), schema_version: 1, legacy: true };
    expect(readDocument(legacy)).toEqual(emptyDocument(BOX));
  });
});
