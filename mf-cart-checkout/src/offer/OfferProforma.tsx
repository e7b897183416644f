import { useRef, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { ApiClient } from '@ph/api-client';
import { requestOfferProforma, type InvoiceDocument } from '@ph/api-client/invoices';
import { RouteLink } from '@ph/remote-kit';
import { Alert, Button } from '@ph/ui';
import { asApiError } from '../common/errors';

const failed = defineMessage({ id: 'offer.proforma.failed', defaultMessage: 'The proforma could not be prepared. Try again.' });

type Problem = { kind: 'noAddress' } | { kind: 'notYours' } | { kind: 'other'; message: string };

/** Starts the browser's download of a plain link (the API's link carries the offer's token). */
function downloadLink(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * "Download proforma" on the offer's page: the API issues the offer's proforma on the first request
 * (from the offer's own prices and taxes, in its language) and answers the same document after, so
 * asking twice never takes a second number. The PDF downloads at once; its link stays on the page, as
 * the download can be blocked and the focus needs somewhere to go.
 */
export function OfferProforma({
  client,
  offerToken,
  email,
  startDownload = downloadLink,
}: {
  client: ApiClient;
  offerToken: string;
  /** Where the offer was sent: whom to sign in as when it is not the reader's. */
  email: string;
  startDownload?: (url: string) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [document, setDocument] = useState<InvoiceDocument | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  const ask = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const doc = await requestOfferProforma(client, offerToken);
      setDocument(doc);
      startDownload(doc.pdf_url);
      requestAnimationFrame(() => link.current?.focus());
    } catch (error) {
      const refused = asApiError(error);
      if (refused?.code === 'billing_address_missing') setProblem({ kind: 'noAddress' });
      else if (refused?.status === 404) setProblem({ kind: 'notYours' });
      else setProblem({ kind: 'other', message: describeApiError(intl, error, { fallback: failed }).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cc-offer__proforma">
      {document ? (
        <p>
          <a ref={link} href={document.pdf_url} download>
            <FormattedMessage id="offer.proforma.ready" defaultMessage="Proforma invoice {number} (PDF)" values={{ number: document.number }} />
          </a>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void ask()} busy={busy}>
          <FormattedMessage id="offer.proforma.download" defaultMessage="Download proforma" />
        </Button>
      )}
      {problem && (
        <Alert tone="danger" role="alert">
          {problem.kind === 'noAddress' ? (
            <>
              <FormattedMessage id="offer.proforma.noAddress" defaultMessage="A proforma names its buyer: first save a billing address in your account." />{' '}
              <RouteLink to="accountSettings">
                <FormattedMessage id="offer.proforma.addresses" defaultMessage="Your addresses" />
              </RouteLink>
            </>
          ) : problem.kind === 'notYours' ? (
            <FormattedMessage id="offer.proforma.notYours" defaultMessage="This offer was sent to {email}. Sign in with that account to get its proforma." values={{ email }} />
          ) : (
            problem.message
          )}
        </Alert>
      )}
    </div>
  );
}
