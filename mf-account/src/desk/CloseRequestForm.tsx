import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { closeQuoteRequest, type QuoteRequest } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { Button, TextAreaField } from '@ph/ui';
import { FormAlert } from '../common/FormAlert';
import { useAccountSession } from '../session/SessionProvider';
import { deskText } from './deskText';

/**
 * Closing a request no offer will answer: the manager writes the reason the customer then reads on
 * the request's page (`POST v2/quote_requests/{id}/close`). The API decides; the page shows its answer.
 */
export function CloseRequestForm({ request, onClosed }: { request: QuoteRequest; onClosed(updated: QuoteRequest): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (reason.trim().length < 3) {
      setError(intl.formatMessage(deskText.errCloseReason));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onClosed(await closeQuoteRequest(client, request.qr_number, reason.trim()));
    } catch (err) {
      setFailure(describeApiError(intl, err).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="acc-desk-close" noValidate>
      <h3 id="acc-desk-close">
        <FormattedMessage {...deskText.closeTitle} />
      </h3>
      <TextAreaField
        label={intl.formatMessage(deskText.closeReason)}
        hint={intl.formatMessage(deskText.closeReasonHint)}
        required
        rows={3}
        maxLength={2000}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormAlert message={failure} />
      <Button type="submit" variant="secondary" busy={busy}>
        <FormattedMessage {...deskText.closeSubmit} />
      </Button>
    </form>
  );
}
