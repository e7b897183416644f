// Artwork files, saved box designs and design proofs (client approval filesets).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An uploaded artwork file; its bytes and size variants live in the file store under `storage_prefix`. */
export const artworkFiles = pgTable(
  'artwork_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Detected from the bytes: pdf | png | jpeg | svg; zip only for quote attachments (never in a design). */
    type: text('type', { enum: ['pdf', 'png', 'jpeg', 'svg', 'zip'] }).notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    widthMm: doublePrecision('width_mm'),
    heightMm: doublePrecision('height_mm'),
    pageCount: integer('page_count'),
    sanitized: boolean('sanitized').notNull().default(false),
    /** Names of the variants stored (original, original_bw, limited, thumbnail, thumbnail_bw). */
    variants: text('variants').array().notNull(),
    /** Key prefix in the file store, e.g. `user-files/<uuid>`; variants are `<prefix>/<variant>`. */
    storagePrefix: text('storage_prefix').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('artwork_files_user_idx').on(t.userId), check('artwork_files_size_positive', sql`${t.byteSize} > 0`)],
);

export const DESIGN_STATUSES = ['draft', 'saved'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

/**
 * A saved box design: the box it is for (variant, inner size, board, dieline style, bleed and safe
 * area as the catalogue had them) and the versioned design document (`document.schemaVersion`).
 */
export const boxDesigns = pgTable(
  'box_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: DESIGN_STATUSES }).notNull().default('draft'),
    productSku: text('product_sku').notNull(),
    variantId: integer('variant_id').notNull(),
    variantSku: text('variant_sku').notNull(),
    lengthMm: doublePrecision('length_mm').notNull(),
    widthMm: doublePrecision('width_mm').notNull(),
    heightMm: doublePrecision('height_mm').notNull(),
    /** The size is a custom size (not the variant's own). */
    customSize: boolean('custom_size').notNull().default(false),
    boardThicknessMm: doublePrecision('board_thickness_mm').notNull(),
    dielineStyle: text('dieline_style').notNull(),
    bleedMm: doublePrecision('bleed_mm').notNull(),
    safeAreaMm: doublePrecision('safe_area_mm').notNull(),
    /** Design document; its `schemaVersion` says the format (1: pixel-based, converted on request; 2: mm). */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    schemaVersion: integer('schema_version').notNull(),
    /** Optimistic locking: a write must name the version it read (409 otherwise). */
    version: integer('version').notNull().default(1),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => artworkFiles.id, { onDelete: 'set null' }),
    /** Read-only share link; anyone holding it can view and copy the design. */
    shareToken: text('share_token'),
    /** SHA-256 of the design token that lets an anonymous owner claim it after signing in. */
    claimTokenHash: text('claim_token_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('box_designs_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('box_designs_share_token_key').on(t.shareToken),
    check('box_designs_version_positive', sql`${t.version} > 0`),
  ],
);

export const PROOF_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/**
 * A design proof (client approval fileset, docs/domain.md#what-the-store-keeps): one per designed line of a completed
 * order, shown to its owner, who approves it or asks for changes. Production of the line waits for
 * `approved`.
 */
export const designProofs = pgTable(
  'design_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    lineItemId: bigint('line_item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boxDesignId: uuid('box_design_id').notNull(),
    designVersion: integer('design_version').notNull(),
    status: text('status', { enum: PROOF_STATUSES }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    email: text('email'),
    /** Faces whose artwork prints below 150 effective DPI when the proof was made. */
    lowResolution: jsonb('low_resolution').$type<Array<{ face: string; object_id: string; dpi: number }>>().notNull().default([]),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Reminders e-mailed while the proof waited for its review (designs/proof-reminders.ts); the job's claim. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** When the last reminder was written to the outbox; the next one counts its delay from here. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('design_proofs_line_key').on(t.lineItemId), index('design_proofs_order_idx').on(t.orderId), index('design_proofs_user_idx').on(t.userId),
    // The reminder job's scan: only proofs still waiting for their review.
    index('design_proofs_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
