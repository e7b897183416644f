import type { Offer } from '@ph/api-client';
import { toEur } from '../analytics/checkoutEvents';

/** What the offer events carry: which offer, its request and order, and its value (in EUR for comparisons). */
export function offerProperties(offer: Offer): Record<string, unknown> {
  return {
    offer_id: offer.id,
    qr_number: offer.qr_number,
    order_number: offer.order_number,
    state: offer.state,
    currency: offer.currency,
    total: offer.total / 100,
    total_eur: toEur(offer.total, offer.currency),
    line_count: offer.line_items.length,
    valid_until: offer.valid_until,
  };
}
