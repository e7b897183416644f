/**
 * The order fields events carry (docs/domain.md#consent-and-analytics; the fields analytics reads of an
 * order): number, total, ship_total, tax_total, promotion_amount, currency, promo_code, promo_total,
 * channel (custom or other), billCountryIso and the line items (variant sku, price, quantity, total,
 * thumbnail, paid assets with their type, box design with its status — `draft` means the design was
 * skipped). Money in major units. Pure and structural: every remote passes its API order.
 */

interface FieldsLine {
  id: number;
  kind: string;
  sku: string;
  quantity: number;
  unit_net: number;
  net: number;
  parent_id: number | null;
  thumbnail?: string | null | undefined;
  box_design?: { design_status: string } | null | undefined;
}

export interface FieldsOrder {
  number: string;
  currency: string;
  total: number;
  ship_total: number;
  tax_total: number;
  promo_total: number;
  promo_code: string | null;
  channel: string;
  bill_address: { country_iso: string } | null;
  line_items: readonly FieldsLine[];
}

const major = (minor: number) => minor / 100;

/** A product line's fields, its service lines (warranty, expert check) as paid assets. */
export function lineFields(li: FieldsLine, all: readonly FieldsLine[] = []): Record<string, unknown> {
  return {
    id: li.id,
    variant: { sku: li.sku },
    price: major(li.unit_net),
    quantity: li.quantity,
    total: major(li.net),
    thumbnail: li.thumbnail ?? null,
    paid_assets: all.filter((c) => c.parent_id === li.id).map((c) => ({ asset_type: c.kind, total: major(c.net) })),
    box_design: li.box_design ? { design_status: li.box_design.design_status } : null,
  };
}

export function orderFields(order: FieldsOrder): Record<string, unknown> {
  return {
    number: order.number,
    total: major(order.total),
    ship_total: major(order.ship_total),
    tax_total: major(order.tax_total),
    promotion_amount: major(-order.promo_total),
    currency: order.currency,
    promo_code: order.promo_code,
    promo_total: major(order.promo_total),
    channel: order.channel === 'custom' ? 'custom' : 'other',
    billCountryIso: order.bill_address?.country_iso ?? null,
    line_items: order.line_items.filter((li) => li.parent_id === null).map((li) => lineFields(li, order.line_items)),
  };
}
