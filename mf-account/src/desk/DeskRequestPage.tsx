import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchQuoteRequest } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { StaffLink } from '../staff/StaffLink';
import { Badge, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { quoteStatusLabels } from '../quotes/quoteLabels';
import { deskText } from './deskText';
import { OfferBuilder } from './OfferBuilder';
import { CloseRequestForm } from './CloseRequestForm';
import { RequestAttachments } from './RequestAttachments';
import { useLoad } from '@ph/remote-kit';

/** `/account/desk/quote_requests/{qrNumber}`: what the customer asked for, and the offer builder. */
export function DeskRequestPage({ qrNumber }: { qrNumber: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const qr = useLoad(qrNumber, (signal) => fetchQuoteRequest(client, qrNumber, signal));
  return (
    <section aria-labelledby="acc-desk-request">
      <h2 id="acc-desk-request">
        <FormattedMessage {...deskText.requestTitle} values={{ number: qrNumber }} />
      </h2>
      <p>
        <StaffLink area="managerDesk" page="queue">
          <FormattedMessage {...deskText.backToQueue} />
        </StaffLink>
      </p>
      {qr.status === 'loading' && <Spinner label={intl.formatMessage(deskText.queueLoading)} />}
      {qr.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, qr.error).message} onRetry={qr.retry} />}
      {qr.status === 'success' && (
        <>
          <dl>
            <dt>{intl.formatMessage(deskText.colCustomer)}</dt>
            <dd>
              {qr.data.company_name ? `${qr.data.name}, ${qr.data.company_name}` : qr.data.name} ({qr.data.email})
            </dd>
            <dt>{intl.formatMessage(deskText.colDate)}</dt>
            <dd>
              <FormattedDate value={qr.data.created_at} dateStyle="medium" />
            </dd>
            <dt>{intl.formatMessage(deskText.colStatus)}</dt>
            <dd>
              <Badge>{intl.formatMessage(quoteStatusLabels[qr.data.status])}</Badge>
              {qr.data.status === 'closed' && qr.data.close_reason && (
                <>
                  {' '}
                  <FormattedMessage
                    {...deskText.closedReason}
                    values={{ date: qr.data.closed_at ? intl.formatDate(qr.data.closed_at, { dateStyle: 'medium' }) : '', reason: qr.data.close_reason }}
                  />
                </>
              )}
            </dd>
          </dl>
          <h3>
            <FormattedMessage {...deskText.requested} />
          </h3>
          <ul>
            {qr.data.items.map((item, i) => (
              <li key={i}>
                <FormattedMessage
                  {...deskText.requestedItem}
                  values={{ sku: item.variant_sku ?? item.sku, quantities: intl.formatList(item.quantities.map((q) => intl.formatNumber(q))) }}
                />
              </li>
            ))}
          </ul>
          {qr.data.description && <p>{qr.data.description}</p>}
          <RequestAttachments attachments={qr.data.attachments} />
          {(qr.data.status === 'new' || qr.data.status === 'offer_sent' || qr.data.status === 'offer_expired') && (
            <>
              <OfferBuilder request={qr.data} />
              <CloseRequestForm request={qr.data} onClosed={qr.set} />
            </>
          )}
        </>
      )}
    </section>
  );
}
