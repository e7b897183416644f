// Who may read a document: the order's owner, whoever holds the order's guest token (the link of the
// order's e-mails) and the back office; for the proforma of an offer, the offer's customer, whoever holds
// the offer's link (its token) and the order managers who make offers. Anyone else, like an unknown id,
// gets the same 404, so an id reveals nothing about documents that are not the reader's.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { NotFound } from '../errors';
import * as orders from '../orders';
import * as repo from './repository';

export interface Reader {
  userId: number | null;
  /** Operators read every document. */
  backOffice: boolean;
  /** Order managers read offers' proformas (they make the offers). */
  manager: boolean;
  /** The order's guest token (or the offer's token), from a link. */
  token: string | undefined;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function mayRead(owner: { userId: number | null; token: string }, reader: Reader): boolean {
  return reader.backOffice || (reader.userId !== null && owner.userId === reader.userId) || (reader.token !== undefined && sameSecret(reader.token, owner.token));
}

/**
 * The document and its order's guest token: its download links carry the token, so a plain link opens
 * the file (a browser sends no API token header with it) for whoever may read the order anyway.
 */
export async function readableDocument(db: Db, publicId: string, reader: Reader): Promise<repo.InvoiceWithToken> {
  const row = await repo.findByPublicId(db, publicId);
  const notYours = () => new NotFound(`Invoice ${publicId} not found: no document with this id is yours to read`);
  if (!row) throw notYours();
  if (row.offerId !== null) {
    const offer = await repo.offerOwnerOf(db, row.offerId);
    if (!offer || !(reader.manager || mayRead(offer, reader))) throw notYours();
    return { row, linkToken: offer.token };
  }
  const order = row.orderId !== null ? await orders.findOrder(db, row.orderId) : undefined;
  if (!order || !mayRead(order, reader)) throw notYours();
  return { row, linkToken: order.token };
}

export async function documentsOfOrder(db: Db, orderNumber: string, reader: Reader): Promise<repo.InvoiceWithToken[]> {
  const order = await orders.findOrderByNumber(db, orderNumber);
  if (!order || !mayRead(order, reader)) throw new NotFound('Order not found');
  return (await repo.invoicesOfOrder(db, order.id)).map((row) => ({ row, linkToken: order.token }));
}
