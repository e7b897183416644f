import { fetchCurrentManager } from '@ph/api-client';
import { RoleGate } from '../common/RoleGate';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { deskText } from './deskText';
import { DeskQueuePage } from './DeskQueuePage';
import { DeskRequestPage } from './DeskRequestPage';
import { DeskOffersPage } from './DeskOffersPage';

export type DeskRouteId = 'managerDesk' | 'managerDeskRequest' | 'managerDeskOffers';

const GATE_TEXT = { checking: deskText.checkingManager, notAllowedTitle: deskText.notAllowedTitle, notAllowedBody: deskText.notAllowedBody, loadError: deskText.loadError };

/**
 * The order managers' desk, one chunk loaded when a desk address is opened (customers never need it);
 * managers only: the API's answer to `managers/current` (commerce-core §6).
 */
export default function DeskScreen({ id, params }: { id: DeskRouteId; params: Record<string, string> }) {
  const user = useSignedInUser();
  const { client } = useAccountSession();
  const page = id === 'managerDeskRequest' ? <DeskRequestPage qrNumber={params.qrNumber ?? ''} /> : id === 'managerDeskOffers' ? <DeskOffersPage /> : <DeskQueuePage />;
  return (
    <RoleGate check={(signal) => fetchCurrentManager(client, signal)} cacheKey={`manager:${user.id}`} text={GATE_TEXT} idPrefix="acc-desk">
      {page}
    </RoleGate>
  );
}
