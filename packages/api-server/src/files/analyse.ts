// What an upload is (by its bytes), how big, and the size variants the editor and production use
// (docs/domain.md#what-the-store-keeps: original, original black-and-white, original limited, thumbnail and its
// black-and-white form). sharp reads PNG, JPEG and SVG (librsvg); pdf-lib reads the PDF's first page.
import sharp from 'sharp';
import { RuleViolation } from '../errors';
import { CONTENT_TYPES, detectArtworkType, type ArtworkType } from './detect';
import { renderPdfFirstPage } from './pdfPreview';
import { makePrintForm, needsPrintForm, type PrintVariant } from './printForm';
import { sanitizeSvg } from './sanitizeSvg';

/** docs/domain.md#validation: artwork up to 7000 px wide and 7000 px high. */
export const MAX_ARTWORK_PX = 7000;
/** docs/domain.md#constants-and-limits: thumbnails at most 300 × 300. */
export const THUMBNAIL_PX = 300;
/** "Original limited": what the editor draws on its canvas, long side at most this. */
export const LIMITED_PX = 2000;

export const VARIANTS = ['original', 'original_bw', 'limited', 'thumbnail', 'thumbnail_bw'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface AnalysedFile {
  type: ArtworkType;
  contentType: string;
  /** Natural pixels of a raster image or an SVG's intrinsic size; null for PDF (vector pages). */
  widthPx: number | null;
  heightPx: number | null;
  /** First page of a PDF, mm; SVG at 96 px per inch; null for raster images (they have pixels). */
  widthMm: number | null;
  heightMm: number | null;
  pageCount: number | null;
  /** The SVG lost scripts, handlers or external references. */
  sanitized: boolean;
  variants: Partial<Record<Variant | PrintVariant, { bytes: Buffer; contentType: string }>>;
}

const ACCEPTED = 'PDF, PNG, JPG/JPEG or SVG';
const PT_TO_MM = 25.4 / 72;

async function rasterVariants(input: Buffer, type: ArtworkType, svg: boolean): Promise<AnalysedFile['variants']> {
  // SVG is rasterised for its previews; the vector original stays what prints.
  const density = svg ? { density: 144 } : {};
  const png = (s: sharp.Sharp) => s.png({ compressionLevel: 6 });
  const asOriginal = (s: sharp.Sharp) => (type === 'jpeg' ? s.jpeg({ quality: 90 }) : png(s));
  const fit = (px: number) => ({ width: px, height: px, fit: 'inside' as const, withoutEnlargement: true });
  const [thumbnail, thumbnailBw, limited, originalBw] = await Promise.all([
    png(sharp(input, density).rotate().resize(fit(THUMBNAIL_PX))).toBuffer(),
    png(sharp(input, density).rotate().resize(fit(THUMBNAIL_PX)).grayscale().toColourspace('b-w')).toBuffer(),
    asOriginal(sharp(input, density).rotate().resize(fit(LIMITED_PX))).toBuffer(),
    asOriginal(sharp(input, density).rotate().grayscale().toColourspace('b-w')).toBuffer(),
  ]);
  const rasterType = type === 'jpeg' ? CONTENT_TYPES.jpeg : CONTENT_TYPES.png;
  return {
    thumbnail: { bytes: thumbnail, contentType: CONTENT_TYPES.png },
    thumbnail_bw: { bytes: thumbnailBw, contentType: CONTENT_TYPES.png },
    limited: { bytes: limited, contentType: rasterType },
    original_bw: { bytes: originalBw, contentType: rasterType },
  };
}

/**
 * A PDF's previews, from its first page drawn by pdf.js: `limited` (what the editor shows) and the
 * thumbnails. The PDF itself stays what prints (vector); no `original_bw` raster is made of it.
 */
async function pdfPreviews(bytes: Buffer): Promise<AnalysedFile['variants']> {
  const page = await renderPdfFirstPage(bytes);
  if (!page) return {};
  const fit = (px: number) => ({ width: px, height: px, fit: 'inside' as const, withoutEnlargement: true });
  const png = (s: sharp.Sharp) => s.png({ compressionLevel: 6 }).toBuffer();
  const [limited, thumbnail, thumbnailBw] = await Promise.all([
    png(sharp(page).resize(fit(LIMITED_PX))),
    png(sharp(page).resize(fit(THUMBNAIL_PX))),
    png(sharp(page).resize(fit(THUMBNAIL_PX)).grayscale().toColourspace('b-w')),
  ]);
  return {
    thumbnail: { bytes: thumbnail, contentType: CONTENT_TYPES.png },
    thumbnail_bw: { bytes: thumbnailBw, contentType: CONTENT_TYPES.png },
    limited: { bytes: limited, contentType: CONTENT_TYPES.png },
  };
}

function tooLarge(width: number, height: number): never {
  throw new RuleViolation(
    'image_too_large',
    `The image is ${width} × ${height} px; artwork can be at most ${MAX_ARTWORK_PX} px wide and ${MAX_ARTWORK_PX} px high. Scale it down and upload it again.`,
    'file',
  );
}

/** Recognises, checks and prepares an upload. Throws a 422 RuleViolation for anything we refuse. */
export async function analyseArtwork(bytes: Buffer): Promise<AnalysedFile> {
  const type = detectArtworkType(bytes);
  if (!type) {
    throw new RuleViolation('file_type_not_allowed', `This file is not a ${ACCEPTED} file (its content was checked, not its name).`, 'file');
  }
  if (type === 'pdf') {
    let size: { width: number; height: number };
    let pageCount: number;
    try {
      const { PDFDocument } = await import('pdf-lib');
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      pageCount = pdf.getPageCount();
      size = pdf.getPage(0).getSize();
    } catch {
      throw new RuleViolation('file_unreadable', 'The PDF cannot be read (damaged, empty or password-protected). Export it again without a password.', 'file');
    }
    const { width, height } = size;
    return {
      type,
      contentType: CONTENT_TYPES.pdf,
      widthPx: null,
      heightPx: null,
      widthMm: Math.round(width * PT_TO_MM * 100) / 100,
      heightMm: Math.round(height * PT_TO_MM * 100) / 100,
      pageCount,
      sanitized: false,
      variants: { original: { bytes, contentType: CONTENT_TYPES.pdf }, ...(await pdfPreviews(bytes)) },
    };
  }
  let original = bytes;
  let sanitized = false;
  if (type === 'svg') {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw new RuleViolation('file_unreadable', 'The SVG has no drawing we can use.', 'file');
    original = Buffer.from(clean.svg, 'utf8');
    sanitized = clean.changed;
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(original).metadata();
  } catch {
    throw new RuleViolation('file_unreadable', `The ${type.toUpperCase()} file is damaged and cannot be read.`, 'file');
  }
  // EXIF orientation 5–8 turns the picture a quarter: width and height swap when it is shown.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new RuleViolation('file_unreadable', 'The image has no size.', 'file');
  if (width > MAX_ARTWORK_PX || height > MAX_ARTWORK_PX) tooLarge(width, height);
  let variants: AnalysedFile['variants'];
  try {
    // The print form (printForm.ts) is made now, once, so no print file ever decodes this picture.
    const [previews, printForm] = await Promise.all([rasterVariants(original, type, type === 'svg'), needsPrintForm(type, original, meta.orientation) ? makePrintForm(type, original) : {}]);
    variants = { ...previews, ...printForm };
  } catch {
    throw new RuleViolation('file_unreadable', `The ${type.toUpperCase()} file is damaged and cannot be read.`, 'file');
  }
  return {
    type,
    contentType: CONTENT_TYPES[type],
    widthPx: width,
    heightPx: height,
    widthMm: type === 'svg' ? Math.round(((width * 25.4) / 96) * 100) / 100 : null,
    heightMm: type === 'svg' ? Math.round(((height * 25.4) / 96) * 100) / 100 : null,
    pageCount: null,
    sanitized,
    variants: { original: { bytes: original, contentType: CONTENT_TYPES[type] }, ...variants },
  };
}
