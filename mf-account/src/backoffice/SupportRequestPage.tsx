import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchSupportAttachment, fetchSupportRequest, type SupportRequest } from '@ph/api-client/support';
import { describeApiError } from '@ph/api-errors';
import { StaffLink } from '../staff/StaffLink';
import { Button, ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { supportText, topicLabels } from './supportText';
import { useLoad } from '@ph/remote-kit';

/**
 * `/account/back-office/support/:srNumber`: one request. The message is the sender's plain text and is shown
 * as text (React escapes it; line breaks kept by CSS), never as HTML. Attachments are fetched with the
 * operator's token, which a plain link cannot send, and handed to the browser as downloads.
 */
export function SupportRequestPage({ number }: { number: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const request = useLoad(`support-request:${number}`, (signal) => fetchSupportRequest(client, number, signal));
  return (
    <section aria-labelledby="acc-support-request">
      <p>
        <StaffLink area="backOffice" page="supportRequests">
          <FormattedMessage {...supportText.back} />
        </StaffLink>
      </p>
      <h2 id="acc-support-request">
        <FormattedMessage {...supportText.requestTitle} values={{ number }} />
      </h2>
      {request.status === 'loading' && <Spinner label={intl.formatMessage(supportText.requestLoading)} />}
      {request.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, request.error, { fallback: supportText.loadError }).message} onRetry={request.retry} />}
      {request.status === 'success' && <RequestDetails request={request.data} />}
    </section>
  );
}

function RequestDetails({ request }: { request: SupportRequest }) {
  const intl = useIntl();
  const language = new Intl.DisplayNames([intl.locale], { type: 'language' }).of(request.lang) ?? request.lang;
  return (
    <>
      <dl>
        <dt>{intl.formatMessage(supportText.from)}</dt>
        <dd>{request.name}</dd>
        <dt>{intl.formatMessage(supportText.email)}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>{intl.formatMessage(supportText.orderNumber)}</dt>
        <dd>{request.order_number ?? intl.formatMessage(supportText.noOrderNumber)}</dd>
        <dt>{intl.formatMessage(supportText.topic)}</dt>
        <dd>{intl.formatMessage(topicLabels[request.topic])}</dd>
        <dt>{intl.formatMessage(supportText.store)}</dt>
        <dd>
          {request.region.toUpperCase()} · {language}
        </dd>
        <dt>{intl.formatMessage(supportText.received)}</dt>
        <dd>
          <FormattedDate value={request.created_at} dateStyle="medium" timeStyle="short" />
        </dd>
      </dl>
      <h3>
        <FormattedMessage {...supportText.message} />
      </h3>
      <p data-testid="support-message" style={{ whiteSpace: 'pre-wrap' }} lang={request.lang}>
        {request.message}
      </p>
      <Attachments request={request} />
    </>
  );
}

function Attachments({ request }: { request: SupportRequest }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function download(file: SupportRequest['attachments'][number]) {
    setBusy(file.index);
    setFailed(null);
    try {
      const blob = await fetchSupportAttachment(client, request.number, file.index);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has taken the blob by the next task; the URL is not needed after that.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(file.filename);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <h3>
        <FormattedMessage {...supportText.files} />
      </h3>
      {request.attachments.length === 0 ? (
        <p>
          <FormattedMessage {...supportText.noFiles} />
        </p>
      ) : (
        <ul>
          {request.attachments.map((file) => (
            <li key={file.index}>
              <Button type="button" variant="link" busy={busy === file.index} onClick={() => void download(file)}>
                {intl.formatMessage(supportText.download, { name: file.filename, size: intl.formatNumber(Math.max(1, Math.round(file.byte_size / 1024))) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed && <p role="alert">{intl.formatMessage(supportText.downloadFailed, { name: failed })}</p>}
    </>
  );
}
