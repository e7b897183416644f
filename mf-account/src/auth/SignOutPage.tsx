import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError, signOut } from '@ph/api-client';
import { RouteLink } from '@ph/remote-kit';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';

const pending = new WeakMap<object, Promise<void>>();

/**
 * `/sign_out/`: revokes the token and starts a fresh anonymous visit. A token the server no
 * longer knows (401) counts as signed out already.
 */
export function SignOutPage() {
  const session = useAccountSession();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const signedIn = session.load.status === 'ready' && !session.load.user.anonymous;
  const ready = session.load.status !== 'loading';

  const run = useCallback(async () => {
    setState('working');
    try {
      // One sign-out per client even if the effect runs twice (StrictMode, quick remounts).
      let p = pending.get(session.client);
      if (!p) {
        p = (async () => {
          try {
            await signOut(session.client);
          } catch (err) {
            if (!(isApiError(err) && err.status === 401)) throw err;
          }
          await session.forget();
        })();
        pending.set(session.client, p);
        p.finally(() => pending.delete(session.client)).catch(() => undefined);
      }
      await p;
      setState('done');
    } catch {
      setState('failed');
    }
  }, [session]);

  useEffect(() => {
    if (!ready) return;
    if (signedIn) void run();
    else setState('done');
    // Only the first settled session decides; signing out changes it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  if (state === 'working') return <Spinner />;
  if (state === 'failed') {
    return (
      <section aria-labelledby="acc-title">
        <h1 id="acc-title">
          <FormattedMessage id="account.signOut.failedTitle" defaultMessage="Signing out failed" />
        </h1>
        <ErrorPanel onRetry={run} />
      </section>
    );
  }
  return (
    <section aria-labelledby="acc-title" className="acc-auth">
      <h1 id="acc-title">
        <FormattedMessage id="account.signOut.title" defaultMessage="You are signed out" />
      </h1>
      <p>
        <RouteLink to="signIn">
          <FormattedMessage id="account.signOut.signInAgain" defaultMessage="Sign in again" />
        </RouteLink>
      </p>
      <p>
        <RouteLink to="root">
          <FormattedMessage id="account.signOut.browse" defaultMessage="Browse our products" />
        </RouteLink>
      </p>
    </section>
  );
}
