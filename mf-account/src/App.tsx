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

/** Signed-in pages: the sign-in gate, then the account's layout around the page. */
const signedIn =
  (screen: (params: Record<string, string>) => ReactNode) =>
  (params: Record<string, string>): ReactNode => (
    <RequireSignIn>
      <AccountLayout>{screen(params)}</AccountLayout>
    </RequireSignIn>
  );

/**
 * The account screens by route of the shared route table: every route this remote owns is listed (a
 * test holds this); the ones not built yet (quote requests, the Plus dashboard) say
 * so with the shared "not available" page.
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
  accountOrderQuoteRequestDetails: NOT_AVAILABLE,
  requestAQuoteDetails: NOT_AVAILABLE,
  dashboardQuotes: NOT_AVAILABLE,
  dashboardQuoteDetails: NOT_AVAILABLE,
  dashboardOrders: NOT_AVAILABLE,
  dashboardOrderDetails: NOT_AVAILABLE,
  dashboardOrderPlaced: NOT_AVAILABLE,
  dashboardOrderItems: NOT_AVAILABLE,
  dashboardOrderPaymentSummary: NOT_AVAILABLE,
  dashboardItems: NOT_AVAILABLE,
  dashboardPersonalDetails: NOT_AVAILABLE,
  plusCatalogue: NOT_AVAILABLE,
  plusSuccess: NOT_AVAILABLE,
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
