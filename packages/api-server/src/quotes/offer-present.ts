// Offer rows, as read by offer-document.ts → the API's Offer: lines with their net, tax and gross,
// totals as the order will charge them (pricing/offerPricing.ts), the order manager, and the state
// (`expired` is read from `valid_until`). Pure: nothing here reads.
import { getRegionConfig, isRegionCode, type RegionCode } from '@ph/region-config';
import type { Offer, OfferState } from '@ph/api-contract';
import { offerPath } from './emails';
import { offerAmounts } from '../pricing';
import * as repo from './offers-repo';

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

/** What the offers' documents show besides their rows, read in one place (offer-document.ts). */
export interface OfferRelations {
  lines: repo.OfferLineRow[];
  people: repo.OfferPerson[];
  qrs: Array<{ id: number; number: string }>;
  orderRows: Array<{ id: number; number: string }>;
}

export function presentOffers(rows: readonly repo.OfferRow[], { lines, people, qrs, orderRows }: OfferRelations, ctx: PresentContext): Offer[] {
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
