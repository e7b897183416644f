// Queries of the referral programme: codes, referrals and their credits, and the few facts about the
// people involved that the self-referral rules compare (docs/domain.md#referrals).
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { addresses, orderPayments, orderRefunds, orders, referralCodes, referralCredits, referrals, users, type ReferralVoidReason } from '../db/schema';

export type ReferralRow = typeof referrals.$inferSelect;

export async function codeOfUser(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Stores the user's code unless they already have one (or the code is taken); answers whether it was stored. */
export async function insertCode(db: Db, userId: number, code: string): Promise<boolean> {
  const inserted = await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing().returning({ userId: referralCodes.userId });
  return inserted.length > 0;
}

export async function ownerOfCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code));
  return row?.userId;
}

export async function referralOfUser(db: Db, referredUserId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId)).for('update');
  return row;
}

export async function referralOfOrder(db: Db, orderId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.orderId, orderId)).for('update');
  return row;
}

export async function insertReferral(db: Db, values: typeof referrals.$inferInsert): Promise<ReferralRow> {
  const [row] = await db.insert(referrals).values(values).returning();
  if (!row) throw new Error('referral insert returned nothing');
  return row;
}

export async function updateReferral(db: Db, id: number, set: Partial<typeof referrals.$inferInsert>): Promise<void> {
  await db.update(referrals).set(set).where(eq(referrals.id, id));
}

/**
 * Moves the status on only from the one it is expected to be in (a conditional UPDATE): two
 * concurrent runs cannot both move it. Answers whether this call moved it.
 */
export async function moveStatus(db: Db, id: number, from: ReferralRow['status'], set: Partial<typeof referrals.$inferInsert>): Promise<boolean> {
  const moved = await db.update(referrals).set(set).where(and(eq(referrals.id, id), eq(referrals.status, from))).returning({ id: referrals.id });
  return moved.length > 0;
}

/** Paid referrals paid at or before `paidBy` (their window has ended), all or one referrer's, oldest first. */
export async function dueReferrals(db: Db, paidBy: Date, opts: { referrerId?: number | undefined; limit: number }): Promise<ReferralRow[]> {
  return db
    .select()
    .from(referrals)
    .where(and(eq(referrals.status, 'paid'), lte(referrals.paidAt, paidBy), opts.referrerId === undefined ? undefined : eq(referrals.referrerId, opts.referrerId)))
    .orderBy(asc(referrals.paidAt), asc(referrals.id))
    .limit(opts.limit);
}

export async function insertCredit(db: Db, values: typeof referralCredits.$inferInsert): Promise<void> {
  await db.insert(referralCredits).values(values);
}

export async function referralsOfReferrer(db: Db, referrerId: number, limit: number) {
  return db
    .select({ referral: referrals, email: users.email, firstName: users.firstName, credit: referralCredits })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .leftJoin(referralCredits, eq(referralCredits.referralId, referrals.id))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(limit);
}

/** Placed orders (checkout completed) of the user: a newcomer has none. */
export async function placedOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), isNotNull(orders.completedAt)));
  return row?.n ?? 0;
}

export interface PersonFacts {
  email: string | null;
  /** Saved addresses and the delivery and billing addresses of their orders. */
  addresses: Array<{ street: string; street2: string | null; zip_code: string; country_iso: string }>;
}

/** What the self-referral rules compare of a person: their e-mail and every address we know of them. */
export async function personFacts(db: Db, userId: number, extraOrderId?: number): Promise<PersonFacts> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const saved = await db
    .select({ street: addresses.street, street2: addresses.street2, zip_code: addresses.zipCode, country_iso: addresses.countryIso })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  const orderRows = await db
    .select({ ship: orders.shipAddress, bill: orders.billAddress, email: orders.email })
    .from(orders)
    .where(extraOrderId === undefined ? eq(orders.userId, userId) : or(eq(orders.userId, userId), eq(orders.id, extraOrderId)));
  const fromOrders = orderRows.flatMap((o) => [o.ship, o.bill].filter((a): a is NonNullable<typeof a> => a !== null));
  return { email: user?.email ?? null, addresses: [...saved, ...fromOrders] };
}

/** E-mail addresses given on the user's orders (a guest checkout's e-mail is on the order only). */
export async function orderEmailsOf(db: Db, userId: number, extraOrderId?: number): Promise<string[]> {
  const rows = await db
    .select({ email: orders.email })
    .from(orders)
    .where(and(isNotNull(orders.email), extraOrderId === undefined ? eq(orders.userId, userId) : or(eq(orders.userId, userId), eq(orders.id, extraOrderId))));
  return rows.map((r) => r.email).filter((e): e is string => e !== null);
}

/**
 * Whether a card that paid the order (its completed payments' card fingerprints) has also paid any
 * other order of the user: the newcomer paid with the referrer's card, or the referrer with theirs.
 */
export async function sharesPaymentCard(db: Db, orderId: number, userId: number): Promise<boolean> {
  const theirs = db
    .select({ fingerprint: orderPayments.cardFingerprint })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.id, orderId), eq(orderPayments.state, 'completed'), isNotNull(orderPayments.cardFingerprint)));
  const [row] = await db
    .select({ n: count() })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'completed'), inArray(orderPayments.cardFingerprint, theirs)));
  return (row?.n ?? 0) > 0;
}

/** Whether any money of the order was given back or is being given back (a failed refund gave nothing). */
export async function hasRefund(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(orderRefunds).where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.state, 'failed')));
  return (row?.n ?? 0) > 0;
}

export async function voidReferral(db: Db, id: number, reason: ReferralVoidReason, now: Date): Promise<void> {
  await db.update(referrals).set({ status: 'void', voidReason: reason, updatedAt: now }).where(and(eq(referrals.id, id), inArray(referrals.status, ['applied', 'placed', 'paid'])));
}

/** An anonymous visitor's referral follows them into the account they sign into, unless the account has one. */
export async function moveReferral(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db
    .update(referrals)
    .set({ referredUserId: toUserId })
    // Never onto the referrer (the check `referrals_not_self` would refuse the sign-in): placing the order then voids it.
    .where(and(eq(referrals.referredUserId, fromUserId), ne(referrals.referrerId, toUserId), sql`NOT EXISTS (SELECT 1 FROM ${referrals} r2 WHERE r2.referred_user_id = ${toUserId})`));
}
