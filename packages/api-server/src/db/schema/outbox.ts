import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails are written here in the transaction that causes them and delivered afterwards (SMTP_URL). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set by the delivery job while it sends this row: another worker leaves it alone until then. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Boot id of the process sending the row (`api_instances`): while it lives nobody else sends it, however slow the SMTP server. */
    claimedBy: text('claimed_by'),
    /** Random per row, the local part of its Message-ID: the same on every attempt, unique across databases (ids restart, uuids do not). */
    messageKey: uuid('message_key').notNull().defaultRandom(),
    /** When a delivery job was queued for the row (the dispatcher queues each row once). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.createdAt)],
);
