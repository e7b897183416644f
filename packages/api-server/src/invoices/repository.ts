// The invoices module's queries: the counters that number documents and the documents themselves.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { invoiceCounters, invoices, type InvoiceKind } from '../db/schema';
import { orders } from '../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

/**
 * Takes the next number of `series` in `year`: one upsert that creates the counter at 1 or adds one to
 * it, holding the counter row's lock until the caller's transaction ends. Another issue in the same
 * series waits for that transaction; if it rolls back, the number is given back with it.
 */
export async function takeNumber(db: Db, series: string, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertInvoice(db: Db, row: InvoiceInsert): Promise<InvoiceRow> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  return inserted!;
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

/** A document with its order's guest token (its download links carry it, see access.ts). */
export interface InvoiceWithToken {
  row: InvoiceRow;
  orderToken: string;
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
    .select({ row: invoices, orderToken: orders.token })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(f.limit)
    .offset(f.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where);
  return { rows, count: count?.n ?? 0 };
}
