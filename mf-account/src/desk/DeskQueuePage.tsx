import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { listQuoteQueue } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { RouteLink } from '@ph/remote-kit';
import { Badge, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useResource } from '../common/useResource';
import { quoteStatusLabels } from '../quotes/quoteLabels';
import { deskText } from './deskText';

/** `/account/desk`: every quote request, newest first, each opening its page with the offer builder. */
export function DeskQueuePage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const queue = useResource((signal) => listQuoteQueue(client, { per_page: 100 }, signal), 'queue');
  return (
    <section aria-labelledby="acc-desk-queue">
      <h2 id="acc-desk-queue">
        <FormattedMessage {...deskText.queueTitle} />
      </h2>
      <p>
        <RouteLink to="managerDeskOffers">
          <FormattedMessage {...deskText.offersTitle} />
        </RouteLink>
      </p>
      {queue.status === 'loading' && <Spinner label={intl.formatMessage(deskText.queueLoading)} />}
      {queue.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, queue.error).message} onRetry={queue.reload} />}
      {queue.status === 'ready' && queue.data.quote_requests.length === 0 && (
        <p>
          <FormattedMessage {...deskText.queueEmpty} />
        </p>
      )}
      {queue.status === 'ready' && queue.data.quote_requests.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(deskText.colNumber)}</th>
              <th scope="col">{intl.formatMessage(deskText.colCustomer)}</th>
              <th scope="col">{intl.formatMessage(deskText.colDate)}</th>
              <th scope="col">{intl.formatMessage(deskText.colStatus)}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data.quote_requests.map((qr) => (
              <tr key={qr.id}>
                <th scope="row">
                  <RouteLink to="managerDeskRequest" params={{ qrNumber: qr.qr_number }}>
                    {qr.qr_number}
                  </RouteLink>
                </th>
                <td>
                  {qr.company_name ? `${qr.name}, ${qr.company_name}` : qr.name} ({qr.email})
                </td>
                <td>
                  <FormattedDate value={qr.created_at} dateStyle="medium" />
                </td>
                <td>
                  <Badge tone={qr.status === 'new' ? 'info' : qr.status === 'offer_expired' ? 'warning' : 'neutral'}>{intl.formatMessage(quoteStatusLabels[qr.status])}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
