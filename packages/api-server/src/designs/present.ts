import { API_BASE_PATH } from '@ph/contracts/http';
import type { BoxDesign, DesignDocument } from '@ph/api-contract';
import type { Db } from '../db';
import * as files from '../files';
import { boardColour, findVariantProperties, insideColour } from '../catalogue';
import { fileIdsOf, lowResolutionOf } from './document';
import type { BoxDesignRow } from './repository';

export async function presentDesign(db: Db, row: BoxDesignRow, opts: { readOnly?: boolean; shareToken?: string | undefined } = {}): Promise<BoxDesign> {
  const used = row.schemaVersion === 2 ? await files.findFiles(db, fileIdsOf(row.document)) : [];
  const board = await boardOf(db, row.variantId);
  const query = opts.readOnly && opts.shareToken ? `?share_token=${encodeURIComponent(opts.shareToken)}` : '';
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    product_sku: row.productSku,
    variant_id: row.variantId,
    variant_sku: row.variantSku,
    size: { length: row.lengthMm, width: row.widthMm, height: row.heightMm },
    board_thickness_mm: row.boardThicknessMm,
    dieline_style: row.dielineStyle as BoxDesign['dieline_style'],
    bleed_mm: row.bleedMm,
    safe_area_mm: row.safeAreaMm,
    schema_version: row.schemaVersion,
    legacy: row.schemaVersion === 1,
    custom_size: row.customSize ? { length: row.lengthMm, width: row.widthMm, height: row.heightMm } : null,
    share_token: opts.readOnly ? null : row.shareToken,
    document: row.document,
    version: row.version,
    thumbnail_file_id: row.thumbnailFileId,
    thumbnail_url: row.thumbnailFileId ? `${API_BASE_PATH}/box_designs/${row.id}/thumbnail${query}` : null,
    board,
    shared: row.shareToken !== null,
    read_only: opts.readOnly ?? false,
    low_resolution: row.schemaVersion === 2 ? lowResolutionOf(row.document as unknown as DesignDocument, new Map(used.map((f) => [f.id, f]))) : [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The colours of the variant's board (material colour, else what its material looks like), as the catalogue's pictures draw it. */
async function boardOf(db: Db, variantId: number): Promise<{ outside: string; inside: string }> {
  const props: Record<string, string> = {};
  for (const { property } of await findVariantProperties(db, [variantId])) props[property.type] = property.key;
  const outside = boardColour(props);
  return { outside, inside: insideColour(props, outside) };
}
