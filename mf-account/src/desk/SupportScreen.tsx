import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ph/api-client';
import { fetchCurrentOperator } from '@ph/api-client/operators';
import { describeApiError } from '@ph/api-errors';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useResource } from '../common/useResource';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { supportText } from './supportText';
import { SupportListPage } from './SupportListPage';
import { SupportRequestPage } from './SupportRequestPage';

export type SupportRouteId = 'deskSupportRequests' | 'deskSupportRequest';

/**
 * The operators' support pages, one chunk loaded when one of their addresses is opened. Who may read
 * them is the API's answer to `operators/current`, the check every operator call makes: a 403 there
 * shows the refusal and nothing else is asked.
 */
export default function SupportScreen({ id, params }: { id: SupportRouteId; params: Record<string, string> }) {
  const intl = useIntl();
  const user = useSignedInUser();
  const { client } = useAccountSession();
  const operator = useResource((signal) => fetchCurrentOperator(client, signal), `operator:${user.id}`);
  if (operator.status === 'loading') return <Spinner label={intl.formatMessage(supportText.checkingOperator)} />;
  if (operator.status === 'error') {
    if (isApiError(operator.error) && operator.error.status === 403) {
      return (
        <section aria-labelledby="acc-support-denied">
          <h2 id="acc-support-denied">
            <FormattedMessage {...supportText.notAllowedTitle} />
          </h2>
          <p>
            <FormattedMessage {...supportText.notAllowedBody} />
          </p>
        </section>
      );
    }
    return <ErrorPanel headingLevel={2} message={describeApiError(intl, operator.error, { fallback: supportText.loadError }).message} onRetry={operator.reload} />;
  }
  if (id === 'deskSupportRequest') return <SupportRequestPage number={params.srNumber ?? ''} />;
  return <SupportListPage />;
}
