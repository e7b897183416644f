import { FormattedMessage } from 'react-intl';
import type { RouteId } from '@ph/region-config';
import { RouteLink, useCurrentRoute } from '@ph/remote-kit';

const SECTIONS: { id: RouteId; message: { id: string; defaultMessage: string } }[] = [
  { id: 'accountOrders', message: { id: 'account.nav.orders', defaultMessage: 'Orders' } },
  { id: 'accountSettings', message: { id: 'account.nav.settings', defaultMessage: 'Settings' } },
  { id: 'accountWallet', message: { id: 'account.nav.wallet', defaultMessage: 'Wallet' } },
  { id: 'accountReforestationSupport', message: { id: 'account.nav.reforestation', defaultMessage: 'Reforestation' } },
];

/** The account screens by route of the shared route table. */
export function App() {
  const current = useCurrentRoute();
  const id = current?.route.id;
  if (id === 'signIn' || id === 'register') {
    return (
      <section aria-labelledby="acc-title">
        <h1 id="acc-title">
          {id === 'signIn' ? (
            <FormattedMessage id="account.signIn.title" defaultMessage="Sign in" />
          ) : (
            <FormattedMessage id="account.register.title" defaultMessage="Create an account" />
          )}
        </h1>
        <RouteLink to={id === 'signIn' ? 'register' : 'signIn'}>
          {id === 'signIn' ? (
            <FormattedMessage id="account.signIn.toRegister" defaultMessage="New here? Create an account" />
          ) : (
            <FormattedMessage id="account.register.toSignIn" defaultMessage="Already have an account? Sign in" />
          )}
        </RouteLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="acc-title">
      <h1 id="acc-title">
        <FormattedMessage id="account.title" defaultMessage="Your account" />
      </h1>
      <nav aria-labelledby="acc-title">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <RouteLink to={s.id} aria-current={s.id === id ? 'page' : undefined}>
                <FormattedMessage {...s.message} />
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
