// Quote request and instant quote queries (drizzle). Functions take `Db` so they run in or out of a transaction.
import { and, count, desc, eq, inArray, notExists, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { artworkFiles } from '../db/schema';
import { instantQuotes, offers, quoteRequests } from '../db/schema';
import { users } from '../db/schema';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteRequestInsert = typeof quoteRequests.$inferInsert;
export type InstantQuoteRow = typeof instantQuotes.$inferSelect;
export type QuoteRequestStatus = QuoteRequestRow['status'];

export async function insertQuoteRequest(db: Db, values: QuoteRequestInsert): Promise<QuoteRequestRow> {
  const [row] = await db.insert(quoteRequests).values(values).returning();
  if (!row) throw new Error('quote request insert returned nothing');
  return row;
}

export async function findQuoteRequest(db: Db, key: { id: number } | { number: string }): Promise<QuoteRequestRow | undefined> {
  const [row] = await db.select().from(quoteRequests).where('id' in key ? eq(quoteRequests.id, key.id) : eq(quoteRequests.number, key.number));
  return row;
}

export async function listQuoteRequests(db: Db, filter: { userId?: number; statuses?: readonly QuoteRequestStatus[] | undefined }, page: number, perPage: number) {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(quoteRequests.userId, filter.userId));
  if (filter.statuses?.length) where.push(inArray(quoteRequests.status, [...filter.statuses]));
  const condition = where.length ? and(...where) : undefined;
  const [rows, total] = await Promise.all([
    db.select().from(quoteRequests).where(condition).orderBy(desc(quoteRequests.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(quoteRequests).where(condition),
  ]);
  return { rows, count: total[0]?.n ?? 0 };
}

export async function setStatus(db: Db, id: number, status: QuoteRequestStatus, now: Date): Promise<void> {
  await db.update(quoteRequests).set({ status, updatedAt: now }).where(eq(quoteRequests.id, id));
}

/**
 * Requests waiting on offers none of which is open any more (all expired) become `offer_expired`, so the
 * desk sees they need a new offer or closing; the numbers it changed. Run after offers were expired.
 */
export async function markOffersExpired(db: Db, now: Date): Promise<string[]> {
  const open = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.quoteRequestId, quoteRequests.id), inArray(offers.state, ['sent', 'viewed', 'accepted'])));
  const rows = await db
    .update(quoteRequests)
    .set({ status: 'offer_expired', updatedAt: now })
    .where(and(eq(quoteRequests.status, 'offer_sent'), notExists(open)))
    .returning({ number: quoteRequests.number });
  return rows.map((r) => r.number);
}

/** Closes an open request with the manager's reason; false when it was not open any more (closed or accepted meanwhile). */
export async function closeOpen(db: Db, id: number, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(quoteRequests)
    .set({ status: 'closed', closeReason: reason, closedAt: now, updatedAt: now })
    .where(and(eq(quoteRequests.id, id), inArray(quoteRequests.status, ['new', 'offer_sent', 'offer_expired'])))
    .returning({ id: quoteRequests.id });
  return rows.length > 0;
}

/** The files of `userId` among `ids` (another user's file is simply not found). */
export async function ownFiles(db: Db, userId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: artworkFiles.id, name: artworkFiles.originalName, contentType: artworkFiles.contentType, byteSize: artworkFiles.byteSize })
    .from(artworkFiles)
    .where(and(eq(artworkFiles.userId, userId), inArray(artworkFiles.id, [...ids])));
}

export async function filesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: artworkFiles.id, name: artworkFiles.originalName, contentType: artworkFiles.contentType, byteSize: artworkFiles.byteSize })
    .from(artworkFiles)
    .where(inArray(artworkFiles.id, [...ids]));
}

/** Registered managers with an e-mail: the managers' queue a new quote request is announced to. */
export async function managerEmails(db: Db): Promise<Array<{ email: string; locale: string | null }>> {
  const rows = await db.select({ email: users.email, locale: users.locale }).from(users).where(and(eq(users.role, 'manager'), eq(users.kind, 'registered')));
  return rows.flatMap((r) => (r.email ? [{ email: r.email, locale: r.locale }] : []));
}

export async function insertInstantQuote(db: Db, values: typeof instantQuotes.$inferInsert): Promise<InstantQuoteRow> {
  const [row] = await db.insert(instantQuotes).values(values).returning();
  if (!row) throw new Error('instant quote insert returned nothing');
  return row;
}

export async function findInstantQuote(db: Db, id: number): Promise<InstantQuoteRow | undefined> {
  const [row] = await db.select().from(instantQuotes).where(eq(instantQuotes.id, id));
  return row;
}

/** A visitor who signs in takes its quote requests and instant quotes along (userHooks.onUserMerged). */
export async function moveQuotes(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(quoteRequests).set({ userId: toUserId }).where(eq(quoteRequests.userId, fromUserId));
  await db.update(instantQuotes).set({ userId: toUserId }).where(eq(instantQuotes.userId, fromUserId));
}
