/** The remotes the shell composes, by the names the route table and remotes.json use. */
export const REMOTE_KEYS = ['catalogue', 'cart-checkout', 'account', 'consent', 'editor-host'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

/** `remotes.json`: where each remote's current build lives (its mf-manifest.json). */
export type RemotesManifest = Record<RemoteKey, string>;

/** The container name a remote is built with (a JS identifier, so no dashes). */
export function federationName(key: RemoteKey): string {
  return `mf_${key.replace(/-/g, '_')}`;
}

export function remoteKeyOf(federationId: string): RemoteKey | undefined {
  const container = federationId.split('/')[0];
  return REMOTE_KEYS.find((k) => federationName(k) === container);
}

export class RemotesManifestError extends Error {}

/** Checks the shape of remotes.json: every remote named, each an absolute or root-relative URL. */
export function parseRemotesManifest(raw: unknown, base: string): RemotesManifest {
  if (!raw || typeof raw !== 'object') throw new RemotesManifestError('remotes.json must be an object');
  const record = raw as Record<string, unknown>;
  const out = {} as RemotesManifest;
  for (const key of REMOTE_KEYS) {
    const value = record[key];
    if (typeof value !== 'string' || value.length === 0) {
      throw new RemotesManifestError(`remotes.json has no entry for "${key}"`);
    }
    out[key] = new URL(value, base).toString();
  }
  return out;
}

/** remotes.json: the remotes, and its `$` keys (`$overrides` configuration, the deploy tools' `$deploy`). */
export interface RemotesDocument {
  remotes: RemotesManifest;
  settings: Record<string, unknown>;
}

/** remotes.json as parsed, checked; relative entries resolved against `base`. */
function remotesDocumentOf(raw: unknown, base: string): RemotesDocument {
  const remotes = parseRemotesManifest(raw, base);
  const settings = Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter(([k]) => k.startsWith('$')));
  return { remotes, settings };
}

/** The id of the data block the page's host writes remotes.json into (packages/deploy/src/page-head.js). */
export const INLINE_REMOTES_ID = 'ph-remotes';

/**
 * remotes.json as the host inlined it into this page, which saves the page a round trip before it can
 * ask for a remote; null when the page has none (a dev server) or it does not parse, and then the
 * shell fetches /remotes.json as before.
 */
export function inlineRemotesDocument(doc: Document = document): RemotesDocument | null {
  const text = doc.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return null;
  try {
    return remotesDocumentOf(JSON.parse(text), doc.location?.href ?? window.location.href);
  } catch (err) {
    console.warn('the inline remote table is unusable; fetching remotes.json', err);
    return null;
  }
}

/** remotes.json is never cached: pointing it at a new build is how a remote is deployed. */
export async function fetchRemotesDocument(url: string, fetchImpl: typeof fetch = fetch): Promise<RemotesDocument> {
  const res = await fetchImpl(url, { cache: 'no-store' });
  if (!res.ok) throw new RemotesManifestError(`remotes.json answered ${res.status}`);
  const raw: unknown = await res.json();
  return remotesDocumentOf(raw, new URL(url, window.location.href).toString());
}
