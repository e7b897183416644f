import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { PriceRow, TaxDisplay } from '@ph/catalogue-logic';
import { Money, TaxNote } from '../common/money';

/**
 * Per-unit, per-piece, deal and total for every offered quantity (the API's line prices); the chosen one
 * is marked. `busy`: a new quote is loading and these rows are the previous answer, kept to avoid a jump.
 */
export function PriceTable({ rows, selected, display, onSelect, busy = false }: { rows: readonly PriceRow[]; selected: number; display: TaxDisplay; onSelect: (q: number) => void; busy?: boolean }) {
  return (
    <div className="cat-table-wrap" aria-busy={busy} style={busy ? { opacity: 0.6 } : undefined}>
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
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.piece" defaultMessage="Per piece" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.deal" defaultMessage="You save" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalogue.priceTable.total" defaultMessage="Total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.quantity} aria-selected={row.quantity === selected} onClick={() => onSelect(row.quantity)}>
              <td>
                <FormattedNumber value={row.quantity} />
              </td>
              <td>
                <Money minor={row.unitPrice} />
              </td>
              <td>
                <Money minor={row.piecePrice} />
              </td>
              <td>{row.deal > 0 ? <FormattedNumber value={row.deal} style="percent" maximumFractionDigits={0} /> : '—'}</td>
              <td>
                <Money minor={row.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
