import { memo, useMemo } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { PriceRow, TaxDisplay } from '@ph/catalogue-logic';
import { Money, TaxNote } from '../common/money';

/**
 * One quantity's row. Memoised like the table: choosing another quantity re-renders the two rows
 * whose selection changed, not every row of every column (issue 18: configurator interactions).
 */
const PriceRowView = memo(function PriceRowView({
  quantity,
  row,
  perPiece,
  selected,
  onSelect,
}: {
  quantity: number;
  row: PriceRow | undefined;
  perPiece: boolean;
  selected: boolean;
  onSelect: (q: number) => void;
}) {
  return (
    <tr aria-selected={selected} onClick={() => onSelect(quantity)}>
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
});

/**
 * Per-unit, per-piece (only where a unit holds more than one piece: otherwise both columns would
 * say the same), deal and total for every offered quantity (the API's line prices); the chosen one
 * is marked. `busy`: a quote is loading; the rows shown are placeholders or the previous answer, kept
 * so nothing below the table moves (layout shift). Memoised: the configurator re-renders on every
 * keystroke of a custom size, and the table only needs to when its quantities, prices, selection or
 * busy state change (its props are memoised or stable in Configurator).
 */
export const PriceTable = memo(function PriceTable({
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
  const byQuantity = useMemo(() => new Map(rows.map((r) => [r.quantity, r])), [rows]);
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
          {quantities.map((quantity) => (
            <PriceRowView key={quantity} quantity={quantity} row={byQuantity.get(quantity)} perPiece={perPiece} selected={quantity === selected} onSelect={onSelect} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
