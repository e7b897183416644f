// The print-ready PDF, read back with pdf-lib: true size, artwork embedded, layers, low-DPI header.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFString } from 'pdf-lib';
import { dieline } from '@ph/dieline';
import { users } from '../src/db/schema/users';
import { eq } from 'drizzle-orm';
import { registeredUser, type TestSession } from './helpers/app';
import { jpeg, pdf, png, SVG_LOGO, uploaded } from './helpers/files';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';
import { createDesign, image, text, variantOf } from './designs.fixtures';

let t: SeededApp;
let owner: TestSession;
beforeAll(async () => {
  t = await createSeededApp();
  owner = await registeredUser(t.app);
}, 120_000);
afterAll(() => t.close());

const PT = 72 / 25.4;

async function readBack(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const images: Array<{ width: number; height: number }> = [];
  let forms = 0;
  for (const [, ref] of xobjects.entries()) {
    const obj = doc.context.lookup(ref);
    const dict = obj instanceof PDFRawStream ? obj.dict : (obj as unknown as { dict: PDFDict }).dict;
    const subtype = dict.get(PDFName.of('Subtype'))?.toString();
    if (subtype === '/Image') images.push({ width: (dict.get(PDFName.of('Width')) as PDFNumber).asNumber(), height: (dict.get(PDFName.of('Height')) as PDFNumber).asNumber() });
    if (subtype === '/Form') forms += 1;
  }
  const oc = doc.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
  const layers = oc.lookup(PDFName.of('OCGs'), PDFArray).asArray().map((r) => (doc.context.lookup(r, PDFDict).get(PDFName.of('Name')) as PDFString).decodeText());
  return { page, images, forms, layers, size: page.getSize(), trim: page.getTrimBox() };
}

describe('GET box_designs/{id}/print_file', () => {
  it('is the blank plus bleed at true size, with every artwork embedded and cut/crease on their own layers', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    const photo = await uploaded(t.app, owner.headers, 'photo.png', await png(1800, 900));
    const shot = await uploaded(t.app, owner.headers, 'shot.jpg', await jpeg(1200, 800));
    const vector = await uploaded(t.app, owner.headers, 'vector.pdf', await pdf(200, 100));
    const logo = await uploaded(t.app, owner.headers, 'logo.svg', Buffer.from(SVG_LOGO));
    const { box_design: d } = await createDesign(t.app, owner.headers, {
      variant_id: variant.id,
      faces: {
        front: { background: '#ffcc00', objects: [image('photo', photo, { width: 120, height: 30 }), text('claim')] },
        top: { background: '#224466', objects: [image('shot', shot, { width: 100, height: 66, rotation: 90 }), image('vector', vector, { width: 60, height: 30 })] },
        left: { objects: [image('logo', logo, { x: 5, y: 5, width: 40, height: 20 })] },
      },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-low-resolution']).toBeUndefined();
    const back = await readBack(res.rawPayload);
    const expected = dieline({ style: 'fefco-0427', size: { length: 147, width: 107, height: 37 }, boardThickness: 1.5, bleed: 5, safeArea: 5 });
    expect(back.size.width).toBeCloseTo(expected.sheet.width * PT, 3);
    expect(back.size.height).toBeCloseTo(expected.sheet.height * PT, 3);
    expect(back.trim.width).toBeCloseTo(expected.blank.width * PT, 3);
    // PNG and JPEG at their own pixels; the SVG and the text rasterised at 300 dpi; the PDF as a vector page.
    expect(back.images).toEqual(expect.arrayContaining([{ width: 1800, height: 900 }, { width: 1200, height: 800 }, { width: 473, height: 237 }, { width: 1418, height: 237 }]));
    expect(back.forms).toBeGreaterThanOrEqual(1);
    expect(back.layers).toEqual(['Cut', 'Crease', 'Slug']);
    const content = Buffer.from((await PDFDocument.load(res.rawPayload, { updateMetadata: false })).getPage(0).node.Contents()!.toString());
    expect(content.length).toBeGreaterThan(0);
  });

  it('prints a coarse image anyway and says so in a header', async () => {
    const variant = await variantOf(t.app.ctx.db, 'shipping-box');
    const small = await uploaded(t.app, owner.headers, 'small.png', await png(300, 150));
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { top: { objects: [image('small', small, { x: 50, y: 50, width: 200, height: 100 })] } } });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-low-resolution']).toBe('1');
    expect(res.headers['x-low-resolution-details']).toBe('top:small:38dpi');
    // The 0201 top is two flaps: an image across the middle is drawn on both (clipped), one image object.
    const back = await readBack(res.rawPayload);
    expect(back.images).toEqual([{ width: 300, height: 150 }]);
  });

  it('is for the owner or a manager only', async () => {
    const variant = await variantOf(t.app.ctx.db, 'product-box');
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { background: '#123456', objects: [] } } });
    const stranger = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: stranger.headers })).statusCode).toBe(404);
    const manager = await registeredUser(t.app);
    await t.app.ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, manager.userId));
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: manager.headers });
    expect(res.statusCode).toBe(200);
    const back = await readBack(res.rawPayload);
    // Folding carton: 3 mm bleed.
    const variantBox = dieline({ style: 'reverse-tuck-end', size: d.size as { length: number; width: number; height: number }, boardThickness: d.board_thickness_mm as number, bleed: 3, safeArea: 3 });
    expect(back.size.width).toBeCloseTo(variantBox.sheet.width * PT, 3);
    expect((await t.app.inject({ method: 'GET', url: '/api/box_designs/00000000-0000-4000-8000-000000000000/print_file', headers: manager.headers })).statusCode).toBe(404);
  });

  it('prints every style', async () => {
    for (const sku of ['sleeved-mailer-box', 'product-box-two-pieces', 'product-box-wine-box', 'delivery-mailer-box']) {
      const variant = await variantOf(t.app.ctx.db, sku);
      const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { top: { background: '#aa0000', objects: [text('t')] } } });
      const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
      expect({ sku, status: res.statusCode }).toEqual({ sku, status: 200 });
    }
  });
});
