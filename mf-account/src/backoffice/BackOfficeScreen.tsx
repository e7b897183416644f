import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ph/api-client';
import { fetchCurrentOperator } from '@ph/api-client/operators';
import { describeApiError } from '@ph/api-errors';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useResource } from '../common/useResource';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { backOfficeText } from './backOfficeText';
import { InvoiceRegisterPage } from './InvoiceRegisterPage';

export type BackOfficeRouteId = 'operatorInvoices';

/**
 * The back office, a chunk of its own (customers never load it). Who may use it is the API's answer to
 * `operators/current`, the check every back-office call makes: a 403 shows the refusal and nothing else
 * is asked.
 */
export default function BackOfficeScreen(_: { id: BackOfficeRouteId }) {
  const intl = useIntl();
  const user = useSignedInUser();
  const { client } = useAccountSession();
  const operator = useResource((signal) => fetchCurrentOperator(client, signal), `operator:${user.id}`);
  if (operator.status === 'loading') return <Spinner label={intl.formatMessage(backOfficeText.checking)} />;
  if (operator.status === 'error') {
    if (isApiError(operator.error) && operator.error.status === 403) {
      return (
        <section aria-labelledby="acc-bo-denied">
          <h2 id="acc-bo-denied">
            <FormattedMessage {...backOfficeText.notAllowedTitle} />
          </h2>
          <p>
            <FormattedMessage {...backOfficeText.notAllowedBody} />
          </p>
        </section>
      );
    }
    return <ErrorPanel headingLevel={2} message={describeApiError(intl, operator.error, { fallback: backOfficeText.loadError }).message} onRetry={operator.reload} />;
  }
  return <InvoiceRegisterPage />;
}
