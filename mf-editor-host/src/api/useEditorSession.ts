import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@ph/api-client';
import type { User } from '@ph/api-contract';
import { EVENTS, listen } from '@ph/contracts';
import { ensureSession, pageApiClient } from '@ph/session';
import { useMountProps } from '@ph/remote-kit';
import { claimAnonymousDesigns } from './anonymousDesigns';

export type SessionLoad = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; user: User };

/** The page-wide client and the visitor's session; a signed-in visitor's anonymous designs are claimed first. */
export function useEditorSession(): { client: ApiClient; region: string; session: SessionLoad; reload(): void } {
  const { region } = useMountProps();
  const client = useMemo(() => pageApiClient(region), [region]);
  const [session, setSession] = useState<SessionLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    const load = async () => {
      const { user } = await ensureSession(client);
      if (!user.anonymous) await claimAnonymousDesigns(client);
      return user;
    };
    load().then(
      (user) => alive && setSession({ status: 'ready', user }),
      (error: unknown) => alive && setSession({ status: 'error', error }),
    );
    const stop = listen(EVENTS.sessionChanged, () => setAttempt((a) => a + 1));
    return () => {
      alive = false;
      stop();
    };
  }, [client, attempt]);
  return { client, region, session, reload: () => setAttempt((a) => a + 1) };
}
