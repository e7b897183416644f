// Queries on the tracking data the server keeps per visitor: events and Segment-style sessions.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { segmentSessions, trackingEvents } from '../db/schema';

export type EventRow = typeof trackingEvents.$inferSelect;
export type NewEventRow = typeof trackingEvents.$inferInsert;
export type EventKind = NewEventRow['kind'];

export async function insertEvents(db: Db, rows: NewEventRow[]): Promise<number[]> {
  const inserted = await db.insert(trackingEvents).values(rows).returning({ id: trackingEvents.id });
  return inserted.map((r) => r.id);
}

export async function insertSession(db: Db, userId: number, now: Date): Promise<string> {
  const [row] = await db.insert(segmentSessions).values({ userId, createdAt: now }).returning({ id: segmentSessions.id });
  return row!.id;
}

export async function sessionOwnedBy(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const [session] = await db
    .select({ id: segmentSessions.id })
    .from(segmentSessions)
    .where(and(eq(segmentSessions.id, sessionId), eq(segmentSessions.userId, userId)));
  return session !== undefined;
}

/** The visitor's latest `limit` events, newest first, of one kind or all. */
export async function latestEventsOf(db: Db, userId: number, kind: EventKind | undefined, limit: number): Promise<EventRow[]> {
  const where = kind ? and(eq(trackingEvents.userId, userId), eq(trackingEvents.kind, kind)) : eq(trackingEvents.userId, userId);
  return db.select().from(trackingEvents).where(where).orderBy(desc(trackingEvents.id)).limit(limit);
}

/** Hands an anonymous visitor's events and sessions to the account they signed in to. */
export async function reassignTracking(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(trackingEvents).set({ userId: toUserId }).where(eq(trackingEvents.userId, fromUserId));
  await db.update(segmentSessions).set({ userId: toUserId }).where(eq(segmentSessions.userId, fromUserId));
}
