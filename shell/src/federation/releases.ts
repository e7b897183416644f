import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { appRelease, describeRelease, parseRelease, type ReleaseInfo } from '@ph/remote-kit';
import { remoteKeyOf, type RemoteKey, type RemotesManifest } from './remotes';
import type { Overrides } from './overrides';

export interface RemoteRelease {
  /** The manifest this page loads the remote from. */
  manifest: string;
  /** Loaded from a developer override instead of remotes.json. */
  overridden: boolean;
  /** `pending` until the page first needs the remote. */
  status: 'pending' | 'loaded' | 'failed';
  release: ReleaseInfo | null;
}

/** `window.__PH_REMOTES__`: which release of the shell and of each remote this page runs. */
export interface PageReleases {
  shell: ReleaseInfo | null;
  remotes: Partial<Record<RemoteKey, RemoteRelease>>;
}

declare global {
  interface Window {
    __PH_REMOTES__?: PageReleases;
  }
}

/** The shell's own release, baked in by @ph/build-config (absent in tests). */
export const shellRelease = appRelease;

export { describeRelease, type ReleaseInfo };

const listeners = new Set<() => void>();
let current: PageReleases = { shell: null, remotes: {} };

function publish(next: PageReleases): void {
  current = next;
  window.__PH_REMOTES__ = next;
  for (const listener of listeners) listener();
}

export function getPageReleases(): PageReleases {
  return current;
}

export function subscribePageReleases(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once the composition is known: every remote starts `pending` at its manifest URL. */
export function publishComposition(remotes: RemotesManifest, active: Overrides): void {
  const entries = Object.entries(remotes).map(([key, manifest]) => [
    key,
    { manifest, overridden: active[key as RemoteKey] !== undefined, status: 'pending', release: null } satisfies RemoteRelease,
  ]);
  publish({ shell: shellRelease(), remotes: Object.fromEntries(entries) });
}

function update(key: RemoteKey, change: Partial<RemoteRelease>): void {
  const before = current.remotes[key];
  if (!before) return;
  publish({ ...current, remotes: { ...current.remotes, [key]: { ...before, ...change } } });
}

export function recordRemoteFailure(key: RemoteKey): RemoteRelease | undefined {
  update(key, { status: 'failed' });
  return current.remotes[key];
}

/** Reads each remote's release from its manifest as the federation runtime loads it. */
export function releasePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ph-release-recorder',
    afterLoadManifest(args) {
      const key = remoteKeyOf(args.moduleInfo.name);
      if (!key) return;
      if (args.error || !args.manifestJson) {
        update(key, { status: 'failed' });
        return;
      }
      const metaData = args.manifestJson.metaData as unknown as Record<string, unknown>;
      update(key, { status: 'loaded', release: parseRelease(metaData.release), manifest: args.manifestUrl });
    },
  };
}
