import { fetchCurrentManager } from '@ph/api-client';
import { NotAvailableScreen, useMountProps } from '@ph/remote-kit';
import { RoleGate } from '../common/RoleGate';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { matchSubRoute, SPLAT } from '../staff/subRoutes';
import { DESK_PAGES } from '../staff/staffRoutes';
import { deskText } from './deskText';
import { DeskQueuePage } from './DeskQueuePage';
import { DeskRequestPage } from './DeskRequestPage';
import { DeskOffersPage } from './DeskOffersPage';

const GATE_TEXT = { checking: deskText.checkingManager, notAllowedTitle: deskText.notAllowedTitle, notAllowedBody: deskText.notAllowedBody, loadError: deskText.loadError };

/**
 * The order managers' desk (`/account/desk/…`), one chunk loaded when a desk address is opened
 * (customers never need it); managers only: the API's answer to `managers/current`.
 */
export default function DeskScreen({ params }: { params: Record<string, string> }) {
  const user = useSignedInUser();
  const { client } = useAccountSession();
  const { region } = useMountProps();
  const match = matchSubRoute(DESK_PAGES, params[SPLAT] ?? '', region);
  if (!match) return <NotAvailableScreen headingLevel={2} />;
  const page = match.page === 'quoteRequest' ? <DeskRequestPage qrNumber={match.params.qrNumber ?? ''} /> : match.page === 'offers' ? <DeskOffersPage /> : <DeskQueuePage />;
  return (
    <RoleGate check={(signal) => fetchCurrentManager(client, signal)} cacheKey={`manager:${user.id}`} text={GATE_TEXT} idPrefix="acc-desk">
      {page}
    </RoleGate>
  );
}
