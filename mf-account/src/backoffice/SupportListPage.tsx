import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { listSupportRequests } from '@ph/api-client/support';
import { describeApiError } from '@ph/api-errors';
import { StaffLink } from '../staff/StaffLink';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { DESK_PAGE_SIZE, DeskPager } from '../desk/DeskListControls';
import { supportText, topicLabels } from './supportText';
import { useLoad } from '@ph/remote-kit';

/** `/account/back-office/support`: the contact form's requests, newest first, a page at a time. */
export function SupportListPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [page, setPage] = useState(1);
  const list = useLoad(`support:${page}`, (signal) => listSupportRequests(client, { page, per_page: DESK_PAGE_SIZE }, signal));
  return (
    <section aria-labelledby="acc-support-list">
      <h2 id="acc-support-list">
        <FormattedMessage {...supportText.listTitle} />
      </h2>
      {list.status === 'loading' && <Spinner label={intl.formatMessage(supportText.listLoading)} />}
      {list.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, list.error, { fallback: supportText.loadError }).message} onRetry={list.retry} />}
      {list.status === 'success' && list.data.support_requests.length === 0 && (
        <p>
          <FormattedMessage {...supportText.listEmpty} />
        </p>
      )}
      {list.status === 'success' && list.data.support_requests.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(supportText.colNumber)}</th>
                <th scope="col">{intl.formatMessage(supportText.colSender)}</th>
                <th scope="col">{intl.formatMessage(supportText.colTopic)}</th>
                <th scope="col">{intl.formatMessage(supportText.colReceived)}</th>
                <th scope="col">{intl.formatMessage(supportText.colFiles)}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.support_requests.map((r) => (
                <tr key={r.number}>
                  <th scope="row">
                    <StaffLink area="backOffice" page="supportRequest" params={{ srNumber: r.number }}>
                      {r.number}
                    </StaffLink>
                  </th>
                  <td>
                    {r.name} ({r.email})
                  </td>
                  <td>{intl.formatMessage(topicLabels[r.topic])}</td>
                  <td>
                    <FormattedDate value={r.created_at} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td>{intl.formatNumber(r.attachment_count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <DeskPager page={page} count={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
