// Support requests sent through the landing site's contact form (README "Support requests"). The
// attachments' bytes live in the file store under `contact-form/<request number>/<index>`; the row
// keeps what the operators' list and download need.
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface SupportAttachmentJson {
  /** The file store's key. */
  key: string;
  filename: string;
  /** What the bytes are (never the name or the browser's Content-Type). */
  type: 'pdf' | 'png' | 'jpeg' | 'svg' | 'zip';
  contentType: string;
  byteSize: number;
}

export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The visitor the form created (the consent record's owner); a contact form has no session. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    orderNumber: text('order_number'),
    topic: text('topic').notNull(),
    /** Plain text as sent; shown as text, never as HTML. */
    message: text('message').notNull(),
    region: text('region').notNull(),
    lang: text('lang').notNull(),
    attachments: jsonb('attachments').$type<SupportAttachmentJson[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_created').on(t.createdAt, t.id), index('support_requests_email').on(t.email)],
);
