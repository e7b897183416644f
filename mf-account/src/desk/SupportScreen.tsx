import { fetchCurrentOperator } from '@ph/api-client/operators';
import { RoleGate } from '../common/RoleGate';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { supportText } from './supportText';
import { SupportListPage } from './SupportListPage';
import { SupportRequestPage } from './SupportRequestPage';

export type SupportRouteId = 'deskSupportRequests' | 'deskSupportRequest';

const GATE_TEXT = { checking: supportText.checkingOperator, notAllowedTitle: supportText.notAllowedTitle, notAllowedBody: supportText.notAllowedBody, loadError: supportText.loadError };

/** The operators' support pages, one chunk loaded when one of their addresses is opened; operators only (`operators/current`). */
export default function SupportScreen({ id, params }: { id: SupportRouteId; params: Record<string, string> }) {
  const user = useSignedInUser();
  const { client } = useAccountSession();
  return (
    <RoleGate check={(signal) => fetchCurrentOperator(client, signal)} cacheKey={`operator:${user.id}`} text={GATE_TEXT} idPrefix="acc-support">
      {id === 'deskSupportRequest' ? <SupportRequestPage number={params.srNumber ?? ''} /> : <SupportListPage />}
    </RoleGate>
  );
}
