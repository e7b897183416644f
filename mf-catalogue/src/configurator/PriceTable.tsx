import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { PriceRow, TaxDisplay } from '@ph/catalogue-logic';
import { Money, TaxNote } from '../common/money';

/**
 * Per-unit, per-piece (only where a unit holds more than one piece: otherwise both columns would
 * say the same), deal and total for every offered quantity (the API's line prices); the chosen one
 * is marked. `busy`: a quote is loading; the rows shown are placeholders or the previous answer, kept
 * so nothing below the table moves (layout shift).
 */
export function PriceTable({
  quantities,
  rows,
  piecesPerUnit,
  selected,
  display,
  onSelect,
  busy = false,
}: {
  /** Every offered quantity gets a row from the start, so the table keeps its height while prices load. */
  quantities: readonly number[];
  rows: readonly PriceRow[];
  /** Pieces in one unit (a sample pack holds 5); with 1 the table has no per-piece column. */
  piecesPerUnit: number;
  selected: number;
  display: TaxDisplay;
  onSelect: (q: number) => void;
  busy?: boolean;
}) {
  const byQuantity = new Map(rows.map((r) => [r.quantity, r]));
  const perPiece = piecesPerUnit > 1;
  return (
    <div className="cat-table-wrap" aria-busy={busy} style={busy ? { opacity: 0.6, transition: 'opacity var(--ph-duration-base)' } : undefined}>
      <table className="cat-table" aria-labelledby="cat-price-table-title">
        <caption id="cat-price-table-title" style={{ textAlign: 'left' }}>
          <FormattedMessage id="catalogue.priceTable.caption" defaultMessage="Prices by quantity" /> (<TaxNote display={display} />)
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.quantity" defaultMessage="Quantity" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.unit" defaultMessage="Per unit" />
            </th>
            {perPiece ? (
              <th scope="col">
                <FormattedMessage id="catalogue.priceTable.piece" defaultMessage="Per piece" />
              </th>
            ) : null}
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.deal" defaultMessage="You save" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.total" defaultMessage="Total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {quantities.map((quantity) => {
            const row = byQuantity.get(quantity);
            return (
              <tr key={quantity} aria-selected={quantity === selected} onClick={() => onSelect(quantity)}>
                <td>
                  <FormattedNumber value={quantity} />
                </td>
                {row ? (
                  <>
                    <td>
                      <Money minor={row.unitPrice} />
                    </td>
                    {perPiece ? (
                      <td>
                        <Money minor={row.piecePrice} />
                      </td>
                    ) : null}
                    <td>{row.deal > 0 ? <FormattedNumber value={row.deal} style="percent" maximumFractionDigits={0} /> : '—'}</td>
                    <td>
                      <Money minor={row.total} />
                    </td>
                  </>
                ) : (
                  <td colSpan={perPiece ? 4 : 3} aria-hidden="true" style={{ color: 'var(--ph-color-text-muted)' }}>
                    …
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
