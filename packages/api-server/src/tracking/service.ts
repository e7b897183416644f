import type { ConsentName } from '@ph/api-contract';
import type { RegionCode } from '@ph/region-config';
import type { Db } from '../db';
import { AppError, Forbidden, NotFound } from '../errors';
import { isGranted } from '../consents';
import * as repo from './repository';

export type EventKind = repo.EventKind;
export type EventRow = repo.EventRow;

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
  e: { kind: EventKind; region: RegionCode; event?: string | null; properties?: Record<string, unknown>; clientTimestamp?: string; sessionId?: string },
  now: Date,
): Promise<number> {
  await assertConsent(db, userId, e.kind);
  const [id] = await repo.insertEvents(db, [
    {
      userId,
      kind: e.kind,
      event: e.event ?? null,
      properties: e.properties ?? {},
      sessionId: e.sessionId ?? null,
      region: e.region,
      clientTimestamp: e.clientTimestamp ? new Date(e.clientTimestamp) : null,
      createdAt: now,
    },
  ]);
  return id!;
}

export async function createSegmentSession(db: Db, userId: number, now: Date): Promise<string> {
  await assertConsent(db, userId, 'session_event');
  return repo.insertSession(db, userId, now);
}

/** Appends events to one of the visitor's own sessions (another visitor's session is a 404). */
export async function appendToSession(
  db: Db,
  userId: number,
  sessionId: string,
  region: RegionCode,
  events: Array<{ event: string; properties: Record<string, unknown>; timestamp?: string | undefined }>,
  now: Date,
): Promise<number> {
  await assertConsent(db, userId, 'session_event');
  return db.transaction(async (tx) => {
    if (!(await repo.sessionOwnedBy(tx, sessionId, userId))) throw new NotFound('Segment session not found');
    await repo.insertEvents(
      tx,
      events.map((e) => ({
        userId,
        kind: 'session_event' as const,
        event: e.event,
        properties: e.properties,
        sessionId,
        region,
        clientTimestamp: e.timestamp ? new Date(e.timestamp) : null,
        createdAt: now,
      })),
    );
    return events.length;
  });
}

/** The visitor's stored events, newest first (at most 500), of one kind or all. */
export async function eventsOfUser(db: Db, userId: number, kind?: string): Promise<EventRow[]> {
  // The query names any kind; one the store does not record simply matches nothing.
  return repo.latestEventsOf(db, userId, kind as EventKind | undefined, 500);
}

export const moveEvents = repo.reassignTracking;
