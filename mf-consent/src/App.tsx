import { useMemo } from 'react';
import { regionHost } from '@ph/region-config';
import { useHydratingRoot, useMountProps } from '@ph/remote-kit';
import { ensureSession, pageApiClient } from '@ph/session';
import { ConsentRemote } from './ConsentRemote';

/** The consent UI mount point's content in the composed shell. */
export function App() {
  const { region, locale } = useMountProps();
  // The server rendered the banner into this mount point (src/server.tsx): the first render matches it.
  const hydrating = useHydratingRoot();
  const api = useMemo(() => {
    const client = pageApiClient(region);
    return { client, session: () => ensureSession(client) };
  }, [region]);
  return <ConsentRemote region={region} locale={locale} mainDomain={regionHost(region)} api={api} {...(hydrating ? { initialView: 'banner' as const } : {})} />;
}
