import { and, desc, eq } from 'drizzle-orm';
import type { ConsentName, TrackedEvent } from '@ph/api-contract';
import type { Db } from '../db/client';
import { segmentSessions, trackingEvents } from '../db/schema';
import { AppError, Forbidden, NotFound } from '../errors';
import { isGranted } from '../consents/service';

export type EventKind = (typeof trackingEvents.$inferInsert)['kind'];
type EventRow = typeof trackingEvents.$inferSelect;

/** The recorded consent each kind of data needs before the server accepts it. */
export const CONSENT_NEEDED: Record<EventKind, ConsentName> = {
  track: 'cookies_marketing_and_analytics',
  identify: 'cookies_marketing_and_analytics',
  session_event: 'cookies_marketing_and_analytics',
  segment_data: 'cookies_marketing_and_analytics',
  first_touch: 'cookies_marketing_and_analytics',
  affiliation: 'cookies_marketing_and_analytics',
  // A Google Ads conversion is advertising, not analytics.
  product_added_ua_conversion: 'cookies_advertising',
};

/** 403 `consent_required`: the visitor's newest consent record does not grant what the call needs. */
export class ConsentRequired extends AppError {
  constructor(consent: ConsentName) {
    super(403, 'consent_required', `The visitor has not granted the "${consent}" consent this call needs`, undefined, { consent });
  }
}

export async function assertConsent(db: Db, userId: number, kind: EventKind): Promise<void> {
  const needed = CONSENT_NEEDED[kind];
  if (!(await isGranted(db, userId, needed))) throw new ConsentRequired(needed);
}

/** A body naming another visitor (`anonymous_id`) is refused: events are only stored for the caller. */
export function assertSelf(userId: number, claimed: string | null | undefined): void {
  if (claimed !== undefined && claimed !== null && claimed !== String(userId)) {
    throw new Forbidden('Events can only be recorded for the current visitor');
  }
}

export async function recordEvent(
  db: Db,
  userId: number,
  e: { kind: EventKind; event?: string | null; properties?: Record<string, unknown>; clientTimestamp?: string; sessionId?: string },
  now: Date,
): Promise<number> {
  await assertConsent(db, userId, e.kind);
  const [row] = await db
    .insert(trackingEvents)
    .values({
      userId,
      kind: e.kind,
      event: e.event ?? null,
      properties: e.properties ?? {},
      sessionId: e.sessionId ?? null,
      clientTimestamp: e.clientTimestamp ? new Date(e.clientTimestamp) : null,
      createdAt: now,
    })
    .returning({ id: trackingEvents.id });
  return row!.id;
}

export async function createSegmentSession(db: Db, userId: number, now: Date): Promise<string> {
  await assertConsent(db, userId, 'session_event');
  const [row] = await db.insert(segmentSessions).values({ userId, createdAt: now }).returning({ id: segmentSessions.id });
  return row!.id;
}

/** Appends events to one of the visitor's own sessions (another visitor's session is a 404). */
export async function appendToSession(
  db: Db,
  userId: number,
  sessionId: string,
  events: Array<{ event: string; properties: Record<string, unknown>; timestamp?: string | undefined }>,
  now: Date,
): Promise<number> {
  await assertConsent(db, userId, 'session_event');
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: segmentSessions.id })
      .from(segmentSessions)
      .where(and(eq(segmentSessions.id, sessionId), eq(segmentSessions.userId, userId)));
    if (!session) throw new NotFound('Segment session not found');
    await tx.insert(trackingEvents).values(
      events.map((e) => ({
        userId,
        kind: 'session_event' as const,
        event: e.event,
        properties: e.properties,
        sessionId,
        clientTimestamp: e.timestamp ? new Date(e.timestamp) : null,
        createdAt: now,
      })),
    );
    return events.length;
  });
}

function present(r: EventRow): TrackedEvent {
  return {
    id: r.id,
    kind: r.kind,
    event: r.event,
    properties: r.properties,
    session_id: r.sessionId,
    client_timestamp: r.clientTimestamp?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

export async function eventsOfUser(db: Db, userId: number, kind?: string): Promise<TrackedEvent[]> {
  const where = kind ? and(eq(trackingEvents.userId, userId), eq(trackingEvents.kind, kind as EventKind)) : eq(trackingEvents.userId, userId);
  const rows = await db.select().from(trackingEvents).where(where).orderBy(desc(trackingEvents.id)).limit(500);
  return rows.map(present);
}

export async function moveEvents(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(trackingEvents).set({ userId: toUserId }).where(eq(trackingEvents.userId, fromUserId));
  await db.update(segmentSessions).set({ userId: toUserId }).where(eq(segmentSessions.userId, fromUserId));
}
