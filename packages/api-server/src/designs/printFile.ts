// The print-ready PDF of a design (pdf-lib): one page of the whole sheet at true size (the blank plus
// the bleed on every side, mm × 72 / 25.4 points), with
// - the background colour of every face filled over its panel's bleed area (never across a crease),
// - artwork placed per face through @ph/dieline (the editor's own transforms), clipped per panel:
//   PNG at its pixels and JPEG as is, never decoded here: their data or their stored print form
//   (src/files/printForm.ts: colour + soft mask) is copied in, and the file is written as chunks
//   pointing at those bytes (pdfWriter.ts); PDF artwork as vector pages (Form XObjects); SVG rasterised
//   at 300 dpi; text as real text in the editor's fonts, embedded as subsets (printText.ts),
// - cut and crease lines on their own optional content groups ("Cut", "Crease") stroked in spot
//   colours (Separation "CutContour" and "Crease"), and a slug in the bottom bleed margin on a "Slug"
//   layer: order number, sku, size, face names.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { compose, dieline, placeOnBlank, printPixels, type Affine, type Dieline, type FaceName } from '@ph/dieline';
import {
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  type PDFEmbeddedPage,
  type PDFFont,
  PDFString,
  StandardFonts,
  beginText,
  endText,
  setFontAndSize,
  setTextMatrix,
  showText,
  clip,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endPath,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setDashPattern,
  setFillingRgbColor,
  setGraphicsState,
  setLineWidth,
  stroke,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';
import { FACE_NAMES, type DesignDocument, type ImageObject, type TextObject } from '@ph/api-contract';
import { pngImageData } from '../files';
import type { ArtworkFileRow } from '../files';
import { registerStream, writePdf, type PdfChunks } from './pdfWriter';
import { PrintFonts, type TextLine } from './printText';
import { lowResolutionOf, type LowResolution } from './document';

const PT_PER_MM = 72 / 25.4;
const deflateAsync = promisify(deflate);

export interface PrintBox {
  size: { length: number; width: number; height: number };
  boardThicknessMm: number;
  dielineStyle: DesignDocument['dielineStyle'];
  bleedMm: number;
  safeAreaMm: number;
}

export interface PrintInputFile {
  row: Pick<ArtworkFileRow, 'type' | 'widthPx' | 'heightPx'>;
  bytes: Buffer;
  /** The soft mask of a PNG print form (8-bit grey PNG), if it has transparency. */
  alpha?: Buffer | null;
}

export interface PrintInput {
  box: PrintBox;
  document: DesignDocument;
  /** What prints for every file the document uses: its original or its print form (src/files/printForm.ts). */
  files: Map<string, PrintInputFile>;
  slug: { orderNumber: string | null; sku: string; designName: string; version: number };
}

export interface PrintFile {
  /** The PDF as chunks (the image data is not copied into one buffer); `byteLength` in all. */
  pdf: PdfChunks;
  dieline: Dieline;
  lowResolution: LowResolution[];
  /** Page size in points. */
  pageSize: { width: number; height: number };
}

const hex = (c: string) => rgb(parseInt(c.slice(1, 3), 16) / 255, parseInt(c.slice(3, 5), 16) / 255, parseInt(c.slice(5, 7), 16) / 255);

class PdfBuilder {
  private readonly props = new Map<string, PDFRef>();
  private readonly fontKeys = new Map<PDFFont, PDFName>();
  /** What pdf-lib embeds lazily (fonts, embedded pages): embedded before writing, as save() would. */
  readonly embeds: Array<{ embed(): Promise<void> }> = [];
  constructor(
    readonly doc: PDFDocument,
    readonly page: PDFPage,
    readonly sheetHeightMm: number,
    readonly bleed: number,
  ) {}

  /** The page's resource name of a font (one per font however many runs use it). */
  fontKey(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    return key;
  }

  /** Blank mm (y down) → PDF points (y up), with the blank at (bleed, bleed) on the sheet. */
  get toPage(): Affine {
    return { a: PT_PER_MM, b: 0, c: 0, d: -PT_PER_MM, e: this.bleed * PT_PER_MM, f: (this.sheetHeightMm - this.bleed) * PT_PER_MM };
  }

  ops(...operators: PDFOperator[]): void {
    this.page.pushOperators(...operators);
  }

  cm(m: Affine): PDFOperator {
    return concatTransformationMatrix(m.a, m.b, m.c, m.d, m.e, m.f);
  }

  /** Clip to a blank rectangle (mm). */
  clipTo(r: { x: number; y: number; width: number; height: number }): PDFOperator[] {
    const p = this.toPage;
    return [rectangle(p.e + r.x * PT_PER_MM, p.f - (r.y + r.height) * PT_PER_MM, r.width * PT_PER_MM, r.height * PT_PER_MM), clip(), endPath()];
  }

  /** An image XObject of already-deflated data (registered, not yet placed on the page). */
  rawStream(width: number, height: number, colors: 1 | 3, data: Uint8Array[], predictor: boolean, smask?: PDFRef): PDFRef {
    const dict = this.doc.context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: colors === 3 ? 'DeviceRGB' : 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
      ...(predictor ? { DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: width } } : {}),
      ...(smask ? { SMask: smask } : {}),
    });
    return registerStream(this.doc.context, dict, data);
  }

  /** An optional content group (a layer in Acrobat and RIPs). */
  layer(name: string): PDFName {
    const ref = this.doc.context.register(this.doc.context.obj({ Type: 'OCG', Name: PDFString.of(name) }));
    this.props.set(name, ref);
    const key = `OC${this.props.size}`;
    const resources = this.page.node.Resources();
    if (!resources) throw new Error('page without resources');
    const existing = resources.get(PDFName.of('Properties'));
    const properties = existing ?? this.doc.context.obj({});
    (properties as ReturnType<typeof this.doc.context.obj> & { set(k: PDFName, v: PDFRef): void }).set(PDFName.of(key), ref);
    if (!existing) resources.set(PDFName.of('Properties'), properties);
    return PDFName.of(key);
  }

  finishLayers(): void {
    const refs = [...this.props.values()];
    this.doc.catalog.set(PDFName.of('OCProperties'), this.doc.context.obj({ OCGs: refs, D: { Order: refs, ON: refs } }));
  }

  /** A Separation (spot) colour with a CMYK fallback, registered on the page. */
  spot(key: string, name: string, cmyk: [number, number, number, number]): PDFName {
    const fn = this.doc.context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: cmyk, N: 1 });
    const cs = this.doc.context.obj([PDFName.of('Separation'), PDFName.of(name), PDFName.of('DeviceCMYK'), fn]);
    const resources = this.page.node.Resources();
    if (!resources) throw new Error('page without resources');
    const existing = resources.get(PDFName.of('ColorSpace'));
    const spaces = existing ?? this.doc.context.obj({});
    (spaces as ReturnType<typeof this.doc.context.obj> & { set(k: PDFName, v: unknown): void }).set(PDFName.of(key), cs);
    if (!existing) resources.set(PDFName.of('ColorSpace'), spaces);
    return PDFName.of(key);
  }
}

/**
 * Pixels a raster of this many mm gets: 300 dpi, less for a huge object (objects may be 5 m across;
 * 36 MP is 500 × 600 mm at 300 dpi, and about 150 MB while it is being made).
 */
export const MAX_RASTER_PIXELS = 36_000_000;
function rasterPixels(widthMm: number, heightMm: number): { width: number; height: number } {
  const w = Math.max(1, printPixels(widthMm));
  const h = Math.max(1, printPixels(heightMm));
  const shrink = Math.min(1, Math.sqrt(MAX_RASTER_PIXELS / (w * h)), 12_000 / Math.max(w, h));
  return { width: Math.max(1, Math.floor(w * shrink)), height: Math.max(1, Math.floor(h * shrink)) };
}

async function svgRaster(svg: Buffer, widthPx: number, heightPx: number): Promise<Buffer> {
  const meta = await sharp(svg).metadata();
  const density = Math.min(2400, Math.max(1, (72 * Math.max(widthPx / (meta.width ?? widthPx), heightPx / (meta.height ?? heightPx)))));
  return sharp(svg, { density }).resize(widthPx, heightPx, { fit: 'fill' }).png().toBuffer();
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text rasterised at 300 dpi through librsvg and fontconfig (any Unicode the system fonts cover). */
async function textRaster(t: TextObject): Promise<Buffer> {
  const { width: w, height: h } = rasterPixels(t.width, t.height);
  const pxPerMm = w / t.width;
  const size = t.font.sizeMm * pxPerMm;
  const anchor = t.align === 'center' ? 'middle' : t.align === 'right' ? 'end' : 'start';
  const x = t.align === 'center' ? w / 2 : t.align === 'right' ? w : 0;
  const lines = t.text.split('\n');
  const tspans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? size : size * 1.2}">${escapeXml(l)}</tspan>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text font-family="${escapeXml(t.font.family)}, sans-serif" font-size="${size}" font-weight="${t.font.weight}" font-style="${t.font.style}" fill="${t.color}" text-anchor="${anchor}">${tspans}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A laid-out text in its object's mm (y down): one BT block, each run in its font, glyphs flipped upright. */
function textOps(b: PdfBuilder, t: TextObject, lines: TextLine[]): PDFOperator[] {
  const c = hex(t.color);
  const ops: PDFOperator[] = [beginText(), setFillingRgbColor(c.red, c.green, c.blue)];
  for (const line of lines) {
    for (const run of line.runs) {
      ops.push(setFontAndSize(b.fontKey(run.font), t.font.sizeMm), setTextMatrix(1, 0, 0, -1, run.x, line.baseline), showText(run.font.encodeText(run.text)));
    }
  }
  ops.push(endText());
  return ops;
}

type Drawable = { kind: 'xobject'; name: PDFName } | { kind: 'page'; page: PDFEmbeddedPage };

async function embedImage(b: PdfBuilder, file: PrintInputFile, obj: ImageObject): Promise<Drawable> {
  switch (file.row.type) {
    case 'jpeg': {
      // pdf-lib reads the JPEG header only; the data goes in as it is (DCTDecode).
      const img = await b.doc.embedJpg(file.bytes);
      await img.embed();
      return { kind: 'xobject', name: b.page.node.newXObject('Art', img.ref) };
    }
    case 'png': {
      const colour = pngImageData(file.bytes);
      const alpha = file.alpha ? pngImageData(file.alpha) : null;
      const alphaFits = !file.alpha || (alpha !== null && alpha.colors === 1 && alpha.width === colour?.width && alpha.height === colour.height);
      if (colour && alphaFits) {
        const mask = alpha ? b.rawStream(alpha.width, alpha.height, 1, alpha.data, true) : undefined;
        return { kind: 'xobject', name: b.page.node.newXObject('Art', b.rawStream(colour.width, colour.height, colour.colors, colour.data, true, mask)) };
      }
      // Only a file whose print form could not be read gets here: decode it now.
      return rasterPng(b, file.bytes);
    }
    case 'svg': {
      const px = rasterPixels(obj.width, obj.height);
      return rasterPng(b, await svgRaster(file.bytes, px.width, px.height));
    }
    case 'pdf': {
      const [page] = await b.doc.embedPdf(file.bytes, [0]);
      if (!page) throw new Error('PDF artwork without a page');
      b.embeds.push(page);
      return { kind: 'page', page };
    }
    case 'zip':
      // Designs refuse ZIP files (designs/service.ts assertOwnFiles); one here is a bug, not input.
      throw new Error('a ZIP archive is not artwork');
  }
}

/**
 * A picture made here (a rasterised SVG) or a PNG without a usable print form: decoded once by sharp to
 * 8-bit pixels, colour and alpha split by libvips and deflated in zlib's thread pool (level 1: speed).
 */
async function rasterPng(b: PdfBuilder, bytes: Buffer): Promise<Drawable> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const raw = { raw: { width, height, channels } };
  const hasAlpha = channels === 2 || channels === 4;
  const colors: 1 | 3 = channels >= 3 ? 3 : 1;
  const [pixels, alpha] = hasAlpha
    ? await Promise.all([sharp(data, raw).removeAlpha().raw().toBuffer(), sharp(data, raw).extractChannel(channels === 2 ? 1 : 3).raw().toBuffer()])
    : [data, null];
  const zip = (buf: Buffer) => deflateAsync(buf, { level: 1, chunkSize: Math.max(64 * 1024, Math.min(buf.length, 16 << 20)) });
  const [colourZ, alphaZ] = await Promise.all([zip(pixels), alpha ? zip(alpha) : null]);
  const mask = alphaZ ? b.rawStream(width, height, 1, [alphaZ], false) : undefined;
  return { kind: 'xobject', name: b.page.node.newXObject('Art', b.rawStream(width, height, colors, [colourZ], false, mask)) };
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function buildPrintFile(input: PrintInput): Promise<PrintFile> {
  const { box, document } = input;
  const d = dieline({ style: box.dielineStyle, size: box.size, boardThickness: box.boardThicknessMm, bleed: box.bleedMm, safeArea: box.safeAreaMm });
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.slug.designName} — print file`);
  doc.setProducer('Packhelp store print file (pdf-lib)');
  doc.setCreator('@ph/api-server');
  const pageSize = { width: d.sheet.width * PT_PER_MM, height: d.sheet.height * PT_PER_MM };
  const page = doc.addPage([pageSize.width, pageSize.height]);
  // The whole page is blank + bleed; the trim box is the blank.
  page.setBleedBox(0, 0, pageSize.width, pageSize.height);
  page.setTrimBox(d.bleedMm * PT_PER_MM, d.bleedMm * PT_PER_MM, d.blank.width * PT_PER_MM, d.blank.height * PT_PER_MM);
  const b = new PdfBuilder(doc, page, d.sheet.height, d.bleedMm);
  const toPage = b.toPage;

  // 1. Backgrounds: each face's colour over its panels' bleed areas; non-face panels that show print with their face.
  const fillRect = (r: { x: number; y: number; width: number; height: number }, colour: string) => {
    const c = hex(colour);
    b.ops(pushGraphicsState(), setFillingRgbColor(c.red, c.green, c.blue), rectangle(toPage.e + r.x * PT_PER_MM, toPage.f - (r.y + r.height) * PT_PER_MM, r.width * PT_PER_MM, r.height * PT_PER_MM), fill(), popGraphicsState());
  };
  const panelById = new Map(d.panels.map((p) => [p.id, p]));
  for (const face of FACE_NAMES) {
    const bg = document.faces[face].background;
    if (!bg) continue;
    for (const r of d.faces[face].regions) fillRect(panelById.get(r.panel)!.bleed, bg);
    for (const p of d.panels) if (p.printsWith === face) fillRect(p.bleed, bg);
  }

  // 2. Artwork per face, clipped to each panel's bleed area. Every file is embedded once however often
  //    it is used (an SVG once per printed size), two at a time so a picture decoded here (a file
  //    without its print form) overlaps with the next one without holding all of them at once.
  const keyOf = (obj: ImageObject) => {
    if (input.files.get(obj.fileId)?.row.type !== 'svg') return obj.fileId;
    const px = rasterPixels(obj.width, obj.height);
    return `${obj.fileId}@${px.width}x${px.height}`;
  };
  const firstUse = new Map<string, ImageObject>();
  for (const face of FACE_NAMES) {
    for (const obj of document.faces[face].objects) {
      if (obj.type === 'image' && input.files.has(obj.fileId) && !firstUse.has(keyOf(obj))) firstUse.set(keyOf(obj), obj);
    }
  }
  const embedded = new Map<string, Drawable>();
  const fonts = new PrintFonts(doc);
  await eachLimited([...firstUse], 2, async ([key, obj]) => {
    embedded.set(key, await embedImage(b, input.files.get(obj.fileId)!, obj));
  });
  for (const face of FACE_NAMES) {
    for (const obj of document.faces[face].objects) {
      const placements = placeOnBlank(d, face as FaceName, obj);
      if (placements.length === 0) continue;
      let drawable: Drawable;
      if (obj.type === 'image') {
        const found = embedded.get(keyOf(obj));
        if (!found) continue;
        drawable = found;
      } else {
        const lines = await fonts.layout(obj);
        if (lines) {
          for (const p of placements) b.ops(pushGraphicsState(), ...b.clipTo(p.clip), b.cm(compose(toPage, p.transform)), ...textOps(b, obj, lines), popGraphicsState());
          continue;
        }
        // A character none of the design fonts has (e.g. an emoji): drawn with the system's fonts.
        drawable = await rasterPng(b, await textRaster(obj));
      }
      const opacity = obj.type === 'image' ? obj.opacity : 1;
      const gs = opacity < 1 ? page.node.newExtGState('GS', doc.context.obj({ ca: opacity, CA: opacity })) : null;
      for (const p of placements) {
        // Unit square (y up) → object box (mm, y down) → blank → page.
        const unit: Affine = { a: obj.width, b: 0, c: 0, d: -obj.height, e: 0, f: obj.height };
        const m = compose(toPage, compose(p.transform, unit));
        b.ops(pushGraphicsState(), ...b.clipTo(p.clip), ...(gs ? [setGraphicsState(gs)] : []), b.cm(m));
        if (drawable.kind === 'xobject') b.ops(drawObject(drawable.name));
        else page.drawPage(drawable.page, { x: 0, y: 0, width: 1, height: 1 });
        b.ops(popGraphicsState());
      }
    }
  }

  // 3. Cut and crease on their own layers and spot colours.
  const cutLayer = b.layer('Cut');
  const creaseLayer = b.layer('Crease');
  const slugLayer = b.layer('Slug');
  const cutColour = b.spot('CSCut', 'CutContour', [0, 1, 0, 0]);
  const creaseColour = b.spot('CSCrease', 'Crease', [1, 0, 0, 0]);
  const pt = (x: number, y: number) => [toPage.e + x * PT_PER_MM, toPage.f - y * PT_PER_MM] as const;
  const strokeIn = (layer: PDFName, colour: PDFName, draw: PDFOperator[], dashed: boolean) =>
    b.ops(
      PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('OC'), layer]),
      pushGraphicsState(),
      PDFOperator.of(Ops.StrokingColorspace, [colour]),
      PDFOperator.of(Ops.StrokingColorN, [PDFNumber.of(1)]),
      setLineWidth(0.5),
      ...(dashed ? [setDashPattern([4, 3], 0)] : []),
      ...draw,
      stroke(),
      popGraphicsState(),
      PDFOperator.of(Ops.EndMarkedContent),
    );
  strokeIn(
    cutLayer,
    cutColour,
    d.cut.flatMap((line) => [
      moveTo(...pt(line.points[0]!.x, line.points[0]!.y)),
      ...line.points.slice(1).map((q) => lineTo(...pt(q.x, q.y))),
      ...(line.closed ? [closePath()] : []),
    ]),
    false,
  );
  strokeIn(creaseLayer, creaseColour, d.crease.flatMap((s) => [moveTo(...pt(s.a.x, s.a.y)), lineTo(...pt(s.b.x, s.b.y))]), true);

  // 4. Slug in the bottom bleed margin, outside the blank: in Roboto like the design's texts, so a
  //    design name in any of the store's languages reads as it was typed (Helvetica if it cannot).
  const { length: L, width: W, height: H } = box.size;
  const slug = `${input.slug.orderNumber ? `Order ${input.slug.orderNumber} | ` : ''}${input.slug.sku} | ${L} × ${W} × ${H} mm inner, board ${box.boardThicknessMm} mm, ${box.dielineStyle} | design “${input.slug.designName.replace(/\s+/g, ' ')}” v${input.slug.version} | faces: ${FACE_NAMES.join(', ')} | bleed ${box.bleedMm} mm`;
  const slugSize = Math.max(3, Math.min(6, d.bleedMm * PT_PER_MM * 0.6));
  const slugY = Math.max(1, (d.bleedMm * PT_PER_MM - slugSize) / 2);
  b.ops(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('OC'), slugLayer]));
  const slugText: TextObject = { id: 'slug', type: 'text', text: slug, font: { family: 'Roboto', sizeMm: slugSize / PT_PER_MM, weight: 'normal', style: 'normal' }, color: '#000000', align: 'left', x: 0, y: 0, width: d.sheet.width, height: slugSize / PT_PER_MM, rotation: 0 };
  const slugLines = await fonts.layout(slugText);
  if (slugLines) {
    // Object mm (y down) with its baseline on slugY points above the page's bottom edge.
    const baseline = slugLines[0]!.baseline;
    b.ops(pushGraphicsState(), b.cm({ a: PT_PER_MM, b: 0, c: 0, d: -PT_PER_MM, e: 2, f: slugY + baseline * PT_PER_MM }), ...textOps(b, slugText, slugLines), popGraphicsState());
  } else {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    b.embeds.push(font);
    page.drawText(slug.replace(/[^\x20-\x7e]/g, '?'), { x: 2, y: slugY, size: slugSize, font, color: rgb(0, 0, 0) });
  }
  b.ops(PDFOperator.of(Ops.EndMarkedContent));
  b.finishLayers();

  const rows = new Map([...input.files].map(([id, f]) => [id, f.row]));
  for (const e of [...b.embeds, ...fonts.used]) await e.embed();
  const pdf = writePdf(doc.context);
  return { pdf, dieline: d, lowResolution: lowResolutionOf(document, rows), pageSize };
}
