import { FormattedMessage } from 'react-intl';
import { useSignedInUser } from '../session/SessionProvider';
import { deskText } from './deskText';
import { DeskQueuePage } from './DeskQueuePage';
import { DeskRequestPage } from './DeskRequestPage';
import { DeskOffersPage } from './DeskOffersPage';

export type DeskRouteId = 'managerDesk' | 'managerDeskRequest' | 'managerDeskOffers';

/**
 * The order managers' desk, one chunk loaded when a desk address is opened (customers never need it).
 * The API refuses the desk's calls to anyone else (403); the page says so before asking.
 */
export default function DeskScreen({ id, params }: { id: DeskRouteId; params: Record<string, string> }) {
  const user = useSignedInUser();
  if (user.role !== 'manager') {
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
  if (id === 'managerDeskRequest') return <DeskRequestPage qrNumber={params.qrNumber ?? ''} />;
  if (id === 'managerDeskOffers') return <DeskOffersPage />;
  return <DeskQueuePage />;
}
