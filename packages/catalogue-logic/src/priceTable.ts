// Rows of the configurator's price table. Every amount comes from the API (`v3/line_prices`: unit and
// line net, VAT and gross as an order charges the line); this module only picks the displayed basis and
// derives the per-piece figure and the deal, which docs/domain.md#constants-and-limits defines as arithmetic on those prices.

/** What the API says one quantity costs, amounts in minor units. */
export interface QuotedQuantity {
  quantity: number;
  /** One unit (a unit may hold several pieces): net, its VAT and gross. */
  unit: { net: number; tax: number; gross: number };
  /** The line for the whole quantity. */
  net: number;
  tax: number;
  gross: number;
}

export type TaxDisplay = 'gross' | 'net';

export interface PriceRow {
  quantity: number;
  /** Per-unit price in the displayed basis (gross or net), minor units. */
  unitPrice: number;
  /** Per-piece price = per-unit price / pieces per unit, rounded to a minor unit. */
  piecePrice: number;
  /** (reference − price) / reference against the first row's unit price; 0 for the reference itself. */
  deal: number;
  /** Total in the displayed basis. */
  total: number;
  net: number;
  tax: number;
  gross: number;
}

/** Piece price = per-unit price / pieces per unit (docs/domain.md#constants-and-limits), rounded half-up to a minor unit. */
export function piecePrice(unitPrice: number, piecesPerUnit: number): number {
  if (!(piecesPerUnit > 0)) throw new RangeError(`pieces per unit must be positive, got ${piecesPerUnit}`);
  return Math.round(unitPrice / piecesPerUnit);
}

/** Deal = (reference price − price) / reference price (docs/domain.md#constants-and-limits); 0 without a reference. */
export function deal(referencePrice: number, price: number): number {
  if (referencePrice <= 0) return 0;
  return (referencePrice - price) / referencePrice;
}

/**
 * Gross figures in stores that always show added tax (gb, pl); net elsewhere, where b2c visitors
 * also see the gross figure beside it.
 */
export function taxDisplay(alwaysShowAddedTax: boolean): TaxDisplay {
  return alwaysShowAddedTax ? 'gross' : 'net';
}

function unitInDisplay(q: QuotedQuantity, display: TaxDisplay): number {
  return display === 'gross' ? q.unit.gross : q.unit.net;
}

/** Table rows sorted by quantity; the smallest quantity's unit price is the deal's reference. */
export function priceRows(quotes: readonly QuotedQuantity[], piecesPerUnit: number, display: TaxDisplay): PriceRow[] {
  const sorted = [...quotes].sort((a, b) => a.quantity - b.quantity);
  const first = sorted[0];
  const reference = first ? unitInDisplay(first, display) : 0;
  return sorted.map((q) => {
    const unitPrice = unitInDisplay(q, display);
    return {
      quantity: q.quantity,
      unitPrice,
      piecePrice: piecePrice(unitPrice, piecesPerUnit),
      deal: deal(reference, unitPrice),
      total: display === 'gross' ? q.gross : q.net,
      net: q.net,
      tax: q.tax,
      gross: q.gross,
    };
  });
}
