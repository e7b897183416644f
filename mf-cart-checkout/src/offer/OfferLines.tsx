import { FormattedMessage, useIntl } from 'react-intl';
import type { Offer, OfferLine } from '@ph/api-client';
import { Checkbox, Price, TaxNote } from '@ph/ui';

interface OfferLinesProps {
  offer: Offer;
  /** An open offer: each line has a checkbox to accept it. */
  selectable: boolean;
  chosen: ReadonlySet<number>;
  onToggle(id: number, on: boolean): void;
}

function sizeText(line: OfferLine, intl: ReturnType<typeof useIntl>): string | null {
  const s = line.custom_size;
  if (!s) return null;
  const n = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
  return intl.formatMessage({ id: 'offer.line.customSize', defaultMessage: 'Custom size {length} × {width} × {height} mm' }, { length: n(s.length), width: n(s.width), height: n(s.height) });
}

/**
 * The offer's lines as the API priced them: the unit price (net) and the line amount as the store
 * shows prices (with tax where the store quotes gross, else net), each with its tax note.
 */
export function OfferLines({ offer, selectable, chosen, onToggle }: OfferLinesProps) {
  const intl = useIntl();
  const basis = offer.prices_include_tax ? 'gross' : 'net';
  return (
    <table className="cc-offer__lines">
      <caption>
        <FormattedMessage id="offer.lines.caption" defaultMessage="Items in the offer" />
      </caption>
      <thead>
        <tr>
          {selectable && (
            <th scope="col">
              <FormattedMessage id="offer.lines.accept" defaultMessage="Accept" />
            </th>
          )}
          <th scope="col"><FormattedMessage id="offer.lines.product" defaultMessage="Product" /></th>
          <th scope="col"><FormattedMessage id="offer.lines.quantity" defaultMessage="Quantity" /></th>
          <th scope="col"><FormattedMessage id="offer.lines.unitPrice" defaultMessage="Unit price" /></th>
          <th scope="col"><FormattedMessage id="offer.lines.amount" defaultMessage="Amount" /></th>
        </tr>
      </thead>
      <tbody>
        {offer.line_items.map((line) => {
          const size = sizeText(line, intl);
          return (
            <tr key={line.id}>
              {selectable && (
                <td>
                  <Checkbox
                    label={<FormattedMessage id="offer.lines.accept" defaultMessage="Accept" />}
                    // The visible word is the column's; the full name says which line it accepts.
                    aria-label={intl.formatMessage({ id: 'offer.lines.acceptLine', defaultMessage: 'Accept {name}, {quantity} pcs' }, { name: line.name, quantity: intl.formatNumber(line.quantity) })}
                    checked={chosen.has(line.id)}
                    onCheckedChange={(on) => onToggle(line.id, on)}
                  />
                </td>
              )}
              <th scope="row">
                {line.name}
                {size && (
                  <>
                    <br />
                    <small>{size}</small>
                  </>
                )}
                {offer.state === 'accepted' && line.accepted && (
                  <>
                    <br />
                    <small><FormattedMessage id="offer.line.accepted" defaultMessage="Accepted" /></small>
                  </>
                )}
              </th>
              <td>{intl.formatNumber(line.quantity)}</td>
              <td>
                <Price amountMinor={line.unit_net} /> <TaxNote basis="net" />
              </td>
              <td>
                <Price amountMinor={basis === 'gross' ? line.gross : line.net} /> <TaxNote basis={basis} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
