// Who may read a document: the order's owner, whoever holds the order's guest token (the link of the
// order's e-mails) and the back office. Anyone else, like an unknown id, gets the same 404, so an id
// reveals nothing about documents that are not the reader's.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { NotFound } from '../errors';
import * as orders from '../orders';
import * as repo from './repository';

export interface Reader {
  userId: number | null;
  /** Operators read every document. */
  backOffice: boolean;
  /** The order's guest token, from a link. */
  token: string | undefined;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function mayRead(order: orders.OrderRow, reader: Reader): boolean {
  return reader.backOffice || (reader.userId !== null && order.userId === reader.userId) || (reader.token !== undefined && sameSecret(reader.token, order.token));
}

/**
 * The document and its order's guest token: its download links carry the token, so a plain link opens
 * the file (a browser sends no API token header with it) for whoever may read the order anyway.
 */
export async function readableDocument(db: Db, publicId: string, reader: Reader): Promise<repo.InvoiceWithToken> {
  const row = await repo.findByPublicId(db, publicId);
  const order = row ? await orders.findOrder(db, row.orderId) : undefined;
  if (!row || !order || !mayRead(order, reader)) throw new NotFound(`Invoice ${publicId} not found: no document with this id is yours to read`);
  return { row, orderToken: order.token };
}

export async function documentsOfOrder(db: Db, orderNumber: string, reader: Reader): Promise<repo.InvoiceWithToken[]> {
  const order = await orders.findOrderByNumber(db, orderNumber);
  if (!order || !mayRead(order, reader)) throw new NotFound('Order not found');
  return (await repo.invoicesOfOrder(db, order.id)).map((row) => ({ row, orderToken: order.token }));
}
