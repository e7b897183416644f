// Shoppers' data rights (GDPR articles 15, 17, 20): the ZIP exports a shopper or an operator asks for,
// and the audit record of what operators do on a customer's behalf. See docs/data-rights.md.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const DATA_EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;

/**
 * One "download my data" request. The `data_rights.export` job builds the ZIP, stores it in the file
 * store under `storage_key` and sets `ready`; the e-mailed link carries a token whose SHA-256 is
 * `token_hash`. Past `expires_at` the purge job deletes the file and the row.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked: the shopper, or the operator who ran it for them. */
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expiry_idx').on(t.expiresAt)],
);

/**
 * What staff did on a customer's behalf, append-only: who (`actor_user_id`), what (`action`, e.g.
 * `data_rights.erasure`), to whom (`subject_user_id`: after an erasure, the anonymised row) and the
 * facts of it (`details`, never the erased personal data itself).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectUserId: bigint('subject_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_subject_idx').on(t.subjectUserId)],
);
