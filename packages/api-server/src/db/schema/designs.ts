// Artwork files, saved box designs and design proofs (client approval filesets).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Detected from the bytes: pdf | png | jpeg | svg. */
    type: text('type', { enum: ['pdf', 'png', 'jpeg', 'svg'] }).notNull(),
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
