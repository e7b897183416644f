// Recognises an upload by its bytes, never by its name or the Content-Type the browser sent. Three
// signatures and one XML root do not justify a dependency (`file-type` is ESM-only and knows hundreds
// of formats we refuse anyway).
export const ARTWORK_TYPES = ['pdf', 'png', 'jpeg', 'svg'] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];

export const CONTENT_TYPES: Record<ArtworkType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// XML declaration, comments, a doctype and whitespace may come before the root element.
const SVG_ROOT = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

// Local file header, or the end record of an empty archive. Contents are not opened: a ZIP is stored
// for a manager to download, never rendered or printed.
const ZIP_HEADERS = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && ZIP_HEADERS.some((h) => bytes.subarray(0, 4).equals(h));
}

export function detectArtworkType(bytes: Buffer): ArtworkType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  const head = bytes.subarray(0, 64 * 1024).toString('utf8').replace(/^\uFEFF/, '');
  if (SVG_ROOT.test(head)) return 'svg';
  return null;
}
