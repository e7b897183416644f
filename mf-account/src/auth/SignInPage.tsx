import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useRoutePath } from '@ph/remote-kit';
import { useAccountSession } from '../session/SessionProvider';
import { RETURN_TO_PARAM } from '../common/returnTo';
import { LoginForm } from './LoginForm';
import { ForgottenPasswordFlow } from './PasswordDialogs';
import { useAfterSignIn } from './useAfterSignIn';

/** `/sign_in/`: also where sign-in-only routes send a visitor (`?return_to=`). */
export function SignInPage() {
  const { load } = useAccountSession();
  const after = useAfterSignIn();
  const pathOf = useRoutePath();
  const [forgotFor, setForgotFor] = useState<string | null>(null);
  const alreadySignedIn = load.status === 'ready' && !load.user.anonymous;

  useEffect(() => {
    if (alreadySignedIn) after.go();
    // `after` changes identity every render; the signed-in flag is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alreadySignedIn]);

  return (
    <section aria-labelledby="acc-title" className="acc-auth">
      <h1 id="acc-title">
        <FormattedMessage id="account.signIn.title" defaultMessage="Sign in" />
      </h1>
      {after.returnTo && (
        <p>
          <FormattedMessage id="account.signIn.required" defaultMessage="Sign in to see this page." />
        </p>
      )}
      <LoginForm onSignedIn={() => after.go()} onForgotPassword={(email) => setForgotFor(email)} />
      <p>
        <Link to={pathOf('register') + (after.returnTo ? `?${RETURN_TO_PARAM}=${encodeURIComponent(after.returnTo)}` : '')}>
          <FormattedMessage id="account.signIn.toRegister" defaultMessage="New here? Create an account" />
        </Link>
      </p>
      {forgotFor !== null && <ForgottenPasswordFlow initialEmail={forgotFor} onClose={() => setForgotFor(null)} />}
    </section>
  );
}
