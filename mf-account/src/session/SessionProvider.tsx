import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '@ph/api-client';
import type { SessionResponse, User } from '@ph/api-contract';
import { ensureSession, pageApiClient, refreshSession } from '@ph/session';
import { useMountProps } from '@ph/remote-kit';
import { EVENTS, listen } from '@ph/contracts';

export type SessionLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; user: User };

export interface AccountSession {
  client: ApiClient;
  load: SessionLoad;
  /** Reads the session again (retry after a failed bootstrap). */
  reload(): Promise<void>;
  /** After sign-in, sign-up or a password reset: keep the new token and publish the new session. */
  adopt(response: SessionResponse, opts: { remember: boolean }): Promise<User>;
  /** After sign-out: forget the token; a fresh anonymous visitor is created. */
  forget(): Promise<void>;
  /** A change the API answered with (contact details, default address). */
  replaceUser(user: User): void;
}

const Ctx = createContext<AccountSession | null>(null);

/**
 * The visitor's session for the account screens. Every other remote shares the same page-wide
 * client and bootstrap (@ph/session), so a token changed here is the token the cart sends next.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { region } = useMountProps();
  const client = useMemo(() => pageApiClient(region), [region]);
  const [load, setLoad] = useState<SessionLoad>({ status: 'loading' });

  const run = useCallback(
    async (start: (c: ApiClient) => Promise<{ user: User }>, quiet = false): Promise<User> => {
      // A form that changes the session shows its own busy state; the page stays as it is.
      if (!quiet) setLoad({ status: 'loading' });
      try {
        const { user } = await start(client);
        setLoad({ status: 'ready', user });
        return user;
      } catch (error) {
        setLoad({ status: 'error', error });
        throw error;
      }
    },
    [client],
  );

  useEffect(() => {
    let alive = true;
    ensureSession(client).then(
      ({ user }) => alive && setLoad({ status: 'ready', user }),
      (error: unknown) => alive && setLoad({ status: 'error', error }),
    );
    // Another remote (a sign-in during checkout) may change the session: follow it.
    const stop = listen(EVENTS.sessionChanged, (change) => {
      ensureSession(client).then(
        ({ user }) => alive && setLoad((old) => (old.status === 'ready' && String(old.user.id) === change.userId && old.user.anonymous === !change.signedIn ? old : { status: 'ready', user })),
        () => undefined,
      );
    });
    return () => {
      alive = false;
      stop();
    };
  }, [client]);

  const value = useMemo<AccountSession>(
    () => ({
      client,
      load,
      reload: async () => {
        await run((c) => refreshSession(c)).catch(() => undefined);
      },
      adopt: (response, { remember }) => {
        client.tokens.set(response.token, { remember });
        return run((c) => refreshSession(c), true);
      },
      forget: async () => {
        client.tokens.set(null);
        await run((c) => refreshSession(c), true);
      },
      replaceUser: (user) => setLoad({ status: 'ready', user }),
    }),
    [client, load, run],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAccountSession(): AccountSession {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useAccountSession must be used inside SessionProvider');
  return ctx;
}

/** The signed-in user; only for screens rendered behind RequireSignIn. */
export function useSignedInUser(): User {
  const { load } = useAccountSession();
  if (load.status !== 'ready') throw new Error('useSignedInUser needs a loaded session');
  return load.user;
}
