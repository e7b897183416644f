// Offer rows → the API's Offer: lines with their net, tax and gross, totals as the order will charge
// them (pricing.ts), the order manager, and the state (`expired` is read from `valid_until`).
import { inArray } from 'drizzle-orm';
import { getRegionConfig, isRegionCode, type RegionCode } from '@ph/region-config';
import type { Offer, OfferState } from '@ph/api-contract';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { quoteRequests } from '../db/schema/quotes';
import { users } from '../db/schema/users';
import { offerPath } from '../quotes/emails';
import { offerAmounts } from '../pricing';
import * as repo from './repository';

export function regionOf(row: { region: string }): RegionCode {
  if (!isRegionCode(row.region)) throw new Error(`offer has an unknown region ${row.region}`);
  return row.region;
}

export function stateOf(row: Pick<repo.OfferRow, 'state' | 'validUntil'>, now: Date): OfferState {
  if (row.state === 'accepted' || row.state === 'expired') return row.state;
  return row.validUntil.getTime() <= now.getTime() ? 'expired' : row.state;
}

export function displayName(u: { firstName: string | null; lastName: string | null; email: string | null }): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || (u.email ?? '');
}

/** Totals of an offer row with its lines (all of them: what the review page shows before choosing). */
export function totalsOf(row: repo.OfferRow, lines: readonly repo.OfferLineRow[]) {
  return offerAmounts(regionOf(row), lines, row.shipNet);
}

export interface PresentContext {
  now: Date;
  asManager: boolean;
  /** Line ids whose totals the answer's `selection` holds (the review page's current choice). */
  selection?: readonly number[] | undefined;
}

export async function presentOffers(db: Db, rows: readonly repo.OfferRow[], ctx: PresentContext): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const lines = await repo.linesOf(db, rows.map((r) => r.id));
  const userIds = [...new Set([...rows.flatMap((r) => (r.managerId ? [r.managerId] : [])), ...lines.flatMap((l) => (l.priceSetById ? [l.priceSetById] : []))])];
  const qrIds = [...new Set(rows.flatMap((r) => (r.quoteRequestId ? [r.quoteRequestId] : [])))];
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const [people, qrs, orderRows] = await Promise.all([
    userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : [],
    qrIds.length ? db.select({ id: quoteRequests.id, number: quoteRequests.number }).from(quoteRequests).where(inArray(quoteRequests.id, qrIds)) : [],
    orderIds.length ? db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds)) : [],
  ]);
  const person = new Map(people.map((u) => [u.id, u]));
  return rows.map((row): Offer => {
    const own = lines.filter((l) => l.offerId === row.id);
    const amounts = totalsOf(row, own);
    const picked = ctx.selection ? own.filter((l) => ctx.selection?.includes(l.id)) : null;
    const chosen = picked ? totalsOf(row, picked) : null;
    const manager = row.managerId ? person.get(row.managerId) : undefined;
    return {
      id: row.id,
      token: row.token,
      state: stateOf(row, ctx.now),
      region: row.region,
      currency: row.currency,
      locale: row.locale,
      email: row.email,
      order_manager: manager ? { email: manager.email ?? '', name: displayName(manager), avatar: manager.avatarUrl } : null,
      valid_until: row.validUntil.toISOString(),
      url: offerPath(row.region, row.token),
      qr_number: qrs.find((q) => q.id === row.quoteRequestId)?.number ?? null,
      instant_quote_id: row.instantQuoteId,
      order_number: orderRows.find((o) => o.id === row.orderId)?.number ?? null,
      note: row.note,
      prices_include_tax: getRegionConfig(regionOf(row)).pricesIncludeTax,
      tax_rate: amounts.taxRateBp,
      line_items: own.map((l, i) => {
        const a = amounts.lines[i];
        const setBy = l.priceSetById ? person.get(l.priceSetById) : undefined;
        return {
          id: l.id,
          variant_id: l.variantId,
          sku: l.sku,
          name: l.name,
          custom_size: l.customSize ?? null,
          quantity: l.quantity,
          unit_net: l.unitNet,
          net: a?.net ?? 0,
          tax_rate: a?.taxRateBp ?? 0,
          tax: a?.tax ?? 0,
          gross: a?.gross ?? 0,
          price_source: l.priceSource,
          ...(ctx.asManager
            ? { price_set_by: setBy ? { id: setBy.id, name: displayName(setBy) } : null, price_set_at: l.priceSetAt?.toISOString() ?? null }
            : {}),
          accepted: l.lineItemId !== null,
        };
      }),
      ship_net: amounts.ship.net,
      ship_tax: amounts.ship.tax,
      item_total: amounts.itemTotal,
      ship_total: amounts.shipTotal,
      additional_customs: amounts.additionalCustoms,
      tax_total: amounts.taxTotal,
      total: amounts.total,
      selection:
        picked && chosen
          ? { line_item_ids: picked.map((l) => l.id), item_total: chosen.itemTotal, ship_total: chosen.shipTotal, additional_customs: chosen.additionalCustoms, tax_total: chosen.taxTotal, total: chosen.total }
          : null,
      created_at: row.createdAt.toISOString(),
      viewed_at: row.viewedAt?.toISOString() ?? null,
      accepted_at: row.acceptedAt?.toISOString() ?? null,
    };
  });
}

export async function presentOffer(db: Db, row: repo.OfferRow, ctx: PresentContext): Promise<Offer> {
  const [offer] = await presentOffers(db, [row], ctx);
  if (!offer) throw new Error('offer presentation returned nothing');
  return offer;
}
