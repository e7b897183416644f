import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { artworkFiles, authTokens, boxDesigns, catalogueProducts, catalogueSizes, catalogueVariants, designProofs, lineItems, orders, users, type DesignStatus } from '../db/schema';

export type BoxDesignRow = typeof boxDesigns.$inferSelect;

export async function insertDesign(db: Db, values: typeof boxDesigns.$inferInsert): Promise<BoxDesignRow> {
  const [row] = await db.insert(boxDesigns).values(values).returning();
  if (!row) throw new Error('design insert returned nothing');
  return row;
}

export async function findDesign(db: Db, id: string): Promise<BoxDesignRow | undefined> {
  const [row] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id));
  return row;
}

export async function lockDesign(db: Db, id: string): Promise<BoxDesignRow | undefined> {
  const [row] = await db.select().from(boxDesigns).where(eq(boxDesigns.id, id)).for('update');
  return row;
}

export async function listDesigns(db: Db, userId: number, status: DesignStatus | undefined, page: number, perPage: number) {
  const filter = status ? and(eq(boxDesigns.userId, userId), eq(boxDesigns.status, status)) : eq(boxDesigns.userId, userId);
  const rows = await db.select().from(boxDesigns).where(filter).orderBy(desc(boxDesigns.updatedAt), desc(boxDesigns.id)).limit(perPage).offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(boxDesigns).where(filter);
  return { rows, count: total?.n ?? 0 };
}

/** Writes only when the stored version is still `version`; returns the new row or undefined (stale). */
export async function updateIfVersion(db: Db, id: string, version: number, set: Partial<typeof boxDesigns.$inferInsert>): Promise<BoxDesignRow | undefined> {
  const [row] = await db
    .update(boxDesigns)
    .set({ ...set, version: version + 1 })
    .where(and(eq(boxDesigns.id, id), eq(boxDesigns.version, version)))
    .returning();
  return row;
}

export async function deleteDesign(db: Db, id: string): Promise<void> {
  await db.delete(boxDesigns).where(eq(boxDesigns.id, id));
}

export async function moveDesigns(db: Db, fromUserId: number, toUserId: number): Promise<BoxDesignRow[]> {
  return db.update(boxDesigns).set({ userId: toUserId, claimTokenHash: null }).where(eq(boxDesigns.userId, fromUserId)).returning();
}

/** Sets the share token unless one exists (two concurrent shares end with the same token). */
export async function setShareTokenOnce(db: Db, id: string, token: string, now: Date): Promise<void> {
  await db.update(boxDesigns).set({ shareToken: token, updatedAt: now }).where(and(eq(boxDesigns.id, id), isNull(boxDesigns.shareToken)));
}

/** Hands a visitor's print proofs to the account it signed in to. */
export async function moveProofs(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(designProofs).set({ userId: toUserId }).where(eq(designProofs.userId, fromUserId));
}

// ---- reads and writes the designs module makes of rows it shares with other modules ----

export type ProofRow = typeof designProofs.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SizeRow = typeof catalogueSizes.$inferSelect;

/** The caller's own uploads among `ids`, with their types. */
export async function ownFiles(db: Db, userId: number, ids: string[]): Promise<Array<{ id: string; type: string }>> {
  return db.select({ id: artworkFiles.id, type: artworkFiles.type }).from(artworkFiles).where(and(eq(artworkFiles.userId, userId), inArray(artworkFiles.id, ids)));
}

/** Hands every upload of a visitor to the account it signed in to. */
export async function moveAllFiles(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(artworkFiles).set({ userId: toUserId }).where(eq(artworkFiles.userId, fromUserId));
}

export async function variantIdOfSku(db: Db, sku: string): Promise<number | undefined> {
  const [row] = await db.select({ id: catalogueVariants.id }).from(catalogueVariants).where(eq(catalogueVariants.sku, sku));
  return row?.id;
}

/** A variant with its product and size (the box a design is for). */
export async function variantWithBox(db: Db, variantId: number) {
  const [row] = await db
    .select({ variant: catalogueVariants, product: catalogueProducts, size: catalogueSizes })
    .from(catalogueVariants)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, catalogueVariants.sizeId))
    .where(eq(catalogueVariants.id, variantId));
  return row;
}

/** The number of an order still being checked out whose lines use the design, if any. */
export async function openOrderUsing(db: Db, designId: string, openStates: readonly OrderRow['state'][]): Promise<string | undefined> {
  const [row] = await db
    .select({ number: orders.number })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(and(eq(lineItems.boxDesignId, designId), inArray(orders.state, [...openStates])))
    .limit(1);
  return row?.number;
}

/** Who holds a session token (even a revoked one): its user, the user's kind and the account it merged into. */
export async function holderOfToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: authTokens.userId, kind: users.kind, mergedInto: users.mergedIntoUserId })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, tokenHash));
  return row;
}

export async function productLinesOf(db: Db, orderId: number) {
  return db.select().from(lineItems).where(and(eq(lineItems.orderId, orderId), eq(lineItems.kind, 'product')));
}

export async function setLineDesignSnapshot(db: Db, lineId: number, snapshot: Record<string, unknown>): Promise<void> {
  await db.update(lineItems).set({ designSnapshot: snapshot }).where(eq(lineItems.id, lineId));
}

/** Opens a proof for a line unless it has one; undefined when it had. */
export async function insertProofOnce(db: Db, values: typeof designProofs.$inferInsert): Promise<ProofRow | undefined> {
  const [row] = await db.insert(designProofs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function proofsOfOrders(db: Db, orderIds: number[]): Promise<ProofRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(designProofs).where(inArray(designProofs.orderId, orderIds));
}

/** A proof with its order and its line's design snapshot. */
export async function proofWithOrder(db: Db, id: string): Promise<{ proof: ProofRow; order: OrderRow; snapshot: unknown } | undefined> {
  const [row] = await db
    .select({ proof: designProofs, order: orders, snapshot: lineItems.designSnapshot })
    .from(designProofs)
    .innerJoin(orders, eq(orders.id, designProofs.orderId))
    .innerJoin(lineItems, eq(lineItems.id, designProofs.lineItemId))
    .where(eq(designProofs.id, id));
  return row;
}

/** Records the review of a proof still pending; undefined when another review came first. */
export async function reviewPendingProof(db: Db, id: string, set: Pick<typeof designProofs.$inferInsert, 'status' | 'reviewReason' | 'reviewedAt' | 'updatedAt'>): Promise<ProofRow | undefined> {
  const [row] = await db
    .update(designProofs)
    .set(set)
    .where(and(eq(designProofs.id, id), eq(designProofs.status, 'pending')))
    .returning();
  return row;
}
