// Accept a custom offer, as one workflow whose steps are named (Medusa v2's workflows are the model).
// It crosses modules: the offer (quotes) says what was agreed and until when, the catalogue says whether
// each product may still be sold, the orders module makes an order priced exactly as offered (its
// lines at the negotiated unit prices, the offer's shipping), and the offer and its quote request
// record the acceptance. Every step runs in one transaction holding the offer's row lock, so an offer
// is accepted once however many times its customer clicks, and a refused step leaves nothing behind.
import type { LanguageCode } from '@ph/region-config';
import type { AcceptOfferResponse } from '@ph/api-contract';
import type { Db } from '../../db';
import { NotFound, RuleViolation } from '../../errors';
import { findSellableVariant } from '../../catalogue';
import { createOrderFromOffer, type FixedPriceLine } from '../../orders';
import type { UserRow } from '../../users';
import { isCustomerOf } from '../offer-customer';
import { loadOfferDocument } from '../offer-document';
import { regionOf } from '../offer-present';
import * as repo from '../offers-repo';
import * as quotesRepo from '../repository';

export interface AcceptOfferInput {
  user: UserRow;
  /** The offer's token from the path, and the one the body repeats (the link the customer followed). */
  token: string;
  bodyToken: string;
  lineItemIds: number[];
  lang: LanguageCode | null;
}

/** Step 1: the offer, locked; another's or an unknown one is a 404, an accepted or expired one a 422. */
async function lockOfferStep(tx: Db, input: AcceptOfferInput, now: Date): Promise<repo.OfferRow> {
  const row = input.bodyToken === input.token ? await repo.lockByToken(tx, input.token) : undefined;
  if (!row || !isCustomerOf(row, input.user)) throw new NotFound('Offer not found');
  if (row.state === 'accepted') throw new RuleViolation('offer_already_accepted', 'This offer has already been accepted', 'token');
  if (row.state === 'expired' || row.validUntil.getTime() <= now.getTime()) throw new RuleViolation('offer_expired', 'This offer has expired; ask your manager for a new one', 'token');
  return row;
}

/** Step 2: the lines the customer chose, each a line of this offer (422 naming the one that is not). */
async function chooseLinesStep(tx: Db, row: repo.OfferRow, lineItemIds: number[]): Promise<repo.OfferLineRow[]> {
  const lines = await repo.linesOf(tx, [row.id]);
  const wanted = [...new Set(lineItemIds)];
  const unknown = wanted.findIndex((id) => !lines.some((l) => l.id === id));
  if (unknown >= 0) throw new RuleViolation('offer_line_not_found', `Line ${wanted[unknown]} is not part of this offer`, `line_item_ids.${unknown}`);
  return lines.filter((l) => wanted.includes(l.id));
}

/** Step 3: each chosen product still sellable (catalogue), at the offer's negotiated unit price. */
async function fixPricesStep(tx: Db, chosen: repo.OfferLineRow[]): Promise<FixedPriceLine[]> {
  const fixed: FixedPriceLine[] = [];
  for (const l of chosen) {
    fixed.push({ variant: await findSellableVariant(tx, l.variantId, 'line_item_ids'), customSize: l.customSize, quantity: l.quantity, unitNet: l.unitNet });
  }
  return fixed;
}

/** Step 4: the order (orders), priced exactly as offered, and each offer line linked to its order line. */
async function createOrderStep(tx: Db, row: repo.OfferRow, input: AcceptOfferInput, chosen: repo.OfferLineRow[], fixed: FixedPriceLine[], now: Date) {
  const created = await createOrderFromOffer(
    tx,
    { userId: input.user.id, email: input.user.email ?? row.email, lang: input.lang },
    { id: row.id, region: regionOf(row), currency: row.currency, shipNet: row.shipNet },
    fixed,
    now,
  );
  for (const [i, l] of chosen.entries()) {
    const lineItemId = created.lineItemIds[i];
    if (lineItemId !== undefined) await repo.linkLine(tx, l.id, lineItemId);
  }
  return created.order;
}

/** Step 5: the offer accepted, and its quote request with it. */
async function recordAcceptanceStep(tx: Db, row: repo.OfferRow, orderId: number, now: Date): Promise<repo.OfferRow> {
  const accepted = await repo.markAccepted(tx, row.id, orderId, now);
  if (row.quoteRequestId !== null) await quotesRepo.setStatus(tx, row.quoteRequestId, 'accepted', now);
  return accepted;
}

export async function acceptOfferFlow(db: Db, input: AcceptOfferInput, now: Date): Promise<AcceptOfferResponse> {
  return db.transaction(async (tx) => {
    const row = await lockOfferStep(tx, input, now);
    const chosen = await chooseLinesStep(tx, row, input.lineItemIds);
    const fixed = await fixPricesStep(tx, chosen);
    const order = await createOrderStep(tx, row, input, chosen, fixed, now);
    const accepted = await recordAcceptanceStep(tx, row, order.id, now);
    return {
      offer: await loadOfferDocument(tx, accepted, { now, asManager: false }),
      order: { id: order.id, number: order.number, token: order.token, total: order.total, currency: order.currency },
    };
  });
}
