import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiClient } from '@ph/api-client';
import { listOrderInvoices, proformaOf, type InvoiceDocument } from '@ph/api-client/invoices';

type Load = { status: 'loading' } | { status: 'ready'; proforma: InvoiceDocument | undefined } | { status: 'error' };

/**
 * The proforma invoice of an order placed by bank transfer (the server issues it with the order), for
 * the shopper's accounts department to pay from. Its link carries the order's token, so it is a plain
 * download link. Nothing while it loads; a failure says where else the document is.
 */
export function ProformaLink({ client, orderNumber }: { client: ApiClient; orderNumber: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const ctl = new AbortController();
    listOrderInvoices(client, orderNumber, ctl.signal).then(
      (documents) => !ctl.signal.aborted && setLoad({ status: 'ready', proforma: proformaOf(documents) }),
      () => !ctl.signal.aborted && setLoad({ status: 'error' }),
    );
    return () => ctl.abort();
  }, [client, orderNumber]);

  if (load.status === 'error') {
    return (
      <p role="status">
        <FormattedMessage id="bank.proformaFailed" defaultMessage="The proforma invoice could not be loaded. You will also find it in your account and in the order e-mail." />
      </p>
    );
  }
  if (load.status !== 'ready' || !load.proforma) return null;
  const { proforma } = load;
  return (
    <p>
      <a href={proforma.pdf_url} download>
        <FormattedMessage id="bank.proforma" defaultMessage="Download the proforma invoice {number} (PDF)" values={{ number: proforma.number }} />
      </a>
    </p>
  );
}
