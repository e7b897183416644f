import { fetchRemotesDocument, inlineRemotesDocument, type RemotesManifest } from './remotes';
import {
  applyOverrides,
  overridePolicy,
  readStoredOverrides,
  takeQueryOverrides,
  writeStoredOverrides,
  type OverridePolicy,
  type Overrides,
} from './overrides';
import { publishComposition } from './releases';

export interface Composition {
  /** What the page loads: remotes.json with the active overrides applied. */
  remotes: RemotesManifest;
  /** remotes.json as deployed. */
  deployed: RemotesManifest;
  active: Overrides;
  policy: OverridePolicy;
}

/** Development builds always allow overrides (webpack sets NODE_ENV from the mode). */
export const DEVELOPMENT = process.env.NODE_ENV !== 'production';

/**
 * remotes.json (inline in the page, or fetched), then the developer's overrides where they are allowed; publishes the result as
 * `window.__PH_REMOTES__`.
 */
export async function loadComposition(
  url: string,
  o: { development?: boolean; storage?: Storage; fetchImpl?: typeof fetch } = {},
): Promise<Composition> {
  // The host inlines the table it would answer /remotes.json with (per request, so a redeployed
  // remote is picked up by the next page load just the same).
  const { remotes: deployed, settings } = inlineRemotesDocument() ?? (await fetchRemotesDocument(url, o.fetchImpl));
  const policy = overridePolicy(settings, o.development ?? DEVELOPMENT);
  const storage = o.storage ?? window.localStorage;
  let stored = readStoredOverrides(storage);
  if (policy.enabled) {
    const fromQuery = takeQueryOverrides(window.location.search, stored);
    if (fromQuery.changed) {
      stored = fromQuery.overrides;
      writeStoredOverrides(storage, stored);
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${fromQuery.search}${hash}`);
    }
  }
  const { remotes, active } = applyOverrides(deployed, stored, policy);
  publishComposition(remotes, active);
  return { remotes, deployed, active, policy };
}
