import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { listOrderInvoices } from '@ph/api-client/invoices';
import { describeApiError } from '@ph/api-errors';
import { Card, ErrorPanel, Skeleton } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { InvoiceTable } from './InvoiceTable';
import { useLoad } from '@ph/remote-kit';

const loadError = defineMessage({ id: 'account.invoices.loadError', defaultMessage: 'Your invoices could not be loaded.' });

/**
 * The order's documents on its page: proforma, VAT invoice, credit notes, each with its number, issue
 * date, total and files. A chunk of its own (the account's first load keeps its budget). `state` re-reads
 * the list when the order changes (a transfer booked, a refund).
 */
export default function OrderDocuments({ orderNumber, state }: { orderNumber: string; state: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const docs = useLoad(`${orderNumber}:${state}`, (signal) => listOrderInvoices(client, orderNumber, signal));
  const title = intl.formatMessage({ id: 'account.invoices.title', defaultMessage: 'Invoices' });
  return (
    <Card>
      <section aria-labelledby="acc-invoices-title" aria-busy={docs.status === 'loading'}>
        <h3 id="acc-invoices-title">{title}</h3>
        {docs.status === 'loading' && <Skeleton lines={2} />}
        {docs.status === 'error' && (
          <ErrorPanel
            headingLevel={4}
            message={describeApiError(intl, docs.error, { fallback: loadError }).message}
            onRetry={docs.retry}
          />
        )}
        {docs.status === 'success' && docs.data.length === 0 && (
          <p>
            <FormattedMessage id="account.invoices.none" defaultMessage="No invoice has been issued for this order yet. The VAT invoice is issued when the order is paid." />
          </p>
        )}
        {docs.status === 'success' && docs.data.length > 0 && (
          <InvoiceTable documents={docs.data} caption={intl.formatMessage({ id: 'account.invoices.caption', defaultMessage: 'Invoices of order {number}' }, { number: orderNumber })} />
        )}
      </section>
    </Card>
  );
}
