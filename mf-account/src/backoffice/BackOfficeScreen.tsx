import { fetchCurrentOperator } from '@ph/api-client/operators';
import { RoleGate } from '../common/RoleGate';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { backOfficeText } from './backOfficeText';
import { InvoiceRegisterPage } from './InvoiceRegisterPage';

export type BackOfficeRouteId = 'operatorInvoices';

const GATE_TEXT = { checking: backOfficeText.checking, notAllowedTitle: backOfficeText.notAllowedTitle, notAllowedBody: backOfficeText.notAllowedBody, loadError: backOfficeText.loadError };

/** The back office, a chunk of its own (customers never load it); operators only (`operators/current`). */
export default function BackOfficeScreen(_: { id: BackOfficeRouteId }) {
  const user = useSignedInUser();
  const { client } = useAccountSession();
  return (
    <RoleGate check={(signal) => fetchCurrentOperator(client, signal)} cacheKey={`operator:${user.id}`} text={GATE_TEXT} idPrefix="acc-bo">
      <InvoiceRegisterPage />
    </RoleGate>
  );
}
