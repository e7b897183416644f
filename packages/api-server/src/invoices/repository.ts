// The invoices module's queries: the counters that number documents and the documents themselves.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { invoiceCounters, invoices, type InvoiceKind } from '../db/schema';
import { offers, orders } from '../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

export type NumberedInsert = Omit<InvoiceInsert, 'id' | 'sequence' | 'number' | 'content'> & { content: InvoiceRow['content'] };

/**
 * Takes the next number of the row's series in its year and writes the document with it, in one
 * statement: an upsert of the counter row (created at 1, else one more) feeds the insert. The counter
 * row's lock is held from here until the caller's transaction ends, so another issue in the series
 * waits for that transaction, and a rollback gives the number back. One round trip under the lock
 * instead of two is what lets a series issue faster (docs/performance.md "Invoices").
 *
 * `prefix` and `width` make the number (`FV/EU/2026/` + the sequence padded to 6); a sequence wider
 * than `width` (the series is full for the year) writes nothing and answers undefined.
 */
export async function insertNumbered(db: Db, row: NumberedInsert, number: { prefix: string; width: number }): Promise<InvoiceRow | undefined> {
  const result = await db.execute(sql`
    WITH counter AS (
      INSERT INTO ${invoiceCounters} (${sql.identifier(invoiceCounters.series.name)}, ${sql.identifier(invoiceCounters.year.name)}, ${sql.identifier(invoiceCounters.lastNumber.name)})
      VALUES (${row.series}::text, ${row.year}::int, 1)
      ON CONFLICT (${sql.identifier(invoiceCounters.series.name)}, ${sql.identifier(invoiceCounters.year.name)})
      DO UPDATE SET ${sql.identifier(invoiceCounters.lastNumber.name)} = ${invoiceCounters}.${sql.identifier(invoiceCounters.lastNumber.name)} + 1
      RETURNING ${sql.identifier(invoiceCounters.lastNumber.name)} AS sequence
    ), numbered AS (
      SELECT sequence, ${number.prefix}::text || lpad(sequence::text, ${number.width}::int, '0') AS number
      FROM counter WHERE length(sequence::text) <= ${number.width}::int
    )
    INSERT INTO ${invoices} (
      ${sql.join(
        [invoices.publicId, invoices.orderId, invoices.offerId, invoices.kind, invoices.eventKey, invoices.series, invoices.year, invoices.sequence, invoices.number, invoices.region, invoices.currency, invoices.language, invoices.correctsId, invoices.issuedAt, invoices.issueDate, invoices.buyerName, invoices.buyerVatId, invoices.net, invoices.tax, invoices.gross, invoices.content].map((c) => sql.identifier(c.name)),
        sql`, `,
      )}
    )
    SELECT ${row.publicId}::text, ${row.orderId ?? null}::bigint, ${row.offerId ?? null}::bigint, ${row.kind}::text, ${row.eventKey}::text, ${row.series}::text, ${row.year}::int, sequence, number,
      ${row.region}::text, ${row.currency}::char(3), ${row.language}::text, ${row.correctsId ?? null}::bigint, ${row.issuedAt.toISOString()}::timestamptz,
      ${row.issueDate}::date, ${row.buyerName}::text, ${row.buyerVatId ?? null}::text, ${row.net}::bigint, ${row.tax}::bigint, ${row.gross}::bigint,
      jsonb_set(${JSON.stringify(row.content)}::jsonb, '{number}', to_jsonb(number))
    FROM numbered
    RETURNING ${sql.identifier(invoices.id.name)} AS id, sequence, number`);
  const [written] = (result as unknown as { rows: Array<{ id: string | number; sequence: number; number: string }> }).rows ?? [];
  if (!written) return undefined;
  return {
    ...row,
    id: Number(written.id),
    sequence: written.sequence,
    number: written.number,
    orderId: row.orderId ?? null,
    offerId: row.offerId ?? null,
    correctsId: row.correctsId ?? null,
    buyerVatId: row.buyerVatId ?? null,
    content: { ...row.content, number: written.number },
  };
}

export async function findByEventKey(db: Db, eventKey: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.eventKey, eventKey));
  return row;
}

export async function findByPublicId(db: Db, publicId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.publicId, publicId));
  return row;
}

export async function invoicesOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

/** The order's VAT invoice (the one a credit note corrects). */
export async function vatInvoiceOf(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

/** What the order's credit notes have given back so far (gross, ≥ 0). */
export async function creditedGross(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${invoices.gross})` })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));
  return -Number(row?.sum ?? 0);
}

export interface ListFilter {
  from: Date;
  to: Date;
  region?: string | undefined;
  kind?: InvoiceKind | undefined;
  limit: number;
  offset: number;
}

/**
 * A document with the secret its download links carry (see access.ts): its order's guest token, or for
 * the proforma of an offer the offer's token (the secret of the offer's review link).
 */
export interface InvoiceWithToken {
  row: InvoiceRow;
  linkToken: string;
}

/** The offer's owner and link secret (who may read the offer's proforma). */
export async function offerOwnerOf(db: Db, offerId: number): Promise<{ userId: number; token: string } | undefined> {
  const [row] = await db.select({ userId: offers.userId, token: offers.token }).from(offers).where(eq(offers.id, offerId));
  return row;
}

/** Documents issued in [from, to), newest first, for the operators' list and the accountant's export. */
export async function listIssued(db: Db, f: ListFilter): Promise<{ rows: InvoiceWithToken[]; count: number }> {
  const where = and(
    gte(invoices.issuedAt, f.from),
    lt(invoices.issuedAt, f.to),
    f.region ? eq(invoices.region, f.region) : undefined,
    f.kind ? eq(invoices.kind, f.kind) : undefined,
  );
  const rows = await db
    .select({ row: invoices, linkToken: sql<string>`coalesce(${orders.token}, ${offers.token})` })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(offers, eq(offers.id, invoices.offerId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(f.limit)
    .offset(f.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where);
  return { rows, count: count?.n ?? 0 };
}
