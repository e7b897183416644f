import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@ph/api-client';
import { useMountProps } from '@ph/remote-kit';
import { ensureSession, pageApiClient } from '@ph/session';

export type SessionLoad = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: unknown };

/**
 * The page-wide API client with a session: every visitor (anonymous too) gets a token first,
 * because carts and checkouts belong to a user.
 */
export function useShopperClient(): { client: ApiClient; session: SessionLoad; retry(): void } {
  const { region } = useMountProps();
  const client = useMemo(() => pageApiClient(region), [region]);
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
