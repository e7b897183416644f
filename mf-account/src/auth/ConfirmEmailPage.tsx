import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { confirmEmail, resendConfirmationEmail } from '@ph/api-client';
import { RouteLink, useSearchParams } from '@ph/remote-kit';
import { Button, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';

const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Link tokens are single use: a second request (StrictMode, remount) must reuse the first answer. */
const attempts = new Map<string, Promise<{ email: string }>>();

type State = { kind: 'working' } | { kind: 'confirmed'; email: string } | { kind: 'failed'; message: string };

/** `/auth/confirm_email/?token=`: the link of the confirmation e-mail. */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const session = useAccountSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  const [resend, setResend] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    if (!LINK_TOKEN.test(token)) {
      setState({ kind: 'failed', message: intl.formatMessage({ id: 'account.error.invalidToken', defaultMessage: 'This link is invalid or has expired.' }) });
      return undefined;
    }
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = confirmEmail(session.client, token);
      attempts.set(token, attempt);
    }
    attempt.then(
      ({ email }) => alive && setState({ kind: 'confirmed', email }),
      (err: unknown) => alive && setState({ kind: 'failed', message: describeApiError(intl, err).message }),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // The signed-in user's "please confirm" notice must go away without a reload.
  const { load, replaceUser } = session;
  useEffect(() => {
    if (state.kind === 'confirmed' && load.status === 'ready' && load.user.email === state.email && !load.user.email_confirmed) {
      replaceUser({ ...load.user, email_confirmed: true });
    }
  }, [state, load, replaceUser]);

  const signedIn = load.status === 'ready' && !load.user.anonymous;
  const requestNew = async () => {
    setResend('busy');
    setAlert(null);
    try {
      await resendConfirmationEmail(session.client);
      setResend('sent');
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
      setResend('idle');
    }
  };

  if (state.kind === 'working') return <Spinner />;
  if (state.kind === 'confirmed') {
    return (
      <section aria-labelledby="acc-title" className="acc-auth">
        <h1 id="acc-title">
          <FormattedMessage id="account.confirmEmail.done" defaultMessage="Your e-mail address is confirmed" />
        </h1>
        <p>
          <FormattedMessage id="account.confirmEmail.thanks" defaultMessage="Thank you, {email} is confirmed." values={{ email: state.email }} />
        </p>
        <RouteLink to={signedIn ? 'accountOrders' : 'signIn'}>
          {signedIn ? (
            <FormattedMessage id="account.confirmEmail.toAccount" defaultMessage="Go to your account" />
          ) : (
            <FormattedMessage id="account.confirmEmail.toSignIn" defaultMessage="Sign in" />
          )}
        </RouteLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="acc-title" className="acc-auth">
      <h1 id="acc-title">
        <FormattedMessage id="account.confirmEmail.failed" defaultMessage="We could not confirm your e-mail address" />
      </h1>
      <p role="alert">{state.message}</p>
      <FormAlert message={alert} />
      {signedIn && load.status === 'ready' && !load.user.email_confirmed && (
        resend === 'sent' ? (
          <p role="status">
            <FormattedMessage id="account.checkEmail.resent" defaultMessage="We have sent a new link." />
          </p>
        ) : (
          <Button type="button" busy={resend === 'busy'} onClick={() => void requestNew()}>
            <FormattedMessage id="account.checkEmail.resend" defaultMessage="Send the link again" />
          </Button>
        )
      )}
      {!signedIn && (
        <RouteLink to="signIn">
          <FormattedMessage id="account.confirmEmail.signInToResend" defaultMessage="Sign in to get a new link" />
        </RouteLink>
      )}
    </section>
  );
}
