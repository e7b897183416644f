// Artwork uploads: checked and prepared in memory first (analyse.ts), then stored; a refused file
// leaves nothing behind. Reads are owner-only: another user's file is a 404 like a missing one.
import { randomUUID } from 'node:crypto';
import type { FileVariant } from '@ph/api-contract';
import type { Db } from '../db';
import { NotFound } from '../errors';
import sharp from 'sharp';
import { analyseArtwork, type Variant } from './analyse';
import { makePrintForm, needsPrintForm, type PrintSource } from './printForm';
import * as repo from './repository';
import { isZip } from './detect';
import { BUCKETS, type FileStorage } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const variantKey = (row: Pick<repo.ArtworkFileRow, 'storagePrefix'>, variant: string) => `${row.storagePrefix}/${variant}`;

/** File names are shown back to their owner only; keep them printable and bounded. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').trim().slice(0, 200);
  return printable || 'artwork';
}

export async function uploadArtwork(db: Db, storage: FileStorage, userId: number, upload: { bytes: Buffer; filename: string | undefined }, now: Date): Promise<repo.ArtworkFileRow> {
  const analysed = await analyseArtwork(upload.bytes);
  const id = randomUUID();
  const storagePrefix = `${BUCKETS.userFiles}/${id}`;
  const stored: string[] = [];
  try {
    for (const [variant, v] of Object.entries(analysed.variants)) {
      const key = variantKey({ storagePrefix }, variant);
      await storage.put(key, v.bytes, v.contentType);
      stored.push(key);
    }
    return await repo.insertFile(db, {
      id,
      userId,
      type: analysed.type,
      contentType: analysed.contentType,
      originalName: cleanName(upload.filename),
      byteSize: analysed.variants.original?.bytes.length ?? upload.bytes.length,
      widthPx: analysed.widthPx,
      heightPx: analysed.heightPx,
      widthMm: analysed.widthMm,
      heightMm: analysed.heightMm,
      pageCount: analysed.pageCount,
      sanitized: analysed.sanitized,
      variants: Object.keys(analysed.variants),
      storagePrefix,
      createdAt: now,
    });
  } catch (err) {
    await Promise.all(stored.map((k) => storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

/**
 * A quote request's attachment (`?purpose=attachment`): a ZIP archive is stored as it is (its original
 * only, no previews); anything else must be an artwork and goes through `uploadArtwork`.
 */
export async function uploadAttachment(db: Db, storage: FileStorage, userId: number, upload: { bytes: Buffer; filename: string | undefined }, now: Date): Promise<repo.ArtworkFileRow> {
  if (!isZip(upload.bytes)) return uploadArtwork(db, storage, userId, upload, now);
  const id = randomUUID();
  const storagePrefix = `${BUCKETS.userFiles}/${id}`;
  const key = variantKey({ storagePrefix }, 'original');
  await storage.put(key, upload.bytes, 'application/zip');
  try {
    return await repo.insertFile(db, {
      id,
      userId,
      type: 'zip',
      contentType: 'application/zip',
      originalName: cleanName(upload.filename),
      byteSize: upload.bytes.length,
      variants: ['original'],
      storagePrefix,
      createdAt: now,
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

export async function ownFile(db: Db, userId: number, id: string): Promise<repo.ArtworkFileRow> {
  const row = isUuid(id) ? await repo.findOwnFile(db, userId, id) : undefined;
  if (!row) throw new NotFound('File not found');
  return row;
}

/** The caller's file; a manager reads any (the attachments of the quote requests they answer). */
export async function readableFile(db: Db, user: { id: number; role: string }, id: string): Promise<repo.ArtworkFileRow> {
  if (user.role !== 'manager') return ownFile(db, user.id, id);
  const [row] = isUuid(id) ? await repo.findFiles(db, [id]) : [];
  if (!row) throw new NotFound('File not found');
  return row;
}

/** The bytes of one variant; a variant the file does not have (a PDF's thumbnail) is a 404. */
export async function fileContent(storage: FileStorage, row: repo.ArtworkFileRow, variant: FileVariant | Variant): Promise<{ bytes: Buffer; contentType: string }> {
  if (!row.variants.includes(variant)) throw new NotFound(`This file has no ${variant} variant`);
  const bytes = await storage.get(variantKey(row, variant));
  if (!bytes) throw new NotFound('File content not found');
  const raster = row.type === 'jpeg' && variant !== 'thumbnail' && variant !== 'thumbnail_bw' ? 'image/jpeg' : 'image/png';
  return { bytes, contentType: variant === 'original' ? row.contentType : raster };
}

/** Every key the file's bytes are stored under (its variants), e.g. to delete them all. */
export function storedKeysOf(row: Pick<repo.ArtworkFileRow, 'storagePrefix' | 'variants'>): string[] {
  return row.variants.map((variant) => variantKey(row, variant));
}

/** Copies a file (every variant) to another owner, e.g. when a shared design is copied into an account. */
export async function copyFile(db: Db, storage: FileStorage, row: repo.ArtworkFileRow, toUserId: number, now: Date): Promise<repo.ArtworkFileRow> {
  const id = randomUUID();
  const storagePrefix = `${BUCKETS.userFiles}/${id}`;
  for (const variant of row.variants) {
    const bytes = await storage.get(variantKey(row, variant));
    if (bytes) await storage.put(variantKey({ storagePrefix }, variant), bytes, variant === 'original' ? row.contentType : 'application/octet-stream');
  }
  const { id: _old, storagePrefix: _prefix, createdAt: _created, ...rest } = row;
  return repo.insertFile(db, { ...rest, id, storagePrefix, userId: toUserId, createdAt: now });
}

/**
 * What prints for a file: its stored print form (printForm.ts), else its original. A file uploaded
 * before print forms existed gets one now, stored for the next print.
 */
export async function printSource(db: Db, storage: FileStorage, row: repo.ArtworkFileRow): Promise<PrintSource> {
  if (row.type === 'zip') throw new Error(`file ${row.id} is a ZIP archive, not artwork`);
  const type = row.type;
  const read = async (variant: string) => {
    const bytes = await storage.get(variantKey(row, variant));
    if (!bytes) throw new Error(`file ${row.id} lost its ${variant} variant`);
    return bytes;
  };
  if (row.variants.includes('print')) {
    const hasAlpha = row.variants.includes('print_alpha');
    const [bytes, alpha] = await Promise.all([storage.get(variantKey(row, 'print')), hasAlpha ? storage.get(variantKey(row, 'print_alpha')) : null]);
    // A print form lost from the store is made again below, from the original.
    if (bytes && (alpha || !hasAlpha)) return { type, bytes, alpha };
  }
  const original = await read('original');
  if (type !== 'png' && type !== 'jpeg') return { type, bytes: original, alpha: null };
  const orientation = row.type === 'jpeg' ? (await sharp(original).metadata()).orientation : undefined;
  if (!needsPrintForm(row.type, original, orientation)) return { type: row.type, bytes: original, alpha: null };
  const form = await makePrintForm(row.type, original);
  const made = Object.entries(form);
  await Promise.all(made.map(([variant, v]) => storage.put(variantKey(row, variant), v.bytes, v.contentType)));
  row.variants = await repo.addVariants(db, row, made.map(([variant]) => variant));
  return { type: row.type, bytes: form.print?.bytes ?? original, alpha: form.print_alpha?.bytes ?? null };
}
