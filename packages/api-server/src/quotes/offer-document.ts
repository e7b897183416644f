// Reads what offers' documents show (offer-present.ts shapes them without reading).
import type { Offer } from '@ph/api-contract';
import type { Db } from '../db';
import { presentOffers, type PresentContext } from './offer-present';
import * as repo from './offers-repo';

export async function loadOfferDocuments(db: Db, rows: readonly repo.OfferRow[], ctx: PresentContext): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const lines = await repo.linesOf(db, rows.map((r) => r.id));
  const userIds = [...new Set([...rows.flatMap((r) => (r.managerId ? [r.managerId] : [])), ...lines.flatMap((l) => (l.priceSetById ? [l.priceSetById] : []))])];
  const qrIds = [...new Set(rows.flatMap((r) => (r.quoteRequestId ? [r.quoteRequestId] : [])))];
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const { people, qrs, orderRows } = await repo.offerRelations(db, { userIds, qrIds, orderIds });
  return presentOffers(rows, { lines, people, qrs, orderRows }, ctx);
}

export async function loadOfferDocument(db: Db, row: repo.OfferRow, ctx: PresentContext): Promise<Offer> {
  const [offer] = await loadOfferDocuments(db, [row], ctx);
  if (!offer) throw new Error('offer presentation returned nothing');
  return offer;
}
