import type { ArtworkFile } from '@ph/api-contract';
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
    variants: row.variants as ArtworkFile['variants'],
    created_at: row.createdAt.toISOString(),
  };
}
