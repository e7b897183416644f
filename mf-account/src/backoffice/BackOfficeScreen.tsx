import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fetchCurrentOperator } from '@ph/api-client/operators';
import { NotAvailableScreen, useMountProps } from '@ph/remote-kit';
import { Spinner } from '@ph/ui';
import { RoleGate } from '../common/RoleGate';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { matchSubRoute, SPLAT } from '../staff/subRoutes';
import { BACK_OFFICE_PAGES, type BackOfficePage } from '../staff/staffRoutes';
import { backOfficeText } from './backOfficeText';
import { BackOfficeNav } from './BackOfficeNav';

// Each page of the back office is a chunk of its own: an operator opening the support requests does
// not load the invoice register.
const OrdersQueuePage = lazy(() => import(/* webpackChunkName: "bo-orders" */ './OrdersQueuePage').then((m) => ({ default: m.OrdersQueuePage })));
const DeskOrderPage = lazy(() => import(/* webpackChunkName: "bo-order" */ './DeskOrderPage').then((m) => ({ default: m.DeskOrderPage })));
const ShipmentImportPage = lazy(() => import(/* webpackChunkName: "bo-import" */ './ShipmentImportPage').then((m) => ({ default: m.ShipmentImportPage })));
const InvoiceRegisterPage = lazy(() => import(/* webpackChunkName: "bo-invoices" */ './InvoiceRegisterPage').then((m) => ({ default: m.InvoiceRegisterPage })));
const SupportListPage = lazy(() => import(/* webpackChunkName: "bo-support" */ './SupportListPage').then((m) => ({ default: m.SupportListPage })));
const SupportRequestPage = lazy(() => import(/* webpackChunkName: "bo-support" */ './SupportRequestPage').then((m) => ({ default: m.SupportRequestPage })));
const AuditLogPage = lazy(() => import(/* webpackChunkName: "bo-audit" */ './AuditLogPage').then((m) => ({ default: m.AuditLogPage })));

const FunnelReportPage = lazy(() => import(/* webpackChunkName: "bo-funnel" */ './FunnelReportPage').then((m) => ({ default: m.FunnelReportPage })));

const GATE_TEXT = { checking: backOfficeText.checking, notAllowedTitle: backOfficeText.notAllowedTitle, notAllowedBody: backOfficeText.gateNotAllowed, loadError: backOfficeText.gateLoadError };

function pageOf(page: BackOfficePage, params: Record<string, string>): ReactNode {
  switch (page) {
    case 'home':
      return null;
    case 'orders':
      return <OrdersQueuePage />;
    case 'order':
      return <DeskOrderPage number={params.number ?? ''} />;
    case 'shipmentsImport':
      return <ShipmentImportPage />;
    case 'invoices':
      return <InvoiceRegisterPage />;
    case 'supportRequests':
      return <SupportListPage />;
    case 'supportRequest':
      return <SupportRequestPage number={params.srNumber ?? ''} />;
    case 'auditLog':
      return <AuditLogPage />;
    case 'funnel':
      return <FunnelReportPage />;
  }
}

/**
 * The operators' back office (`/account/back-office/…`), a chunk of its own (customers never load it);
 * operators only (`operators/current`). Its own address is the list of its pages; every page shows
 * that list above it.
 */
export default function BackOfficeScreen({ params }: { params: Record<string, string> }) {
  const intl = useIntl();
  const user = useSignedInUser();
  const { client } = useAccountSession();
  const { region } = useMountProps();
  const match = matchSubRoute(BACK_OFFICE_PAGES, params[SPLAT] ?? '', region);
  if (!match) return <NotAvailableScreen headingLevel={2} />;
  return (
    <RoleGate check={(signal) => fetchCurrentOperator(client, signal)} cacheKey={`operator:${user.id}`} text={GATE_TEXT} idPrefix="acc-bo">
      <BackOfficeNav current={match.page} />
      <Suspense fallback={<Spinner label={intl.formatMessage(backOfficeText.pageLoading)} />}>{pageOf(match.page, match.params)}</Suspense>
    </RoleGate>
  );
}
