// Quote requests and briefs, instant quotes, and custom offers with their lines (README "Quotes and offers").
// Money is integer minor units (bigint, mode 'number'); an offer line stores only its net unit price —
// tax is the region's, computed the same way the order computes it, so the two agree to the cent.
import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueVariants } from './catalogue';
import { orders } from './orders';
import { users } from './users';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export interface CustomSizeJson {
  length: number;
  width: number;
  height: number;
}

export interface QuoteItemJson {
  sku: string;
  variant_id: number | null;
  /** The variant's sku when one was named (kept as it was: the catalogue may change). */
  variant_sku?: string | null;
  custom_size: CustomSizeJson | null;
  quantities: number[];
  print: string | null;
}

export const QUOTE_REQUEST_STATUSES = ['new', 'offer_sent', 'offer_expired', 'accepted', 'closed'] as const;

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    /** `QR` + 8 digits. */
    number: text('number').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 0 quote request, 1 brief. */
    mode: smallint('mode').notNull(),
    status: text('status', { enum: QUOTE_REQUEST_STATUSES }).notNull().default('new'),
    region: text('region').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    phone: text('phone'),
    items: jsonb('items').$type<QuoteItemJson[]>().notNull().default([]),
    deadline: text('deadline'),
    description: text('description'),
    /** Ids of the customer's files (artwork_files) attached to the request. */
    attachmentIds: text('attachment_ids').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Why a manager closed it without an offer (shown to the customer), and when. */
    closeReason: text('close_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_requests_number_key').on(t.number),
    index('quote_requests_user_idx').on(t.userId, t.id),
    index('quote_requests_status_idx').on(t.status, t.id),
    check('quote_requests_mode_valid', sql`${t.mode} IN (0, 1)`),
  ],
);

/** A custom size or quantity priced at once by the price model; an offer can be made from it. */
export const instantQuotes = pgTable(
  'instant_quotes',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'restrict' }),
    customSize: jsonb('custom_size').$type<CustomSizeJson>(),
    quantity: integer('quantity').notNull(),
    unitNet: bigint('unit_net', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('instant_quotes_user_idx').on(t.userId), check('instant_quotes_quantity_positive', sql`${t.quantity} > 0`)],
);

/** `expired` is written by the offer-expiry job (src/quotes/offer-expiry-job.ts); until it runs, it is read from `valid_until`. */
export const OFFER_STATES = ['sent', 'viewed', 'accepted', 'expired'] as const;

export const offers = pgTable(
  'offers',
  {
    id: id(),
    /** The secret in the review link. */
    token: text('token').notNull(),
    /** The customer who may accept it. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The order manager who made it; null for an offer made from an instant quote. */
    managerId: bigint('manager_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    quoteRequestId: bigint('quote_request_id', { mode: 'number' }).references(() => quoteRequests.id, { onDelete: 'set null' }),
    instantQuoteId: bigint('instant_quote_id', { mode: 'number' }).references(() => instantQuotes.id, { onDelete: 'set null' }),
    /** Stored state; an open offer past `valid_until` reads as `expired` before the expiry job writes it. */
    state: text('state', { enum: OFFER_STATES }).notNull().default('sent'),
    region: text('region').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    shipNet: bigint('ship_net', { mode: 'number' }).notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_token_key').on(t.token),
    index('offers_user_idx').on(t.userId),
    index('offers_quote_request_idx').on(t.quoteRequestId),
    check('offers_ship_net_valid', sql`${t.shipNet} >= 0`),
    check('offers_accepted_has_order', sql`(${t.state} = 'accepted') = (${t.acceptedAt} IS NOT NULL)`),
  ],
);

export const offerLines = pgTable(
  'offer_lines',
  {
    id: id(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    customSize: jsonb('custom_size').$type<CustomSizeJson>(),
    quantity: integer('quantity').notNull(),
    unitNet: bigint('unit_net', { mode: 'number' }).notNull(),
    priceSource: text('price_source', { enum: ['manager', 'price_model'] }).notNull(),
    /** Who negotiated the price and when (a manager price is the only price not from the price model). */
    priceSetById: bigint('price_set_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    priceSetAt: timestamp('price_set_at', { withTimezone: true }),
    /** The order line made from it when the customer accepted this line. */
    lineItemId: bigint('line_item_id', { mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('offer_lines_offer_idx').on(t.offerId),
    check('offer_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('offer_lines_unit_net_positive', sql`${t.unitNet} > 0`),
    check('offer_lines_manager_price_signed', sql`${t.priceSource} <> 'manager' OR (${t.priceSetAt} IS NOT NULL)`),
  ],
);
