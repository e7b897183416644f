// Invoice documents (proforma, VAT invoice, credit note) and the counters that number them. A document
// is written once, in the transaction that takes its number, and never updated: its `content` is the
// whole document as issued (seller, buyer, lines, VAT per rate, totals, notes), so the PDF and the
// e-invoice are renderings of that row and nothing is re-computed later. See src/invoices/README.md.
import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceContent } from '../../invoices';
import { orders } from './orders';
import { offers } from './quotes';

export const INVOICE_KINDS = ['proforma', 'invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * One row per series (region + document kind) and year: `last_number` is the last number issued.
 * Taking a number is an UPDATE of this row inside the issuing transaction, so the row lock orders
 * concurrent issues and a rolled-back issue gives its number back (a sequence would leave a gap).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('invoice_counters_positive', sql`${t.lastNumber} > 0`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 128 random bits (base64url): the document's id in URLs, so a link cannot be guessed from another. */
    publicId: text('public_id').notNull(),
    /** The order it documents; null for the proforma of an offer (`offer_id`). Exactly one of the two. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    /** The custom offer a proforma was asked for (the customer's or its manager's request, before any order). */
    offerId: bigint('offer_id', { mode: 'number' }).references(() => offers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** What caused it, unique: `proforma:<order id>`, `offer_proforma:<offer id>`, `invoice:<order id>`, `credit_note:<caller's key>`. */
    eventKey: text('event_key').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    region: text('region').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    language: text('language').notNull(),
    /** The VAT invoice a credit note corrects. */
    correctsId: bigint('corrects_id', { mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Calendar date of issue in the seller's time zone (the number's year is this date's). */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerVatId: text('buyer_vat_id'),
    /** Σ per rate, minor units; negative on a credit note. */
    net: bigint('net', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    content: jsonb('content').$type<InvoiceContent>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_public_id_key').on(t.publicId),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_year_sequence_key').on(t.series, t.year, t.sequence),
    uniqueIndex('invoices_event_key').on(t.eventKey),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_offer_idx').on(t.offerId),
    index('invoices_region_issued_idx').on(t.region, t.issuedAt),
    check('invoices_totals_add_up', sql`${t.gross} = ${t.net} + ${t.tax}`),
    check('invoices_one_subject', sql`(${t.orderId} IS NULL) <> (${t.offerId} IS NULL)`),
    check('invoices_offer_only_proforma', sql`${t.offerId} IS NULL OR ${t.kind} = 'proforma'`),
    check('invoices_kind_valid', sql`${t.kind} IN ('proforma', 'invoice', 'credit_note')`),
  ],
);
