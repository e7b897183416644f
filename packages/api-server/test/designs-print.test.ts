// The print-ready PDF, read back with pdf-lib: true size, artwork embedded, layers, low-DPI header.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, decodePDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { artworkFiles } from '../src/db/schema/designs';
import { catalogueProducts } from '../src/db/schema/catalogue';
import { dieline } from '@ph/dieline';
import { users } from '../src/db/schema/users';
import { eq } from 'drizzle-orm';
import { registeredUser, type TestSession } from './helpers/app';
import { jpeg, multipart, pdf, png, SVG_LOGO, uploaded } from './helpers/files';
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
  const masked: Array<{ image: PDFRawStream; mask: PDFRawStream }> = [];
  let forms = 0;
  for (const [, ref] of xobjects.entries()) {
    const obj = doc.context.lookup(ref);
    const dict = obj instanceof PDFRawStream ? obj.dict : (obj as unknown as { dict: PDFDict }).dict;
    const subtype = dict.get(PDFName.of('Subtype'))?.toString();
    if (subtype === '/Image') images.push({ width: (dict.get(PDFName.of('Width')) as PDFNumber).asNumber(), height: (dict.get(PDFName.of('Height')) as PDFNumber).asNumber() });
    const smask = dict.get(PDFName.of('SMask'));
    if (smask instanceof PDFRef) masked.push({ image: obj as PDFRawStream, mask: doc.context.lookup(smask) as PDFRawStream });
    if (subtype === '/Form') forms += 1;
  }
  const oc = doc.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
  const layers = oc.lookup(PDFName.of('OCGs'), PDFArray).asArray().map((r) => (doc.context.lookup(r, PDFDict).get(PDFName.of('Name')) as PDFString).decodeText());
  return { page, images, masked, forms, layers, size: page.getSize(), trim: page.getTrimBox() };
}

const num = (dict: PDFDict, key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();

/** CRC-32 of PNG chunks (zlib.crc32 is Node 22+). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** An image XObject read back as pixels: its FlateDecode + PNG-predictor data wrapped in a PNG for sharp. */
async function pixelsOf(stream: PDFRawStream) {
  const d = stream.dict;
  expect(d.get(PDFName.of('Filter'))?.toString()).toBe('/FlateDecode');
  const parms = d.lookup(PDFName.of('DecodeParms'), PDFDict);
  expect(num(parms, 'Predictor')).toBe(15);
  const colours = num(parms, 'Colors');
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(num(d, 'Width'), 0);
  ihdr.writeUInt32BE(num(d, 'Height'), 4);
  ihdr.set([8, colours === 3 ? 2 : 0, 0, 0, 0], 8);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from(stream.getContents())), chunk('IEND', Buffer.alloc(0))]);
  return sharp(png).stats();
}

/**
 * The page's text as a PDF reader extracts it: each font's ToUnicode map applied to the glyph ids its
 * Tj operators show, runs joined, one string per BT…ET block. Also the fonts' BaseFont names and
 * whether each carries an embedded font program.
 */
function textOf(doc: PDFDocument) {
  const page = doc.getPage(0);
  const fontDict = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const fonts = new Map<string, { name: string; embedded: boolean; toUnicode: Map<string, string> }>();
  for (const [key, ref] of fontDict.entries()) {
    const font = doc.context.lookup(ref, PDFDict);
    const name = font.get(PDFName.of('BaseFont'))!.toString();
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
    const descriptor = (descendant ?? font).lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const embedded = !!descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.has(PDFName.of(k)));
    const toUnicode = new Map<string, string>();
    const cmapRef = font.get(PDFName.of('ToUnicode'));
    if (cmapRef) {
      const cmap = Buffer.from(decodePDFRawStream(doc.context.lookup(cmapRef) as PDFRawStream).decode()).toString('latin1');
      for (const m of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const units = m[2]!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
        toUnicode.set(m[1]!.toLowerCase(), String.fromCharCode(...units));
      }
    }
    fonts.set(key.toString(), { name, embedded, toUnicode });
  }
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const ops = streams.map((st) => Buffer.from(decodePDFRawStream(st as PDFRawStream).decode()).toString('latin1')).join('\n');
  const blocks: string[] = [];
  for (const block of ops.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: { toUnicode: Map<string, string> } | undefined;
    let text = '';
    for (const op of block[1]!.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1]) font = fonts.get(op[1]);
      else if (op[2] !== undefined) text += (op[2].match(/.{4}/g) ?? []).map((g) => font?.toUnicode.get(g.toLowerCase()) ?? '?').join('');
      else text += op[3];
    }
    blocks.push(text);
  }
  return { blocks, fonts: [...fonts.values()] };
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
    // PNG and JPEG at their own pixels; the SVG rasterised at 300 dpi; the PDF as a vector page; the text as text.
    expect(back.images).toHaveLength(3);
    expect(back.images).toEqual(expect.arrayContaining([{ width: 1800, height: 900 }, { width: 1200, height: 800 }, { width: 473, height: 237 }]));
    expect(back.forms).toBeGreaterThanOrEqual(1);
    expect(back.layers).toEqual(['Cut', 'Crease', 'Slug']);
    const content = Buffer.from((await PDFDocument.load(res.rawPayload, { updateMetadata: false })).getPage(0).node.Contents()!.toString());
    expect(content.length).toBeGreaterThan(0);
  });

  it('embeds a transparent PNG at its pixels with its alpha as a soft mask', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    // Left half opaque red, right half half-transparent blue.
    const left = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
    const rgba = await sharp({ create: { width: 1600, height: 600, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).composite([{ input: left, left: 0, top: 0, blend: 'over' }]).png().toBuffer();
    const glass = await uploaded(t.app, owner.headers, 'glass.png', rgba);
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { objects: [image('glass', glass, { width: 120, height: 45 })] } } });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const back = await readBack(res.rawPayload);
    expect(back.masked).toHaveLength(1);
    const { image: img, mask } = back.masked[0]!;
    expect([num(img.dict, 'Width'), num(img.dict, 'Height'), num(mask.dict, 'Width'), num(mask.dict, 'Height')]).toEqual([1600, 600, 1600, 600]);
    expect(img.dict.get(PDFName.of('ColorSpace'))?.toString()).toBe('/DeviceRGB');
    expect(mask.dict.get(PDFName.of('ColorSpace'))?.toString()).toBe('/DeviceGray');
    const alpha = await pixelsOf(mask);
    expect(alpha.channels[0]).toMatchObject({ min: 128, max: 255 });
    expect(alpha.channels[0]!.mean).toBeCloseTo((255 + 128) / 2, 0);
    const colour = await pixelsOf(img);
    expect(colour.channels.map((c) => [c.min, c.max])).toEqual([[0, 255], [0, 0], [0, 255]]);
  });

  it('prints palette, 16-bit and interlaced PNGs from their print forms, with a soft mask only where there is transparency', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    const palette = await sharp({ create: { width: 320, height: 160, channels: 4, background: { r: 250, g: 10, b: 10, alpha: 0.5 } } }).png({ palette: true }).toBuffer();
    const deep = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366cc' } }).toColourspace('rgb16').png().toBuffer();
    const interlaced = await sharp({ create: { width: 280, height: 140, channels: 3, background: '#33cc66' } }).png({ progressive: true }).toBuffer();
    expect([palette[25], deep[24], interlaced[28]]).toEqual([3, 16, 1]); // colour type, bit depth, interlace in IHDR
    const ids = [await uploaded(t.app, owner.headers, 'p.png', palette), await uploaded(t.app, owner.headers, 'd.png', deep), await uploaded(t.app, owner.headers, 'i.png', interlaced)];
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { objects: ids.map((id, i) => image(`o${i}`, id, { x: 5 + 45 * i, width: 40, height: 20 })) } } });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const back = await readBack(res.rawPayload);
    expect(back.images).toHaveLength(3);
    expect(back.images).toEqual(expect.arrayContaining([{ width: 320, height: 160 }, { width: 300, height: 150 }, { width: 280, height: 140 }]));
    expect(back.masked.map((m) => num(m.image.dict, 'Width'))).toEqual([320]);
    expect((await pixelsOf(back.masked[0]!.mask)).channels[0]).toMatchObject({ min: 128, max: 128 });
  });

  it('makes and keeps the print form of a file uploaded before print forms existed', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    const rgba = await sharp({ create: { width: 900, height: 300, channels: 4, background: { r: 10, g: 200, b: 10, alpha: 0.25 } } }).png().toBuffer();
    const id = await uploaded(t.app, owner.headers, 'old.png', rgba);
    const [row] = await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.id, id));
    await t.app.ctx.files.delete(`${row!.storagePrefix}/print`);
    await t.app.ctx.files.delete(`${row!.storagePrefix}/print_alpha`);
    await t.app.ctx.db.update(artworkFiles).set({ variants: row!.variants.filter((v) => !v.startsWith('print')) }).where(eq(artworkFiles.id, id));
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { back: { objects: [image('old', id, { width: 90, height: 30 })] } } });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const back = await readBack(res.rawPayload);
    expect(back.masked).toHaveLength(1);
    expect((await pixelsOf(back.masked[0]!.mask)).channels[0]).toMatchObject({ min: 64, max: 64 });
    const [after] = await t.app.ctx.db.select().from(artworkFiles).where(eq(artworkFiles.id, id));
    expect(after!.variants).toEqual(expect.arrayContaining(['print', 'print_alpha']));
    expect(await t.app.ctx.files.get(`${row!.storagePrefix}/print_alpha`)).not.toBeNull();
    // A print form lost from the store is made again rather than failing the print.
    await t.app.ctx.files.delete(`${row!.storagePrefix}/print_alpha`);
    const again = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(again.statusCode).toBe(200);
    expect((await readBack(again.rawPayload)).masked).toHaveLength(1);
    expect(await t.app.ctx.files.get(`${row!.storagePrefix}/print_alpha`)).not.toBeNull();
  });

  it('prints a JPEG with an EXIF rotation upright, as the editor shows it', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    // Stored 600 × 300, shown turned a quarter (orientation 6): 300 × 600.
    const turned = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#336699' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const body = multipart('turned.jpg', turned);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/files', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.json().file).toMatchObject({ width_px: 300, height_px: 600 });
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { objects: [image('turned', res.json().file.id, { width: 25, height: 50 })] } } });
    const pdfRes = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect((await readBack(pdfRes.rawPayload)).images).toEqual([{ width: 300, height: 600 }]);
  });

  it('sets text as real text in the editor\'s fonts, embedded, that a reader can extract', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    const { box_design: d } = await createDesign(t.app, owner.headers, {
      variant_id: variant.id,
      faces: {
        front: { objects: [text('hello', { text: 'Hello box', font: { family: 'Roboto', sizeMm: 8 } })] },
        top: { objects: [text('polish', { text: 'Łódź – Zürich\nșapte ăîâ', font: { family: 'Playfair Display', sizeMm: 6, weight: 'bold' }, align: 'center' })] },
        back: { objects: [text('other', { text: 'Any family', font: { family: 'Comic Sans MS', sizeMm: 5 } })] },
      },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(res.rawPayload);
    const { blocks, fonts } = textOf(doc);
    // Every font is embedded (a subset). Playfair comes from its latin and latin-ext files; the unknown
    // family and the slug print in Roboto, the same file as "Hello box".
    expect(fonts.map((f) => f.name.replace(/-\d+$/, '')).sort()).toEqual(['/PlayfairDisplay-Bold', '/PlayfairDisplay-Bold', '/Roboto-Regular']);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(blocks).toEqual(expect.arrayContaining(['Hello box', 'Łódź – Zürichșapte ăîâ', 'Any family']));
    // The slug keeps the design's name as typed (× and quotes, not ?).
    expect(blocks.find((b) => b.startsWith(`${variant.sku} | `))).toMatch(/mm inner, board 1\.5 mm, fefco-0427 \| design “.+ × .+” v1 \| faces: front, top, back, left, right, bottom \| bleed 5 mm$/);
    // No text was rasterised: the only images would be artwork, and there is none.
    expect((await readBack(res.rawPayload)).images).toEqual([]);
  });

  it('rasterises a text with a character no design font has', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { objects: [text('cjk', { text: '包装 box', width: 40, height: 10 })] } } });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect((await readBack(res.rawPayload)).images).toEqual([{ width: 473, height: 119 }]);
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

  it('takes bleed and safe area from the product\'s print data, and keeps them with the design', async () => {
    const [product] = await t.app.ctx.db.select().from(catalogueProducts).where(eq(catalogueProducts.sku, 'shipping-box'));
    const seeded = product!.printSpec!;
    expect(seeded).toEqual({ dielineStyle: 'fefco-0201', board: 'corrugated', bleedMm: 5, safeAreaMm: 5 });
    await t.app.ctx.db.update(catalogueProducts).set({ printSpec: { ...seeded, bleedMm: 8, safeAreaMm: 6 } }).where(eq(catalogueProducts.id, product!.id));
    try {
      const variant = await variantOf(t.app.ctx.db, 'shipping-box');
      const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { front: { background: '#00aa00', objects: [] } } });
      expect(d).toMatchObject({ dieline_style: 'fefco-0201', bleed_mm: 8, safe_area_mm: 6 });
      // A later change of the product does not move the design's print.
      await t.app.ctx.db.update(catalogueProducts).set({ printSpec: seeded }).where(eq(catalogueProducts.id, product!.id));
      const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
      const back = await readBack(res.rawPayload);
      const box = dieline({ style: 'fefco-0201', size: d.size as { length: number; width: number; height: number }, boardThickness: d.board_thickness_mm as number, bleed: 8, safeArea: 6 });
      expect(back.size.width).toBeCloseTo(box.sheet.width * PT, 3);
      expect(back.size.width - back.trim.width).toBeCloseTo(2 * 8 * PT, 3);
    } finally {
      await t.app.ctx.db.update(catalogueProducts).set({ printSpec: seeded }).where(eq(catalogueProducts.id, product!.id));
    }
  });

  it('prints an SVG or a text placed huge at less than 300 dpi instead of failing', async () => {
    const variant = await variantOf(t.app.ctx.db, 'mailer-box');
    const logo = await uploaded(t.app, owner.headers, 'huge.svg', Buffer.from(SVG_LOGO));
    const { box_design: d } = await createDesign(t.app, owner.headers, {
      variant_id: variant.id,
      faces: { front: { objects: [image('huge', logo, { x: -2000, y: -2000, width: 5000, height: 5000 })] }, top: { objects: [text('wide', { text: '包 big', width: 5000, height: 1000 })] } },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const back = await readBack(res.rawPayload);
    for (const img of back.images) expect(img.width * img.height).toBeLessThanOrEqual(36_000_000);
    expect(back.images).toEqual(expect.arrayContaining([{ width: 6000, height: 6000 }, { width: 12000, height: 2400 }]));
  }, 120_000);

  it('prints every style', async () => {
    for (const sku of ['sleeved-mailer-box', 'product-box-two-pieces', 'product-box-wine-box', 'delivery-mailer-box']) {
      const variant = await variantOf(t.app.ctx.db, sku);
      const { box_design: d } = await createDesign(t.app, owner.headers, { variant_id: variant.id, faces: { top: { background: '#aa0000', objects: [text('t')] } } });
      const res = await t.app.inject({ method: 'GET', url: `/api/box_designs/${d.id}/print_file`, headers: owner.headers });
      expect({ sku, status: res.statusCode }).toEqual({ sku, status: 200 });
    }
  });
});
