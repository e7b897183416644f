import type { ReactNode } from 'react';
import { RequireSignIn } from '../layout/RequireSignIn';
import { ContactForm } from '../settings/ContactForm';
import { useSignedInUser } from '../session/SessionProvider';
import { QuoteRequestList } from '../quotes/QuoteRequestList';
import { DashboardQuoteDetailsPage } from '../quotes/DashboardQuoteDetailsPage';
import { DashboardItemsPage } from './DashboardItemsPage';
import { DashboardOrderPage, type OrderView } from './DashboardOrderPage';
import { DashboardOrdersPage } from './DashboardOrdersPage';
import { PlusCataloguePage } from './PlusCataloguePage';
import { PlusLayout, SignInPrompt } from './PlusLayout';
import { PlusSuccessPage } from './PlusSuccessPage';
import { RequirePlan } from './RequirePlan';

export type PlusRouteId =
  | 'plusCatalogue'
  | 'plusSuccess'
  | 'dashboardQuotes'
  | 'dashboardQuoteDetails'
  | 'dashboardOrders'
  | 'dashboardOrderDetails'
  | 'dashboardOrderPlaced'
  | 'dashboardOrderItems'
  | 'dashboardOrderPaymentSummary'
  | 'dashboardItems'
  | 'dashboardPersonalDetails';

/** Signed-in pages of the Plus dashboard: sign-in, then a plan (else the Plus sign-up). */
function Member({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <PlusLayout>
        <RequirePlan>{children}</RequirePlan>
      </PlusLayout>
    </RequireSignIn>
  );
}

function PersonalDetails() {
  const user = useSignedInUser();
  return <ContactForm key={user.id} user={user} />;
}

const ORDER_VIEWS: Partial<Record<PlusRouteId, OrderView>> = {
  dashboardOrderDetails: 'details',
  dashboardOrderPlaced: 'placed',
  dashboardOrderItems: 'items',
  dashboardOrderPaymentSummary: 'paymentSummary',
};

/**
 * Every page of the Plus area, loaded as one chunk when a Plus address is opened: most visitors never
 * open one, so the account's first load does not carry them. The public pages (docs/domain.md#regions-languages-and-routes:
 * dashboard quotes, quote details, orders and items) show the session's own data, guest or signed in.
 */
export default function PlusScreen({ id, params }: { id: PlusRouteId; params: Record<string, string> }) {
  const view = ORDER_VIEWS[id];
  if (view) {
    return (
      <Member>
        <DashboardOrderPage orderNumber={params.orderNumber ?? ''} view={view} />
      </Member>
    );
  }
  switch (id) {
    case 'plusCatalogue':
      return <PlusCataloguePage />;
    case 'plusSuccess':
      return (
        <RequireSignIn>
          <PlusLayout>
            <PlusSuccessPage />
          </PlusLayout>
        </RequireSignIn>
      );
    case 'dashboardPersonalDetails':
      return (
        <Member>
          <PersonalDetails />
        </Member>
      );
    case 'dashboardQuotes':
      return (
        <PlusLayout>
          <SignInPrompt />
          <QuoteRequestList detailRoute="requestAQuoteDetails" showOffers />
        </PlusLayout>
      );
    case 'dashboardQuoteDetails':
      return (
        <PlusLayout>
          <DashboardQuoteDetailsPage token={params.token ?? ''} />
        </PlusLayout>
      );
    case 'dashboardOrders':
      return (
        <PlusLayout>
          <DashboardOrdersPage />
        </PlusLayout>
      );
    default:
      return (
        <PlusLayout>
          <DashboardItemsPage />
        </PlusLayout>
      );
  }
}
