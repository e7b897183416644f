import { z } from 'zod';
import { IsoDateTime } from './common';

export const ArtworkFileType = z.enum(['pdf', 'png', 'jpeg', 'svg', 'zip']).describe('zip: an attachment of a quote request (`?purpose=attachment`), never usable in a design');
export const FileVariant = z.enum(['original', 'original_bw', 'limited', 'thumbnail', 'thumbnail_bw']);
export type FileVariant = z.infer<typeof FileVariant>;

/** An uploaded artwork file (`POST v1/files`). */
export const ArtworkFile = z.object({
  id: z.uuid(),
  type: ArtworkFileType.describe('Recognised from the bytes, not the name'),
  content_type: z.string(),
  name: z.string().describe('The uploaded file name'),
  byte_size: z.number().int(),
  width_px: z.number().int().nullable().describe('Natural pixels (raster) or intrinsic size (SVG); null for PDF'),
  height_px: z.number().int().nullable(),
  width_mm: z.number().nullable().describe('PDF: first page size; SVG: at 96 px per inch; null for raster images'),
  height_mm: z.number().nullable(),
  page_count: z.number().int().nullable(),
  sanitized: z.boolean().describe('The SVG had scripts, event handlers or external references, which were removed'),
  variants: z.array(FileVariant).describe('Size variants available at GET v1/files/{id}/content?variant='),
  created_at: IsoDateTime,
});
export type ArtworkFile = z.infer<typeof ArtworkFile>;

export const ArtworkFileResponse = z.object({ file: ArtworkFile });
export type ArtworkFileResponse = z.infer<typeof ArtworkFileResponse>;

export const FileContentQuery = z.strictObject({ variant: FileVariant.default('original') });

/** `POST v1/files?purpose=`: artwork (default) for designs; attachment for quote requests, which also takes ZIP archives. */
export const FileUploadQuery = z.strictObject({ purpose: z.enum(['artwork', 'attachment']).default('artwork') });

export const FILE_RULES = {
  types: ['pdf', 'png', 'jpg', 'jpeg', 'svg'] as const,
  maxPixels: 7000,
  thumbnailPixels: 300,
} as const;
