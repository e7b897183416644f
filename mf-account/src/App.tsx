import type { ReactNode } from 'react';
import { NOT_AVAILABLE, RouteScreens, type ScreenTable } from '@ph/remote-kit';
import { SessionProvider } from './session/SessionProvider';
import { RequireSignIn } from './layout/RequireSignIn';
import { AccountLayout } from './layout/AccountLayout';
import { SignInPage } from './auth/SignInPage';
import { RegisterPage } from './auth/RegisterPage';
import { SignOutPage } from './auth/SignOutPage';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage';
import { SetPasswordPage } from './auth/SetPasswordPage';
import { SettingsPage } from './settings/SettingsPage';
import { OrdersPage } from './orders/OrdersPage';
import { OrderDetailsPage } from './orders/OrderDetailsPage';
import { WalletPage } from './wallet/WalletPage';
import { ReforestationPage } from './reforestation/ReforestationPage';
import { BoxesPage } from './boxes/BoxesPage';
import { useAccountStyles } from './common/styles';
import { PlusLayout } from './plus/PlusLayout';
import { RequirePlan } from './plus/RequirePlan';
import { PlusCataloguePage } from './plus/PlusCataloguePage';
import { PlusSuccessPage } from './plus/PlusSuccessPage';
import { DashboardOrdersPage } from './plus/DashboardOrdersPage';
import { DashboardOrderPage, type OrderView } from './plus/DashboardOrderPage';
import { DashboardItemsPage } from './plus/DashboardItemsPage';
import { ContactForm } from './settings/ContactForm';
import { QuoteRequestDetailsPage } from './quotes/QuoteRequestDetailsPage';
import { QuoteRequestList } from './quotes/QuoteRequestList';
import { DashboardQuoteDetailsPage } from './quotes/DashboardQuoteDetailsPage';
import { SignInPrompt } from './plus/PlusLayout';
import { useSignedInUser } from './session/SessionProvider';

/** Signed-in pages: the sign-in gate, then the account's layout around the page. */
const signedIn =
  (screen: (params: Record<string, string>) => ReactNode) =>
  (params: Record<string, string>): ReactNode => (
    <RequireSignIn>
      <AccountLayout>{screen(params)}</AccountLayout>
    </RequireSignIn>
  );

/** Public pages of the Plus dashboard (storefront-config §2): the session's own data, guest or signed in. */
const plusPublic =
  (screen: (params: Record<string, string>) => ReactNode) =>
  (params: Record<string, string>): ReactNode => <PlusLayout>{screen(params)}</PlusLayout>;

/** Signed-in pages of the Plus dashboard: sign-in, then a plan (else the Plus sign-up). */
const plusMember =
  (screen: (params: Record<string, string>) => ReactNode) =>
  (params: Record<string, string>): ReactNode => (
    <RequireSignIn>
      <PlusLayout>
        <RequirePlan>{screen(params)}</RequirePlan>
      </PlusLayout>
    </RequireSignIn>
  );

const orderView = (view: OrderView) => plusMember((p) => <DashboardOrderPage orderNumber={p.orderNumber ?? ''} view={view} />);

function PersonalDetails() {
  const user = useSignedInUser();
  return <ContactForm key={user.id} user={user} />;
}

/**
 * The account screens by route of the shared route table: every route this remote owns is listed (a
 * test holds this); the ones not built yet say
 * so with the shared "not available" page. The Plus area lives here because its pages are the
 * customer's own data (orders, details, plan) behind the account's session and sign-in.
 */
export const ACCOUNT_SCREENS: ScreenTable = {
  signIn: () => <SignInPage />,
  register: () => <RegisterPage />,
  signOut: () => <SignOutPage />,
  confirmEmail: () => <ConfirmEmailPage />,
  setPasswordAfterReset: () => <SetPasswordPage />,
  account: signedIn(() => <OrdersPage />),
  accountOrders: signedIn(() => <OrdersPage />),
  singleOrder: signedIn((p) => <OrderDetailsPage orderNumber={p.orderNumber ?? ''} />),
  accountSettings: signedIn(() => <SettingsPage />),
  accountWallet: signedIn(() => <WalletPage />),
  wallet: signedIn(() => <WalletPage />),
  accountReforestationSupport: signedIn(() => <ReforestationPage />),
  accountBoxes: signedIn(() => <BoxesPage />),
  blank: NOT_AVAILABLE,
  accountOrderQuoteRequestDetails: signedIn((p) => <QuoteRequestDetailsPage qrNumber={p.qrNumber ?? ''} />),
  requestAQuoteDetails: signedIn((p) => <QuoteRequestDetailsPage qrNumber={p.qrNumber ?? ''} />),
  dashboardQuotes: plusPublic(() => (
    <>
      <SignInPrompt />
      <QuoteRequestList detailRoute="requestAQuoteDetails" showOffers />
    </>
  )),
  dashboardQuoteDetails: plusPublic((p) => <DashboardQuoteDetailsPage token={p.token ?? ''} />),
  dashboardOrders: plusPublic(() => <DashboardOrdersPage />),
  dashboardOrderDetails: orderView('details'),
  dashboardOrderPlaced: orderView('placed'),
  dashboardOrderItems: orderView('items'),
  dashboardOrderPaymentSummary: orderView('paymentSummary'),
  dashboardItems: plusPublic(() => <DashboardItemsPage />),
  dashboardPersonalDetails: plusMember(() => <PersonalDetails />),
  plusCatalogue: () => <PlusCataloguePage />,
  plusSuccess: () => (
    <RequireSignIn>
      <PlusLayout>
        <PlusSuccessPage />
      </PlusLayout>
    </RequireSignIn>
  ),
};

/** The account's screens, inside the session every page of the remote shares. */
export function App() {
  useAccountStyles();
  return (
    <SessionProvider>
      <RouteScreens screens={ACCOUNT_SCREENS} />
    </SessionProvider>
  );
}
