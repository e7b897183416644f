import { FileVariant, type ArtworkFile } from '@ph/api-contract';
import type { ArtworkFileRow } from './repository';

export function presentFile(row: ArtworkFileRow): ArtworkFile {
  return {
    id: row.id,
    type: row.type,
    content_type: row.contentType,
    name: row.originalName,
    byte_size: row.byteSize,
    width_px: row.widthPx,
    height_px: row.heightPx,
    width_mm: row.widthMm,
    height_mm: row.heightMm,
    page_count: row.pageCount,
    sanitized: row.sanitized,
    // Print forms (printForm.ts) are the server's own; only the variants clients may read are listed.
    variants: row.variants.filter((v): v is FileVariant => FileVariant.safeParse(v).success),
    created_at: row.createdAt.toISOString(),
  };
}
