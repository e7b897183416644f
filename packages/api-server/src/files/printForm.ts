// The print form of raster artwork: image data already in the shape a PDF image XObject takes, so the
// print file only copies bytes and never decodes a picture (six 4000 × 4000 px transparent PNGs took
// over 10 s to decode and re-deflate per print file; see docs/performance.md "Print file").
//
// - A PNG that is 8-bit RGB or grey, not interlaced and without transparency IS its print form: its
//   zlib data goes into the PDF as it is, with the PNG predictor (nothing stored).
// - A JPEG without an EXIF rotation goes in as it is (DCTDecode; nothing stored).
// - Any other PNG (alpha, palette, 16-bit, interlaced, tRNS) is decoded once and stored as two PNGs of
//   the first kind: `print` (the colour, 8-bit RGB) and, when some pixel is not opaque, `print_alpha`
//   (8-bit grey, the PDF soft mask). A JPEG with an EXIF rotation is stored turned upright as `print`.
//
// The forms are made at upload (analyse.ts); files uploaded before they existed get them on their first
// print (service.ts printSource), which stores them for the next time.
import sharp from 'sharp';
import type { ArtworkType } from './detect';

export const PRINT_VARIANTS = ['print', 'print_alpha'] as const;
export type PrintVariant = (typeof PRINT_VARIANTS)[number];

/**
 * zlib level 2 with PNG's adaptive row filters: about half the bytes of level 1 without filters at a
 * similar cost in libvips' threads, and the PDF carries these bytes every time it is made.
 */
const PNG_OPTIONS: sharp.PngOptions = { compressionLevel: 2, adaptiveFiltering: true, palette: false };

export interface PngImageData {
  width: number;
  height: number;
  colors: 1 | 3;
  /** The IDAT chunks: one zlib stream (PNG-predicted rows) split up; written one after another. */
  data: Buffer[];
}

/** The zlib data of a PNG that a PDF can take as it is (8-bit RGB/grey, not interlaced, opaque), else null. */
export function pngImageData(bytes: Buffer): PngImageData | null {
  if (bytes.length < 33 || bytes.readUInt32BE(12) !== 0x49484452) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const bitDepth = bytes[24];
  const colorType = bytes[25];
  const interlace = bytes[28];
  if (bitDepth !== 8 || interlace !== 0 || (colorType !== 0 && colorType !== 2)) return null;
  const data: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const len = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'tRNS') return null; // a transparent colour key needs a soft mask
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + len)));
    if (type === 'IEND') break;
    at += 12 + len;
  }
  return data.length ? { width, height, colors: colorType === 2 ? 3 : 1, data } : null;
}

/** Whether a file needs a stored print form (see the top of this file). */
export function needsPrintForm(type: ArtworkType, bytes: Buffer, orientation: number | undefined): boolean {
  if (type === 'png') return pngImageData(bytes) === null;
  if (type === 'jpeg') return (orientation ?? 1) > 1;
  return false;
}

export type PrintForm = Partial<Record<PrintVariant, { bytes: Buffer; contentType: string }>>;

/** Makes the stored print form of a PNG or JPEG that needs one (decoded once, in libvips' threads). */
export async function makePrintForm(type: ArtworkType, bytes: Buffer): Promise<PrintForm> {
  if (type === 'jpeg') {
    // Upright, at full quality and without chroma subsampling: it is printed, never shown.
    return { print: { bytes: await sharp(bytes).rotate().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer(), contentType: 'image/jpeg' } };
  }
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const raw = { raw: { width, height, channels } };
  const hasAlpha = channels === 2 || channels === 4;
  let opaque = true;
  if (hasAlpha) {
    for (let i = channels - 1; i < data.length; i += channels) {
      if (data[i] !== 255) {
        opaque = false;
        break;
      }
    }
  }
  const colour = hasAlpha ? sharp(data, raw).removeAlpha() : sharp(data, raw);
  const [print, alpha] = await Promise.all([
    colour.png(PNG_OPTIONS).toBuffer(),
    opaque ? null : sharp(data, raw).extractChannel(channels === 2 ? 1 : 3).toColourspace('b-w').png(PNG_OPTIONS).toBuffer(),
  ]);
  return { print: { bytes: print, contentType: 'image/png' }, ...(alpha ? { print_alpha: { bytes: alpha, contentType: 'image/png' } } : {}) };
}

/** What prints for an image file: its original, or its stored print form (colour and optional soft mask). */
export interface PrintSource {
  type: ArtworkType;
  bytes: Buffer;
  alpha: Buffer | null;
}
