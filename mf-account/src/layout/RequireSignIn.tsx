import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useRoutePath } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { withReturnTo } from '../common/returnTo';

/** Routes that need sign-in (docs/domain.md#regions-languages-and-routes) send a visitor to sign in, and back afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { load, reload } = useAccountSession();
  const location = useLocation();
  const pathOf = useRoutePath();
  if (load.status === 'loading') return <Spinner />;
  if (load.status === 'error') {
    return (
      <section aria-labelledby="acc-title">
        <h1 id="acc-title">
          <FormattedMessage id="account.title" defaultMessage="Your account" />
        </h1>
        <ErrorPanel onRetry={reload} />
      </section>
    );
  }
  if (load.user.anonymous) {
    return <Navigate replace to={withReturnTo(pathOf('signIn'), location.pathname + location.search)} />;
  }
  return <>{children}</>;
}
