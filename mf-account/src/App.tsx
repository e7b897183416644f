import { lazy, Suspense, type ReactNode } from 'react';
import { NOT_AVAILABLE, RouteScreens, type ScreenTable } from '@ph/remote-kit';
import { Spinner } from '@ph/ui';
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
import type { PlusRouteId } from './plus/PlusScreen';

// The Plus area and the quote request pages are separate chunks, loaded when one of their addresses
// is opened (the account's first load stays within its JavaScript budget, budgets.json).
const PlusScreen = lazy(() => import(/* webpackChunkName: "plus" */ './plus/PlusScreen'));
const QuoteRequestDetailsPage = lazy(() =>
  import(/* webpackChunkName: "quote-requests" */ './quotes/QuoteRequestDetailsPage').then((m) => ({ default: m.QuoteRequestDetailsPage })),
);

// The referrals page is a chunk of its own too (the account's first load stays within budget).
const ReferralsPage = lazy(() => import(/* webpackChunkName: "referrals" */ './referrals/ReferralsPage').then((m) => ({ default: m.ReferralsPage })));

// The staff areas are chunks of their own too: customers never load them. Each is one route of the
// shared table whose pages are sub-routes inside the chunk (staff/staffRoutes.ts).
const DeskScreen = lazy(() => import(/* webpackChunkName: "desk" */ './desk/DeskScreen'));
const BackOfficeScreen = lazy(() => import(/* webpackChunkName: "back-office" */ './backoffice/BackOfficeScreen'));

/** Signed-in pages: the sign-in gate, then the account's layout around the page. */
const signedIn =
  (screen: (params: Record<string, string>) => ReactNode) =>
  (params: Record<string, string>): ReactNode => (
    <RequireSignIn>
      <AccountLayout>{screen(params)}</AccountLayout>
    </RequireSignIn>
  );

const plus =
  (id: PlusRouteId) =>
  (params: Record<string, string>): ReactNode => (
    <Suspense fallback={<Spinner />}>
      <PlusScreen id={id} params={params} />
    </Suspense>
  );

const staffArea = (Screen: typeof DeskScreen) =>
  signedIn((p) => (
    <Suspense fallback={<Spinner />}>
      <Screen params={p} />
    </Suspense>
  ));

const quoteRequest = signedIn((p) => (
  <Suspense fallback={<Spinner />}>
    <QuoteRequestDetailsPage qrNumber={p.qrNumber ?? ''} />
  </Suspense>
));

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
  // The specification's order page is the same view: the account owns it (region-config routes.ts).
  orderDetails: signedIn((p) => <OrderDetailsPage orderNumber={p.orderNumber ?? ''} />),
  accountSettings: signedIn(() => <SettingsPage />),
  accountWallet: signedIn(() => <WalletPage />),
  wallet: signedIn(() => <WalletPage />),
  accountReferrals: signedIn(() => (
    <Suspense fallback={<Spinner />}>
      <ReferralsPage />
    </Suspense>
  )),
  accountReforestationSupport: signedIn(() => <ReforestationPage />),
  accountBoxes: signedIn(() => <BoxesPage />),
  blank: NOT_AVAILABLE,
  accountOrderQuoteRequestDetails: quoteRequest,
  requestAQuoteDetails: quoteRequest,
  dashboardQuotes: plus('dashboardQuotes'),
  dashboardQuoteDetails: plus('dashboardQuoteDetails'),
  dashboardOrders: plus('dashboardOrders'),
  dashboardOrderDetails: plus('dashboardOrderDetails'),
  dashboardOrderPlaced: plus('dashboardOrderPlaced'),
  dashboardOrderItems: plus('dashboardOrderItems'),
  dashboardOrderPaymentSummary: plus('dashboardOrderPaymentSummary'),
  dashboardItems: plus('dashboardItems'),
  dashboardPersonalDetails: plus('dashboardPersonalDetails'),
  plusCatalogue: plus('plusCatalogue'),
  plusSuccess: plus('plusSuccess'),
  managerDesk: staffArea(DeskScreen),
  backOffice: staffArea(BackOfficeScreen),
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
