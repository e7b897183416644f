import { FormattedMessage, useIntl } from 'react-intl';
import { fetchCurrentManager, isApiError } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useResource } from '../common/useResource';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { deskText } from './deskText';
import { DeskQueuePage } from './DeskQueuePage';
import { DeskRequestPage } from './DeskRequestPage';
import { DeskOffersPage } from './DeskOffersPage';

export type DeskRouteId = 'managerDesk' | 'managerDeskRequest' | 'managerDeskOffers';

/**
 * The order managers' desk, one chunk loaded when a desk address is opened (customers never need it).
 * Who may use it is the API's answer to `managers/current` (commerce-core §6), the same check every
 * manager call makes: a 403 there shows the refusal, and nothing else is asked.
 */
export default function DeskScreen({ id, params }: { id: DeskRouteId; params: Record<string, string> }) {
  const intl = useIntl();
  const user = useSignedInUser();
  const { client } = useAccountSession();
  const manager = useResource((signal) => fetchCurrentManager(client, signal), `manager:${user.id}`);
  if (manager.status === 'loading') return <Spinner label={intl.formatMessage(deskText.checkingManager)} />;
  if (manager.status === 'error') {
    if (isApiError(manager.error) && manager.error.status === 403) {
      return (
        <section aria-labelledby="acc-desk-denied">
          <h2 id="acc-desk-denied">
            <FormattedMessage {...deskText.notAllowedTitle} />
          </h2>
          <p>
            <FormattedMessage {...deskText.notAllowedBody} />
          </p>
        </section>
      );
    }
    return <ErrorPanel headingLevel={2} message={describeApiError(intl, manager.error, { fallback: deskText.loadError }).message} onRetry={manager.reload} />;
  }
  if (id === 'managerDeskRequest') return <DeskRequestPage qrNumber={params.qrNumber ?? ''} />;
  if (id === 'managerDeskOffers') return <DeskOffersPage />;
  return <DeskQueuePage />;
}
