// Saved designs: owner-only (another user's design is a 404, like a missing one), read-only through a
// share token, optimistic locking on every write (409 `stale_design`).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RegionCode } from '@ph/region-config';
import type { CreateBoxDesignBody, DesignDocument, DesignFaces, UpdateBoxDesignBody, V1Document } from '@ph/api-contract';
import type { Db } from '../db';
import type { DesignStatus } from '../db/schema';
import { AppError, BadInput, Conflict, NotFound, RuleViolation } from '../errors';
import { copyFile, isUuid } from '../files';
import * as files from '../files';
import type { FileStorage } from '../files';
import { boxForVariant, dielineOf, sameBox, type BoxSpec } from './box';
import { buildDocument, convertV1, emptyFaces, fileIdsOf, withFileIds } from './document';
import * as repo from './repository';

export interface Owner {
  id: number;
  kind: 'anonymous' | 'registered';
}

const OPEN_STATES = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The box a stored design is for, from its row (the catalogue may have changed since). */
export function boxOfRow(row: repo.BoxDesignRow): BoxSpec {
  return {
    productSku: row.productSku,
    variantId: row.variantId,
    variantSku: row.variantSku,
    size: { length: row.lengthMm, width: row.widthMm, height: row.heightMm },
    boardThicknessMm: row.boardThicknessMm,
    print: { dielineStyle: row.dielineStyle as BoxSpec['print']['dielineStyle'], bleedMm: row.bleedMm, safeAreaMm: row.safeAreaMm },
  };
}

/** Every image must use a file of the design's owner; the field names the first one that does not. */
async function assertOwnFiles(db: Db, userId: number, faces: DesignFaces | null, v1: V1Document | null, thumbnailFileId: string | null | undefined): Promise<void> {
  const refs: Array<{ id: string; field: string }> = [];
  if (faces) {
    for (const [face, f] of Object.entries(faces)) f.objects.forEach((o, i) => o.type === 'image' && refs.push({ id: o.fileId, field: `faces.${face}.objects.${i}.fileId` }));
  }
  if (v1) {
    for (const [side, s] of Object.entries(v1.sides)) s?.elements.forEach((e, i) => e.fileId && refs.push({ id: e.fileId, field: `document.sides.${side}.elements.${i}.fileId` }));
  }
  if (thumbnailFileId) refs.push({ id: thumbnailFileId, field: 'thumbnail_file_id' });
  if (refs.length === 0) return;
  const ids = [...new Set(refs.map((r) => r.id))];
  // A ZIP (a quote attachment) is the user's file but no artwork: it cannot be placed on a box.
  const owned = new Set(
    (await repo.ownFiles(db, userId, ids))
      .filter((r) => r.type !== 'zip')
      .map((r) => r.id),
  );
  const missing = refs.find((r) => !owned.has(r.id));
  if (missing) throw new RuleViolation('file_not_found', `File ${missing.id} is not one of your uploads`, missing.field);
}

async function variantIdOfSku(db: Db, sku: string): Promise<number> {
  const id = await repo.variantIdOfSku(db, sku);
  if (id === undefined) throw new RuleViolation('variant_not_found', `Variant ${sku} does not exist`, 'sku');
  return id;
}

function defaultName(box: BoxSpec): string {
  const n = (v: number) => String(Math.round(v * 10) / 10);
  return `${box.productSku} ${n(box.size.length)} × ${n(box.size.width)} × ${n(box.size.height)} mm`;
}

export async function createDesign(db: Db, owner: Owner, region: RegionCode, body: CreateBoxDesignBody, now: Date): Promise<{ row: repo.BoxDesignRow; designToken: string | null }> {
  if (body.document && body.faces) throw new RuleViolation('invalid_design', 'Send either faces (a new design) or document (an old design to import), not both', 'document');
  const variantId = body.variant_id ?? (body.sku ? await variantIdOfSku(db, body.sku) : undefined);
  if (variantId === undefined) throw new BadInput('variant_id', 'Send the variant_id (or the sku) of the box the design is for');
  const box = await boxForVariant(db, variantId, body.custom_size, region, body.variant_id ? 'variant_id' : 'sku');
  await assertOwnFiles(db, owner.id, body.faces ?? null, body.document ?? null, body.thumbnail_file_id);
  const document: Record<string, unknown> = body.document ?? buildDocument(box, body.faces ?? emptyFaces());
  const designToken = owner.kind === 'anonymous' ? randomBytes(32).toString('base64url') : null;
  const row = await repo.insertDesign(db, {
    userId: owner.id,
    name: body.name ?? defaultName(box),
    status: body.status ?? 'draft',
    productSku: box.productSku,
    variantId: box.variantId,
    variantSku: box.variantSku,
    lengthMm: box.size.length,
    widthMm: box.size.width,
    heightMm: box.size.height,
    customSize: body.custom_size !== undefined,
    boardThicknessMm: box.boardThicknessMm,
    dielineStyle: box.print.dielineStyle,
    bleedMm: box.print.bleedMm,
    safeAreaMm: box.print.safeAreaMm,
    document,
    schemaVersion: Number(document.schemaVersion),
    thumbnailFileId: body.thumbnail_file_id ?? null,
    claimTokenHash: designToken ? hashToken(designToken) : null,
    createdAt: now,
    updatedAt: now,
  });
  return { row, designToken };
}

export interface Viewer {
  userId: number | null;
  shareToken?: string | undefined;
}

/** The design for its owner, or read-only for anyone with its share token; 404 otherwise. */
export async function viewDesign(db: Db, id: string, viewer: Viewer): Promise<{ row: repo.BoxDesignRow; readOnly: boolean }> {
  const row = isUuid(id) ? await repo.findDesign(db, id) : undefined;
  if (row && viewer.userId !== null && row.userId === viewer.userId) return { row, readOnly: false };
  if (row && viewer.shareToken && row.shareToken && sameSecret(viewer.shareToken, row.shareToken)) return { row, readOnly: true };
  throw new NotFound('Design not found');
}

export async function ownDesign(db: Db, userId: number, id: string, lock = false): Promise<repo.BoxDesignRow> {
  const row = isUuid(id) ? await (lock ? repo.lockDesign(db, id) : repo.findDesign(db, id)) : undefined;
  if (!row || row.userId !== userId) throw new NotFound('Design not found');
  return row;
}

/** The owner's design, or any design for a manager (production prints customers' designs). */
export async function designForPrint(db: Db, user: { id: number; role: string }, id: string): Promise<repo.BoxDesignRow> {
  if (user.role !== 'manager') return ownDesign(db, user.id, id);
  const row = isUuid(id) ? await repo.findDesign(db, id) : undefined;
  if (!row) throw new NotFound('Design not found');
  return row;
}

function stale(row: repo.BoxDesignRow, sent: number): never {
  throw new AppError(409, 'stale_design', `The design was changed elsewhere (version ${row.version}, you sent ${sent}); reload it and apply your change again`, 'version', { version: row.version });
}

export async function updateDesign(db: Db, owner: Owner, id: string, body: UpdateBoxDesignBody, region: RegionCode, now: Date): Promise<repo.BoxDesignRow> {
  return db.transaction(async (tx) => {
    const row = await ownDesign(tx, owner.id, id, true);
    if (body.version !== row.version) stale(row, body.version);
    let box = boxOfRow(row);
    if (body.variant_id !== undefined && body.variant_id !== row.variantId) {
      const next = await boxForVariant(tx, body.variant_id, undefined, region);
      if (!sameBox(box, next)) {
        throw new RuleViolation('size_change_not_allowed', 'A design belongs to one box size and construction; a different size makes a new design', 'variant_id');
      }
      box = { ...next, size: box.size };
    }
    if (body.faces && row.schemaVersion !== 2) {
      throw new RuleViolation('design_needs_conversion', 'This design was made in the old editor; convert it first (POST box_designs/{id}/convert_from_v1)', 'faces');
    }
    await assertOwnFiles(tx, owner.id, body.faces ?? null, null, body.thumbnail_file_id);
    const set: Parameters<typeof repo.updateIfVersion>[3] = { updatedAt: now };
    if (body.name !== undefined) set.name = body.name;
    if (body.status !== undefined) set.status = body.status;
    if (body.thumbnail_file_id !== undefined) set.thumbnailFileId = body.thumbnail_file_id;
    if (box.variantId !== row.variantId) Object.assign(set, { variantId: box.variantId, variantSku: box.variantSku, productSku: box.productSku });
    if (body.faces || box.variantId !== row.variantId) {
      const faces = body.faces ?? (row.schemaVersion === 2 ? (row.document as unknown as DesignDocument).faces : null);
      if (faces) set.document = buildDocument(box, faces);
    }
    const updated = await repo.updateIfVersion(tx, row.id, row.version, set);
    if (!updated) stale(row, body.version);
    return updated;
  });
}

export async function deleteDesign(db: Db, owner: Owner, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownDesign(tx, owner.id, id, true);
    const inCart = await repo.openOrderUsing(tx, row.id, OPEN_STATES);
    if (inCart) throw new RuleViolation('design_in_cart', `The design is in the cart of order ${inCart}; remove it from the cart first`);
    await repo.deleteDesign(tx, row.id);
  });
}

/** A copy for the viewer: the owner's duplicate, or a shared design copied into another account (with copies of its files). */
export async function duplicateDesign(db: Db, storage: FileStorage, viewer: Owner, id: string, opts: { shareToken?: string | undefined; name?: string | undefined }, now: Date): Promise<{ row: repo.BoxDesignRow; designToken: string | null }> {
  const { row } = await viewDesign(db, id, { userId: viewer.id, shareToken: opts.shareToken });
  return db.transaction(async (tx) => {
    let document = row.document;
    let thumbnailFileId = row.thumbnailFileId;
    if (row.userId !== viewer.id) {
      const ids = [...new Set([...fileIdsOf(row.document), ...(row.thumbnailFileId ? [row.thumbnailFileId] : [])])];
      const map = new Map<string, string>();
      for (const f of await files.findFiles(tx, ids)) map.set(f.id, (await copyFile(tx, storage, f, viewer.id, now)).id);
      document = withFileIds(row.document, map);
      thumbnailFileId = row.thumbnailFileId ? (map.get(row.thumbnailFileId) ?? null) : null;
    }
    const designToken = viewer.kind === 'anonymous' ? randomBytes(32).toString('base64url') : null;
    const { id: _id, shareToken: _s, claimTokenHash: _c, createdAt: _ca, updatedAt: _ua, version: _v, ...rest } = row;
    const copy = await repo.insertDesign(tx, {
      ...rest,
      userId: viewer.id,
      name: opts.name ?? `${row.name} (copy)`.slice(0, 120),
      status: 'draft',
      document,
      thumbnailFileId,
      claimTokenHash: designToken ? hashToken(designToken) : null,
      createdAt: now,
      updatedAt: now,
    });
    return { row: copy, designToken };
  });
}

export async function convertFromV1(db: Db, owner: Owner, id: string, now: Date): Promise<repo.BoxDesignRow> {
  return db.transaction(async (tx) => {
    const row = await ownDesign(tx, owner.id, id, true);
    if (row.schemaVersion !== 1) throw new RuleViolation('already_converted', `The design is already in the current format (schemaVersion ${row.schemaVersion})`);
    const box = boxOfRow(row);
    const document = convertV1(row.document as unknown as V1Document, box, dielineOf(box));
    const updated = await repo.updateIfVersion(tx, row.id, row.version, { document, schemaVersion: 2, updatedAt: now });
    if (!updated) stale(row, row.version);
    return updated;
  });
}

export async function shareDesign(db: Db, owner: Owner, id: string, now: Date): Promise<repo.BoxDesignRow> {
  const row = await ownDesign(db, owner.id, id);
  if (row.shareToken) return row;
  // Sharing is not an edit: the version stays, so an open editor can keep saving.
  await repo.setShareTokenOnce(db, row.id, randomBytes(24).toString('base64url'), now);
  return ownDesign(db, owner.id, id);
}

/**
 * `POST v3/users/me/designs`: moves an anonymous visitor's design (proved by its design token) into the
 * signed-in account, with its files. Unknown design or wrong token: 404.
 */
export async function claimDesign(db: Db, accountId: number, id: string, designToken: string, now: Date): Promise<repo.BoxDesignRow> {
  return db.transaction(async (tx) => {
    const row = isUuid(id) ? await repo.lockDesign(tx, id) : undefined;
    if (!row) throw new NotFound('Design not found');
    const byDesignToken = row.claimTokenHash !== null && sameSecret(hashToken(designToken), row.claimTokenHash);
    // The design token may also be the anonymous visitor's own API token (even one revoked by the
    // sign-in): it proves the caller held the session that made the design.
    const visitor = byDesignToken ? undefined : await repo.holderOfToken(tx, hashToken(designToken));
    const bySession =
      visitor !== undefined &&
      ((visitor.kind === 'anonymous' && (visitor.userId === row.userId || (visitor.mergedInto === accountId && row.userId === accountId))) ||
        // Registration upgrades the visitor in place: its old token is now the account's own, and so is the design.
        (visitor.userId === accountId && row.userId === accountId));
    if (!byDesignToken && !bySession) throw new NotFound('Design not found');
    if (row.userId === accountId) return row;
    const ids = [...fileIdsOf(row.document), ...(row.thumbnailFileId ? [row.thumbnailFileId] : [])];
    await files.moveFiles(tx, ids, row.userId, accountId);
    const updated = await repo.updateIfVersion(tx, row.id, row.version, { userId: accountId, claimTokenHash: null, updatedAt: now });
    if (!updated) throw new Conflict('stale_design', 'The design changed while it was being claimed; try again');
    return updated;
  });
}

/** Sign-in of an anonymous visitor: its designs and uploads move to the account (userHooks.onUserMerged). */
export async function moveOnMerge(tx: Db, fromUserId: number, toUserId: number): Promise<void> {
  await repo.moveDesigns(tx, fromUserId, toUserId);
  await repo.moveProofs(tx, fromUserId, toUserId);
  await repo.moveAllFiles(tx, fromUserId, toUserId);
}

/**
 * The design a cart line may use: the shopper's own design whose box is the line's (same dieline, board
 * and inner size). 422 `design_not_found` / `design_does_not_fit` otherwise.
 */
export async function designForLine(db: Db, userId: number, designId: string, line: { variantId: number; customSize: BoxSpec['size'] | null; region: RegionCode }, field = 'box_design_id'): Promise<repo.BoxDesignRow> {
  const row = isUuid(designId) ? await repo.findDesign(db, designId) : undefined;
  if (!row || row.userId !== userId) throw new RuleViolation('design_not_found', `Design ${designId} is not one of your designs`, field);
  if (row.schemaVersion !== 2) throw new RuleViolation('design_needs_conversion', 'Convert this design to the current editor before ordering it', field);
  const box = await boxForVariant(db, line.variantId, line.customSize ?? undefined, line.region, 'variant_id');
  if (!sameBox(boxOfRow(row), box)) {
    const s = (b: BoxSpec['size']) => `${b.length} × ${b.width} × ${b.height} mm`;
    throw new RuleViolation('design_does_not_fit', `The design is for a ${row.dielineStyle} box of ${s(boxOfRow(row).size)} inside; this product is ${box.print.dielineStyle} ${s(box.size)}`, field);
  }
  return row;
}

export type { DesignStatus };
