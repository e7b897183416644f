import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCurrentRoute } from '@ph/remote-kit';
import type { RouteId } from '@ph/region-config';
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
import { useAccountStyles } from './common/styles';

const PUBLIC_SCREENS: Partial<Record<RouteId, () => ReactNode>> = {
  signIn: () => <SignInPage />,
  register: () => <RegisterPage />,
  signOut: () => <SignOutPage />,
  confirmEmail: () => <ConfirmEmailPage />,
  setPasswordAfterReset: () => <SetPasswordPage />,
};

const ACCOUNT_SCREENS: Partial<Record<RouteId, (params: Record<string, string>) => ReactNode>> = {
  account: () => <OrdersPage />,
  accountOrders: () => <OrdersPage />,
  singleOrder: (p) => <OrderDetailsPage orderNumber={p.orderNumber ?? ''} />,
  accountSettings: () => <SettingsPage />,
  accountWallet: () => <WalletPage />,
  wallet: () => <WalletPage />,
  accountReforestationSupport: () => <ReforestationPage />,
};

/** The account screens by route of the shared route table. */
export function App() {
  useAccountStyles();
  return (
    <SessionProvider>
      <Screen />
    </SessionProvider>
  );
}

function Screen() {
  const current = useCurrentRoute();
  const id = current?.route.id;
  const publicScreen = id ? PUBLIC_SCREENS[id] : undefined;
  if (publicScreen) return <>{publicScreen()}</>;
  const accountScreen = id ? ACCOUNT_SCREENS[id] : undefined;
  return (
    <RequireSignIn>
      <AccountLayout>
        {accountScreen ? (
          accountScreen(current?.params ?? {})
        ) : (
          // Other routes this remote owns (saved designs, quote requests, the Plus dashboard) are
          // not built yet; say so instead of showing an empty page.
          <p role="status">
            <FormattedMessage id="account.notAvailable" defaultMessage="This part of your account is not available yet." />
          </p>
        )}
      </AccountLayout>
    </RequireSignIn>
  );
}
