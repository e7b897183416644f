import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@ph/api-client';
import { useMountProps, useServerVisitorToken } from '@ph/remote-kit';
import { ensureSession, pageApiClient, visitorServerApiClient } from '@ph/session';

export type SessionLoad = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: unknown };

/**
 * The page-wide API client with a session: every visitor (anonymous too) gets a token first,
 * because carts and checkouts belong to a user. In a server render of a page the edge rendered for a
 * visitor with a session (the cart), a client of that render acting as them (its reads make the render
 * theirs alone); else, on the server, the shared client that reads only what is public.
 */
export function useShopperClient(): { client: ApiClient; session: SessionLoad; retry(): void } {
  const { region, locale } = useMountProps();
  const serverToken = useServerVisitorToken();
  const client = useMemo(() => (serverToken !== null ? visitorServerApiClient(region, serverToken, locale) : pageApiClient(region)), [region, locale, serverToken]);
  // Loading on the server too, whatever it knows: the browser's first render (hydration) starts there. A
  // page that shows what the server read (the cart) does not wait for the session.
  const [session, setSession] = useState<SessionLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setSession({ status: 'loading' });
    ensureSession(client).then(
      () => alive && setSession({ status: 'ready' }),
      (error: unknown) => alive && setSession({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [client, attempt]);
  return { client, session, retry: () => setAttempt((n) => n + 1) };
}
