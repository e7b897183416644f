import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const userRef = () => bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' });

/**
 * Every consent a visitor gave or declined (docs/domain.md#what-the-store-keeps "Recorded consents"), append-only:
 * the latest row per (user, name) is the one in force, older rows are the audit trail.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull(),
    value: text('value', { enum: ['granted', 'declined'] }).notNull(),
    displayedText: text('displayed_text').notNull(),
    /** Lower-cased e-mail the consent was given for (newsletter, marketing), when there is one. */
    email: text('email'),
    region: text('region').notNull(),
    locale: text('locale').notNull(),
    location: text('location').notNull(),
    consentId: text('consent_id').notNull(),
    policyVersion: integer('policy_version').notNull(),
    acceptanceMethod: text('acceptance_method', { enum: ['by-cta-click', 'manual', 'automatic'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_name').on(t.userId, t.name, t.id),
    index('consent_records_email_name').on(t.email, t.name, t.id),
    check('consent_records_email_lower_case', sql`${t.email} IS NULL OR ${t.email} = lower(${t.email})`),
  ],
);

/** Segment-style sessions (`v2/segment_sessions/create`), appended to by `append`. */
export const segmentSessions = pgTable('segment_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Everything the tracking routes accepted: events, identifies, first touches, segment data, affiliations. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind', {
      enum: ['track', 'identify', 'product_added_ua_conversion', 'segment_data', 'session_event', 'first_touch', 'affiliation'],
    }).notNull(),
    event: text('event'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    sessionId: uuid('session_id').references(() => segmentSessions.id, { onDelete: 'cascade' }),
    /**
     * The store (region code) the call came from; null on rows recorded before the store was kept.
     * The back office's funnel report groups by it.
     */
    region: text('region'),
    /** The client's timestamp, when it sent one; `created_at` is the server's. */
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_user_kind').on(t.userId, t.kind, t.id),
    // The funnel report reads a few event names over a range of weeks.
    index('tracking_events_event_created').on(t.event, t.createdAt),
  ],
);
