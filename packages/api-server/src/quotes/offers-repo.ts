// Offer and offer-line queries (drizzle). Functions take `Db` so they run in or out of a transaction.
import { and, asc, count, desc, eq, gt, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { offerLines, offers, orders, quoteRequests, users } from '../db/schema';

export type OfferRow = typeof offers.$inferSelect;
export type OfferInsert = typeof offers.$inferInsert;
export type OfferLineRow = typeof offerLines.$inferSelect;
export type OfferLineInsert = typeof offerLines.$inferInsert;

export async function insertOffer(db: Db, offer: OfferInsert, lines: Array<Omit<OfferLineInsert, 'offerId'>>): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(offer).returning();
  if (!row) throw new Error('offer insert returned nothing');
  await db.insert(offerLines).values(lines.map((l) => ({ ...l, offerId: row.id })));
  return row;
}

export async function findByToken(db: Db, token: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.token, token));
  return row;
}

/** The offer row, locked until the transaction ends: accepting serialises on it (one order per offer). */
export async function lockByToken(db: Db, token: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.token, token)).for('update');
  return row;
}

export async function findByInstantQuote(db: Db, instantQuoteId: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.instantQuoteId, instantQuoteId)).orderBy(desc(offers.id)).limit(1);
  return row;
}

export async function linesOf(db: Db, offerIds: readonly number[]): Promise<OfferLineRow[]> {
  if (offerIds.length === 0) return [];
  return db.select().from(offerLines).where(inArray(offerLines.offerId, [...offerIds])).orderBy(asc(offerLines.position), asc(offerLines.id));
}

export async function offersOfQuoteRequests(db: Db, quoteRequestIds: readonly number[]): Promise<OfferRow[]> {
  if (quoteRequestIds.length === 0) return [];
  return db.select().from(offers).where(inArray(offers.quoteRequestId, [...quoteRequestIds])).orderBy(asc(offers.id));
}

export async function markViewed(db: Db, id: number, now: Date): Promise<OfferRow | undefined> {
  const [row] = await db.update(offers).set({ state: 'viewed', viewedAt: now }).where(and(eq(offers.id, id), eq(offers.state, 'sent'))).returning();
  return row;
}

export async function markAccepted(db: Db, id: number, orderId: number, now: Date): Promise<OfferRow> {
  const [row] = await db.update(offers).set({ state: 'accepted', acceptedAt: now, orderId }).where(eq(offers.id, id)).returning();
  if (!row) throw new Error('offer vanished while being accepted');
  return row;
}

export async function linkLine(db: Db, lineId: number, lineItemId: number): Promise<void> {
  await db.update(offerLines).set({ lineItemId }).where(eq(offerLines.id, lineId));
}

/**
 * Writes `expired` on every open offer whose `valid_until` has passed; the ids it changed. Idempotent:
 * an offer already expired or accepted is not open. An accept holding the row lock is waited for, and
 * its committed `accepted` then no longer matches (READ COMMITTED re-checks the row).
 */
export async function expireDue(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(offers)
    .set({ state: 'expired' })
    .where(and(inArray(offers.state, ['sent', 'viewed']), lte(offers.validUntil, now)))
    .returning({ id: offers.id });
  return rows.map((r) => r.id);
}

export type ListedState = 'sent' | 'viewed' | 'accepted' | 'expired';

/** The desk's list, newest first; `expired` is an open offer past `valid_until`. */
export async function listOffers(db: Db, filter: { state?: ListedState | undefined; quoteRequestId?: number | undefined; now: Date }, page: number, perPage: number) {
  const where: SQL[] = [];
  if (filter.quoteRequestId !== undefined) where.push(eq(offers.quoteRequestId, filter.quoteRequestId));
  if (filter.state === 'accepted') where.push(eq(offers.state, 'accepted'));
  else if (filter.state === 'expired') where.push(ne(offers.state, 'accepted'), lte(offers.validUntil, filter.now));
  else if (filter.state) where.push(eq(offers.state, filter.state), gt(offers.validUntil, filter.now));
  const condition = where.length ? and(...where) : undefined;
  const [rows, total] = await Promise.all([
    db.select().from(offers).where(condition).orderBy(desc(offers.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(offers).where(condition),
  ]);
  return { rows, count: total[0]?.n ?? 0 };
}

/** A visitor who signs in takes its offers along (userHooks.onUserMerged). */
export async function moveOffers(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(offers).set({ userId: toUserId }).where(eq(offers.userId, fromUserId));
}

export type OfferPerson = typeof users.$inferSelect;

/** The people (managers, price setters), quote requests and orders offers name. */
export async function offerRelations(db: Db, ids: { userIds: number[]; qrIds: number[]; orderIds: number[] }) {
  const [people, qrs, orderRows] = await Promise.all([
    ids.userIds.length ? db.select().from(users).where(inArray(users.id, ids.userIds)) : [],
    ids.qrIds.length ? db.select({ id: quoteRequests.id, number: quoteRequests.number }).from(quoteRequests).where(inArray(quoteRequests.id, ids.qrIds)) : [],
    ids.orderIds.length ? db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids.orderIds)) : [],
  ]);
  return { people, qrs, orderRows };
}
