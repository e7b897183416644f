// Every read and write of the data-rights module: what a person's data is (for the export) and how it
// is erased (for the erasure), across the tables of the modules that hold it. One place on purpose:
// the list of personal data is the thing a reviewer checks against docs/data-rights.md.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  addresses,
  adjustments,
  anonymousMerges,
  artworkFiles,
  authTokens,
  boxDesigns,
  consentRecords,
  dataExports,
  designProofs,
  invoices,
  lineItems,
  orderConsents,
  orders,
  outbox,
  quoteRequests,
  segmentSessions,
  supportRequests,
  trackingEvents,
  userActionTokens,
  users,
  wallets,
  walletTransactions,
} from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type DataExportRow = typeof dataExports.$inferSelect;
export type ArtworkFileRow = typeof artworkFiles.$inferSelect;

export interface OrderRecord {
  order: typeof orders.$inferSelect;
  lines: Array<typeof lineItems.$inferSelect>;
  adjustments: Array<typeof adjustments.$inferSelect>;
  invoices: Array<Pick<typeof invoices.$inferSelect, 'number' | 'kind' | 'issueDate' | 'currency' | 'net' | 'tax' | 'gross'>>;
  consents: Array<typeof orderConsents.$inferSelect>;
}

/** Everything the store holds about one person, as rows. */
export interface PersonalData {
  user: UserRow;
  addresses: Array<typeof addresses.$inferSelect>;
  orders: OrderRecord[];
  designs: Array<typeof boxDesigns.$inferSelect>;
  files: ArtworkFileRow[];
  consents: Array<typeof consentRecords.$inferSelect>;
  quoteRequests: Array<typeof quoteRequests.$inferSelect>;
  walletTransactions: Array<typeof walletTransactions.$inferSelect>;
  /** Contact-form requests sent from the account's e-mail address (the form makes its own visitor). */
  supportRequests: Array<typeof supportRequests.$inferSelect>;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function lockUserRow(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function personalDataOf(db: Db, userId: number): Promise<PersonalData | null> {
  const user = await findUser(db, userId);
  if (!user) return null;
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const ids = orderRows.map((o) => o.id);
  const [lines, adjs, docs, orderCons] = ids.length
    ? await Promise.all([
        db.select().from(lineItems).where(inArray(lineItems.orderId, ids)).orderBy(asc(lineItems.position), asc(lineItems.id)),
        db.select().from(adjustments).where(inArray(adjustments.orderId, ids)).orderBy(asc(adjustments.id)),
        db
          .select({ orderId: invoices.orderId, number: invoices.number, kind: invoices.kind, issueDate: invoices.issueDate, currency: invoices.currency, net: invoices.net, tax: invoices.tax, gross: invoices.gross })
          .from(invoices)
          .where(inArray(invoices.orderId, ids))
          .orderBy(asc(invoices.id)),
        db.select().from(orderConsents).where(inArray(orderConsents.orderId, ids)).orderBy(asc(orderConsents.id)),
      ])
    : [[], [], [], []];
  const [addressRows, designs, files, consents, quotes, wallet, support] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    db.select().from(boxDesigns).where(eq(boxDesigns.userId, userId)).orderBy(asc(boxDesigns.createdAt)),
    db.select().from(artworkFiles).where(eq(artworkFiles.userId, userId)).orderBy(asc(artworkFiles.createdAt)),
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.id)),
    db.select().from(quoteRequests).where(eq(quoteRequests.userId, userId)).orderBy(asc(quoteRequests.id)),
    db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId)).orderBy(asc(walletTransactions.id)),
    user.email ? supportRequestsOf(db, user.email) : Promise.resolve([]),
  ]);
  return {
    user,
    addresses: addressRows,
    orders: orderRows.map((order) => ({
      order,
      lines: lines.filter((l) => l.orderId === order.id),
      adjustments: adjs.filter((a) => a.orderId === order.id),
      invoices: docs.filter((d) => d.orderId === order.id).map(({ orderId: _o, ...d }) => d),
      consents: orderCons.filter((c) => c.orderId === order.id),
    })),
    designs,
    files,
    consents,
    quoteRequests: quotes,
    walletTransactions: wallet,
    supportRequests: support,
  };
}

export async function supportRequestsOf(db: Db, email: string): Promise<Array<typeof supportRequests.$inferSelect>> {
  return db.select().from(supportRequests).where(eq(supportRequests.email, email)).orderBy(asc(supportRequests.id));
}

// ---- exports ----

export async function insertExport(db: Db, userId: number, requestedById: number, now: Date): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ userId, requestedById, createdAt: now }).returning();
  return row!;
}

/** The export still being built for this user, if any (a second request returns it instead of queuing another). */
export async function queuedExportOf(db: Db, userId: number): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'queued')))
    .limit(1);
  return row ?? null;
}

/** How many exports of the user were requested since `since` (by the user or for them). */
export async function exportsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
  return row?.n ?? 0;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** Marks a queued export ready; false when it is no longer queued (another run finished it). */
export async function markExportReady(
  db: Db,
  id: string,
  v: { storageKey: string; byteSize: number; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', ...v })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markExportFailed(db: Db, id: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued')));
}

export async function exportsOfUser(db: Db, userId: number): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(eq(dataExports.userId, userId));
}

export async function expiredExports(db: Db, now: Date, limit: number): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(lt(dataExports.expiresAt, now)).limit(limit);
}

export async function deleteExports(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(dataExports).where(inArray(dataExports.id, ids));
}

// ---- erasure ----

export async function walletBalanceOf(db: Db, userId: number): Promise<Array<{ currency: string; balance: number }>> {
  return db
    .select({ currency: wallets.currency, balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), sql`${wallets.balance} > 0`));
}

export async function filesOfUser(db: Db, userId: number): Promise<ArtworkFileRow[]> {
  return db.select().from(artworkFiles).where(eq(artworkFiles.userId, userId));
}

export interface ErasedCounts {
  ordersKept: number;
  invoicesKept: number;
  designsDeleted: number;
  /** Stored keys of the deleted contact-form attachments, so the caller can delete their bytes. */
  supportAttachmentKeys: string[];
  /** The file rows deleted, so the caller can delete their bytes. */
  files: Array<Pick<ArtworkFileRow, 'storagePrefix' | 'variants'>>;
  addressesDeleted: number;
}

/**
 * Erases a person in one transaction (the caller's): the account row keeps only its id, kind, role and
 * dates; what identifies them elsewhere is deleted or cleared. Orders and invoices stay (docs/data-rights.md).
 */
export async function eraseUserRows(db: Db, user: Pick<UserRow, 'id' | 'email'>, now: Date): Promise<ErasedCounts> {
  const userId = user.id;
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), sql`${authTokens.revokedAt} IS NULL`));
  await db.delete(userActionTokens).where(eq(userActionTokens.userId, userId));

  // Placed orders are records of a sale; the invoice (kept whole) is what the law asks to keep.
  const kept = await db
    .update(orders)
    .set({
      email: null,
      billAddress: null,
      shipAddress: null,
      specialInstructions: null,
      cancelReason: null,
      // Links e-mailed with the old guest token stop opening the order.
      token: sql`md5(random()::text) || md5(random()::text)`,
      updatedAt: now,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  const orderIds = kept.map((o) => o.id);
  const [invoiceCount] = orderIds.length
    ? await db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(inArray(invoices.orderId, orderIds))
    : [{ n: 0 }];

  await db.update(designProofs).set({ email: null }).where(eq(designProofs.userId, userId));
  await db
    .update(quoteRequests)
    .set({ email: '', name: '', companyName: null, phone: null, description: null, attachmentIds: [], updatedAt: now })
    .where(eq(quoteRequests.userId, userId));

  const designs = await db.delete(boxDesigns).where(eq(boxDesigns.userId, userId)).returning({ id: boxDesigns.id });
  const files = await db
    .delete(artworkFiles)
    .where(eq(artworkFiles.userId, userId))
    .returning({ storagePrefix: artworkFiles.storagePrefix, variants: artworkFiles.variants });

  // The user row points at its default address; clear it before the addresses go.
  await db
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      phone: null,
      companyName: null,
      vatId: null,
      avatarUrl: null,
      defaultAddressId: null,
      lastUsedCountryIso: null,
      lastUsedZipCode: null,
      shippingCountryIso: null,
      shippingZipCode: null,
      partnerstackKey: null,
      onboardingSurvey: {},
      // The public first-name lookup key must not lead anywhere any more.
      segmentationToken: randomBytes(24).toString('base64url'),
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  const addressRows = await db.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id });

  // Consents given for marketing and tracking, and what tracking recorded: nothing to prove or process any more.
  await db.delete(consentRecords).where(eq(consentRecords.userId, userId));
  await db.delete(trackingEvents).where(eq(trackingEvents.userId, userId));
  await db.delete(segmentSessions).where(eq(segmentSessions.userId, userId));
  // Anonymous visitors merged into the account carried the same person's browsing: erased with it.
  const merged = await db.select({ id: anonymousMerges.anonymousUserId }).from(anonymousMerges).where(eq(anonymousMerges.userId, userId));
  const mergedIds = merged.map((m) => m.id);
  if (mergedIds.length) {
    await db.delete(trackingEvents).where(inArray(trackingEvents.userId, mergedIds));
    await db.delete(segmentSessions).where(inArray(segmentSessions.userId, mergedIds));
    await db.delete(consentRecords).where(inArray(consentRecords.userId, mergedIds));
  }
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
  // Copies of the e-mails sent to them (order confirmations with their address, links): the outbox is a
  // delivery queue, not an archive. Unsent ones go too: there is nobody to send them to any more.
  if (user.email) await db.delete(outbox).where(eq(outbox.to, user.email));
  // Contact-form requests from their address and the consents recorded with them.
  const support = user.email
    ? await db.delete(supportRequests).where(eq(supportRequests.email, user.email)).returning({ attachments: supportRequests.attachments })
    : [];
  if (user.email) await db.delete(consentRecords).where(eq(consentRecords.email, user.email));

  return {
    ordersKept: orderIds.length,
    invoicesKept: invoiceCount?.n ?? 0,
    designsDeleted: designs.length,
    files,
    supportAttachmentKeys: support.flatMap((r) => r.attachments.map((a) => a.key)),
    addressesDeleted: addressRows.length,
  };
}
