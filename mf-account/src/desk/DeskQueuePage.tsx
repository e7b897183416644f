import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { listQuoteQueue, type QuoteRequest } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { StaffLink } from '../staff/StaffLink';
import { Badge, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { quoteStatusLabels } from '../quotes/quoteLabels';
import { deskText } from './deskText';
import { ALL, DESK_PAGE_SIZE, DeskFilter, DeskPager } from './DeskListControls';
import { useLoad } from '@ph/remote-kit';

const STATUSES: ReadonlyArray<QuoteRequest['status']> = ['new', 'offer_sent', 'offer_expired', 'accepted', 'closed'];

/**
 * `/account/desk`: the quote requests, newest first, a page at a time and optionally of one status (a
 * manager looks for the ones that need an answer: received, or whose offers expired); each opens its
 * page with the offer builder.
 */
export function DeskQueuePage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query = { page, per_page: DESK_PAGE_SIZE, ...(status === ALL ? {} : { status: [status as QuoteRequest['status']] }) };
  const queue = useLoad(`queue:${status}:${page}`, (signal) => listQuoteQueue(client, query, signal));
  return (
    <section aria-labelledby="acc-desk-queue">
      <h2 id="acc-desk-queue">
        <FormattedMessage {...deskText.queueTitle} />
      </h2>
      <p>
        <StaffLink area="managerDesk" page="offers">
          <FormattedMessage {...deskText.offersTitle} />
        </StaffLink>
      </p>
      <DeskFilter
        label={intl.formatMessage(deskText.colStatus)}
        value={status}
        options={STATUSES.map((s) => ({ value: s, label: intl.formatMessage(quoteStatusLabels[s]) }))}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {queue.status === 'loading' && <Spinner label={intl.formatMessage(deskText.queueLoading)} />}
      {queue.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, queue.error).message} onRetry={queue.retry} />}
      {queue.status === 'success' && queue.data.quote_requests.length === 0 && (
        <p>
          <FormattedMessage {...(status === ALL ? deskText.queueEmpty : deskText.queueEmptyFiltered)} />
        </p>
      )}
      {queue.status === 'success' && queue.data.quote_requests.length > 0 && (
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
                  <StaffLink area="managerDesk" page="quoteRequest" params={{ qrNumber: qr.qr_number }}>
                    {qr.qr_number}
                  </StaffLink>
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
      {queue.status === 'success' && <DeskPager page={page} count={queue.data.count} onPage={setPage} />}
    </section>
  );
}
