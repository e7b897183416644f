import { FormattedMessage, useIntl } from 'react-intl';
import { useRegion } from '@ph/i18n';
import { formatRegionDate } from '@ph/region-config';
import { Price } from '@ph/ui';

interface Row {
  position: number;
  due_date: string;
  amount: number;
  state?: string;
}

/** An instalment schedule as the API computed it (dates and amounts are the server's). */
export function InstalmentTable({ installments, caption }: { installments: Row[]; caption: string }) {
  const intl = useIntl();
  const { datesFormattingRules } = useRegion();
  const showState = installments.some((i) => i.state !== undefined);
  return (
    <table className="cc-instalments">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="instalments.number" defaultMessage="Instalment" /></th>
          <th scope="col"><FormattedMessage id="instalments.due" defaultMessage="Due date" /></th>
          <th scope="col"><FormattedMessage id="instalments.amount" defaultMessage="Amount" /></th>
          {showState && <th scope="col"><FormattedMessage id="instalments.state" defaultMessage="State" /></th>}
        </tr>
      </thead>
      <tbody>
        {installments.map((i) => (
          <tr key={i.position}>
            <td>{i.position}</td>
            <td>{formatRegionDate(i.due_date, datesFormattingRules)}</td>
            <td><Price amountMinor={i.amount} /></td>
            {showState && (
              <td>
                {i.state === 'paid'
                  ? intl.formatMessage({ id: 'instalments.paid', defaultMessage: 'Paid' })
                  : intl.formatMessage({ id: 'instalments.pending', defaultMessage: 'Awaiting transfer' })}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
